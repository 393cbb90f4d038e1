import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { PageDoc } from "../../../content/page-model.ts";
import type { PageMeta } from "../../../content/publishing.ts";
import type { Dialect } from "../migrations.server.ts";
import type { Database } from "../schema.server.ts";

/* What several repositories do with rows: read JSON columns, and tell what a driver's error means. */

/** The database itself, or a transaction on it (a read or write that may be part of a larger one). */
export type Db = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

/** Rows a list asks for at the most in one query. */
export const MAX_LIMIT = 1000;

export function parseDoc(text: string): PageDoc {
  return JSON.parse(text) as PageDoc;
}

/** A JSON column's value, or `fallback` when it is empty or not JSON. */
export function json<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A page's meta column (its languages' states, change notes): {} when empty or not an object. */
export function parseMeta(text: string | null | undefined): PageMeta {
  const meta = json<unknown>(text ?? null, {});
  return meta && typeof meta === "object" ? (meta as PageMeta) : {};
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The rows `read` answers for `names`, asked in slices: a statement has a limit on its parameters. */
export async function inSlices<T>(
  names: readonly string[],
  read: (slice: string[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < names.length; i += 500) rows.push(...(await read(names.slice(i, i + 500))));
  return rows;
}

function errorCode(err: unknown): string | undefined {
  const code = typeof err === "object" && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}

/** A unique key already taken: PostgreSQL 23505, SQLite's constraint codes (better-sqlite3). */
export function isUniqueViolation(err: unknown): boolean {
  const code = errorCode(err);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * Another writer got there first: a unique key taken between our read and our insert, or a transaction
 * PostgreSQL aborted to keep writers apart (40001 serialization failure, 40P01 deadlock), or a SQLite
 * snapshot another process wrote past. Running the whole write again decides it against the new state.
 */
export function isWriteConflict(err: unknown): boolean {
  const code = errorCode(err);
  return isUniqueViolation(err) || code === "40001" || code === "40P01" || code === "SQLITE_BUSY_SNAPSHOT";
}

/** `column` holds `needle` (already lower-case), whatever its case, with no LIKE wildcard to escape. */
export function holdsText(kind: Dialect, column: string, needle: string): RawBuilder<boolean> {
  return kind === "postgres"
    ? sql<boolean>`strpos(lower(${sql.ref(column)}), ${needle}) > 0`
    : sql<boolean>`instr(lower(${sql.ref(column)}), ${needle}) > 0`;
}
