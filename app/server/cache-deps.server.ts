import { familyOf } from "../content/content-model.ts";
import type { ContentChange, ListOptions, SearchQuery, Store } from "./store/store.server.ts";

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
  /** Lists of one content kind (the search table's kinds). */
  kinds: Set<string>;
  /** Lists of the pages with a tag (PageIndexer.tags). */
  tags: Set<string>;
}

export function newDependencies(): Dependencies {
  return { all: false, pages: new Set(), templateFilters: [], kinds: new Set(), tags: new Set() };
}

/** A change as every cached answer is compared with it: derived once per change, not once per answer. */
export interface ChangeScope {
  version: number;
  page: string;
  /** Templates before and after, lower-cased. */
  templates: string[];
  families: Set<string>;
  tags: string[];
}

export function scopeOf(change: ContentChange): ChangeScope {
  const templates = change.templates.map((t) => t.toLowerCase());
  return {
    version: change.version,
    page: change.page,
    templates,
    families: new Set(templates.map((t) => familyOf(t))),
    tags: change.tags,
  };
}

/** Whether a change can alter an answer made from these reads. */
export function dependsOn(deps: Dependencies, change: ChangeScope): boolean {
  if (deps.all || deps.pages.has(change.page)) return true;
  for (const family of change.families) if (deps.kinds.has(family)) return true;
  if (deps.tags.size && change.tags.some((t) => deps.tags.has(t))) return true;
  return deps.templateFilters.some((group) =>
    group.some((part) => change.templates.some((t) => t.includes(part.toLowerCase()))),
  );
}

function recordList(deps: Dependencies, options: ListOptions | undefined) {
  if (options?.tagged !== undefined) deps.tags.add(options.tagged);
  else if (options?.templateContains?.length) deps.templateFilters.push([...options.templateContains]);
  else deps.all = true;
}

/** The store as one request sees it: reads pass through and are written down in `deps`. */
export function recordingStore(store: Store, deps: Dependencies): Store {
  const record: Partial<Record<keyof Store, (...args: never[]) => void>> = {
    getPage: (name: string) => deps.pages.add(name),
    getPages: (names: readonly string[]) => names.forEach((n) => deps.pages.add(n)),
    searchPages: (q: SearchQuery) => deps.kinds.add(q.kind),
    listPages: (options?: ListOptions) => recordList(deps, options),
    listPageTexts: (options?: ListOptions) => recordList(deps, options),
    listRevisions: (name: string) => deps.pages.add(name),
    getRevision: (name: string) => deps.pages.add(name),
    countPages: () => (deps.all = true),
    listDeletedPages: () => (deps.all = true),
  };
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      const note = record[prop as keyof Store];
      return (...args: never[]) => {
        // A read this list does not know: assume any write can change what it answered.
        if (note) note(...args);
        else deps.all = true;
        return (value as (...a: never[]) => unknown).apply(target, args);
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
