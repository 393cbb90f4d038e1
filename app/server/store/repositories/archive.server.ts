import { sql, type Kysely, type Transaction } from "kysely";
import {
  ARCHIVED_TABLES,
  NOT_ARCHIVED,
  type ArchiveColumn,
  type ArchivedTable,
  type ArchiveRow,
  type ArchiveValue,
  SLUGS_ASSIGNED,
} from "../archive-tables.server.ts";
import { migrator, type Dialect } from "../migrations.server.ts";
import type { Database } from "../schema.server.ts";
import { StoreNotEmptyError, type ArchiveStore } from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import type { PageIndex } from "./page-index.server.ts";

/*
 * Export and import (docs/decisions/0015-export-and-import.md): the whole database as the rows of the
 * tables in ARCHIVED_TABLES, the same SQL on SQLite and PostgreSQL. Tables and columns come from
 * ARCHIVED_TABLES, never from input, and every value goes in as a bound parameter.
 */

/** Rows read per query: a page of a table, by its key. */
const READ_PAGE = 500;
/** Bound parameters per insert (SQLite allows 32,766, PostgreSQL 65,535). */
const PARAMS_PER_INSERT = 4000;

/** A value of an archive or a database that is not what its column holds. */
export class ArchiveDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArchiveDataError";
  }
}

/**
 * A column's value as the archive holds it: text, a safe whole number or null. Read from a database,
 * a whole number may come as text (PostgreSQL's bigint) or a bigint (SQLite): both become numbers; in
 * an archive it is a JSON number. Anything else (a blob, a fraction, a null where none may be) is
 * refused, naming where it was.
 */
export function archiveValue(
  table: string,
  column: ArchiveColumn,
  value: unknown,
  where: string,
  from: "database" | "archive" = "database",
): ArchiveValue {
  if (value === null || value === undefined) {
    if (column.nullable) return null;
    throw new ArchiveDataError(`${table}.${column.name} is empty (${where}), and it may not be.`);
  }
  if (column.type === "text") {
    if (typeof value === "string") return value;
  } else if (typeof value === "number") {
    if (Number.isSafeInteger(value)) return value;
  } else if (from === "database" && (typeof value === "bigint" || typeof value === "string")) {
    const n = Number(value);
    if (Number.isSafeInteger(n) && /^-?\d+$/.test(String(value))) return n;
  }
  throw new ArchiveDataError(
    `${table}.${column.name} holds ${typeof value} ${JSON.stringify(String(value)).slice(0, 40)} (${where}), not ${column.type}.`,
  );
}

/** A column of the database as it really is (SQLite's declared type, PostgreSQL's data type). */
export interface SchemaColumn {
  table: string;
  column: string;
  type: string;
}

/** Every column of every table of this database (this schema, on PostgreSQL), in table order. */
export async function schemaColumns(db: Kysely<Database>, kind: Dialect): Promise<SchemaColumn[]> {
  const { rows } =
    kind === "sqlite"
      ? await sql<SchemaColumn>`select m.name as "table", p.name as "column", p.type as "type"
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%' order by m.name, p.cid`.execute(db)
      : await sql<SchemaColumn>`select table_name as "table", column_name as "column", data_type as "type"
          from information_schema.columns where table_schema = current_schema()
          order by table_name, ordinal_position`.execute(db);
  return rows;
}

/** Tables and columns of the database that ARCHIVED_TABLES and NOT_ARCHIVED do not name. */
export async function unknownColumns(db: Kysely<Database>, kind: Dialect): Promise<string[]> {
  const unknown: string[] = [];
  for (const { table, column } of await schemaColumns(db, kind)) {
    if (table in NOT_ARCHIVED) continue;
    const spec = ARCHIVED_TABLES.find((t) => t.name === table);
    if (!spec) {
      if (!unknown.includes(table)) unknown.push(table);
    } else if (!spec.columns.some((c) => c.name === column)) unknown.push(`${table}.${column}`);
  }
  return unknown;
}

/** Every row of an archived table, by its key, a page at a time (inside the caller's snapshot). */
export async function* readArchivedTable(
  trx: Transaction<Database>,
  table: ArchivedTable,
): AsyncGenerator<ArchiveRow> {
  const columns = sql.join(table.columns.map((c) => sql.ref(c.name)));
  const key = sql.join(table.key.map((k) => sql.ref(k)));
  let after: unknown[] | undefined;
  let read = 0;
  for (;;) {
    const from = after ? sql` where (${key}) > (${sql.join(after)})` : sql``;
    const { rows } = await sql<Record<string, unknown>>`select ${columns} from ${sql.table(table.name)}${from}
      order by ${key} limit ${READ_PAGE}`.execute(trx);
    for (const raw of rows) {
      read++;
      if (table.skipRows?.(raw)) continue;
      const row: ArchiveRow = {};
      for (const column of table.columns)
        row[column.name] = archiveValue(table.name, column, raw[column.name], `row ${read}`);
      yield row;
    }
    if (rows.length < READ_PAGE) return;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    after = table.key.map((k) => last[k]);
  }
}

/** Rows of the archived tables an import would add to, per table (settings are always there). */
export async function occupiedTables(
  db: Kysely<Database> | Transaction<Database>,
): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of ARCHIVED_TABLES) {
    if (table.name === "settings") continue;
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) found[table.name] = n;
  }
  return found;
}

/**
 * Inserts archive rows (each already checked against its columns, all with the same columns) in
 * statements of at most PARAMS_PER_INSERT values. Settings replace what the new database made.
 */
export async function insertArchiveRows(
  trx: Transaction<Database>,
  kind: Dialect,
  table: ArchivedTable,
  rows: readonly ArchiveRow[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const names = Object.keys(first);
  if (kind === "postgres")
    for (const row of rows)
      for (const name of names) {
        const v = row[name];
        // PostgreSQL's text cannot hold U+0000 (SQLite's can): say where, rather than fail in the driver.
        if (typeof v === "string" && v.includes("\u0000"))
          throw new ArchiveDataError(
            `${table.name}.${name} holds a NUL character, which PostgreSQL cannot store (key ${table.key.map((k) => String(row[k])).join(", ")}).`,
          );
      }
  const columns = sql.join(names.map((n) => sql.ref(n)));
  const onConflict =
    table.name === "settings"
      ? sql` on conflict (${sql.ref("key")}) do update set value = excluded.value`
      : sql``;
  const perStatement = Math.max(1, Math.floor(PARAMS_PER_INSERT / names.length));
  for (let i = 0; i < rows.length; i += perStatement) {
    const values = rows
      .slice(i, i + perStatement)
      .map((row) => sql`(${sql.join(names.map((n) => row[n] ?? null))})`);
    await sql`insert into ${sql.table(table.name)} (${columns}) values ${sql.join(values)}${onConflict}`.execute(
      trx,
    );
  }
}

/**
 * After rows were inserted with their ids: PostgreSQL's identities go on after the largest id (SQLite's
 * AUTOINCREMENT follows explicit ids by itself).
 */
export async function resetIdentities(trx: Transaction<Database>, kind: Dialect): Promise<void> {
  if (kind !== "postgres") return;
  for (const table of ARCHIVED_TABLES) {
    if (!table.identity) continue;
    const id = sql.ref(table.identity);
    await sql`select setval(pg_get_serial_sequence(${table.name}, ${table.identity}),
      coalesce((select max(${id}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(trx);
  }
}

export class ArchiveRepository implements ArchiveStore {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];
  readonly #changes: StoreContext["changes"];
  readonly #index: PageIndex;

  constructor(ctx: StoreContext, index: PageIndex) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
    this.#changes = ctx.changes;
    this.#index = index;
  }

  async migrationLevel(): Promise<string | undefined> {
    const all = await (await migrator(this.#db, this.#kind)).getMigrations();
    return all
      .filter((m) => m.executedAt !== undefined)
      .map((m) => m.name)
      .sort()
      .at(-1);
  }

  occupiedTables(): Promise<Record<string, number>> {
    return occupiedTables(this.#db);
  }

  async readArchive<T>(
    work: (read: (table: ArchivedTable) => AsyncIterable<ArchiveRow>) => Promise<T>,
  ): Promise<T> {
    const unknown = await unknownColumns(this.#db, this.#kind);
    if (unknown.length)
      throw new ArchiveDataError(
        `The export does not know ${unknown.join(", ")}: add them to app/server/store/archive-tables.server.ts.`,
      );
    // One snapshot for every table: the site keeps serving and writing, and the archive is one moment.
    const begin =
      this.#kind === "postgres"
        ? this.#db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only")
        : this.#db.transaction();
    return begin.execute((trx) => work((table) => readArchivedTable(trx, table)));
  }

  async loadArchive(
    work: (insert: (table: ArchivedTable, rows: readonly ArchiveRow[]) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const occupied = await occupiedTables(trx);
      if (Object.keys(occupied).length) throw new StoreNotEmptyError(occupied);
      await work((table, rows) => insertArchiveRows(trx, this.#kind, table, rows));
      // The archive's pages may come from before slugs: the next start looks (its mark came with the settings).
      await trx.deleteFrom("settings").where("key", "=", SLUGS_ASSIGNED).execute();
      await resetIdentities(trx, this.#kind);
      await this.#index.rebuildAll(trx);
      await this.#changes.forgetAll(trx);
    });
  }
}
