import { sql } from "kysely";
import { isLang, type Lang } from "../../../content/page-model.ts";
import type { Dialect } from "../migrations.server.ts";
import type {
  ChangeAction,
  ChangeFeedStore,
  ContentChange,
  SearchRow,
  VersionWatch,
} from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import type { Db, Trx } from "./rows.server.ts";

/*
 * The content version and the record of what each write changed (`content_changes`): caches of every copy
 * compare versions, and drop only the answers that depend on a change (ContentChange).
 */

export const CONTENT_CHANNEL = "simbiosis_content";
/**
 * A notification says "<schema> <version>": channels are database-wide, and two sites (or a site and its
 * staging copy, or two test runs) may share one database in different schemas. A listener keeps only its
 * own schema's versions, or another schema's writes would pass for changes of its content.
 */
export const contentNotice = (version: number | string) =>
  sql`select pg_notify(${CONTENT_CHANNEL}, current_schema() || ' ' || ${String(version)})`;
/** Changes kept for copies that fall behind; one further behind forgets its cache instead. */
const CHANGES_KEPT = 5000;

/** What a write tells the record of changes about the page it wrote. */
export interface ChangeFacts {
  page: string;
  action: ChangeAction;
  templates: Array<string | undefined>;
  tags: string[];
  rows: { before: SearchRow[]; after: SearchRow[] };
  langs?: Lang[] | undefined;
}

/**
 * The writers' side: each write of content takes the next content version and records what it changed,
 * in its own transaction; once committed, the change is told to this process's listeners (Store.onChange).
 */
export class ChangeLog {
  readonly #kind: Dialect;
  readonly #listeners = new Set<(change: ContentChange) => void>();

  constructor(kind: Dialect) {
    this.#kind = kind;
  }

  /** Takes the next content version for a write and records what it changed, in the write's transaction. */
  async record(trx: Trx, what: ChangeFacts): Promise<ContentChange> {
    const { page, action, templates, tags, rows: searchRows, langs } = what;
    const version = await this.#nextVersion(trx);
    const kept = [...new Set(templates.filter((t): t is string => typeof t === "string"))];
    const tagged = [...new Set(tags)];
    await trx
      .insertInto("content_changes")
      .values({
        version,
        page,
        templates: kept.join("\n"),
        tags: tagged.join("\n"),
        at: new Date().toISOString(),
        action,
        search_rows: JSON.stringify(searchRows),
        langs: langs?.join("\n") ?? null,
      })
      .execute();
    if (version % 500 === 0) {
      await trx
        .deleteFrom("content_changes")
        .where("version", "<=", version - CHANGES_KEPT)
        .execute();
    }
    await this.#notify(trx, version);
    return { version, page, templates: kept, tags: tagged, action, rows: searchRows, langs };
  }

  /**
   * Moves the content version on with no change recorded: copies already watching this database forget
   * everything they kept (a whole site loaded at once, where nobody can say what changed).
   */
  async forgetAll(trx: Trx): Promise<void> {
    await this.#notify(trx, await this.#nextVersion(trx));
  }

  async #nextVersion(trx: Trx): Promise<number> {
    const { rows } = await sql<{
      value: string;
    }>`update settings set value = cast(cast(value as integer) + 1 as text) where key = 'content_version' returning value`.execute(
      trx,
    );
    return Number(rows[0]?.value ?? 0);
  }

  async #notify(trx: Trx, version: number): Promise<void> {
    // Delivered to every listening copy when this transaction commits (open-store.server.ts).
    if (this.#kind === "postgres") await contentNotice(version).execute(trx);
  }

  /** Tells this process's listeners of committed changes (a write's caller is answered after). */
  emit(changes: readonly ContentChange[]): void {
    for (const change of changes) for (const listener of this.#listeners) listener(change);
  }

  listen(listener: (change: ContentChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "content_version")
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

/**
 * Whether the recorded changes after `version` are all there, one row each: otherwise some were pruned
 * (or written by code that records none) and nobody can know what changed.
 */
function completeSince(version: number, latest: number, rows: ReadonlyArray<{ version: number }>): boolean {
  return rows.length === latest - version && rows.every((r, i) => Number(r.version) === version + i + 1);
}

function changeRows(db: Db, after: number, upTo: number) {
  return db
    .selectFrom("content_changes")
    .where("version", ">", after)
    .where("version", "<=", upTo)
    .orderBy("version");
}

/** The names of the pages written after `version` (PageBytesSnapshot), found as changesSince finds them. */
export async function pagesChangedSince(
  db: Db,
  version: number,
): Promise<{ latest: number; pages: string[] } | undefined> {
  const latest = await readContentVersion(db);
  if (latest - version > CHANGES_KEPT) return undefined;
  const rows = await changeRows(db, version, latest).select(["version", "page"]).execute();
  return completeSince(version, latest, rows) ? { latest, pages: rows.map((r) => r.page) } : undefined;
}

function changeAction(value: string | null): ChangeAction | undefined {
  return value === "create" || value === "update" || value === "delete" ? value : undefined;
}

/** The readers' side: the content version, what changed since one, and news of this process's writes. */
export class ChangeFeedRepository implements ChangeFeedStore {
  readonly #db: StoreContext["db"];
  readonly #changes: StoreContext["changes"];
  readonly #watch: () => Promise<VersionWatch>;

  constructor(ctx: StoreContext, watch: () => Promise<VersionWatch>) {
    this.#db = ctx.db;
    this.#changes = ctx.changes;
    this.#watch = watch;
  }

  contentVersion(): Promise<number> {
    return readContentVersion(this.#db);
  }

  watchContentVersion(): Promise<VersionWatch> {
    return this.#watch();
  }

  async changesSince(version: number): Promise<ContentChange[] | undefined> {
    const latest = await readContentVersion(this.#db);
    if (latest - version > CHANGES_KEPT) return undefined;
    const rows = await changeRows(this.#db, version, latest)
      .select(["version", "page", "templates", "tags", "action", "search_rows", "langs"])
      .execute();
    if (!completeSince(version, latest, rows)) return undefined;
    return rows.map((r) => ({
      version: Number(r.version),
      page: r.page,
      templates: r.templates ? r.templates.split("\n") : [],
      tags: r.tags ? r.tags.split("\n") : [],
      action: changeAction(r.action),
      rows: r.search_rows ? (JSON.parse(r.search_rows) as ContentChange["rows"]) : undefined,
      langs: r.langs === null ? undefined : r.langs.split("\n").filter(isLang),
    }));
  }

  onChange(listener: (change: ContentChange) => void): () => void {
    return this.#changes.listen(listener);
  }
}
