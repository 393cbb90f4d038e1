import type { Lang } from "./page-model.ts";

/*
 * The addresses of the sitemap and of each language's article feeds (docs/architecture.md "Sitemap and
 * feeds"): read by app/routes.ts, by their builders and by the articles screen's head, which links its
 * language's feeds.
 */

export type FeedFormat = "rss" | "atom";

export const FEED_ADDRESSES: Readonly<Record<Lang, Readonly<Record<FeedFormat, string>>>> = {
  es: { rss: "/feed.xml", atom: "/atom.xml" },
  en: { rss: "/en/feed.xml", atom: "/en/atom.xml" },
};

export const FEED_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
};

/*
 * React Router matches whole path segments only, so each file of a sitemap index is a route of its own:
 * SITEMAP_FILES of them, a million URLs at 50,000 a file.
 */
export const SITEMAP_PATH = "/sitemap.xml";
export const SITEMAP_FILES = 20;

/** /sitemap-{n}.xml, n from 1. */
export function sitemapFilePath(n: number): string {
  return `/sitemap-${n}.xml`;
}
