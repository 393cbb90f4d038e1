import { redirect } from "react-router";
import { localizedPath } from "../../content/addresses.ts";
import { LANGS, savedVersionOf, type Lang, type PageDoc } from "../../content/page-model.ts";
import { slugIn } from "../../content/slugs.ts";
import { TEMPLATE_QUERY, familyOf, type Family } from "../../content/content-model.ts";
import { TAGS_PAGE, tagVocabulary, type TagVocabulary } from "../../content/tags.ts";
import type { Store } from "../store/store.server.ts";
import { memo } from "../memo.server.ts";

/** The part of the store the public screens use: they only read. */
export type ContentStore = Pick<
  Store,
  | "listPages"
  | "listSitemapEntries"
  | "contentVersion"
  | "getPage"
  | "countPages"
  | "getPages"
  | "searchPages"
  | "searchSite"
  | "pageBySlug"
>;

/** Pages asked for per call while walking a listing. */
const BATCH = 500;
/** A public listing never walks more than this many pages (a runaway store must not stall a page). */
export const LISTING_CAP = 5000;

/** How a listing is walked: batch size and cap (tests use small ones). */
export interface WalkLimits {
  batch: number;
  cap: number;
}
const LIMITS: WalkLimits = { batch: BATCH, cap: LISTING_CAP };

async function walk(
  store: ContentStore,
  filter: { templateContains?: string[]; tagged?: string } = {},
  limits = LIMITS,
): Promise<PageDoc[]> {
  const out: PageDoc[] = [];
  let startKey: string | undefined;
  do {
    const { items, lastKey } = await store.listPages({ limit: limits.batch, startKey, ...filter });
    out.push(...items);
    startKey = lastKey;
  } while (startKey !== undefined && out.length < limits.cap);
  return out.slice(0, limits.cap);
}

/** Every page of one family (content-model.ts familyOf), in page-name order. */
export async function listKind(
  store: ContentStore,
  kind: Exclude<Family, "other">,
  limits = LIMITS,
): Promise<PageDoc[]> {
  const pages = await walk(store, { templateContains: TEMPLATE_QUERY[kind] }, limits);
  return pages.filter((p) => familyOf(p.Template) === kind);
}

/** Every page, in page-name order. */
export function listAll(store: ContentStore, limits = LIMITS): Promise<PageDoc[]> {
  return walk(store, {}, limits);
}

/** Every page with a tag (PageIndexer.tags), in page-name order. */
export function listTagged(store: ContentStore, tag: string, limits = LIMITS): Promise<PageDoc[]> {
  return walk(store, { tagged: tag }, limits);
}

/**
 * The page a content screen's address names (`/article/{param}`), only when it is of one of `kinds` (all:
 * any page), as it is now: by its slug in the address's language; else, answered with a 301 to its
 * address now (same screen, its slug in `lang`), by its other language's slug, by its page name (the
 * addresses before slugs) or by `fallback` (a product's old address by its product name). A page saved
 * before slugs existed is shown at its page name. `base`: the screen's path before the name, in the
 * Spanish form (`/article/`).
 */
export async function pageAtAddress(
  store: ContentStore,
  at: { param: string; lang: Lang; base: string; search?: string },
  kinds: readonly Family[] | "any",
  fallback?: () => Promise<PageDoc | undefined>,
): Promise<PageDoc | undefined> {
  const { param, lang } = at;
  const fits = (page: PageDoc | undefined) =>
    page !== undefined && (kinds === "any" || kinds.includes(familyOf(page.Template))) ? page : undefined;
  const bySlug = async (l: Lang) => {
    const name = await store.pageBySlug(l, param);
    return name === undefined ? undefined : fits(await store.getPage(name));
  };
  const found =
    (await bySlug(lang)) ??
    (await bySlug(LANGS.find((l) => l !== lang) ?? lang)) ??
    fits(await store.getPage(param)) ??
    fits(await fallback?.());
  if (!found) return undefined;
  const slug = slugIn(found, lang);
  if (slug === undefined || slug === param) return found;
  throw redirect(`${localizedPath(at.base + slug, lang)}${at.search ?? ""}`, 301);
}

/**
 * The one page of a kind that a screen shows (/manifest, /chatbot): the page with the usual name,
 * else the first page of the kind.
 */
export async function singlePage(
  store: ContentStore,
  name: string,
  kind: "manifest" | "bot",
): Promise<PageDoc | undefined> {
  const byName = await store.getPage(name);
  if (byName && familyOf(byName.Template) === kind) return byName;
  return (await listKind(store, kind))[0];
}

/**
 * The tag vocabulary (app/content/tags.ts), read through the store the loader was given: the response
 * cache then knows the answer read that page, and drops it when an editor changes a label.
 */
export async function readTagVocabulary(store: ContentStore): Promise<TagVocabulary> {
  const page = await store.getPage(TAGS_PAGE);
  // Nearly every page shows tags: the vocabulary is made again only when its page changed.
  const version = page && savedVersionOf(page);
  const kept = keptVocabulary();
  if (version !== undefined && kept.last?.version === version) return kept.last.vocabulary;
  const vocabulary = tagVocabulary(page);
  if (version !== undefined) kept.last = { version, vocabulary };
  return vocabulary;
}

/** The last vocabulary made, by the revision and time of its page (read-only for those who get it). */
const keptVocabulary = memo("site: tag vocabulary", () => ({
  last: undefined as { version: string; vocabulary: TagVocabulary } | undefined,
}));

/** The names of every page (debug listings of not-found states, for editors only). */
export async function debugListing(store: ContentStore, id?: string) {
  const pages = await listAll(store);
  return { id, total: await store.countPages(), pages: pages.map((p) => p.Page) };
}
