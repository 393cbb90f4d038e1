import { localizedPath } from "./addresses.ts";
import type { Lang } from "./page-model.ts";

/*
 * The site search as the public screens see it (docs/product.md "Site search"): which kinds of page it
 * finds, its addresses and the shape of its results. The index and the stemming live on the server
 * (app/server/search/).
 */

/** The kinds of page the search finds (content-model.ts families with a public screen), in filter order. */
export const SEARCH_KINDS = [
  "article",
  "doc",
  "project",
  "product",
  "bio",
  "chapter",
  "manifest",
  "static",
  "bot",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: string): value is SearchKind {
  return SEARCH_KINDS.some((k) => k === value);
}

/** The results page in each language: /buscar in Spanish, /en/search in English (route-names.ts). */
export const SEARCH_PATHS: Record<Lang, string> = {
  es: localizedPath("/buscar", "es"),
  en: localizedPath("/buscar", "en"),
};

/** Results per page of the results page; matches of the other language shown below them. */
export const RESULTS_PER_PAGE = 10;
/**
 * A search counts the pages it matches up to this many; past it the page says "more than" this, and
 * only the best candidates are ranked (a word on every page must not rank every page).
 */
export const SEARCH_COUNT_LIMIT = 1000;

/**
 * A count as the results page's tabs show it: past the limit the store counted only the first pages
 * matched (SEARCH_COUNT_LIMIT + 1), so "1000+", as the page's "more than 1000" says.
 */
export function shownCount(n: number, more: boolean): string {
  return more ? `${Math.min(n, SEARCH_COUNT_LIMIT)}+` : String(n);
}
export const OTHER_LANGUAGE_RESULTS = 3;

/** A passage of text with the words that answer the query marked: text only, never markup. */
export type Snippet = Array<{ text: string; mark?: true }>;

/** One result as the results page shows it. */
export interface SearchHitView {
  name: string;
  kind: SearchKind;
  /** The page's address in the results' language. */
  href: string;
  title: Snippet;
  snippet: Snippet;
}
