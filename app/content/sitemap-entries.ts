import { pageLanguages, publicPathOrNull } from "./content-model.ts";
import { LANGS, type Lang, type PageDoc } from "./page-model.ts";
import { seoOf } from "./seo.ts";
import { ONE_LANGUAGE_PAGES, PLATFORMS } from "./site-pages.ts";

/*
 * What the sitemap lists of each stored page, derived from the page alone: the store keeps it beside the
 * page (`page_sitemap`, written in the page's own transaction), so /sitemap.xml reads one short row per
 * page instead of every page's whole document.
 */

/** Change whenever sitemapEntryOf (or a rule it reads) changes what it derives: every store then makes its rows again. */
export const SITEMAP_ENTRY_VERSION = "2026-11-28.1";

/**
 * The screens whose address shows fixed copy or lists (app/routes.ts): they answer without any stored
 * page. The information pages (/contacto...) answer only when their page is stored, so they come from
 * the store like every other page; aliases and redirects (/home, /docs, /platforms) are left out.
 */
export const FIXED_SCREENS: readonly string[] = [
  "/",
  "/manifiesto",
  "/plataformas",
  ...PLATFORMS.map((p) => `/${p}`),
  "/labs",
  "/acerca",
  "/articles",
  "/documentation",
  "/projects",
  "/products",
  "/bios",
  "/book",
  "/manifest",
  "/chatbot",
  "/mis-datos",
];

/** One page as the sitemap lists it. */
export interface SitemapEntry {
  /** Its path in each language it is listed in (before the language's prefix: localizedPath). */
  paths: Partial<Record<Lang, string>>;
  /** ISO date-time, from the stored page's Updated. */
  lastmod?: string;
  /** An information page written in one language only: the name its pair in the other language links to. */
  pair?: string;
}

function lastmodOf(page: PageDoc): string | undefined {
  const t = typeof page.Updated === "string" ? Date.parse(page.Updated) : Number.NaN;
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/**
 * What the sitemap lists of a page, or undefined when it lists nothing: a page with no public address, or
 * one shown in no language. A page not translated into a language is left out in it (its address there
 * shows the other language's text), unless it stands for a fixed screen, which exists in both; a language
 * the editor hid from search engines (its search and sharing settings) is left out too.
 */
export function sitemapEntryOf(page: PageDoc): SitemapEntry | undefined {
  const lastmod = lastmodOf(page);
  const dated = lastmod === undefined ? {} : { lastmod };
  const single = ONE_LANGUAGE_PAGES.get(page.Page);
  if (single) {
    const path = publicPathOrNull(page, single.lang);
    return path ? { paths: { [single.lang]: path }, ...dated, pair: single.link } : undefined;
  }
  const es = publicPathOrNull(page, "es");
  const en = publicPathOrNull(page, "en");
  if (!es || !en) return undefined;
  const found = { es, en };
  const shown = (FIXED_SCREENS.includes(es) ? LANGS : pageLanguages(page)).filter(
    (l) => !seoOf(page, l).noindex,
  );
  if (shown.length === 0) return undefined;
  return { paths: Object.fromEntries(shown.map((l) => [l, found[l]])), ...dated };
}
