import { langOfPath, sitePathOf } from "./addresses.ts";
import { INFO_PAGES, PLATFORM_PAGES, holdsFile } from "./content-model.ts";
import { entriesOf, valueFile, valueHtml, valueUrl } from "./entries.ts";
import { fileHref } from "./links.ts";
import type { Lang, PageDoc } from "./page-model.ts";
import { escapeAttr } from "./responsive-images.ts";

/*
 * Which pages a page links to, by the linked page's identity (its `Page` name), not by its address: the
 * store keeps these links beside each published page (app/server/store/repositories/links.server.ts), the
 * site renders a link at its target's current address, and the editing area warns before a linked page is
 * deleted or unpublished and reports links that lead nowhere (docs/product.md "Link integrity").
 */

/** What an address of this site shows: a page by its name, a product by its name or title, or a stored file. */
export type LinkTarget =
  /**
   * A page by name. `lang`: the address is a screen's slug address (/article/{slug}, /en/article/{slug}):
   * `name` is then the slug in that language, or a page's name (addresses written before slugs), and the
   * store resolves it to the page when it writes the link.
   */
  | { kind: "page"; name: string; lang?: Lang }
  /** /product/{key}: the product page whose slug, name or product name is `key` (the store resolves it). */
  | { kind: "product"; key: string; lang: Lang }
  | { kind: "file"; name: string };

/** The screens that show one page by its name (the product screen answers to names and titles: below). */
const BY_NAME_SCREENS = ["/article/", "/document/", "/project/", "/bio/", "/chapter/"];

/** The fixed addresses that show the stored page of the same name (/harmonia, /faq, /privacidad…). */
const OWN_ADDRESS: ReadonlySet<string> = new Set<string>([...PLATFORM_PAGES, ...INFO_PAGES]);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The one path segment after `screen`, decoded, or undefined when the path has none or more. */
function segmentAfter(path: string, screen: string): string | undefined {
  if (!path.startsWith(screen)) return undefined;
  const rest = path.slice(screen.length);
  return rest && !rest.includes("/") ? decoded(rest) : undefined;
}

/**
 * What a link of a page leads to on this site, in either language (`/en/article/x` is the page x), or
 * undefined for other sites, the fixed screens and anything that names no page or file.
 */
export function linkTarget(href: string): LinkTarget | undefined {
  const raw = href.trim();
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return undefined;
  const path = raw.split(/[?#]/)[0] ?? "";
  const file = segmentAfter(path, "/content/");
  if (file !== undefined) return file ? { kind: "file", name: file } : undefined;
  const site = sitePathOf(path);
  for (const screen of BY_NAME_SCREENS) {
    const name = segmentAfter(site, screen);
    if (name !== undefined) return { kind: "page", name, lang: langOfPath(path) };
  }
  const product = segmentAfter(site, "/product/");
  if (product !== undefined) return { kind: "product", key: product, lang: langOfPath(path) };
  const own = site.replace(/^\/+|\/+$/g, "").toLowerCase();
  return OWN_ADDRESS.has(own) ? { kind: "page", name: own } : undefined;
}

/** A link found in a page: where it is, what it says and what it leads to. */
export interface PageLink {
  /** The language of the entry it is in; null for an entry every language shows. */
  lang: Lang | null;
  /** The entry's name. */
  field: string;
  /** The address as the page stores it. */
  href: string;
  /** The link's text (the file's name for a file field), at most LINK_TEXT_MAX characters. */
  text: string;
  target: LinkTarget;
}

export const LINK_TEXT_MAX = 200;

const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi;
const IMAGE = /<img\b([^>]*)>/gi;

/** An attribute's value in a tag's attribute text (quoted either way, or bare), entities decoded. */
export function attributeValue(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? "") : undefined;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The text a link shows: its markup dropped, spaces collapsed, cut to LINK_TEXT_MAX. */
function linkText(inner: string): string {
  const text = decodeEntities(inner.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  return [...text].slice(0, LINK_TEXT_MAX).join("");
}

/** Every link of the site a piece of stored HTML holds: its anchors, and its images of stored files. */
function htmlLinks(html: string): Array<{ href: string; text: string; target: LinkTarget }> {
  const out: Array<{ href: string; text: string; target: LinkTarget }> = [];
  if (!html.includes("<")) return out;
  for (const m of html.matchAll(ANCHOR)) {
    const href = attributeValue(m[1] ?? "", "href");
    const target = href === undefined ? undefined : linkTarget(href);
    if (href !== undefined && target) out.push({ href: href.trim(), text: linkText(m[2] ?? ""), target });
  }
  for (const m of html.matchAll(IMAGE)) {
    const src = attributeValue(m[1] ?? "", "src");
    const target = src === undefined ? undefined : linkTarget(src);
    if (src !== undefined && target?.kind === "file")
      out.push({ href: src.trim(), text: linkText(attributeValue(m[1] ?? "", "alt") ?? ""), target });
  }
  return out;
}

/**
 * Every link to this site that a page holds, entry by entry: anchors in its formatted texts, link values
 * (`{ url }`), and the stored files its file and image fields name.
 */
export function pageLinks(doc: PageDoc): PageLink[] {
  const out: PageLink[] = [];
  for (const entry of entriesOf(doc)) {
    const at = { lang: entry.lang ?? null, field: entry.name };
    for (const link of htmlLinks(valueHtml(entry.value))) out.push({ ...at, ...link });
    const url = valueUrl(entry.value);
    const target = url ? linkTarget(url) : undefined;
    if (target) {
      out.push({ ...at, href: url, text: "", target });
      continue;
    }
    const file = holdsFile(entry) ? valueFile(entry.value) : "";
    if (file) out.push({ ...at, href: fileHref(file), text: file, target: { kind: "file", name: file } });
  }
  return out;
}

/* ---------------------------------------------------------------- links at their current address */

/** Where each link of a screen goes now, by its address as the screen has it ("" or absent: unchanged). */
export type MovedLinks = ReadonlyMap<string, string>;

const RENDERED_ANCHOR = /<a\b[^>]*>/gi;

/** Sanitised HTML's anchors' addresses (app/server/html/sanitize.server.ts writes them double-quoted). */
function renderedHrefs(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(RENDERED_ANCHOR) ?? []) {
    const href = attributeValue(tag.slice(2), "href");
    if (href !== undefined) out.push(href);
  }
  return out;
}

/** View properties that hold sanitised HTML: `html` or `…Html` (app/content/views.ts). */
function isHtmlKey(key: string): boolean {
  return key === "html" || key.endsWith("Html");
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A link field's view (app/content/views.ts FieldView "link"). */
function isLinkField(value: Record<string, unknown>): value is { type: "link"; url: string } {
  return value.type === "link" && typeof value.url === "string";
}

/**
 * The addresses of pages and products a loader's data links to: the anchors of its formatted texts and
 * its link fields (the screens' own links are never stored, so never followed).
 */
export function pageHrefsOf(data: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (isHtmlKey(key) && value.includes("<a"))
        for (const href of renderedHrefs(value)) if (isPageTarget(href)) out.add(href);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
      return;
    }
    if (!isPlainObject(value)) return;
    if (isLinkField(value) && isPageTarget(value.url)) out.add(value.url);
    for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(data, "");
  return out;
}

function isPageTarget(href: string): boolean {
  const kind = linkTarget(href)?.kind;
  return kind === "page" || kind === "product";
}

/** The loader's data with each moved link at its new address; everything else is the same data. */
export function withMovedLinks<T>(data: T, moved: MovedLinks): T {
  if (moved.size === 0) return data;
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === "string")
      return isHtmlKey(key) && value.includes("<a") ? movedInHtml(value, moved) : value;
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, k);
    if (isLinkField(value)) out.url = moved.get(value.url) ?? value.url;
    return out;
  };
  return walk(data, "") as T;
}

function movedInHtml(html: string, moved: MovedLinks): string {
  return html.replace(RENDERED_ANCHOR, (tag) =>
    tag.replace(/(\shref=)"([^"]*)"/i, (whole, attr: string, value: string) => {
      const to = moved.get(attributeValue(` href="${value}"`, "href") ?? value);
      return to ? `${attr}"${escapeAttr(to)}"` : whole;
    }),
  );
}
