import { localizedPath } from "../../content/addresses.ts";
// Escaping for a double-quoted attribute is what XML text needs too (&, <, >, ").
import { escapeAttr as escapeXml } from "../../content/responsive-images.ts";
import { DEFAULT_LANG, LANGS } from "../../content/page-model.ts";
import { FIXED_SCREENS, type SitemapEntry } from "../../content/sitemap-entries.ts";
import { SITEMAP_FILES, sitemapFilePath } from "../../content/sitemap-feeds.ts";
import type { ContentStore } from "./pages.server.ts";

/*
 * /sitemap.xml (docs/architecture.md "Sitemap and feeds"): every public address of the site in both
 * languages, each with its alternates, from the entries the store keeps beside each page
 * (app/content/sitemap-entries.ts). The loader reads the store through the recording store, so the
 * response cache keeps the answer until a write changes a page.
 */

/** URLs per sitemap file: the sitemaps.org limit. Past it /sitemap.xml becomes an index. */
export const SITEMAP_LIMIT = 50_000;
/** Entries asked for per call while walking the store. */
const BATCH = 1000;
/** sitemaps.org: a URL must be shorter than 2,048 characters. */
const MAX_URL = 2047;

/** One thing the site shows: its path in each language it is shown in, and when it last changed. */
export type SitemapPage = Omit<SitemapEntry, "pair">;

function later(a: string | undefined, b: string | undefined): string | undefined {
  return a === undefined ? b : b === undefined || a >= b ? a : b;
}

/**
 * Everything the sitemap lists: the fixed screens, then every stored page's entry, in page-name order.
 * A stored page shown at a fixed screen's address (/manifest, /chatbot, a platform) adds its update time
 * to that screen instead of a second entry; the two one-language information pages of a pair are one.
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

  const pairs = new Map<string, SitemapPage>();
  let startKey: string | undefined;
  let seen = 0;
  do {
    const { items, lastKey } = await store.listSitemapEntries({ limit: BATCH, startKey });
    for (const { entry } of items) {
      if (entry.pair === undefined) {
        add(entry.paths, entry.lastmod);
        continue;
      }
      const pair = pairs.get(entry.pair) ?? { paths: {} };
      Object.assign(pair.paths, entry.paths);
      pair.lastmod = later(pair.lastmod, entry.lastmod);
      pairs.set(entry.pair, pair);
    }
    seen += items.length;
    startKey = lastKey;
  } while (startKey !== undefined && seen < maxPages);
  for (const pair of pairs.values()) add(pair.paths, pair.lastmod);
  return [...byKey.values()];
}

/** One `<url>` of the sitemap: a page's address in one language, and the page's addresses in every language. */
interface Address {
  url: string;
  hrefs: ReadonlyArray<{ lang: string; url: string }>;
  lastmod?: string | undefined;
}

/**
 * Each language's address of every page, each once, in order. Only the file asked for writes its own as
 * XML (a site of 100,000 pages has 200,000 addresses).
 */
function* addresses(pages: readonly SitemapPage[], origin: string): Generator<Address> {
  const seen = new Set<string>();
  for (const page of pages) {
    const hrefs: Array<{ lang: string; url: string }> = [];
    for (const lang of LANGS) {
      const path = page.paths[lang];
      if (path !== undefined) hrefs.push({ lang, url: `${origin}${localizedPath(path, lang)}` });
    }
    if (hrefs.some((h) => h.url.length > MAX_URL)) continue;
    for (const { url } of hrefs) {
      if (seen.has(url)) continue;
      seen.add(url);
      yield { url, hrefs, lastmod: page.lastmod };
    }
  }
}

/**
 * An address's `<url>` with its alternates; x-default is the Spanish address, or the one language's, as
 * each page's head names it (app/components/meta.ts).
 */
function urlXml({ url, hrefs, lastmod }: Address): string {
  const fallback = hrefs.find((h) => h.lang === DEFAULT_LANG) ?? hrefs[0];
  const links = [...hrefs, ...(fallback ? [{ lang: "x-default", url: fallback.url }] : [])];
  return (
    `<url><loc>${escapeXml(url)}</loc>` +
    (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "") +
    links
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l.lang}" href="${escapeXml(l.url)}"/>`)
      .join("") +
    "</url>"
  );
}

/** How many URLs the sitemap lists in all, and the latest change among those of each file. */
function fileSummaries(pages: readonly SitemapPage[], origin: string, limit: number) {
  const lastmods: Array<string | undefined> = [];
  let n = 0;
  for (const address of addresses(pages, origin)) {
    const file = Math.floor(n++ / limit);
    lastmods[file] = later(lastmods[file], address.lastmod);
  }
  return { count: n, lastmods };
}

/** The sitemap's `<url>`s from the `from`-th address (0-based) up to `to`, not included. */
function* urlsXml(pages: readonly SitemapPage[], origin: string, from = 0, to = Infinity) {
  let i = 0;
  for (const address of addresses(pages, origin)) {
    if (i >= to) return;
    if (i++ >= from) yield urlXml(address);
  }
}

const XML_TYPE = "application/xml; charset=utf-8";

function xml(body: Buffer): Response {
  // A view of the same bytes (a file of 50,000 addresses is ~21 MB); Node's Buffers are over an
  // ArrayBuffer (never a shared one), which BodyInit's type asks for.
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    headers: { "content-type": XML_TYPE },
  });
}

function notFoundAnswer(): Response {
  return Response.json({ message: "No such sitemap file.", code: "not_found" }, { status: 404 });
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/*
 * The XML is written here, as the sitemaps.org schema and Google's hreflang extension describe it (the
 * tests check every file against both schemas): the `sitemap` package's streams took ~1.3 s and left
 * ~130 MB of small buffers for a file of 50,000 addresses (21 MB), every tag a Buffer of its own.
 */
function urlset(urls: Iterable<string>): Buffer {
  const parts = [
    `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
  ];
  for (const url of urls) parts.push(url);
  parts.push("</urlset>");
  return Buffer.from(parts.join(""), "utf8");
}

function sitemapIndex(files: ReadonlyArray<{ url: string; lastmod: string | undefined }>): Buffer {
  const entries = files.map(
    (f) =>
      `<sitemap><loc>${escapeXml(f.url)}</loc>${f.lastmod ? `<lastmod>${escapeXml(f.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return Buffer.from(
    `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">${entries.join("")}</sitemapindex>`,
    "utf8",
  );
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
    if (count <= limit) return xml(urlset(urlsXml(pages, origin)));
    return xml(
      sitemapIndex(
        Array.from({ length: files }, (_, i) => ({
          url: `${origin}${sitemapFilePath(i + 1)}`,
          lastmod: lastmods[i],
        })),
      ),
    );
  }
  if (count <= limit || !Number.isInteger(file) || file < 1 || file > files) return notFoundAnswer();
  return xml(urlset(urlsXml(pages, origin, (file - 1) * limit, file * limit)));
}
