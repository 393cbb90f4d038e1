import { DEFAULT_LANG, type Lang } from "./page-model.ts";
import { otherLanguageName, routeName } from "./route-names.ts";

/*
 * How a language shows in an address: the one place that says it. Spanish (the default) has every
 * route of the site at its own path; English has the same screens under /en/, with the English names of
 * the fixed screens (`/en/`, `/en/articles`, `/en/manifesto` for `/manifiesto`: app/content/route-names.ts)
 * and each page's English slug (`/en/article/{slug}`: content-model.ts publicPath). Read by the server (the language of a request, the ?lang= redirects, the cache
 * key), by every link the site renders (app/components/site-link.tsx), by the head of every page
 * (canonical, hreflang), the sitemap and the feeds. docs/decisions/0007-language-addresses.md says why.
 */

export const EN_PREFIX = "/en";

/**
 * Addresses that are not a page of the site in one language: stored files, the API, the editing area,
 * the build's assets and the root files. Links to them are never given a language prefix.
 */
const SHARED_PATH =
  /^\/(?:content|api|admin|assets)(?:[/?#.]|$)|^\/[^/?#]+\.(?:svg|png|ico|txt|xml|webmanifest)(?:[?#]|$)/;

/** Whether an address leads outside the site's language-prefixed pages (or off the site). */
function isSharedOrExternal(href: string): boolean {
  return !href.startsWith("/") || href.startsWith("//") || SHARED_PATH.test(href);
}

/**
 * Whether a path is the editing area's: its language is the editor's choice (a cookie), not the address's.
 * `/admin.data` is the page list's data request (React Router's single fetch: a filter of the list reloads
 * the root's data through it), which must keep the editor's language too.
 */
export function isEditingAreaPath(pathname: string): boolean {
  return pathname === "/admin" || pathname === "/admin.data" || pathname.startsWith("/admin/");
}

/**
 * The language of a site path: English under /en/, Spanish everywhere else. `/en.data` is the
 * English home's data request (React Router's single fetch).
 */
export function langOfPath(pathname: string): Lang {
  return pathname === EN_PREFIX || pathname === `${EN_PREFIX}.data` || pathname.startsWith(`${EN_PREFIX}/`)
    ? "en"
    : DEFAULT_LANG;
}

/** A path with its first segment in `lang`'s name (route-names.ts): `/manifesto/x` in Spanish → `/manifiesto/x`. */
function withRouteName(path: string, lang: Lang): string {
  const end = path.indexOf("/", 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  const named = routeName(first, lang);
  return named === first ? path : `/${named}${end === -1 ? "" : path.slice(end)}`;
}

/**
 * The path without its language, in its Spanish form (the form links are written in):
 * `/en/articles` → `/articles`, `/en/manifesto` → `/manifiesto`, `/en/` → `/`, `/articles` → itself.
 */
export function sitePathOf(pathname: string): string {
  if (pathname.endsWith(".data")) return pathname;
  const path = langOfPath(pathname) === "en" ? pathname.slice(EN_PREFIX.length) || "/" : pathname;
  return withRouteName(path, DEFAULT_LANG);
}

/**
 * The address of a site path in a language, keeping its query and fragment: `/articles?tag=x` in
 * English → `/en/articles?tag=x`; `/en/articles` in Spanish → `/articles`; the fixed screens by their
 * name in that language (`/manifiesto` in English → `/en/manifesto`, `/en/contact` in Spanish →
 * `/contacto`). A page's slug is not translated here (this rule knows no page): its address in each
 * language is content-model.ts publicAddresses. Files, the API, the editing area and other sites are
 * left as they are, so any link may go through it.
 */
export function localizedPath(href: string, lang: Lang): string {
  if (isSharedOrExternal(href)) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  const path = withRouteName(sitePathOf(pathname), lang);
  if (lang === DEFAULT_LANG) return path + rest;
  return (path === "/" ? `${EN_PREFIX}/` : EN_PREFIX + path) + rest;
}

/** A path whose last segment is a page's slug, with that segment in `lang`'s slug (`slugs` unset: itself). */
export function withSlugIn(
  path: string,
  lang: Lang,
  slugs: Readonly<Record<Lang, string>> | undefined,
): string {
  const slug = slugs?.[lang];
  return slug === undefined ? path : path.replace(/[^/]*$/, slug);
}

/**
 * Where an old `?lang=es|en` address now lives (each language has its own path), or undefined when
 * the address carries no such choice. The rest of the query is kept.
 */
export function languageQueryRedirect(url: URL): string | undefined {
  const asked = url.searchParams.get("lang");
  if (asked !== "es" && asked !== "en") return undefined;
  if (isSharedOrExternal(url.pathname) || isEditingAreaPath(url.pathname)) return undefined;
  const params = new URLSearchParams(url.searchParams);
  params.delete("lang");
  const query = params.size > 0 ? `?${params}` : "";
  return localizedPath(url.pathname, asked) + query;
}

/**
 * Where an address that names a fixed screen in the other language now lives (`/en/manifiesto` →
 * `/en/manifesto`, `/manifesto` → `/manifiesto`, the rest of the path and the query kept), or undefined.
 * `raw` is a request's target as it came (path and query).
 */
export function routeNameRedirect(raw: string): string | undefined {
  const lang = langOfPath(raw);
  const start = lang === "en" ? EN_PREFIX.length + 1 : 1;
  let end = start;
  while (end < raw.length && raw[end] !== "/" && raw[end] !== "?" && raw[end] !== "#") end++;
  if (end === start || raw.startsWith(".data", end - 5)) return undefined;
  const own = otherLanguageName(raw.slice(start, end), lang);
  if (own === undefined) return undefined;
  return `${raw.slice(0, start)}${own}${raw.slice(end)}`;
}
