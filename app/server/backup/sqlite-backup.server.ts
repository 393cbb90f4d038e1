import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { RefusedError, writeNewFile } from "./archive-format.server.ts";

export interface BackupSummary {
  file: string;
  bytes: number;
  pages: number;
}

/** What to do on PostgreSQL instead (the database URL is never printed: it may hold a password). */
export const PG_DUMP_ADVICE = `This site runs on PostgreSQL: back it up with PostgreSQL's own tools, e.g.
  pg_dump --format=custom --file=simbiosis.dump "$DATABASE_URL"
and restore with pg_restore --clean --no-owner --dbname="$DATABASE_URL" simbiosis.dump.
Uploaded files are not in the database: copy them too (DATA_DIR/files). Or run npm run export -- site.tar
for one portable archive of the database and the files, which npm run import loads into SQLite or PostgreSQL.`;

/** SQLite copies the whole file in one step: the reading transaction sees one moment, writers go on (WAL). */
const ALL_PAGES = 0x7fffffff;

/**
 * A copy of DATA_DIR/site.db at `target`, made with SQLite's online backup while the server runs and
 * writes (docs/decisions/0015-export-and-import.md). The copy is checked (quick_check) and made a single
 * file (journal mode DELETE) before it takes the target's name; an existing file is never replaced.
 */
export async function backupSqlite(dataDir: string, target: string): Promise<BackupSummary> {
  const source = path.join(dataDir, "site.db");
  if (!fs.existsSync(source)) throw new RefusedError(`There is no database at ${source}: is DATA_DIR right?`);
  let pages = 0;
  await writeNewFile(target, async (temporary) => {
    const db = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      // Step by step, another connection's write between two steps would start the copy over (and a
      // busy site could keep it from ending): one step copies everything from one read snapshot.
      await db.backup(temporary, { progress: () => ALL_PAGES });
    } finally {
      db.close();
    }
    // Owner only, like the database itself should be: it holds password hashes and the site's secrets.
    await fs.promises.chmod(temporary, 0o600);
    const copy = new BetterSqlite3(temporary, { fileMustExist: true });
    try {
      const check = copy.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new Error(`The copy does not check out (${String(check)}).`);
      copy.pragma("journal_mode = DELETE");
      pages = Number(copy.prepare<[], { n: number }>("select count(*) as n from pages").get()?.n ?? 0);
    } finally {
      copy.close();
    }
  });
  return { file: target, bytes: (await fs.promises.stat(target)).size, pages };
}
