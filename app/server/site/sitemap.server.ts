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
 * response cache keeps the answer until a write changes a page (a file too large to keep is tagged by
 * the content version, so a crawler's copy can still be confirmed).
 */

/** How a sitemap is cut; tests make each small to see the cuts. */
export interface SitemapSizes {
  /** URLs per sitemap file (the sitemaps.org limit). Past it /sitemap.xml becomes an index. */
  limit: number;
  /** Entries asked for per call while walking the store. */
  batch: number;
  /** The text of `<url>`s is turned into bytes this many characters at a time while a file is sent. */
  piece: number;
}

const SIZES: SitemapSizes = { limit: 50_000, batch: 1000, piece: 64 * 1024 };
/** sitemaps.org: a URL must be shorter than 2,048 characters. */
const MAX_URL = 2047;

/** One thing the site shows: its path in each language it is shown in, and when it last changed. */
export type SitemapPage = Omit<SitemapEntry, "pair">;

function later(a: string | undefined, b: string | undefined): string | undefined {
  return a === undefined ? b : b === undefined || a >= b ? a : b;
}

const keyOf = (paths: SitemapPage["paths"]) => LANGS.map((l) => paths[l] ?? "").join("\u0000");

/** Every stored page's sitemap entry, in page-name order, `batch` at a time (at most `maxPages`). */
async function* storedEntries(
  store: ContentStore,
  maxPages: number,
  batch: number,
): AsyncGenerator<SitemapEntry> {
  let startKey: string | undefined;
  let seen = 0;
  do {
    const { items, lastKey } = await store.listSitemapEntries({ limit: batch, startKey });
    for (const { entry } of items) yield entry;
    seen += items.length;
    startKey = lastKey;
  } while (startKey !== undefined && seen < maxPages);
}

interface Specials {
  fixed: ReadonlyMap<string, SitemapPage>;
  first: readonly SitemapPage[];
  last: readonly SitemapPage[];
}

/**
 * What the sitemap lists besides stored pages' own entries, found in a first walk of the store: the fixed
 * screens, each with the latest change of the stored pages shown at its address (/manifest, /chatbot, a
 * platform), and the two one-language information pages of each pair, as one. A few dozen at most.
 */
async function specialsOf(store: ContentStore, maxPages: number, batch: number): Promise<Specials> {
  const fixed = new Map<string, SitemapPage>(
    FIXED_SCREENS.map((path) => [keyOf({ es: path, en: path }), { paths: { es: path, en: path } }]),
  );
  const pairs = new Map<string, SitemapPage>();
  for await (const entry of storedEntries(store, maxPages, batch)) {
    if (entry.pair !== undefined) {
      const pair = pairs.get(entry.pair) ?? { paths: {} };
      Object.assign(pair.paths, entry.paths);
      pair.lastmod = later(pair.lastmod, entry.lastmod);
      pairs.set(entry.pair, pair);
      continue;
    }
    const screen = fixed.get(keyOf(entry.paths));
    if (screen) screen.lastmod = later(screen.lastmod, entry.lastmod);
  }
  // A pair whose addresses are a fixed screen's adds its change to that screen.
  const after: SitemapPage[] = [];
  for (const pair of pairs.values()) {
    const screen = fixed.get(keyOf(pair.paths));
    if (screen) screen.lastmod = later(screen.lastmod, pair.lastmod);
    else if (!after.some((p) => keyOf(p.paths) === keyOf(pair.paths))) after.push(pair);
  }
  return { fixed, first: [...fixed.values()], last: after };
}

/**
 * Everything the sitemap lists, in order: the fixed screens, every other stored page's entry in page-name
 * order, then the pairs of information pages. Read from the store as it goes (after specialsOf's walk,
 * made once per request), so a site of any size costs the same memory.
 */
async function* sitemapPages(
  store: ContentStore,
  { fixed, first, last }: Specials,
  maxPages: number,
  batch: number,
): AsyncGenerator<SitemapPage> {
  yield* first;
  for await (const entry of storedEntries(store, maxPages, batch))
    if (entry.pair === undefined && !fixed.has(keyOf(entry.paths))) yield entry;
  yield* last;
}

/** One `<url>` of the sitemap: a page's address in one language, and the page's addresses in every language. */
interface Address {
  url: string;
  hrefs: ReadonlyArray<{ lang: string; url: string }>;
  lastmod?: string | undefined;
}

/**
 * Each language's address of every page, each once, in order. Only the file asked for writes its own as
 * XML (a site of 100,000 pages has 200,000 addresses). A stored page's addresses are its own (slugs are
 * unique in each language: settleSlugs), so only the addresses of the fixed screens and of the pairs, which
 * a page can share, are remembered to list each once.
 */
async function* addresses(pages: AsyncIterable<SitemapPage>, origin: string): AsyncGenerator<Address> {
  const special = new Set<string>();
  for (const path of FIXED_SCREENS)
    for (const lang of LANGS) special.add(`${origin}${localizedPath(path, lang)}`);
  const listed = new Set<string>();
  for await (const page of pages) {
    const hrefs: Array<{ lang: string; url: string }> = [];
    for (const lang of LANGS) {
      const path = page.paths[lang];
      if (path !== undefined) hrefs.push({ lang, url: `${origin}${localizedPath(path, lang)}` });
    }
    if (hrefs.some((h) => h.url.length > MAX_URL)) continue;
    for (const { url } of hrefs) {
      if (listed.has(url)) continue;
      if (special.has(url)) listed.add(url);
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

const XML_TYPE = "application/xml; charset=utf-8";

/**
 * When this server started: part of every sitemap's tag, so that new code answering the same content does
 * not confirm a copy an older one made.
 */
const STARTED = Date.now().toString(36);

/**
 * A sitemap's tag, from the content version read before its walks: any write gives the next version, so
 * equal tags mean the same content. A file too large to read whole is tagged this way, not by its bytes.
 */
function xmlHeaders(version: number): HeadersInit {
  return { "content-type": XML_TYPE, etag: `W/"sitemap-${version}-${STARTED}"` };
}

function notFoundAnswer(): Response {
  return Response.json({ message: "No such sitemap file.", code: "not_found" }, { status: 404 });
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/**
 * A URL set of at most `limit` addresses (`first`, then those taken from `walk`) written as the response
 * is read: a piece of text when the one before has been taken, so a file of any size holds one at a time.
 * The XML is written here, as the sitemaps.org schema and Google's hreflang extension describe it (the
 * tests check every file against both schemas): the `sitemap` package's streams took ~1.3 s and left
 * ~130 MB of small buffers for a file of 50,000 addresses (21 MB), every tag a Buffer of its own.
 */
function urlsetAnswer(
  walk: AsyncIterator<Address>,
  { limit, piece }: SitemapSizes,
  headers: HeadersInit,
  first?: Address,
): Response {
  let text = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;
  let written = 0;
  if (first) {
    text += urlXml(first);
    written++;
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let ended = false;
      while (!ended && text.length < piece) {
        const next = written < limit ? await walk.next() : undefined;
        if (!next || next.done) ended = true;
        else {
          text += urlXml(next.value);
          written++;
        }
      }
      if (ended) text += "</urlset>";
      controller.enqueue(Buffer.from(text, "utf8"));
      text = "";
      if (ended) {
        controller.close();
        await walk.return?.();
      }
    },
    async cancel() {
      await walk.return?.();
    },
  });
  return new Response(body, { headers });
}

function sitemapIndex(
  files: ReadonlyArray<{ url: string; lastmod: string | undefined }>,
  headers: HeadersInit,
): Response {
  const entries = files.map(
    (f) =>
      `<sitemap><loc>${escapeXml(f.url)}</loc>${f.lastmod ? `<lastmod>${escapeXml(f.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return new Response(
    `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">${entries.join("")}</sitemapindex>`,
    { headers },
  );
}

/**
 * The answer for /sitemap.xml (`file` undefined) or /sitemap-{file}.xml: the URL set when the site fits
 * in one file, else the index of the files and each file; 404 for a file the index does not name. After
 * specialsOf's walk, the addresses are counted in one walk of the store and sent in another (only what
 * tells whether the answer exists is read before it starts), so a request holds one piece of a file
 * whatever the site's size.
 */
export async function sitemapAnswer(
  store: ContentStore,
  origin: string,
  file?: number,
  cuts: Partial<SitemapSizes> = {},
): Promise<Response> {
  if (file !== undefined && (!Number.isInteger(file) || file < 1 || file > SITEMAP_FILES))
    return notFoundAnswer();
  const headers = xmlHeaders(await store.contentVersion());
  const sizes = { ...SIZES, ...cuts };
  const { limit } = sizes;
  const maxPages = SITEMAP_FILES * SIZES.limit;
  const specials = await specialsOf(store, maxPages, sizes.batch);
  const walk = () => addresses(sitemapPages(store, specials, maxPages, sizes.batch), origin);
  if (file === undefined) {
    const lastmods: Array<string | undefined> = [];
    let count = 0;
    for await (const address of walk()) {
      const f = Math.floor(count++ / limit);
      lastmods[f] = later(lastmods[f], address.lastmod);
    }
    if (count <= limit) return urlsetAnswer(walk(), sizes, headers);
    const files = Math.min(SITEMAP_FILES, Math.ceil(count / limit));
    return sitemapIndex(
      Array.from({ length: files }, (_, i) => ({
        url: `${origin}${sitemapFilePath(i + 1)}`,
        lastmod: lastmods[i],
      })),
      headers,
    );
  }
  const addressesOf = walk();
  if (file === 1) {
    // The first file exists only when the site does not fit in it: count past it, then walk again.
    let count = 0;
    while (count <= limit && !(await addressesOf.next()).done) count++;
    await addressesOf.return(undefined);
    return count > limit ? urlsetAnswer(walk(), sizes, headers) : notFoundAnswer();
  }
  // A later file starts past the first: the walk goes on from its first address.
  for (let n = (file - 1) * limit; n > 0; n--) if ((await addressesOf.next()).done) return notFoundAnswer();
  const first = await addressesOf.next();
  return first.done ? notFoundAnswer() : urlsetAnswer(addressesOf, sizes, headers, first.value);
}
