/*
 * What the store keeps of the site's audience (issue 43): daily aggregates only, never an event, an
 * address or a user agent. Implemented once over Kysely (kysely-analytics.server.ts) for SQLite and
 * PostgreSQL; the counting itself is app/server/analytics/.
 */

/** What a row counts. `site` is the whole site's day (item and lang empty). */
export type AudienceKind = "site" | "page" | "file" | "search" | "referrer";

/** One day's aggregate of one item: additive, so every copy adds its own counts to the same row. */
export interface AnalyticsDailyTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  kind: string;
  /** A page's language-free path, a file's name, a normalised query, a referrer's domain; "" for `site`. */
  item: string;
  /** "es" or "en" for pages and searches; "" otherwise. */
  lang: string;
  hits: number;
  /** Daily unique visitors (a visitor counts once per day and item, across every copy). */
  visitors: number;
  /** Searches that found nothing (kind `search`). */
  empty: number;
}

/** The day's random salt of the visitors' keyed hash, shared by the copies; deleted the day after. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/**
 * The keyed hashes already counted as a visitor of an item today (so a second copy does not count the
 * same visitor again). Worthless once the day's salt is gone; deleted the next day with it.
 */
export interface AnalyticsSeenTable {
  day: string;
  mark: string;
}

export interface AudienceKey {
  day: string;
  kind: AudienceKind;
  item: string;
  lang: string;
}

/** One batch of one copy: counts to add, and visitor marks that add a visitor when new to the day. */
export interface AudienceBatch {
  counts: Array<AudienceKey & { hits: number; empty: number }>;
  marks: Array<{ key: AudienceKey; mark: string }>;
}

export interface AudienceRow {
  item: string;
  lang: string;
  hits: number;
  visitors: number;
  empty: number;
}

export interface AnalyticsStore {
  /**
   * The salts of these days, each made once across every copy (the first copy's random value wins);
   * salts of days before `keep.salts` and visitor marks of days before `keep.marks` are deleted first.
   */
  salts(
    days: readonly string[],
    keep: { salts: string; marks: string },
    random: () => string,
  ): Promise<Record<string, string>>;
  /** Adds a batch in one transaction: a mark already seen that day adds no visitor. */
  addBatch(batch: AudienceBatch): Promise<void>;
  /** Sums per item (and language) of one kind over [from, to], largest first. */
  top(kind: AudienceKind, from: string, to: string, limit: number): Promise<AudienceRow[]>;
  /** The site's rows per day over [from, to]. */
  daily(from: string, to: string): Promise<Array<{ day: string; hits: number; visitors: number }>>;
  /** Sums of pages over [from, to], for these (item, lang) pairs. */
  pageSums(
    pairs: ReadonlyArray<{ item: string; lang: string }>,
    from: string,
    to: string,
  ): Promise<AudienceRow[]>;
  /** Site search rows for these paths: which page, and its title in that language. */
  pageTitles(
    paths: readonly string[],
  ): Promise<Array<{ path: string; lang: string; name: string; title: string }>>;
}
