/**
 * `npm run export [-- site.tar]`: the whole site (every table that is not derived, and every stored
 * file) in one tar, read while the server runs; `.tar.gz` or `.tgz` compresses it. Loaded by
 * `npm run import` into SQLite or PostgreSQL (docs/decisions/0015-export-and-import.md).
 */
import { exportSite } from "../app/server/backup/export.server.ts";
import { formatBytes } from "../app/server/backup/archive-format.server.ts";
import { openStorage } from "../app/server/bootstrap.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { archiveContents, runCommand, stamp, usage } from "./command.ts";

const USAGE = "Usage: npm run export [-- <file.tar | file.tar.gz>]   (default: simbiosis-<date>-<time>.tar)";

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith("-")) usage(USAGE);
const target = args[0] ?? `simbiosis-${stamp()}.tar`;

await runCommand(async () => {
  const site = await openStorage(loadConfig());
  try {
    const { manifest, bytes } = await exportSite(site, target);
    console.log(
      `Exported ${archiveContents(manifest)} from ${manifest.source} to ${target} (${formatBytes(bytes)}).`,
    );
  } finally {
    await site.store.close();
  }
});
