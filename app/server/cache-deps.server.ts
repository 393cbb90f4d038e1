import { familyOf } from "../content/content-model.ts";
import { langOf, type Lang } from "../content/page-model.ts";
import { columnHasTag } from "../content/tags.ts";
import { parseQuery, termsMatch, TermSet, type QueryTerm } from "./search/text.server.ts";
import type {
  ChangeAction,
  ContentChange,
  ListOptions,
  ListResult,
  SearchQuery,
  SearchResult,
  SearchRow,
  Store,
  StoredPageBytes,
} from "./store/store.server.ts";

/*
 * What a cached answer was made from, so that a write drops only the answers it can change (the
 * page itself, the lists that can show it) instead of every answer of the site. Recorded while the
 * answer is made, from the store reads it really did: nothing to declare per route, nothing to forget.
 */

export interface Dependencies {
  /** Read something that any write can change (a whole-store list, a count). */
  all: boolean;
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

/** A search as it was answered; its words are parsed once, when a write first asks about them. */
interface RecordedSearch {
  query: SearchQuery;
  names: ReadonlySet<string>;
  terms?: QueryTerm[];
}

export function newDependencies(): Dependencies {
  return { all: false, pages: new Set(), templateFilters: [], searches: [], windows: [], tags: new Set() };
}

/** A change as every cached answer is compared with it: derived once per change, not once per answer. */
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
const termSets = new WeakMap<SearchRow, TermSet>();
function termSetOf(row: SearchRow): TermSet {
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

function recordList(deps: Dependencies, options: ListOptions | undefined, names: () => string[]) {
  if (options?.tagged !== undefined) deps.tags.add(options.tagged);
  else if (options?.templateContains?.length) deps.templateFilters.push([...options.templateContains]);
  else if (options?.limit !== undefined) deps.windows.push(new Set(names()));
  else deps.all = true;
}

/** What a read answered, for the reads whose dependency is the answer itself. */
type Recorder = (args: readonly unknown[], answer: unknown) => void;

/** The store as one request sees it: reads pass through and are written down in `deps`. */
export function recordingStore(store: Store, deps: Dependencies): Store {
  const page = (name: string) => deps.pages.add(name);
  const all = () => (deps.all = true);
  const list: Recorder = (args, answer) =>
    recordList(deps, args[0] as ListOptions | undefined, () =>
      (answer as ListResult | { items: StoredPageBytes[] }).items.map((i) => ("Page" in i ? i.Page : i.name)),
    );
  const record: Partial<Record<keyof Store, Recorder>> = {
    getPage: (args) => page(args[0] as string),
    getPages: (args) => (args[0] as readonly string[]).forEach(page),
    searchPages: (args, answer) =>
      deps.searches.push({ query: args[0] as SearchQuery, names: new Set((answer as SearchResult).names) }),
    listPages: list,
    listPageBytes: list,
    listRevisions: (args) => page(args[0] as string),
    getRevision: (args) => page(args[0] as string),
    publishedMeta: (args) => page(args[0] as string),
    getDraft: (args) => page(args[0] as string),
    // A library file's pixel size and copies are made once at upload and never change: nothing to follow.
    mediaSizes: () => undefined,
    // The site search: any published page can come to answer a query, or stop answering it.
    searchSite: all,
    countPages: all,
    listDeletedPages: all,
  };
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      const note = record[prop as keyof Store];
      return (...args: never[]) => {
        // A read this list does not know: assume any write can change what it answered.
        if (!note) all();
        const answer: unknown = (value as (...a: never[]) => unknown).apply(target, args);
        if (!note) return answer;
        if (!(answer instanceof Promise)) {
          note(args, answer);
          return answer;
        }
        return answer.then(
          (done: unknown) => {
            note(args, done);
            return done;
          },
          (err: unknown) => {
            all(); // whatever a loader shows instead of the failed read, a write may change it
            throw err;
          },
        );
      };
    },
  });
}

/** The API's cached reads say what they read by their address: the list reads everything. */
export function apiDependencies(path: string): Dependencies | undefined {
  const deps = newDependencies();
  if (path === "/api/prod/pages") {
    deps.all = true;
    return deps;
  }
  const m = /^\/api\/prod\/pages\/([^/]+)$/.exec(path);
  if (!m?.[1]) return undefined;
  try {
    deps.pages.add(decodeURIComponent(m[1]));
  } catch {
    return undefined;
  }
  return deps;
}
