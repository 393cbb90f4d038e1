import { sql, type RawBuilder } from "kysely";
import { langOf } from "../../../content/page-model.ts";
import { SEARCH_COUNT_LIMIT } from "../../../content/site-search.ts";
import { rankCandidates } from "../../search/candidate-rank.server.ts";
import { ftsExpression, parseQuery, tsqueryText, type QueryTerm } from "../../search/text.server.ts";
import type {
  SearchQuery,
  SearchResult,
  SearchStore,
  SiteSearchQuery,
  SiteSearchResult,
} from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import { readContentVersion } from "./change-feed.server.ts";
import { MAX_LIMIT, type Trx } from "./rows.server.ts";

/*
 * The site search (`site_search`, its FTS5 table or tsvectors) and the lists' search (`page_search`), over
 * the rows PageIndex keeps (page-index.server.ts). Both read the stems the app made, so both dialects find
 * the same pages; only matching and ranking differ by dialect (siteMatches).
 */

/**
 * SQLite's ranking: title 10, excerpt 4, body 1. Ranked queries leave the language, listed and kind
 * columns out of their expression: bm25 reads every row of each phrase to weigh it, and "this language"
 * is half the index (the count, which ranks nothing, narrows by them).
 */
/** The weights of title, excerpt and body in SQLite's ranking (bm25() and rankCandidates alike). */
const COLUMN_WEIGHTS = [10, 4, 1] as const;
const BM25 = sql.raw(
  `bm25(site_search_fts, ${COLUMN_WEIGHTS.map((w) => w.toFixed(1)).join(", ")}, 0.0, 0.0, 0.0)`,
);

/**
 * An FTS5 expression narrowed to a language (and to listed rows, and a kind) by the index's own columns
 * (migration 0044a-site-search-facets), for counting: the index skips the other language's matches
 * instead of the query joining and dropping them (a word common in English searched in Spanish read
 * 20,000 rows to count none; it is then not ranked at all).
 */
function ftsFiltered(expression: string, on: { lang: string; listedOnly: boolean; kind?: string }): string {
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  return [
    `lang : ${quote(on.lang)}`,
    ...(on.listedOnly ? ["listed : 1"] : []),
    ...(on.kind === undefined ? [] : [`kind : ${quote(on.kind)}`]),
    `(${expression})`,
  ].join(" AND ");
}

/**
 * Candidates ranked per tier when a query matches more than SEARCH_COUNT_LIMIT pages: enough for the
 * page of results asked for, at least RANKED_CANDIDATES (bm25 and ts_rank cost per page ranked).
 */
const RANKED_CANDIDATES = 250;
/** PostgreSQL's ts_rank weights for D, C, B, A: body 0.1, excerpt 0.4, title 1 (the tsvectors of migration 0014). */
const TS_WEIGHTS = sql.raw("'{0.1, 0.1, 0.4, 1.0}'");
/** Matches in every language below which SQLite counts a query's pages by their rows (#countFewOnSqlite). */
const FEW_MATCHES = SEARCH_COUNT_LIMIT + 1;
function rankedCandidates(wanted: number): number {
  return Math.min(SEARCH_COUNT_LIMIT, Math.max(RANKED_CANDIDATES, wanted));
}

export class SearchRepository implements SearchStore {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];
  /**
   * How many rows each (kind, language) list holds, at the content version it was counted at: every write
   * of a page moves that version (in its transaction, on every copy's shared database), so a count is
   * asked again only after one. PostgreSQL counts 100,000 rows in ~25 ms (an index-only scan).
   */
  readonly #totals = new Map<string, { version: number; n: number }>();

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
  }

  /**
   * The site search rows of a language that answer the query, as (id, name, kind, rank): lower rank is
   * better. SQLite: FTS5 with bm25 weighting title 10, excerpt 4, body 1; PostgreSQL: the tsvector's
   * weights A, B, C as 1, 0.4, 0.1 in ts_rank, divided by the length's log as bm25 does. Both read
   * the stems the app made, so both find the same pages.
   */
  #siteMatches(lang: string, query: readonly QueryTerm[], listedOnly: boolean): RawBuilder<unknown> {
    const listed = listedOnly ? sql` and s.listed = 1` : sql``;
    if (this.#kind === "sqlite")
      return sql`select s.id, s.name, s.kind, ${BM25} as rank
        from site_search_fts join site_search s indexed by site_search_cover_idx on s.id = site_search_fts.rowid
        where site_search_fts match ${ftsExpression(query)} and s.lang = ${lang}${listed}`;
    return sql`select s.id, s.name, s.kind, -ts_rank(${TS_WEIGHTS}, s.document, q, 1) as rank
      from site_search s, to_tsquery('simple', ${tsqueryText(query)}) q
      where s.document @@ q and s.lang = ${lang}${listed}`;
  }

  /**
   * The best hits on SQLite. A query that matches at most SEARCH_COUNT_LIMIT pages is ranked whole by
   * the weighted bm25; one that matches more (a word on nearly every page) ranks only the best
   * candidates: the newest rankedCandidates() pages whose title and excerpt hold the whole query first,
   * then the newest as many of the rest, each ranked as bm25 ranks (rankCandidates: the first tier on its
   * title and excerpt, the second on the whole page). Ranking every page of a word that is on every page
   * costs 4 µs a page: 400 ms at 100,000 pages (docs/performance.md, issue 44).
   */
  async #bestOnSqlite(terms: readonly QueryTerm[], q: SiteSearchQuery, capped: boolean): Promise<number[]> {
    const limit = Math.min(q.limit, MAX_LIMIT);
    const full = ftsExpression(terms);
    if (!capped) {
      const best = await sql<{ id: number }>`select m.id from (${this.#siteMatches(q.lang, terms, true)}) m
        ${q.kind === undefined ? sql`` : sql`where m.kind = ${q.kind}`}
        order by m.rank, m.name limit ${limit} offset ${q.offset}`.execute(this.#db);
      return best.rows.map((r) => Number(r.id));
    }
    const kindFilter = q.kind === undefined ? sql`` : sql` and s.kind = ${q.kind}`;
    const candidates = rankedCandidates(q.offset + limit);
    const wanted = q.offset + limit;
    // Each tier reads its newest candidates with their terms and ranks them here (candidate-rank.server.ts):
    // FTS5's bm25() would first read every row of each word in the index. The body's tier, which reads the
    // bodies' terms, is asked only when the title and excerpt's does not fill the page asked for.
    const tier = async (expression: string, exclude: readonly number[], body: boolean) => {
      const rows = await sql<{
        id: number;
        name: string;
        t: string;
        e: string;
        b: string | null;
      }>`select s.id,
          s.name, s.title_terms as t, s.excerpt_terms as e, ${body ? sql`s.body_terms` : sql`null`} as b
        from site_search_fts join site_search s indexed by site_search_cover_idx on s.id = site_search_fts.rowid
        where site_search_fts match ${expression} and s.lang = ${q.lang} and s.listed = 1${kindFilter}
          ${exclude.length ? sql`and s.id not in (${sql.join(exclude)})` : sql``}
        order by site_search_fts.rowid desc limit ${candidates}`.execute(this.#db);
      return rankCandidates(
        rows.rows.map((r) => ({ id: Number(r.id), name: r.name, columns: [r.t, r.e, r.b ?? ""] })),
        terms,
        COLUMN_WEIGHTS,
      );
    };
    const first = await tier(`{title_terms excerpt_terms} : (${full})`, [], false);
    if (first.length >= wanted) return first.slice(q.offset, wanted);
    const rest = await tier(full, first, true);
    return [...first, ...rest].slice(q.offset, wanted);
  }

  /**
   * The best hits on PostgreSQL, in two tiers (migration 0014): pages whose title and excerpt hold the
   * whole query, ranked on those alone (weights A and B, read from the row); then, only when a page of
   * results is not full, the pages that need their body, ranked on the whole document (read out of
   * line). Title before excerpt before body, as SQLite's weighted bm25 orders them in practice. A query
   * that matches more than SEARCH_COUNT_LIMIT pages ranks only rankedCandidates() of each tier (the
   * first the index gives): ts_rank reads each page's vector, and a word on every page would read them all.
   */
  async #bestOnPostgres(terms: readonly QueryTerm[], q: SiteSearchQuery, capped: boolean): Promise<number[]> {
    const wanted = q.offset + Math.min(q.limit, MAX_LIMIT);
    return this.#withIndexScans(async (trx) => {
      const first = await this.#postgresTier(trx, terms, q, "head", capped, wanted);
      if (first.length === wanted) return first.slice(q.offset);
      const rest = await this.#postgresTier(trx, terms, q, "document", capped, wanted - first.length);
      return [...first, ...rest].slice(q.offset);
    });
  }

  /** One tier of #bestOnPostgres: the title and excerpt's (`head`), or the pages that need their body. */
  async #postgresTier(
    trx: Trx,
    terms: readonly QueryTerm[],
    q: SiteSearchQuery,
    vector: "head" | "document",
    capped: boolean,
    limit: number,
  ): Promise<number[]> {
    const wanted = q.offset + Math.min(q.limit, MAX_LIMIT);
    const kind = q.kind === undefined ? sql`` : sql` and s.kind = ${q.kind}`;
    const bound = capped ? sql` limit ${rankedCandidates(wanted)}` : sql``;
    const exclude = vector === "document" ? sql` and not (s.head @@ q)` : sql``;
    const rows = await sql<{ id: number }>`select c.id from (select s.id, s.name,
          ts_rank(${TS_WEIGHTS}, s.${sql.raw(vector)}, q, 1) as rank
        from site_search s, to_tsquery('simple', ${tsqueryText(terms)}) q
        where s.${sql.raw(vector)} @@ q and s.lang = ${q.lang} and s.listed = 1${kind}${exclude}${bound}) c
        order by c.rank desc, c.name limit ${limit}`.execute(trx);
    return rows.rows.map((r) => Number(r.id));
  }

  /**
   * Runs site search queries with the per-language GIN indexes as the only way in. The planner prices
   * a tsvector match like any comparison, so for a common word it prefers reading the table, and then
   * it fetches every page's out-of-line tsvector (3 to 4 times slower); the index answers without them.
   */
  #withIndexScans<T>(run: (trx: Trx) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return run(trx);
    });
  }

  /**
   * How many pages match, by kind, counted up to SEARCH_COUNT_LIMIT + 1 (`kind`: of that kind only):
   * past that the exact figure would cost as much as ranking every page.
   */
  async #countMatches(lang: string, terms: readonly QueryTerm[], kind?: string) {
    if (this.#kind === "sqlite") {
      const few = await this.#countFewOnSqlite(lang, terms, kind);
      if (few) return few;
    }
    // SQLite: the first pages of the language (and kind) straight from the full-text index, which holds
    // both; then their kinds. A filter on the joined rows read every match of the other language too.
    const byKind =
      this.#kind === "sqlite"
        ? sql<{ kind: string; n: number | string }>`select s.kind, count(*) as n
          from (select rowid from site_search_fts
            where site_search_fts match ${ftsFiltered(ftsExpression(terms), { lang, listedOnly: true, kind })}
            limit ${SEARCH_COUNT_LIMIT + 1}) m
          join site_search s indexed by site_search_cover_idx on s.id = m.rowid group by s.kind`
        : sql<{ kind: string; n: number | string }>`select m.kind, count(*) as n
          from (select m.kind from (${this.#siteMatches(lang, terms, true)}) m
            ${kind === undefined ? sql`` : sql` where m.kind = ${kind}`}
          limit ${SEARCH_COUNT_LIMIT + 1}) m group by m.kind`;
    const counts =
      this.#kind === "sqlite"
        ? await byKind.execute(this.#db)
        : await this.#withIndexScans((trx) => byKind.execute(trx));
    const kinds = Object.fromEntries(counts.rows.map((r) => [r.kind, Number(r.n)]));
    const n = Object.values(kinds).reduce((a, b) => a + b, 0);
    return { kinds, matching: Math.min(n, SEARCH_COUNT_LIMIT), more: n > SEARCH_COUNT_LIMIT };
  }

  /**
   * PostgreSQL's count and first tier in one walk of the index: the first SEARCH_COUNT_LIMIT + 1 matches,
   * each with its title and excerpt's rank when they hold the query. Building the index's bitmap is most
   * of a query's time for a word on nearly every page (~25 ms at 100,000 pages), and the count and the
   * first tier each built one (docs/performance.md, issue 44). No `ranked` when a kind is asked for and the
   * matches pass the limit: the first pages counted may then hold too few of that kind to rank.
   */
  async #countAndRankOnPostgres(terms: readonly QueryTerm[], q: SiteSearchQuery) {
    return this.#withIndexScans(async (trx) => {
      const rows = (
        await sql<{
          id: number;
          name: string;
          kind: string;
          head_rank: number | null;
        }>`select s.id, s.name, s.kind,
          case when s.head @@ q then ts_rank(${TS_WEIGHTS}, s.head, q, 1) end as head_rank
        from site_search s, to_tsquery('simple', ${tsqueryText(terms)}) q
        where s.document @@ q and s.lang = ${q.lang} and s.listed = 1
        limit ${SEARCH_COUNT_LIMIT + 1}`.execute(trx)
      ).rows;
      const kinds: Record<string, number> = {};
      for (const r of rows) kinds[r.kind] = (kinds[r.kind] ?? 0) + 1;
      const more = rows.length > SEARCH_COUNT_LIMIT;
      const all = { kinds, matching: Math.min(rows.length, SEARCH_COUNT_LIMIT), more };
      if (q.kind !== undefined && more) return { all };
      const wanted = q.offset + Math.min(q.limit, MAX_LIMIT);
      // The first tier as #bestOnPostgres ranks it: the pages whose title and excerpt hold the query, the
      // first rankedCandidates() of them in the index's order past the limit.
      const head = rows.filter((r) => r.head_rank !== null && (q.kind === undefined || r.kind === q.kind));
      const first = (more ? head.slice(0, rankedCandidates(wanted)) : head)
        .sort(
          (a, b) =>
            Number(b.head_rank) - Number(a.head_rank) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
        )
        .slice(0, wanted)
        .map((r) => Number(r.id));
      const matching = q.kind === undefined ? all.matching : (kinds[q.kind] ?? 0);
      const rest =
        matching === 0 || first.length === wanted
          ? []
          : await this.#postgresTier(trx, terms, q, "document", more, wanted - first.length);
      return { all, ranked: { matching, order: [...first, ...rest].slice(q.offset) } };
    });
  }

  /**
   * SQLite's count when the words match few pages in any language: count them in the full-text index by
   * the words alone, then keep those of the language (and kind) by their rows. Narrowing in the index
   * (lang : "es" AND ...) walks the language's column entry, every row of the language: 3–4 ms at 100,000
   * pages for words on three pages (docs/performance.md, issue 44). Undefined when the words match
   * FEW_MATCHES rows or more: the first count stops there (0.2–0.4 ms), and the narrowed count is cheaper.
   */
  async #countFewOnSqlite(lang: string, terms: readonly QueryTerm[], kind?: string) {
    const expression = ftsExpression(terms);
    const seen = await sql<{
      n: number | string;
    }>`select count(*) as n from (select rowid from site_search_fts
        where site_search_fts match ${expression} limit ${FEW_MATCHES})`.execute(this.#db);
    const n = Number(seen.rows[0]?.n ?? 0);
    if (n >= FEW_MATCHES) return undefined;
    if (n === 0) return { kinds: {}, matching: 0, more: false };
    const rows = await sql<{ kind: string; n: number | string }>`select s.kind, count(*) as n
      from site_search_fts join site_search s indexed by site_search_cover_idx on s.id = site_search_fts.rowid
      where site_search_fts match ${expression} and s.lang = ${lang} and s.listed = 1${
        kind === undefined ? sql`` : sql` and s.kind = ${kind}`
      } group by s.kind`.execute(this.#db);
    const kinds = Object.fromEntries(rows.rows.map((r) => [r.kind, Number(r.n)]));
    const mine = Object.values(kinds).reduce((a, b) => a + b, 0);
    return { kinds, matching: Math.min(mine, SEARCH_COUNT_LIMIT), more: mine > SEARCH_COUNT_LIMIT };
  }

  async searchSite(q: SiteSearchQuery): Promise<SiteSearchResult> {
    const terms = parseQuery(q.query, langOf(q.lang));
    if (terms.length === 0) return { hits: [], matching: 0, more: false, kinds: {} };
    const walked = this.#kind === "postgres" ? await this.#countAndRankOnPostgres(terms, q) : undefined;
    const all = walked?.all ?? (await this.#countMatches(q.lang, terms));
    // Past the limit, the kinds are those of the first pages counted: a kind asked for is counted apart.
    const mine = q.kind === undefined || !all.more ? all : await this.#countMatches(q.lang, terms, q.kind);
    const matching =
      walked?.ranked?.matching ??
      (q.kind === undefined || all.more ? mine.matching : (all.kinds[q.kind] ?? 0));
    const order =
      walked?.ranked?.order ??
      (matching === 0
        ? []
        : this.#kind === "sqlite"
          ? await this.#bestOnSqlite(terms, q, mine.more)
          : await this.#bestOnPostgres(terms, q, mine.more));
    const rows = order.length
      ? await this.#db
          .selectFrom("site_search")
          .select(["id", "name", "kind", "path", "title", "excerpt", "body"])
          .where("id", "in", order)
          .execute()
      : [];
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return {
      hits: order.flatMap((id) => {
        const r = byId.get(id);
        return r
          ? [{ name: r.name, kind: r.kind, path: r.path, title: r.title, excerpt: r.excerpt, body: r.body }]
          : [];
      }),
      matching,
      more: mine.more,
      kinds: all.kinds,
    };
  }

  /** A list's whole count, asked again only once the content has changed since it was counted. */
  async #total(kind: string, lang: string, count: () => Promise<{ n: number | string }>): Promise<number> {
    const key = `${kind}\n${lang}`;
    // The version first: a write landing between the two reads leaves the count filed under the older version.
    const version = await readContentVersion(this.#db);
    const known = this.#totals.get(key);
    if (known?.version === version) return known.n;
    const n = Number((await count()).n);
    this.#totals.set(key, { version, n });
    return n;
  }

  async searchPages(q: SearchQuery): Promise<SearchResult> {
    const base = this.#db.selectFrom("page_search").where("kind", "=", q.kind).where("lang", "=", q.lang);
    let filtered = base;
    const like = (text: string) => text.replace(/[\\%_]/g, "\\$&");
    if (q.category) filtered = filtered.where("category", "=", q.category);
    // The site search's index and rules (every word, stems), over every article row of the language.
    const terms = q.query ? parseQuery(q.query, langOf(q.lang)) : [];
    if (terms.length)
      filtered = filtered.where(
        sql<boolean>`name in (select m.name from (${this.#siteMatches(q.lang, terms, false)}) m where m.kind = ${q.kind})`,
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
    const ordered = filtered
      .orderBy("created", "desc")
      .orderBy("title")
      .orderBy("name")
      .limit(q.limit)
      .offset(q.offset);
    // A text search's slice carries how many match (a window count), so it walks its words once, not
    // twice. Any other list is counted apart and its slice read in the index's order
    // (page_search_order_idx): a window count reads and sorts every row (850 ms at 100,000 articles).
    const [total, rows, counted] = await Promise.all([
      this.#total(q.kind, q.lang, () => count(base)),
      terms.length > 0
        ? ordered.select(["name", sql<number | string>`count(*) over ()`.as("n")]).execute()
        : ordered.select("name").execute(),
      narrowed && terms.length === 0 ? count(filtered) : undefined,
    ]);
    const all = total;
    const first = rows[0];
    let matching = !narrowed
      ? all
      : counted
        ? Number(counted.n)
        : first && "n" in first
          ? Number(first.n)
          : 0;
    // A slice past the end has no row to carry the count: ask for it on its own.
    if (terms.length > 0 && rows.length === 0 && q.offset > 0) matching = Number((await count(filtered)).n);
    return { names: rows.map((r) => r.name), total: all, matching };
  }
}
