import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, sql, SqliteDialect } from "kysely";
import pg from "pg";
import { SchemaPostgresDialect } from "../../app/server/store/pg-dialect.server.ts";

/*
 * A second connection to a test's database, beside the store's own: what a test uses to look at (or
 * change) the database as it really is, without going through the code under test.
 */

// Any table of the schema: what the tests read is not the app's typed schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RawDb = Kysely<any>;

export function openRaw(config: { dataDir: string; databaseUrl?: string }): RawDb {
  return config.databaseUrl
    ? new Kysely({
        dialect: new SchemaPostgresDialect({
          pool: new pg.Pool({ connectionString: config.databaseUrl, max: 2 }),
        }),
      })
    : new Kysely({
        dialect: new SqliteDialect({
          database: (() => {
            const db = new BetterSqlite3(path.join(config.dataDir, "site.db"));
            db.pragma("busy_timeout = 5000");
            return db;
          })(),
        }),
      });
}

/**
 * Every column of every table (of this schema) whose value, read as text, holds `needle` (compared in
 * lower case): "table.column (n rows)". Binary and generated search columns are read as text too.
 */
export async function columnsHolding(
  db: RawDb,
  kind: "sqlite" | "postgres",
  needle: string,
): Promise<string[]> {
  const columns =
    kind === "sqlite"
      ? (
          await sql<{ t: string; c: string }>`select m.name as t, p.name as c from sqlite_master m
            join pragma_table_info(m.name) p where m.type = 'table' and m.name not like 'sqlite_%'`.execute(
            db,
          )
        ).rows
      : (
          await sql<{
            t: string;
            c: string;
          }>`select table_name as t, column_name as c from information_schema.columns
            where table_schema = current_schema()`.execute(db)
        ).rows;
  const found: string[] = [];
  const lower = needle.toLowerCase();
  for (const { t, c } of columns) {
    const text = sql`cast(${sql.ref(c)} as text)`;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(t)}
      where lower(${text}) like ${`%${lower}%`}`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) found.push(`${t}.${c} (${n} rows)`);
  }
  return found;
}
