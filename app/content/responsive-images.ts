import { fileHref } from "./links.ts";
import type { MediaVariant } from "./media.ts";
import type { SafeHtml } from "./safe-html.ts";

/*
 * Library images served responsively on the public site (issue 15, item 5): the copies made at upload
 * (app/server/files/variants.server.ts) offered as `srcset` per format, the original's pixel size as
 * width and height (no layout shift), and lazy loading for images below the first one. Pure: the
 * server looks the sizes up and passes them in.
 */

/** One format's copies, best format first: `<source type srcset>`. */
export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcset: string;
}

/** What the site knows of a library image: its pixel size and its copies. */
export interface ResponsiveImage {
  width: number;
  height: number;
  sources: ImageSource[];
}

/** A library row as the lookup answers it (app/server/store: MediaSize). */
export interface StoredImageSize {
  width: number | null;
  height: number | null;
  variants: readonly MediaVariant[];
}

export type ImageLookup = (name: string) => ResponsiveImage | undefined;

/**
 * A library image's texts in the language of the page being shown (issue 41, item 3): one image serves
 * every language, its alt text and caption are the library's for that language. Empty: none written.
 */
export interface ImageTexts {
  alt: string;
  caption: string;
}

export type TextLookup = (name: string) => ImageTexts | undefined;

const noTexts: TextLookup = () => undefined;

/**
 * Formatted text fills the reading column (--container-narrow, 46rem) or the screen on a phone.
 * Logos and photos have their own fixed boxes (their components say so).
 */
export const READING_SIZES = "(min-width: 48rem) 46rem, 100vw";

const FORMATS: ReadonlyArray<[MediaVariant["format"], ImageSource["type"]]> = [
  ["avif", "image/avif"],
  ["webp", "image/webp"],
];

/** The responsive form of a stored image, or undefined when it has no known size or no copies. */
export function responsiveImage(size: StoredImageSize): ResponsiveImage | undefined {
  const { width, height } = size;
  if (!width || !height || width < 1 || height < 1) return undefined;
  const sources: ImageSource[] = [];
  for (const [format, type] of FORMATS) {
    const copies = size.variants
      .filter((v) => v.format === format && v.width > 0)
      .sort((a, b) => a.width - b.width);
    if (copies.length)
      sources.push({ type, srcset: copies.map((v) => `${fileHref(v.name)} ${v.width}w`).join(", ") });
  }
  return { width, height, sources };
}

/** The stored file a site address names (`/content/{name}`), or undefined for anything else. */
export function libraryFileOf(src: string): string | undefined {
  if (!src.startsWith("/content/")) return undefined;
  const encoded = src.slice("/content/".length);
  if (!encoded || encoded.includes("/") || encoded.includes("?") || encoded.includes("#")) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

const IMG = /<img\b[^>]*>/gi;
const ATTR = /([a-zA-Z][a-zA-Z0-9-]*)(?:="([^"]*)")?/g;

/**
 * The attributes of a sanitised `<img>` tag. The sanitiser writes every value in double quotes with
 * `"`, `<` and `>` escaped, so a value never holds a quote or a `>`.
 */
function attributesOf(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  const inner = tag.replace(/^<img\b/i, "").replace(/\/?>$/, "");
  for (const m of inner.matchAll(ATTR)) out.set((m[1] ?? "").toLowerCase(), m[2] ?? "");
  return out;
}

/** An attribute value as the sanitiser escaped it, unescaped. */
export function unescapeAttr(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");
}

/** A value escaped for a double-quoted attribute. */
export function escapeAttr(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/** The library files that the images of a sanitised HTML show. */
export function imageFilesIn(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(IMG) ?? []) {
    const name = libraryFileOf(unescapeAttr(attributesOf(tag).get("src") ?? ""));
    if (name) out.push(name);
  }
  return out;
}

/** Elements an image may sit in but a `<figure>` may not (phrasing content), or that already frame it. */
const PHRASING =
  /<(\/?)(p|h[1-6]|a|span|em|strong|b|i|u|s|code|pre|sub|sup|small|mark|figure|figcaption|li|td|th|dt|dd)\b[^>]*>/gi;

/**
 * Whether each image, asked in the order of the text, can be framed by a `<figure>` with its caption: it is
 * not inside text (a paragraph, a heading, a link) nor already in a figure. Lists and tables count as framed
 * too: their captions stay the page's own. Each part of the text is read once, however many images.
 */
function framingOf(html: string): (at: number) => boolean {
  let open = 0;
  let read = 0;
  return (at) => {
    for (const m of html.slice(read, at).matchAll(PHRASING)) open = Math.max(0, open + (m[1] ? -1 : 1));
    read = at;
    return open === 0;
  };
}

/** A whole number of pixels from an attribute, or undefined. */
function pixels(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/**
 * Sanitised HTML with its images made responsive: a library image becomes a `<picture>` with a source per
 * format and its width and height (an editor's own width keeps its proportion); every image after the
 * first loads lazily and decodes off the main thread.
 */
export function responsiveHtml(
  html: SafeHtml,
  lookup: ImageLookup,
  texts: TextLookup = noTexts,
  sizes = READING_SIZES,
): SafeHtml {
  let index = 0;
  const standsAlone = framingOf(html);
  return html.replace(IMG, (tag, at: number) => {
    const attrs = attributesOf(tag);
    const first = index++ === 0;
    const name = libraryFileOf(unescapeAttr(attrs.get("src") ?? ""));
    const own = name === undefined ? undefined : texts(name);
    // The library's text in the page's language wins; what the text's HTML says is the fallback.
    if (own?.alt.trim()) attrs.set("alt", escapeAttr(own.alt.trim()));
    const caption = own?.caption.trim();
    const alone = standsAlone(at);
    const framed = (inner: string) =>
      caption && alone
        ? `<figure class="rich-figure">${inner}<figcaption>${escapeAttr(caption)}</figcaption></figure>`
        : inner;
    return framed(pictureOf(attrs, first, name === undefined ? undefined : lookup(name), sizes));
  }) as SafeHtml;
}

/** One image of a formatted text, responsive when the library knows its size and copies. */
function pictureOf(
  attrs: Map<string, string>,
  first: boolean,
  image: ResponsiveImage | undefined,
  sizes: string,
): string {
  if (first) attrs.delete("loading");
  else attrs.set("loading", "lazy");
  attrs.set("decoding", "async");
  if (!image) return imgTag(attrs);
  const own = pixels(attrs.get("width"));
  const width = own ?? image.width;
  const height =
    own && !pixels(attrs.get("height")) ? Math.round((own * image.height) / image.width) : undefined;
  attrs.set("width", String(width));
  attrs.set("height", String(height ?? pixels(attrs.get("height")) ?? image.height));
  if (!image.sources.length) return imgTag(attrs);
  const sources = image.sources
    .map((s) => `<source type="${s.type}" srcset="${escapeAttr(s.srcset)}" sizes="${escapeAttr(sizes)}">`)
    .join("");
  return `<picture>${sources}${imgTag(attrs)}</picture>`;
}

function imgTag(attrs: Map<string, string>): string {
  let out = "<img";
  for (const [k, v] of attrs) out += ` ${k}="${v}"`;
  return `${out} />`;
}

/* ---------------------------------------------------------------- loader data */

/** A view's image (app/content/views.ts ImageView) as the walk recognises it. */
interface ImageLike {
  src: string;
  alt: string;
}

/** Data a loader builds itself; anything else (a promise streamed later, a date) is left as it is. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isImageLike(value: object): value is ImageLike {
  const v = value as Partial<ImageLike>;
  return typeof v.src === "string" && typeof v.alt === "string";
}

/** View properties that hold sanitised HTML: `html` or `…Html` (app/content/views.ts). */
function isHtmlKey(key: string): boolean {
  return key === "html" || key.endsWith("Html");
}

/** Every library file a loader's data shows: its images and the images inside its formatted texts. */
export function imageFilesOf(data: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (isHtmlKey(key) && value.includes("<img")) for (const n of imageFilesIn(value)) names.add(n);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
      return;
    }
    if (!isPlainObject(value)) return;
    if (isImageLike(value)) {
      const name = libraryFileOf(value.src);
      if (name) names.add(name);
    }
    for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(data, "");
  return names;
}

/**
 * The loader's data with its library images made responsive: each image view gets width, height and
 * sources; each formatted text its `<picture>`s. Everything else is the same data.
 */
export function withImageSizes<T>(data: T, lookup: ImageLookup, texts: TextLookup = noTexts): T {
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === "string")
      return isHtmlKey(key) && value.includes("<img")
        ? responsiveHtml(value as SafeHtml, lookup, texts)
        : value;
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, k);
    if (isImageLike(value)) {
      const name = libraryFileOf(value.src);
      const image = name === undefined ? undefined : lookup(name);
      if (image) Object.assign(out, image);
      const alt = name === undefined ? undefined : texts(name)?.alt.trim();
      if (alt) out.alt = alt;
    }
    return out;
  };
  return walk(data, "") as T;
}
