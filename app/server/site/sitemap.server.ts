import {
  ErrorLevel,
  SitemapIndexStream,
  SitemapStream,
  streamToPromise,
  type SitemapItemLoose,
} from "sitemap";
import { localizedPath } from "../../content/addresses.ts";
import { pageLanguages, publicPath } from "../../content/content-model.ts";
import { seoOf } from "../../content/seo.ts";
import { DEFAULT_LANG, LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { PLATFORMS, STATIC_PAGES } from "../../content/site-pages.ts";
import { SITEMAP_FILES, sitemapFilePath } from "../../content/sitemap-feeds.ts";
import type { ContentStore } from "./pages.server.ts";

/*
 * /sitemap.xml (docs/architecture.md "Sitemap and feeds"): every public address of the site in both
 * languages, each with its alternates, built by the `sitemap` package from what the store holds now.
 * The loader reads the store through the recording store, so the response cache keeps the answer until
 * a write changes a page it listed (or adds one between them).
 */

/** URLs per sitemap file: the sitemaps.org limit. Past it /sitemap.xml becomes an index. */
export const SITEMAP_LIMIT = 50_000;
/** Pages asked for per call while walking the store. */
const BATCH = 500;
/** sitemaps.org: a URL must be shorter than 2,048 characters. */
const MAX_URL = 2047;

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

/** One thing the site shows: its path in each language it is shown in, and when it last changed. */
export interface SitemapPage {
  paths: Partial<Record<Lang, string>>;
  /** ISO date-time, from the stored page's Updated. */
  lastmod?: string;
}

/** Information pages that exist in one language only, paired with the other language's page by `link`. */
const ONE_LANGUAGE = new Map<string, { lang: Lang; link: string }>(
  STATIC_PAGES.flatMap((p) => ("lang" in p ? [[p.name, { lang: p.lang, link: p.link }] as const] : [])),
);

function lastmodOf(page: PageDoc): string | undefined {
  const t = typeof page.Updated === "string" ? Date.parse(page.Updated) : Number.NaN;
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

function later(a: string | undefined, b: string | undefined): string | undefined {
  return a === undefined ? b : b === undefined || a >= b ? a : b;
}

/** The page's public path in a language, or null; a name that cannot be encoded (a lone surrogate) has none. */
function pathOf(page: PageDoc, lang: Lang): string | null {
  try {
    return publicPath(page, lang);
  } catch {
    return null;
  }
}

/**
 * Everything the sitemap lists: the fixed screens, then every stored page with a public address, in
 * page-name order. A stored page shown at a fixed screen's address (/manifest, /chatbot, a platform)
 * adds its update time to that screen instead of a second entry.
 */
export async function sitemapPages(store: ContentStore, maxPages = SITEMAP_FILES * SITEMAP_LIMIT) {
  const byKey = new Map<string, SitemapPage>();
  const keyOf = (paths: SitemapPage["paths"]) => LANGS.map((l) => paths[l] ?? "").join("\u0000");
  const add = (paths: SitemapPage["paths"], lastmod?: string) => {
    const key = keyOf(paths);
    const known = byKey.get(key);
    if (known) known.lastmod = later(known.lastmod, lastmod);
    else byKey.set(key, { paths, lastmod });
  };
  for (const path of FIXED_SCREENS) add({ es: path, en: path });

  const oneLanguage = new Map<string, SitemapPage>();
  let startKey: string | undefined;
  let seen = 0;
  do {
    const { items, lastKey } = await store.listPages({ limit: BATCH, startKey });
    for (const page of items) {
      const single = ONE_LANGUAGE.get(page.Page);
      const es = pathOf(page, "es");
      const en = pathOf(page, "en");
      if (single) {
        const path = single.lang === "es" ? es : en;
        if (!path) continue;
        const pair = oneLanguage.get(single.link) ?? { paths: {} };
        pair.paths[single.lang] = path;
        pair.lastmod = later(pair.lastmod, lastmodOf(page));
        oneLanguage.set(single.link, pair);
      } else if (es && en) {
        // A page not translated into a language is left out in it (its address there shows the other
        // language's text), unless it stands for a fixed screen, which exists in both.
        // A language the editor hid from search engines (its search and sharing settings) is left out too.
        const shown = (FIXED_SCREENS.includes(es) ? LANGS : pageLanguages(page)).filter(
          (l) => !seoOf(page, l).noindex,
        );
        add(
          { ...(shown.includes("es") ? { es } : {}), ...(shown.includes("en") ? { en } : {}) },
          lastmodOf(page),
        );
      }
    }
    seen += items.length;
    startKey = lastKey;
  } while (startKey !== undefined && seen < maxPages);
  for (const pair of oneLanguage.values()) add(pair.paths, pair.lastmod);
  return [...byKey.values()];
}

/**
 * Each language's address of every page, with its alternates: one `<url>` per address, each once, made
 * one at a time (a site of 100,000 pages has 200,000 of them: only the file asked for keeps its own).
 */
export function* sitemapUrls(pages: readonly SitemapPage[], origin: string): Generator<SitemapItemLoose> {
  const seen = new Set<string>();
  for (const page of pages) {
    const langs = LANGS.filter((l) => page.paths[l] !== undefined);
    const hrefs = langs.map((l) => ({ lang: l, url: `${origin}${localizedPath(page.paths[l] ?? "", l)}` }));
    // x-default is the Spanish address, or the one language's, as each page's head names it (app/components/meta.ts).
    const fallback = hrefs.find((h) => h.lang === DEFAULT_LANG) ?? hrefs[0];
    const links = [...hrefs, ...(fallback ? [{ lang: "x-default", url: fallback.url }] : [])];
    if (links.some((l) => l.url.length > MAX_URL)) continue;
    for (const { url } of hrefs) {
      if (seen.has(url)) continue;
      seen.add(url);
      yield { url, links, ...(page.lastmod ? { lastmod: page.lastmod } : {}) };
    }
  }
}

/** How many URLs the sitemap lists in all, and the latest change among those of each file. */
function fileSummaries(pages: readonly SitemapPage[], origin: string, limit: number) {
  const lastmods: Array<string | undefined> = [];
  let n = 0;
  for (const url of sitemapUrls(pages, origin)) {
    const file = Math.floor(n++ / limit);
    lastmods[file] = later(lastmods[file], url.lastmod);
  }
  return { count: n, lastmods };
}

/** The URLs from the `from`-th (0-based) up to `to`, not included. */
function* slice(urls: Iterable<SitemapItemLoose>, from: number, to: number): Generator<SitemapItemLoose> {
  let i = 0;
  for (const url of urls) {
    if (i >= to) return;
    if (i++ >= from) yield url;
  }
}

const XML_TYPE = "application/xml; charset=utf-8";

function xml(body: Buffer): Response {
  return new Response(new Uint8Array(body), { headers: { "content-type": XML_TYPE } });
}

function notFoundAnswer(): Response {
  return Response.json({ message: "No such sitemap file.", code: "not_found" }, { status: 404 });
}

async function urlset(urls: Iterable<SitemapItemLoose>): Promise<Buffer> {
  const stream = new SitemapStream({
    level: ErrorLevel.THROW,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  const done = streamToPromise(stream);
  for (const url of urls) stream.write(url);
  stream.end();
  return done;
}

/**
 * The answer for /sitemap.xml (`file` undefined) or /sitemap-{file}.xml: the URL set when the site fits
 * in one file, else the index of the files and each file; 404 for a file the index does not name.
 */
export async function sitemapAnswer(
  store: ContentStore,
  origin: string,
  file?: number,
  limit = SITEMAP_LIMIT,
): Promise<Response> {
  const pages = await sitemapPages(store);
  const { count, lastmods } = fileSummaries(pages, origin, limit);
  const files = Math.min(SITEMAP_FILES, Math.ceil(count / limit));
  if (file === undefined) {
    if (count <= limit) return xml(await urlset(sitemapUrls(pages, origin)));
    const index = new SitemapIndexStream({ level: ErrorLevel.THROW });
    const done = streamToPromise(index);
    for (let n = 1; n <= files; n++) {
      const lastmod = lastmods[n - 1];
      index.write({ url: `${origin}${sitemapFilePath(n)}`, ...(lastmod ? { lastmod } : {}) });
    }
    index.end();
    return xml(await done);
  }
  if (count <= limit || !Number.isInteger(file) || file < 1 || file > files) return notFoundAnswer();
  return xml(await urlset(slice(sitemapUrls(pages, origin), (file - 1) * limit, file * limit)));
}
