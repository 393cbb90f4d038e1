import { familyOf } from "../../content/content-model.ts";
import { langOf, type Lang } from "../../content/page-model.ts";
import { columnHasTag } from "../../content/tags.ts";
import { parseQuery, termsMatch, TermSet, type QueryTerm } from "../search/text.server.ts";
import type { ChangeAction, ContentChange, SearchQuery, SearchRow } from "../store/store.server.ts";
import { memo } from "../memo.server.ts";

/*
 * What a cached answer was made from, and which writes can change it: a write drops only the answers it
 * can change (the page itself, the lists that can show it) instead of every answer of the site. The
 * reads are written down while the answer is made (reads.server.ts); the rules below compare them with
 * each change the store records (ContentChange).
 */

export interface Dependencies {
  /** Read something that any write can change (a whole-store list, a count, a read nobody declared). */
  all: boolean;
  /**
   * Reads declared only coarsely: any change to a page of `family` (any family when unset) that the
   * screens of `lang` can show (any language when unset) may alter the answer.
   */
  coarse: CoarseRead[];
  /** Pages read by name, found or not (a page created later under that name changes the answer). */
  pages: Set<string>;
  /** Lists filtered by template (case-insensitive substrings, any of each group). */
  templateFilters: string[][];
  /** Searches and lists of one content kind in one language, with the slice each answered. */
  searches: RecordedSearch[];
  /** Slices of the whole list by name: the names each answered. */
  windows: Array<ReadonlySet<string>>;
  /** Lists of the pages with a tag (PageIndexer.tags). */
  tags: Set<string>;
  /**
   * The language of the screen made from these reads, when it shows the pages read only as that
   * language's screens show them (an HTML page or its data, not a feed or the sitemap): a write that
   * changed only other languages' screens (ContentChange.langs) leaves it as it is.
   */
  lang?: Lang | undefined;
}

export interface CoarseRead {
  family?: string;
  lang?: string;
}

/** A search as it was answered; its words are parsed once, when a write first asks about them. */
export interface RecordedSearch {
  query: SearchQuery;
  names: ReadonlySet<string>;
  terms?: QueryTerm[];
}

export function newDependencies(): Dependencies {
  return {
    all: false,
    coarse: [],
    pages: new Set(),
    templateFilters: [],
    searches: [],
    windows: [],
    tags: new Set(),
  };
}

/**
 * A change as every cached answer is compared with it, derived once per change (not once per answer)
 * from what the store says the write changed.
 */
export interface ChangeScope {
  version: number;
  page: string;
  /** Templates before and after, lower-cased. */
  templates: string[];
  families: Set<string>;
  tags: string[];
  action: ChangeAction | undefined;
  rows: ContentChange["rows"];
  langs: ContentChange["langs"];
}

export function scopeOf(change: ContentChange): ChangeScope {
  const templates = change.templates.map((t) => t.toLowerCase());
  return {
    version: change.version,
    page: change.page,
    templates,
    families: new Set(templates.map((t) => familyOf(t))),
    tags: change.tags,
    action: change.action,
    rows: change.rows,
    langs: change.langs,
  };
}

/** Whether a change alters what a screen in `lang` shows of its page (when either is unknown: it may). */
function shownIn(change: ChangeScope, lang: string | undefined): boolean {
  return lang === undefined || change.langs === undefined || change.langs.some((l) => l === lang);
}

/**
 * Whether a search row is one the query counts: its words hold every word of the query as the site
 * search's index finds them (app/server/search/text.server.ts), and its tag is a whole key between bars
 * of the row's tags (SearchRow.tags), as the store's filter finds it.
 */
function counts(search: RecordedSearch, row: SearchRow): boolean {
  const { query } = search;
  if (query.category && row.category !== query.category) return false;
  if (query.tag && !columnHasTag(row.tags.toLowerCase(), query.tag.toLowerCase())) return false;
  if (!query.query) return true;
  search.terms ??= parseQuery(query.query, langOf(query.lang));
  return termsMatch(search.terms, termSetOf(row));
}

/** Each changed row's words as a set, made once per change however many searches ask. */
const keptTermSets = memo("cache: search rows' terms", () => new WeakMap<SearchRow, TermSet>());
function termSetOf(row: SearchRow): TermSet {
  const termSets = keptTermSets();
  let set = termSets.get(row);
  if (!set) {
    set = new TermSet(row.search);
    termSets.set(row, set);
  }
  return set;
}

/**
 * Whether a write can change a search's answer (a slice of names, how many match, how many there are).
 * It cannot when the page is not in the slice and either counts for the query neither before nor
 * after, or counts both times in the same place of the order (same date and title). Without the
 * page's rows (a change recorded by older code) any write to a page of that kind can.
 */
function searchTouched(search: RecordedSearch, change: ChangeScope) {
  const { query } = search;
  // A page in the slice changed what the list's language shows of it (its card); else only its place
  // or the count can have changed, which its rows tell as for any other page.
  if (search.names.has(change.page) && shownIn(change, query.lang)) return true;
  if (!change.rows) return change.families.has(query.kind);
  const find = (rows: SearchRow[]) => rows.find((r) => r.kind === query.kind && r.lang === query.lang);
  const before = find(change.rows.before);
  const after = find(change.rows.after);
  if (!before && !after) return false;
  // The page came into or left this kind and language: the total changes.
  if (!before || !after) return true;
  // Rows recorded before the search table had tags (migration 0006) cannot tell a tag filter anything.
  if (query.tag && (typeof before.tags !== "string" || typeof after.tags !== "string")) return true;
  const was = counts(search, before);
  if (was !== counts(search, after)) return true;
  return was && (before.created !== after.created || before.title !== after.title);
}

/** Whether a change can alter an answer made from these reads. */
export function dependsOn(deps: Dependencies, change: ChangeScope): boolean {
  if (deps.all) return true;
  if (
    deps.coarse.some(
      (c) => (c.family === undefined || change.families.has(c.family)) && shownIn(change, c.lang),
    )
  )
    return true;
  if (deps.pages.has(change.page) && shownIn(change, deps.lang)) return true;
  if (deps.searches.some((search) => searchTouched(search, change))) return true;
  // A slice of the list by name changes when one of its pages does, or when a page comes or goes.
  if (deps.windows.length && (change.action !== "update" || deps.windows.some((w) => w.has(change.page))))
    return true;
  if (deps.tags.size && change.tags.some((t) => deps.tags.has(t))) return true;
  return deps.templateFilters.some((group) =>
    group.some((part) => change.templates.some((t) => t.includes(part.toLowerCase()))),
  );
}
