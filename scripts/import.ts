/**
 * `npm run import -- site.tar`: loads an export into the empty store DATA_DIR/DATABASE_URL name (SQLite
 * or PostgreSQL), files included, and makes the search index again. Refuses a store that holds a site
 * and an archive from a newer version (docs/decisions/0015-export-and-import.md).
 */
import { importSite } from "../app/server/backup/import.server.ts";
import { openStorage } from "../app/server/bootstrap.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { archiveContents, runCommand, usage } from "./command.ts";

const USAGE = "Usage: npm run import -- <file.tar | file.tar.gz>   (into an empty store)";

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]?.startsWith("-")) usage(USAGE);
const file = args[0] as string;

await runCommand(async () => {
  const site = await openStorage(loadConfig());
  try {
    const { manifest } = await importSite(site, file);
    console.log(
      `Imported ${archiveContents(manifest)} into ${site.store.kind}, from an export of ` +
        `${manifest.createdAt} (${manifest.source}). The search index was made again; everyone signs in ` +
        "again, with the password they had.",
    );
  } finally {
    await site.store.close();
  }
});
