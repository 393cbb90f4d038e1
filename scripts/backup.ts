/**
 * `npm run backup [-- site-backup.db]`: on SQLite, a copy of the database made while the server runs
 * and writes (SQLite's online backup), checked, as one file. On PostgreSQL it says to use pg_dump and
 * exits with 1. Stored files are not in it (docs/decisions/0015-export-and-import.md).
 */
import { formatBytes } from "../app/server/backup/archive-format.server.ts";
import { PG_DUMP_ADVICE, backupSqlite } from "../app/server/backup/sqlite-backup.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { runCommand, stamp, usage } from "./command.ts";

const USAGE = "Usage: npm run backup [-- <file.db>]   (default: simbiosis-<date>-<time>.db)";

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith("-")) usage(USAGE);
const target = args[0] ?? `simbiosis-${stamp()}.db`;

await runCommand(async () => {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(PG_DUMP_ADVICE);
    process.exitCode = 1;
    return;
  }
  const { file, bytes, pages } = await backupSqlite(config.dataDir, target);
  console.log(
    `Backed up the database (${pages} published pages) to ${file} (${formatBytes(bytes)}). ` +
      "Stored files are not in it: copy DATA_DIR/files too, or use npm run export for both in one file.",
  );
});
