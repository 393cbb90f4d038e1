import type { FastifyRequest } from "fastify";
import type { Lang } from "../../content/page-model.ts";
import type { ContentStore } from "../site/pages.server.ts";
import type { ListOptions, Store } from "../store/store.server.ts";
import { newDependencies, type CoarseRead, type Dependencies } from "./dependencies.server.ts";

/*
 * The one way an answer the response cache may keep reads the store: through a recording view that
 * writes down each read and what it answered (recordReads). What each read depends on is declared once,
 * in READS below, typed by the read's own parameters and answer. A read declared nowhere counts as
 * depending on every write (correct, only slower); a rare read can be declared coarsely instead: any
 * change of a family, in a language (`coarse`).
 */

declare module "fastify" {
  interface FastifyRequest {
    /** What this request's answer read (recordReads); the response cache's own. */
    cacheReads?: Dependencies;
  }
}

/** The store's methods, by name. */
type Method = { [K in keyof Store]: Store[K] extends (...args: never[]) => unknown ? K : never }[keyof Store];

/** How one read is written down: from its arguments and, for some, what it answered. */
type Recorder<K extends Method> = (
  deps: Dependencies,
  args: Parameters<Store[K]>,
  answer: Awaited<ReturnType<Store[K]>>,
) => void;

/** The reads the public screens make (their loaders, through LoaderBasics): each must be declared. */
type ScreenRead =
  keyof ContentStore | "publishedMeta" | "mediaSizes" | "mediaTexts" | "getDraft" | "linksFrom";

type Declarations = { [K in Method]?: Recorder<K> } & { [K in ScreenRead | "listPageBytes"]: Recorder<K> };

/** Any write to the page named by the first argument, seen in the answer's language. */
const page = (deps: Dependencies, [name]: readonly [string, ...unknown[]]) => void deps.pages.add(name);
/** Any write at all. */
const everything = (deps: Dependencies) => void (deps.all = true);
/** Any write to a page of `family` that the screens of `lang` can show (either unset: any). */
export function coarse(deps: Dependencies, read: CoarseRead) {
  if (read.family === undefined && read.lang === undefined) deps.all = true;
  else deps.coarse.push(read);
}

function list(deps: Dependencies, options: ListOptions | undefined, names: () => string[]) {
  if (options?.tagged !== undefined) deps.tags.add(options.tagged);
  else if (options?.templateContains?.length) deps.templateFilters.push([...options.templateContains]);
  else if (options?.limit !== undefined) deps.windows.push(new Set(names()));
  else deps.all = true;
}

const READS: Declarations = {
  getPage: page,
  getPages: (deps, [names]) => names.forEach((name) => deps.pages.add(name)),
  searchPages: (deps, [query], answer) => void deps.searches.push({ query, names: new Set(answer.names) }),
  listPages: (deps, [options], answer) => list(deps, options, () => answer.items.map((p) => p.Page)),
  listPageBytes: (deps, [options], answer) => list(deps, options, () => answer.items.map((p) => p.name)),
  listRevisions: page,
  getRevision: page,
  publishedMeta: page,
  getDraft: page,
  // A page's links are derived from the page alone (its targets are read, and followed, on their own).
  linksFrom: page,
  // A slug found: that page's writes (a new slug drops it). Not found: any write may give a page that slug.
  pageBySlug: (deps, _args, answer) => {
    if (answer === undefined) deps.all = true;
    else deps.pages.add(answer);
  },
  // A library file's pixel size and copies are made once at upload and never change: nothing to follow.
  mediaSizes: () => undefined,
  // A file's texts are shown by the pages naming it: changing them records a change of each of those pages
  // (MediaStore.updateMedia), which the answers showing them already follow.
  mediaTexts: () => undefined,
  // The site search: any published page of the language can come to answer a query or stop answering it,
  // and its counts per kind are over every kind; its rows derive from that language's view of each page.
  searchSite: (deps, [query]) => coarse(deps, { lang: query.lang }),
  countPages: everything,
  // Every page's entry: any write may change one, add one or take one away.
  listSitemapEntries: everything,
  // The version itself: every write takes the next one.
  contentVersion: everything,
  listDeletedPages: everything,
};

/** A read as the recording view calls it: the arguments and answer the method's own type gave. */
type AnyRecorder = (deps: Dependencies, args: readonly unknown[], answer: unknown) => void;

function recorderOf(name: string | symbol): AnyRecorder | undefined {
  if (typeof name !== "string" || !Object.hasOwn(READS, name)) return undefined;
  // The table's entries are each typed by their own method (Declarations); called below with exactly
  // the arguments and answer of that method, so widening them to unknown here loses nothing.
  return READS[name as Method] as AnyRecorder | undefined;
}

/** The store as one answer reads it: reads pass through and are written down in `deps`. */
export function recordingStore(store: Store, deps: Dependencies): Store {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      const record = recorderOf(prop);
      return (...args: unknown[]) => {
        // A read declared nowhere: any write may change what it answered.
        if (!record) deps.all = true;
        const answer: unknown = Reflect.apply(value, target, args);
        if (!record) return answer;
        if (!(answer instanceof Promise)) {
          record(deps, args, answer);
          return answer;
        }
        return answer.then(
          (done: unknown) => {
            record(deps, args, done);
            return done;
          },
          (err: unknown) => {
            deps.all = true; // whatever is shown instead of the failed read, a write may change it
            throw err;
          },
        );
      };
    },
  });
}

/**
 * The store as this request's answer reads it: every read is written down, and the response cache keeps
 * the answer until a write changes something it read. `lang`: the language of the screen the answer is
 * (a page or its data, which show each page as that language's screens do); none for an API answer.
 */
export function recordReads(request: FastifyRequest, store: Store, lang?: Lang): Store {
  const deps = newDependencies();
  deps.lang = lang;
  request.cacheReads = deps;
  return recordingStore(store, deps);
}
