import type { PageDoc } from "../../content/page-model.ts";
import { TEMPLATE_QUERY, templateKind, type ContentKind } from "../../content/templates.ts";
import type { Store } from "../store/store.ts";

/** The part of the store the public screens use: they only read. */
export type ContentStore = Pick<Store, "listPages" | "getPage" | "countPages">;

/** Pages asked for per call while walking a listing. */
const BATCH = 500;
/** A public listing never walks more than this many pages (a runaway store must not stall a page). */
export const LISTING_CAP = 5000;

async function walk(store: ContentStore, templateContains?: string[]): Promise<PageDoc[]> {
  const out: PageDoc[] = [];
  let startKey: string | undefined;
  do {
    const { items, lastKey } = await store.listPages({ limit: BATCH, startKey, templateContains });
    out.push(...items);
    startKey = lastKey;
  } while (startKey !== undefined && out.length < LISTING_CAP);
  return out.slice(0, LISTING_CAP);
}

/** Every page of one kind (by template, SPEC.md section 3), in page-name order. */
export async function listKind(store: ContentStore, kind: Exclude<ContentKind, "other">): Promise<PageDoc[]> {
  const pages = await walk(store, TEMPLATE_QUERY[kind]);
  return pages.filter((p) => templateKind(p.Template) === kind);
}

/** Every page, in page-name order. */
export function listAll(store: ContentStore): Promise<PageDoc[]> {
  return walk(store);
}

/** A page by its name, only when it is of one of `kinds`. */
export async function getPageOfKind(
  store: ContentStore,
  name: string,
  kinds: readonly ContentKind[],
): Promise<PageDoc | undefined> {
  const page = await store.getPage(name);
  return page && kinds.includes(templateKind(page.Template)) ? page : undefined;
}

/** The names of every page (debug listings of not-found states, for editors only). */
export async function debugListing(store: ContentStore, id?: string) {
  const pages = await listAll(store);
  return { id, total: await store.countPages(), pages: pages.map((p) => p.Page) };
}
