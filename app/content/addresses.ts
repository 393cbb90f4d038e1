import type { Lang } from "./page-model.ts";

/*
 * The public address of a site path in a language: the one place that says how a language shows in a URL,
 * read by the head of every page (canonical, hreflang), the sitemap and the feeds. Today a language is
 * chosen by ?lang= (the lang cookie only sets the default, so both languages carry it).
 */

/** `/articles` in English → `/articles?lang=en`; a query the path already has is kept. */
export function localizedPath(path: string, lang: Lang): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}
