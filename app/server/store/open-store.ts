import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { KyselyStore } from "./kysely-store.ts";
import type { Store } from "./store.ts";

/** Opens the embedded SQLite file under dataDir, or PostgreSQL when a URL is given; migrates. */
export async function openStore(options: { dataDir: string; databaseUrl?: string }): Promise<Store> {
  let store: KyselyStore;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    store = new KyselyStore(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), "postgres");
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const db = new BetterSqlite3(path.join(options.dataDir, "site.db"));
    db.pragma("journal_mode = WAL");
    db.pragma("foreign_keys = ON");
    db.pragma("synchronous = FULL");
    db.pragma("busy_timeout = 5000");
    store = new KyselyStore(new Kysely<Database>({ dialect: new SqliteDialect({ database: db }) }), "sqlite");
  }
  await store.migrate();
  return store;
}
