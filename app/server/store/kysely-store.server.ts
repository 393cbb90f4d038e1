import { Kysely, sql, type RawBuilder, type Selectable, type Transaction } from "kysely";
import { Migrator } from "kysely/migration";
import { isLang, LANGS, langOf, type Lang, type PageDoc } from "../../content/page-model.ts";
import type { Database, MediaTable, SiteSearchTable, UsersTable } from "./schema.server.ts";
import { PageBytesSnapshot } from "./page-bytes-snapshot.server.ts";
import { migrationProvider, type Dialect } from "./migrations.server.ts";
import type { DurableLog } from "./wal-sync.server.ts";
import type { ArchivedTable, ArchiveRow } from "./archive-tables.server.ts";
import {
  ArchiveDataError,
  insertArchiveRows,
  occupiedTables,
  readArchivedTable,
  resetIdentities,
  unknownColumns,
} from "./kysely-archive.server.ts";
import { ftsExpression, parseQuery, tsqueryText, type QueryTerm } from "../search/text.server.ts";
import {
  ConflictError,
  StoreNotEmptyError,
  type ListOptions,
  type ListResult,
  type Role,
  type RoleChange,
  type PageIndexer,
  type SearchQuery,
  type SearchResult,
  type SessionCheck,
  type SessionRow,
  type MediaItem,
  type MediaSize,
  type StoredPageBytes,
  type ContentChange,
  type ChangeAction,
  type SearchRow,
  type SiteSearchRow,
  type SiteSearchQuery,
  type SiteSearchResult,
  type User,
  type UserRemoval,
  UserExistsError,
  type VersionWatch,
} from "./store.server.ts";

const MAX_LIMIT = 1000;
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

/**
 * Whether the recorded changes after `version` are all there, one row each: otherwise some were pruned
 * (or written by code that records none) and nobody can know what changed.
 */
function completeSince(version: number, latest: number, rows: ReadonlyArray<{ version: number }>): boolean {
  return rows.length === latest - version && rows.every((r, i) => Number(r.version) === version + i + 1);
}

function storedBytes(row: { name: string; template: string; doc: Buffer }): StoredPageBytes {
  return { name: row.name, template: row.template, json: row.doc };
}

const INDEX_VERSION_KEY = "index_version";

export function parseDoc(text: string): PageDoc {
  return JSON.parse(text) as PageDoc;
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function errorCode(err: unknown): string | undefined {
  const code = typeof err === "object" && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}

/** A unique key already taken: PostgreSQL 23505, SQLite's constraint codes (better-sqlite3). */
function isUniqueViolation(err: unknown): boolean {
  const code = errorCode(err);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * Another writer got there first: a unique key taken between our read and our insert, or a transaction
 * PostgreSQL aborted to keep writers apart (40001 serialization failure, 40P01 deadlock), or a SQLite
 * snapshot another process wrote past. Running the whole write again decides it against the new state.
 */
function isWriteConflict(err: unknown): boolean {
  const code = errorCode(err);
  return isUniqueViolation(err) || code === "40001" || code === "40P01" || code === "SQLITE_BUSY_SNAPSHOT";
}

function changeAction(value: string | null): ChangeAction | undefined {
  return value === "create" || value === "update" || value === "delete" ? value : undefined;
}

/** Whether a stored search row (storedRows) is the one the page makes now. */
function sameSearchRow(stored: SearchRow, row: SearchRow): boolean {
  return (
    stored.lang === row.lang &&
    stored.kind === row.kind &&
    stored.title === row.title &&
    stored.category === row.category &&
    stored.created === row.created &&
    stored.search === row.search &&
    stored.tags === row.tags
  );
}

/** Whether a stored site search row is the one the page makes now. */
function sameSiteRow(stored: Omit<Selectable<SiteSearchTable>, "name">, row: SiteSearchRow): boolean {
  return (
    stored.lang === row.lang &&
    stored.kind === row.kind &&
    stored.path === row.path &&
    stored.title === row.title &&
    stored.excerpt === row.excerpt &&
    stored.body === row.body &&
    stored.title_terms === row.titleTerms &&
    stored.excerpt_terms === row.excerptTerms &&
    stored.body_terms === row.bodyTerms &&
    Number(stored.listed) === (row.listed ? 1 : 0)
  );
}

/**
 * Pages, history and accounts over Kysely; the SQLite and PostgreSQL adapters differ only in their dialect.
 * KyselyStore (kysely-editorial.server.ts) adds drafts and publishing on top.
 */
export abstract class KyselyPageStore {
  readonly kind: Dialect;
  protected readonly db: Kysely<Database>;

  private readonly watchFactory: () => Promise<VersionWatch>;
  private readonly indexer: PageIndexer | undefined;
  private readonly listeners = new Set<(change: ContentChange) => void>();
  /** Every page's bytes between full lists of the API (docs/decisions/0022). */
  private readonly pageBytes = new PageBytesSnapshot({
    contentVersion: () => this.contentVersion(),
    pagesChangedSince: (version) => this.pagesChangedSince(version),
    readAll: async () => (await this.listRows({}, this.docBytes())).rows.map(storedBytes),
    read: async (names) => {
      const rows = [];
      // In slices: a statement has a limit on its parameters.
      for (let i = 0; i < names.length; i += 500) {
        rows.push(
          ...(await this.db
            .selectFrom("pages")
            .select(["name", "template", this.docBytes().as("doc")])
            .where("name", "in", names.slice(i, i + 500))
            .execute()),
        );
      }
      return rows.map(storedBytes);
    },
  });

  constructor(
    db: Kysely<Database>,
    kind: Dialect,
    watchFactory: () => Promise<VersionWatch>,
    indexer?: PageIndexer,
    log?: DurableLog,
  ) {
    this.db = db;
    this.kind = kind;
    this.watchFactory = watchFactory;
    this.indexer = indexer;
    this.log = log;
  }

  /** SQLite's WAL, flushed off the event loop (wal-sync.server.ts); PostgreSQL commits durably itself. */
  private readonly log: DurableLog | undefined;

  /** Resolves once every write committed so far would survive a power cut (at once on PostgreSQL). */
  async durable(): Promise<void> {
    await this.log?.durable();
  }

  watchContentVersion(): Promise<VersionWatch> {
    return this.watchFactory();
  }

  private async migrator(): Promise<Migrator> {
    // Kysely looks for its bookkeeping tables in every schema unless told one: the tables of another
    // schema in the same database (another app, another copy's test run) would pass for ours.
    const schema =
      this.kind === "postgres"
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db)).rows[0]?.schema
        : undefined;
    return new Migrator({
      db: this.db,
      provider: migrationProvider(this.kind),
      migrationTableSchema: schema,
    });
  }

  /** The migrations this code knows that the database has not run (readiness: none may be left). */
  async pendingMigrations(): Promise<string[]> {
    const all = await (await this.migrator()).getMigrations();
    return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
  }

  async migrate(): Promise<void> {
    const { error } = await (await this.migrator()).migrateToLatest();
    if (error) throw error;
    await this.rebuildIndexIfOutdated();
  }

  /**
   * What the store derives from each page (search rows, tags) is rebuilt whenever the rules that derive
   * it change (the indexer's version), so it never describes pages by outdated rules. One copy does it,
   * under a lock on the setting; the others find it done.
   */
  private async rebuildIndexIfOutdated(): Promise<void> {
    const indexer = this.indexer;
    if (!indexer) return;
    if ((await this.getSetting(INDEX_VERSION_KEY)) === indexer.version) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("settings")
        .values({ key: INDEX_VERSION_KEY, value: "" })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      let lock = trx.selectFrom("settings").select("value").where("key", "=", INDEX_VERSION_KEY);
      if (this.kind === "postgres") lock = lock.forUpdate();
      if ((await lock.executeTakeFirst())?.value === indexer.version) return;
      await this.rebuildDerived(trx);
    });
  }

  /** Derives every page's rows again and records the indexer's version, in the caller's transaction. */
  protected async rebuildDerived(trx: Transaction<Database>): Promise<void> {
    const indexer = this.indexer;
    if (!indexer) return;
    await trx.deleteFrom("page_search").execute();
    await trx.deleteFrom("page_tags").execute();
    await trx.deleteFrom("site_search").execute();
    let startKey: string | undefined;
    for (;;) {
      let q = trx.selectFrom("pages").select(["name", "doc"]).orderBy("name").limit(500);
      if (startKey !== undefined) q = q.where("name", ">", startKey);
      const rows = await q.execute();
      for (const row of rows) await this.reindex(trx, parseDoc(row.doc));
      if (rows.length < 500) break;
      startKey = rows[rows.length - 1]?.name;
    }
    await trx
      .insertInto("settings")
      .values({ key: INDEX_VERSION_KEY, value: indexer.version })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: indexer.version }))
      .execute();
  }

  /**
   * Brings what the store derives from the page up to date; answers its search rows. `stored` is the
   * page's search rows as they are (storedRows), when the caller has read them. Only rows that changed
   * are written: a save in one language leaves the other's rows and their full-text entries alone.
   * `changed` (with `stored`): the languages whose view of the page the save changed (changedViews'
   * `pageLangs`); the others' rows are kept as stored without being made again (their card, their
   * stemmed text), since a language's rows derive from that view alone.
   */
  protected async reindex(
    trx: Transaction<Database>,
    page: PageDoc,
    stored: SearchRow[] = [],
    changed?: readonly Lang[],
  ): Promise<SearchRow[]> {
    if (!this.indexer) {
      await this.dropDerived(trx, page.Page);
      return [];
    }
    const name = page.Page;
    const same = changed ? LANGS.filter((l) => !changed.includes(l)) : [];
    const made = this.indexer.searchRows(page, changed);
    const rows = same.length
      ? LANGS.flatMap((l) => (same.includes(l) ? stored : made).filter((r) => r.lang === l))
      : made;
    const keptLangs = rows.filter((r) => stored.some((s) => sameSearchRow(s, r))).map((r) => r.lang);
    let stale = trx.deleteFrom("page_search").where("name", "=", name);
    if (keptLangs.length) stale = stale.where("lang", "not in", keptLangs);
    await stale.execute();
    const fresh = rows.filter((r) => !keptLangs.includes(r.lang));
    if (fresh.length)
      await trx
        .insertInto("page_search")
        .values(fresh.map((r) => ({ ...r, name })))
        .execute();
    await trx.deleteFrom("page_tags").where("name", "=", name).execute();
    const tags = [...new Set(this.indexer.tags(page))];
    if (tags.length)
      await trx
        .insertInto("page_tags")
        .values(tags.map((tag) => ({ name, tag })))
        .execute();
    await this.writeSiteRows(trx, name, this.indexer.siteRows(page, changed), same);
    return rows;
  }

  /**
   * The page's site search rows made `found`: a stored row that is already right stays, with its
   * full-text entry. The rows of the languages in `same` (not made again: the save left them) are
   * neither read nor touched.
   */
  private async writeSiteRows(
    trx: Transaction<Database>,
    name: string,
    found: SiteSearchRow[],
    same: readonly string[] = [],
  ): Promise<void> {
    let query = trx
      .selectFrom("site_search")
      .select([
        "id",
        "lang",
        "kind",
        "path",
        "title",
        "excerpt",
        "body",
        "title_terms",
        "excerpt_terms",
        "body_terms",
        "listed",
      ])
      .where("name", "=", name);
    if (same.length) query = query.where("lang", "not in", same);
    const stored = await query.execute();
    const kept = new Set<number>();
    const fresh = found.filter((r) => {
      const match = stored.find((s) => !kept.has(s.id) && sameSiteRow(s, r));
      if (match) kept.add(match.id);
      return !match;
    });
    const stale = stored.filter((s) => !kept.has(s.id)).map((s) => s.id);
    if (stale.length) await trx.deleteFrom("site_search").where("id", "in", stale).execute();
    // One row at a time: a page's texts can be long, and a statement has a limit on its parameters.
    for (const r of fresh)
      await trx
        .insertInto("site_search")
        .values({
          name,
          lang: r.lang,
          kind: r.kind,
          path: r.path,
          title: r.title,
          excerpt: r.excerpt,
          body: r.body,
          title_terms: r.titleTerms,
          excerpt_terms: r.excerptTerms,
          body_terms: r.bodyTerms,
          listed: r.listed ? 1 : 0,
        })
        .execute();
  }

  /** Removes what the store derived from a page (its search rows, tags, site search rows). */
  protected async dropDerived(trx: Transaction<Database>, name: string): Promise<void> {
    await trx.deleteFrom("page_search").where("name", "=", name).execute();
    await trx.deleteFrom("page_tags").where("name", "=", name).execute();
    await trx.deleteFrom("site_search").where("name", "=", name).execute();
  }

  /**
   * The site search rows of a language that answer the query, as (id, name, kind, rank): lower rank is
   * better. SQLite: FTS5 with bm25 weighting title 10, excerpt 4, body 1; PostgreSQL: the tsvector's
   * weights A, B, C as 1, 0.4, 0.1 in ts_rank, divided by the length's log as bm25 does. Both read
   * the stems the app made, so both find the same pages.
   */
  private siteMatches(lang: string, query: readonly QueryTerm[], listedOnly: boolean): RawBuilder<unknown> {
    const listed = listedOnly ? sql` and s.listed = 1` : sql``;
    if (this.kind === "sqlite")
      return sql`select s.id, s.name, s.kind, bm25(site_search_fts, 10.0, 4.0, 1.0) as rank
        from site_search_fts join site_search s indexed by site_search_cover_idx on s.id = site_search_fts.rowid
        where site_search_fts match ${ftsExpression(query)} and s.lang = ${lang}${listed}`;
    return sql`select s.id, s.name, s.kind, -ts_rank('{0.1, 0.1, 0.4, 1.0}', s.document, q, 1) as rank
      from site_search s, to_tsquery('simple', ${tsqueryText(query)}) q
      where s.document @@ q and s.lang = ${lang}${listed}`;
  }

  private async bestOnSqlite(matches: RawBuilder<unknown>, q: SiteSearchQuery): Promise<number[]> {
    const kindFilter = q.kind === undefined ? sql`` : sql` where m.kind = ${q.kind}`;
    const best = await sql<{ id: number }>`select m.id from (${matches}) m${kindFilter}
      order by m.rank, m.name limit ${Math.min(q.limit, MAX_LIMIT)} offset ${q.offset}`.execute(this.db);
    return best.rows.map((r) => Number(r.id));
  }

  /**
   * The best hits on PostgreSQL, in two tiers (migration 0014): pages whose title and excerpt hold the
   * whole query, ranked on those alone (weights A and B, read from the row); then, only when a page of
   * results is not full, the pages that need their body, ranked on the whole document (read out of
   * line). Title before excerpt before body, as SQLite's weighted bm25 orders them in practice.
   */
  private async bestOnPostgres(terms: readonly QueryTerm[], q: SiteSearchQuery): Promise<number[]> {
    const wanted = q.offset + Math.min(q.limit, MAX_LIMIT);
    const kind = q.kind === undefined ? sql`` : sql` and s.kind = ${q.kind}`;
    const tier = (
      trx: Transaction<Database>,
      vector: "head" | "document",
      exclude: RawBuilder<unknown>,
      limit: number,
    ) =>
      sql<{ id: number }>`select s.id from site_search s, to_tsquery('simple', ${tsqueryText(terms)}) q
        where s.${sql.raw(vector)} @@ q and s.lang = ${q.lang} and s.listed = 1${kind}${exclude}
        order by ts_rank('{0.1, 0.1, 0.4, 1.0}', s.${sql.raw(vector)}, q, 1) desc, s.name
        limit ${limit}`.execute(this.db);
    return this.withIndexScans(async (trx) => {
      const first = (await tier(trx, "head", sql``, wanted)).rows.map((r) => Number(r.id));
      if (first.length === wanted) return first.slice(q.offset);
      const rest = await tier(trx, "document", sql` and not (s.head @@ q)`, wanted - first.length);
      return [...first, ...rest.rows.map((r) => Number(r.id))].slice(q.offset);
    });
  }

  /**
   * Runs site search queries with the per-language GIN indexes as the only way in. The planner prices
   * a tsvector match like any comparison, so for a common word it prefers reading the table, and then
   * it fetches every page's out-of-line tsvector (3 to 4 times slower); the index answers without them.
   */
  private withIndexScans<T>(run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return run(trx);
    });
  }

  async searchSite(q: SiteSearchQuery): Promise<SiteSearchResult> {
    const terms = parseQuery(q.query, langOf(q.lang));
    if (terms.length === 0) return { hits: [], matching: 0, kinds: {} };
    const matches = this.siteMatches(q.lang, terms, true);
    const byKind = sql<{ kind: string; n: number | string }>`select m.kind, count(*) as n
      from (${matches}) m group by m.kind`;
    const [counts, order] = await Promise.all([
      this.kind === "sqlite" ? byKind.execute(this.db) : this.withIndexScans((trx) => byKind.execute(trx)),
      this.kind === "sqlite" ? this.bestOnSqlite(matches, q) : this.bestOnPostgres(terms, q),
    ]);
    const rows = order.length
      ? await this.db
          .selectFrom("site_search")
          .select(["id", "name", "kind", "path", "title", "excerpt", "body"])
          .where("id", "in", order)
          .execute()
      : [];
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const kinds = Object.fromEntries(counts.rows.map((r) => [r.kind, Number(r.n)]));
    return {
      hits: order.flatMap((id) => {
        const r = byId.get(id);
        return r
          ? [{ name: r.name, kind: r.kind, path: r.path, title: r.title, excerpt: r.excerpt, body: r.body }]
          : [];
      }),
      matching: q.kind === undefined ? Object.values(kinds).reduce((a, b) => a + b, 0) : (kinds[q.kind] ?? 0),
      kinds,
    };
  }

  /** The search rows the store keeps for a page (read before a write replaces them). */
  protected async storedRows(trx: Transaction<Database>, name: string): Promise<SearchRow[]> {
    return trx
      .selectFrom("page_search")
      .select(["lang", "kind", "title", "category", "created", "search", "tags"])
      .where("name", "=", name)
      .execute();
  }

  protected tagsOf(page: PageDoc | undefined): string[] {
    return page && this.indexer ? this.indexer.tags(page) : [];
  }

  async getPages(names: readonly string[]): Promise<PageDoc[]> {
    if (names.length === 0) return [];
    const rows = await this.db
      .selectFrom("pages")
      .select(["name", "doc"])
      .where("name", "in", [...names])
      .execute();
    const byName = new Map(rows.map((r) => [r.name, r.doc]));
    return names.flatMap((n) => {
      const doc = byName.get(n);
      return doc ? [parseDoc(doc)] : [];
    });
  }

  async searchPages(q: SearchQuery): Promise<SearchResult> {
    const base = this.db.selectFrom("page_search").where("kind", "=", q.kind).where("lang", "=", q.lang);
    let filtered = base;
    const like = (text: string) => text.replace(/[\\%_]/g, "\\$&");
    if (q.category) filtered = filtered.where("category", "=", q.category);
    // The site search's index and rules (every word, stems), over every article row of the language.
    const terms = q.query ? parseQuery(q.query, langOf(q.lang)) : [];
    if (terms.length)
      filtered = filtered.where(
        sql<boolean>`name in (select m.name from (${this.siteMatches(q.lang, terms, false)}) m where m.kind = ${q.kind})`,
      );
    if (q.tag) {
      // Keys sit between bars (SearchRow.tags): "|key|" is the whole key, never part of another. A key
      // has no bar, so a "tag" with one ("a|b") would only span two keys: it matches nothing.
      const pattern = `%|${like(q.tag)}|%`;
      filtered = q.tag.includes("|")
        ? filtered.where(sql<boolean>`1 = 0`)
        : filtered.where(sql<boolean>`tags like ${pattern} escape '\\'`);
    }
    const count = (qb: typeof base) =>
      qb.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
    const narrowed = terms.length > 0 || !!q.category || !!q.tag;
    // The slice carries how many match (a window count), so a search walks its words once, not twice.
    const [total, rows] = await Promise.all([
      count(base),
      filtered
        .select(["name", sql<number | string>`count(*) over ()`.as("n")])
        .orderBy("created", "desc")
        .orderBy("title")
        .orderBy("name")
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
    ]);
    const all = Number(total.n);
    let matching = narrowed ? Number(rows[0]?.n ?? 0) : all;
    // A slice past the end has no row to carry the count: ask for it on its own.
    if (narrowed && rows.length === 0 && q.offset > 0) matching = Number((await count(filtered)).n);
    return { names: rows.map((r) => r.name), total: all, matching };
  }

  async listPages(options: ListOptions = {}): Promise<ListResult> {
    const { rows, lastKey } = await this.listRows(options, sql<string>`doc`);
    return { items: rows.map((r) => parseDoc(r.doc)), lastKey };
  }

  async listPageBytes(options: ListOptions = {}): Promise<{ items: StoredPageBytes[]; lastKey?: string }> {
    if (options.tagged === undefined && !options.templateContains?.length) {
      const limit = options.limit ? Math.min(options.limit, MAX_LIMIT) : undefined;
      const kept = await this.pageBytes.list({ limit, startKey: options.startKey });
      if (kept) return kept;
    }
    const { rows, lastKey } = await this.listRows(options, this.docBytes());
    return { items: rows.map(storedBytes), lastKey };
  }

  /** The driver hands back the column's bytes as they are stored (blob, bytea): no UTF-8 decoding. */
  private docBytes(): RawBuilder<Buffer> {
    return this.kind === "sqlite" ? sql<Buffer>`cast(doc as blob)` : sql<Buffer>`convert_to(doc, 'UTF8')`;
  }

  private async listRows<D>(options: ListOptions, doc: RawBuilder<D>) {
    let q = this.db
      .selectFrom("pages")
      .select(["name", "template", doc.as("doc")])
      .orderBy("name");
    if (options.startKey !== undefined) q = q.where("name", ">", options.startKey);
    if (options.tagged !== undefined) {
      const tag = options.tagged;
      q = q.where("name", "in", (eb) => eb.selectFrom("page_tags").select("name").where("tag", "=", tag));
    }
    if (options.templateContains?.length) {
      const patterns = options.templateContains.map((t) => `%${t.toLowerCase()}%`);
      q = q.where((eb) => eb.or(patterns.map((p) => eb(sql`lower(template)`, "like", p))));
    }
    const limit = options.limit ? Math.min(options.limit, MAX_LIMIT) : undefined;
    if (limit) q = q.limit(limit + 1);
    const rows = await q.execute();
    const more = limit !== undefined && rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    return { rows: page, lastKey: more ? page[page.length - 1]?.name : undefined };
  }

  async countPages(): Promise<number> {
    const row = await this.db
      .selectFrom("pages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async getPage(name: string): Promise<PageDoc | undefined> {
    const row = await this.db.selectFrom("pages").select("doc").where("name", "=", name).executeTakeFirst();
    return row ? parseDoc(row.doc) : undefined;
  }

  protected async lastHistoryRevision(trx: Transaction<Database>, name: string): Promise<number> {
    const row = await trx
      .selectFrom("page_revisions")
      .select((eb) => eb.fn.max("revision").as("m"))
      .where("name", "=", name)
      .executeTakeFirst();
    return Number(row?.m ?? 0);
  }

  /**
   * Every write takes the next content version and records what it changed, in its own transaction:
   * caches of every copy compare versions, and drop only the answers that depend on the change.
   */
  protected async bumpContentVersion(
    trx: Transaction<Database>,
    what: {
      page: string;
      action: ChangeAction;
      templates: Array<string | undefined>;
      tags: string[];
      rows: { before: SearchRow[]; after: SearchRow[] };
      langs?: Lang[] | undefined;
    },
  ): Promise<ContentChange> {
    const { page, action, templates, tags, rows: searchRows, langs } = what;
    const { rows } = await sql<{
      value: string;
    }>`update settings set value = cast(cast(value as integer) + 1 as text) where key = 'content_version' returning value`.execute(
      trx,
    );
    const version = Number(rows[0]?.value ?? 0);
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
    if (this.kind === "postgres") {
      // Delivered to every listening copy when this transaction commits (open-store.server.ts).
      await contentNotice(version).execute(trx);
    }
    return { version, page, templates: kept, tags: tagged, action, rows: searchRows, langs };
  }

  protected emit(change: ContentChange | undefined) {
    if (!change) return;
    for (const listener of this.listeners) listener(change);
  }

  onChange(listener: (change: ContentChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async changesSince(version: number): Promise<ContentChange[] | undefined> {
    const latest = await this.contentVersion();
    if (latest - version > CHANGES_KEPT) return undefined;
    const rows = await this.changeRows(version, latest)
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

  /** The names of the pages written after `version` (PageBytesSnapshot), found as changesSince finds them. */
  async pagesChangedSince(version: number): Promise<{ latest: number; pages: string[] } | undefined> {
    const latest = await this.contentVersion();
    if (latest - version > CHANGES_KEPT) return undefined;
    const rows = await this.changeRows(version, latest).select(["version", "page"]).execute();
    return completeSince(version, latest, rows) ? { latest, pages: rows.map((r) => r.page) } : undefined;
  }

  private changeRows(after: number, upTo: number) {
    return this.db
      .selectFrom("content_changes")
      .where("version", ">", after)
      .where("version", "<=", upTo)
      .orderBy("version");
  }

  /**
   * Runs a write transaction; when it loses a race to another writer (isWriteConflict) it runs it once
   * more, which decides it against what the winner wrote: a plain save then updates the page the winner
   * created, a create-only or stale-revision save gets its ConflictError from the usual checks. A write
   * that loses again is a ConflictError with the page as it is after both.
   */
  protected async writeOrConflict<T>(name: string, write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (err) {
        if (!isWriteConflict(err)) throw err;
        if (attempt < 2) continue;
        throw new ConflictError(
          `Someone else changed the page "${name}" at the same moment: reload it and try again.`,
          await this.getPage(name),
        );
      }
    }
  }

  async contentVersion(): Promise<number> {
    const row = await this.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "content_version")
      .executeTakeFirst();
    return Number(row?.value ?? 0);
  }

  async countUsers(): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listUsers(): Promise<Omit<User, "passwordHash" | "tokenVersion">[]> {
    const rows = await this.db
      .selectFrom("users")
      .select(["id", "email", "role", "created_at"])
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, createdAt: r.created_at }));
  }

  async getUserByEmail(email: string): Promise<User | undefined> {
    const r = await this.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", normalizeEmail(email))
      .executeTakeFirst();
    return r ? userOf(r) : undefined;
  }

  async createUser(email: string, passwordHash: string, role: Role): Promise<User> {
    const createdAt = new Date().toISOString();
    const normalized = normalizeEmail(email);
    try {
      await this.db
        .insertInto("users")
        .values({ email: normalized, password_hash: passwordHash, role, created_at: createdAt })
        .execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new UserExistsError(normalized);
      throw err;
    }
    const user = await this.getUserByEmail(normalized);
    if (!user) throw new Error("user was not created");
    return user;
  }

  async setPassword(email: string, passwordHash: string): Promise<boolean> {
    const normalized = normalizeEmail(email);
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("users")
        .set((eb) => ({ password_hash: passwordHash, token_version: eb("token_version", "+", 1) }))
        .where("email", "=", normalized)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await this.deleteSessionsOf(trx, normalized);
      return true;
    });
  }

  /**
   * Locks (PostgreSQL) the user and every admin, always in id order so two changes cannot deadlock,
   * and tells whether this user is the only admin left. A row removed while we waited is skipped.
   */
  private async lockUserAndAdmins(trx: Transaction<Database>, email: string) {
    let q = trx
      .selectFrom("users")
      .select(["id", "email", "role"])
      .where((eb) => eb.or([eb("email", "=", email), eb("role", "=", "admin")]))
      .orderBy("id");
    if (this.kind === "postgres") q = q.forUpdate();
    const rows = await q.execute();
    const user = rows.find((r) => r.email === email);
    const admins = rows.filter((r) => r.role === "admin").length;
    return user ? { role: user.role, lastAdmin: user.role === "admin" && admins <= 1 } : undefined;
  }

  async setRole(email: string, role: Role): Promise<RoleChange> {
    const normalized = normalizeEmail(email);
    return this.db.transaction().execute(async (trx) => {
      const user = await this.lockUserAndAdmins(trx, normalized);
      if (!user) return "not_found";
      if (user.role === role) return "unchanged";
      if (user.lastAdmin) return "last_admin";
      await trx
        .updateTable("users")
        .set((eb) => ({ role, token_version: eb("token_version", "+", 1) }))
        .where("email", "=", normalized)
        .execute();
      await this.deleteSessionsOf(trx, normalized);
      return "changed";
    });
  }

  async deleteUser(email: string): Promise<UserRemoval> {
    const normalized = normalizeEmail(email);
    return this.db.transaction().execute(async (trx) => {
      const user = await this.lockUserAndAdmins(trx, normalized);
      if (!user) return "not_found";
      if (user.lastAdmin) return "last_admin";
      await this.deleteSessionsOf(trx, normalized);
      await trx.deleteFrom("users").where("email", "=", normalized).execute();
      return "removed";
    });
  }

  async checkSession(email: string, jti: string, sid?: string): Promise<SessionCheck | undefined> {
    // One query on unique indexes (users.email, revoked_tokens.jti, sessions.id): this runs on every request.
    const r = await this.db
      .selectFrom("users")
      .select(["id", "role", "token_version"])
      .select((eb) => [
        eb.exists(eb.selectFrom("revoked_tokens").select("jti").where("jti", "=", jti)).as("revoked"),
        eb
          .exists(
            eb
              .selectFrom("sessions")
              .select("id")
              .where("id", "=", sid ?? ""),
          )
          .as("live"),
      ])
      .where("email", "=", email)
      .executeTakeFirst();
    // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
    return r
      ? {
          id: r.id,
          role: r.role,
          tokenVersion: r.token_version,
          revoked: Boolean(r.revoked),
          live: sid === undefined || Boolean(r.live),
        }
      : undefined;
  }

  async createSession(session: SessionRow): Promise<void> {
    await this.db.deleteFrom("sessions").where("expires_at", "<", new Date().toISOString()).execute();
    await this.db
      .insertInto("sessions")
      .values({
        id: session.id,
        user_id: session.userId,
        secret_hash: session.secretHash,
        created_at: new Date().toISOString(),
        expires_at: session.expiresAt,
      })
      .execute();
  }

  async getSession(id: string): Promise<(SessionRow & { user: User }) | undefined> {
    const r = await this.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "sessions.id as sid",
        "sessions.secret_hash",
        "sessions.expires_at",
        "users.id",
        "users.email",
        "users.role",
        "users.password_hash",
        "users.created_at",
        "users.token_version",
      ])
      .where("sessions.id", "=", id)
      .executeTakeFirst();
    return r
      ? {
          id: r.sid,
          userId: r.id,
          secretHash: r.secret_hash,
          expiresAt: r.expires_at,
          user: userOf(r),
        }
      : undefined;
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("id", "=", id).execute();
  }

  async endSessions(email: string): Promise<boolean> {
    const normalized = normalizeEmail(email);
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("users")
        .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
        .where("email", "=", normalized)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await this.deleteSessionsOf(trx, normalized);
      return true;
    });
  }

  private async deleteSessionsOf(db: Kysely<Database> | Transaction<Database>, email: string) {
    await db
      .deleteFrom("sessions")
      .where("user_id", "in", (eb) =>
        eb.selectFrom("users").select("users.id").where("users.email", "=", email),
      )
      .execute();
  }

  async revokeToken(jti: string, expiresAt: Date): Promise<void> {
    const now = new Date().toISOString();
    await this.db.deleteFrom("revoked_tokens").where("expires_at", "<", now).execute();
    await this.db
      .insertInto("revoked_tokens")
      .values({ jti, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column("jti").doNothing())
      .execute();
  }

  async isTokenRevoked(jti: string): Promise<boolean> {
    const r = await this.db
      .selectFrom("revoked_tokens")
      .select("jti")
      .where("jti", "=", jti)
      .executeTakeFirst();
    return r !== undefined;
  }

  /* ---------------------------------------------------------------- media library */

  async addMedia(item: MediaItem): Promise<{ item: MediaItem; added: boolean }> {
    try {
      await this.db
        .insertInto("media")
        .values({
          name: item.name,
          hash: item.hash,
          ext: item.ext,
          size: item.size,
          width: item.width,
          height: item.height,
          pages: item.pages,
          variants: JSON.stringify(item.variants),
          alt: JSON.stringify(item.alt),
          caption: JSON.stringify(item.caption),
          created_at: item.createdAt,
          created_by: item.createdBy,
        })
        .execute();
      return { item, added: true };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const stored = await this.mediaByHash(item.hash);
      if (!stored) throw err;
      return { item: stored, added: false };
    }
  }

  async mediaByHash(hash: string): Promise<MediaItem | undefined> {
    const r = await this.db.selectFrom("media").selectAll().where("hash", "=", hash).executeTakeFirst();
    return r ? mediaOf(r) : undefined;
  }

  async getMedia(name: string): Promise<MediaItem | undefined> {
    const r = await this.db.selectFrom("media").selectAll().where("name", "=", name).executeTakeFirst();
    return r ? mediaOf(r) : undefined;
  }

  async mediaSizes(names: readonly string[]): Promise<MediaSize[]> {
    const out: MediaSize[] = [];
    for (let i = 0; i < names.length; i += 500) {
      const rows = await this.db
        .selectFrom("media")
        .select(["name", "width", "height", "variants"])
        .where("name", "in", names.slice(i, i + 500))
        .execute();
      out.push(...rows.map(mediaSizeOf));
    }
    return out;
  }

  async listMedia(
    options: { query?: string; kind?: "image" | "document"; limit?: number } = {},
  ): Promise<MediaItem[]> {
    let q = this.db
      .selectFrom("media")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("name")
      .limit(Math.min(Math.max(options.limit ?? 200, 1), 1000));
    if (options.kind === "image") q = q.where("ext", "in", IMAGE_EXTS);
    if (options.kind === "document") q = q.where("ext", "not in", IMAGE_EXTS);
    const query = options.query?.trim().toLowerCase();
    if (query) {
      // LIKE wildcards are dropped from what was typed (SQLite has no default escape character).
      const like = `%${query.replace(/[\\%_]/g, "")}%`;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["name"]), "like", like),
          eb(eb.fn("lower", ["alt"]), "like", like),
          eb(eb.fn("lower", ["caption"]), "like", like),
        ]),
      );
    }
    return (await q.execute()).map(mediaOf);
  }

  async updateMedia(
    name: string,
    texts: { alt?: Partial<Record<Lang, string>>; caption?: Partial<Record<Lang, string>> },
  ): Promise<MediaItem | undefined> {
    const current = await this.getMedia(name);
    if (!current) return undefined;
    const alt = { ...current.alt, ...texts.alt };
    const caption = { ...current.caption, ...texts.caption };
    await this.db
      .updateTable("media")
      .set({ alt: JSON.stringify(alt), caption: JSON.stringify(caption) })
      .where("name", "=", name)
      .execute();
    return { ...current, alt, caption };
  }

  async deleteMedia(name: string): Promise<boolean> {
    const r = await this.db.deleteFrom("media").where("name", "=", name).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async pagesUsing(name: string): Promise<string[]> {
    // Stored names are [a-z0-9-] and an extension (storedNameFor): no LIKE wildcard to escape.
    const like = `%${name}%`;
    const [pub, drafts] = await Promise.all([
      this.db.selectFrom("pages").select("name").where("doc", "like", like).execute(),
      this.db.selectFrom("page_drafts").select("name").where("doc", "like", like).execute(),
    ]);
    return [...new Set([...pub, ...drafts].map((r) => r.name))].sort();
  }

  async recordAttempt(keys: string[], at: Date): Promise<void> {
    // Old records go with the retention job (LOGIN_FAILURES_/FORM_LIMITS_RETENTION_HOURS), not here.
    if (keys.length === 0) return;
    await this.db
      .insertInto("login_failures")
      .values(keys.map((key) => ({ key, at: at.toISOString() })))
      .execute();
  }

  async countAttempts(key: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("login_failures")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("key", "=", key)
      .where("at", ">=", since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async getSetting(key: string): Promise<string | undefined> {
    const r = await this.db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
    return r?.value;
  }

  async setSettingIfAbsent(key: string, value: string): Promise<string> {
    await this.db
      .insertInto("settings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    return (await this.getSetting(key)) ?? value;
  }

  async migrationLevel(): Promise<string | undefined> {
    const run = (await (await this.migrator()).getMigrations()).filter((m) => m.executedAt !== undefined);
    return run
      .map((m) => m.name)
      .sort()
      .at(-1);
  }

  async occupiedTables(): Promise<Record<string, number>> {
    return occupiedTables(this.db);
  }

  async readArchive<T>(
    work: (read: (table: ArchivedTable) => AsyncIterable<ArchiveRow>) => Promise<T>,
  ): Promise<T> {
    const unknown = await unknownColumns(this.db, this.kind);
    if (unknown.length)
      throw new ArchiveDataError(
        `The export does not know ${unknown.join(", ")}: add them to app/server/store/archive-tables.server.ts.`,
      );
    // One snapshot for every table: the site keeps serving and writing, and the archive is one moment.
    const begin =
      this.kind === "postgres"
        ? this.db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only")
        : this.db.transaction();
    return begin.execute((trx) => work((table) => readArchivedTable(trx, table)));
  }

  async loadArchive(
    work: (insert: (table: ArchivedTable, rows: readonly ArchiveRow[]) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const occupied = await occupiedTables(trx);
      if (Object.keys(occupied).length) throw new StoreNotEmptyError(occupied);
      await work((table, rows) => insertArchiveRows(trx, this.kind, table, rows));
      await resetIdentities(trx, this.kind);
      await this.rebuildDerived(trx);
      // Copies already watching this database forget what they kept (no change row: they cannot know what).
      const { rows } = await sql<{
        value: string;
      }>`update settings set value = cast(cast(value as integer) + 1 as text) where key = 'content_version' returning value`.execute(
        trx,
      );
      if (this.kind === "postgres") await contentNotice(rows[0]?.value ?? 0).execute(trx);
    });
  }

  async close(): Promise<void> {
    await this.db.destroy();
    await this.log?.close();
  }
}

const IMAGE_EXTS = ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"];

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function mediaSizeOf(r: Pick<Selectable<MediaTable>, "name" | "width" | "height" | "variants">): MediaSize {
  return {
    name: r.name,
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    variants: parseJson(r.variants, []),
  };
}

function mediaOf(r: Selectable<MediaTable>): MediaItem {
  return {
    ...mediaSizeOf(r),
    hash: r.hash,
    ext: r.ext,
    size: Number(r.size),
    pages: r.pages === null ? null : Number(r.pages),
    alt: parseJson(r.alt, {}),
    caption: parseJson(r.caption, {}),
    createdAt: r.created_at,
    createdBy: r.created_by,
  };
}

function userOf(
  r: Pick<Selectable<UsersTable>, "id" | "email" | "role" | "password_hash" | "created_at" | "token_version">,
): User {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    passwordHash: r.password_hash,
    createdAt: r.created_at,
    tokenVersion: r.token_version,
  };
}
