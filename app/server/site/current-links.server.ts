import { localizedPath } from "../../content/addresses.ts";
import { publicPath } from "../../content/content-model.ts";
import { linkTarget, pageHrefsOf, withMovedLinks } from "../../content/page-links.ts";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import type { Store } from "../store/store.server.ts";
import type { ContentStore } from "./pages.server.ts";
import type { LoaderBasics } from "./request.server.ts";
import { withResponsiveImages } from "./responsive-images.server.ts";

/*
 * Links in stored texts are resolved when the page is rendered (docs/product.md "Link integrity"): each
 * link to a page goes to that page's current address (content-model.ts publicPath), whatever address it
 * was written with. The store remembers which page each link of a published page leads to (page_links),
 * so a link whose old address no longer names its page (a product renamed) still finds it.
 */

/** The query and fragment of an address ("" when none). */
function suffixOf(href: string): string {
  const cut = href.search(/[?#]/);
  return cut === -1 ? "" : href.slice(cut);
}

/**
 * The loader's data with every link to a page of the site at that page's current address in `lang`.
 * Costs no query for a screen whose texts link to no page.
 */
export async function withCurrentLinks<T>(
  store: Pick<Store, "linksFrom"> & Pick<ContentStore, "getPages">,
  page: PageDoc,
  lang: Lang,
  data: T,
): Promise<T> {
  const hrefs = pageHrefsOf(data);
  if (hrefs.size === 0) return data;
  // The stored links as the screen shows them: localised by the sanitiser, or as written (link fields).
  const known = new Map<string, string>();
  for (const link of await store.linksFrom(page.Page)) {
    if (link.targetKind !== "page") continue;
    known.set(link.href, link.target);
    known.set(localizedPath(link.href, lang), link.target);
  }
  const targetOf = new Map<string, string>();
  for (const href of hrefs) {
    // A link the store has not seen (a previewed draft's new one) names its page, if its screen does.
    const target = linkTarget(href);
    const name = known.get(href) ?? (target?.kind === "page" ? target.name : undefined);
    if (name !== undefined) targetOf.set(href, name);
  }
  if (targetOf.size === 0) return data;
  const pages = new Map(
    (await store.getPages([...new Set(targetOf.values())])).map((p) => [p.Page, p] as const),
  );
  const moved = new Map<string, string>();
  for (const [href, name] of targetOf) {
    const target = pages.get(name);
    const path = target ? publicPath(target, lang) : null;
    if (path === null) continue;
    const now = localizedPath(path + suffixOf(href), lang);
    if (now !== href) moved.set(href, now);
  }
  return withMovedLinks(data, moved);
}

/** A stored page's screen data as it is shown: its links at their current addresses, its images responsive. */
export async function shownPageData<T>(basics: LoaderBasics, page: PageDoc | undefined, data: T): Promise<T> {
  const links = { linksFrom: basics.links.linksFrom, getPages: basics.store.getPages };
  const linked = page ? await withCurrentLinks(links, page, basics.lang, data) : data;
  return withResponsiveImages(basics.media, basics.lang, linked);
}
