import sanitizeHtml from "sanitize-html";
import { localizedPath } from "../../content/addresses.ts";
import type { Lang } from "../../content/page-model.ts";
import type { SafeHtml } from "../../content/safe-html.ts";
import { SizedLru } from "../sized-lru.server.ts";

/**
 * The one HTML allowlist. Everything stored or shown as HTML goes through it: no scripts, no event
 * handlers, no javascript: or data: links; links and images keep working.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "blockquote",
    "q",
    "cite",
    "code",
    "pre",
    "kbd",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
    "section",
    "article",
    "abbr",
    "time",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel", "hreflang"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "type"],
    time: ["datetime"],
    abbr: ["title"],
    "*": ["lang", "dir", "id"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLink(attribs) }) },
};

/** A link that opens a new tab gives it no opener; with `lang`, a link to the site's own page goes to it in `lang`. */
function safeLink(attribs: sanitizeHtml.Attributes, lang?: Lang): sanitizeHtml.Attributes {
  const out = { ...attribs };
  if (out.target === "_blank") out.rel = "noopener noreferrer";
  if (lang && out.href !== undefined) out.href = localizedPath(out.href.trim(), lang);
  return out;
}

/**
 * The allowlist for a page in `lang`: the same, and links to the site's own pages lead to the page in
 * that language (an English page's `<a href="/codigo">` goes to `/en/conduct`, app/content/addresses.ts).
 */
const OPTIONS_IN: Record<Lang, sanitizeHtml.IOptions> = {
  es: withLinksIn("es"),
  en: withLinksIn("en"),
};

function withLinksIn(lang: Lang): sanitizeHtml.IOptions {
  return {
    ...OPTIONS,
    transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLink(attribs, lang) }) },
  };
}

/** Sanitised HTML to store or edit: links are kept as written. */
export function sanitize(html: string): SafeHtml {
  return sanitizeHtml(html, OPTIONS) as SafeHtml;
}

/** Plain text shown as HTML: escaped, paragraphs kept. */
export function textToSafeHtml(text: string): SafeHtml {
  const escaped = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
  return escaped
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("") as SafeHtml;
}

/**
 * HTML when it has both angle brackets (sanitised), else a plain paragraph
 * (docs/product.md "Rules for reading content").
 */
export function toSafeHtml(content: string, lang: Lang): SafeHtml {
  if (!looksLikeHtml(content)) return textToSafeHtml(content);
  const kept = sanitized.get(content);
  const known = kept?.[lang];
  if (known !== undefined) return known;
  const html = sanitizeHtml(content, OPTIONS_IN[lang]) as SafeHtml;
  if (content.length >= MEMO_FROM_CHARS && content.length <= MEMO_CHARS / 16) {
    const both = { ...kept, [lang]: html };
    sanitized.set(content, both, content.length + (both.es?.length ?? 0) + (both.en?.length ?? 0));
  }
  return html;
}

/*
 * Bodies are sanitised when rendered (whatever the store holds is untrusted), and a write re-renders
 * the pages around it whose bodies did not change: the result is kept by its source (per language: links
 * differ), least recently used dropped first, within a budget of characters. Short strings cost less to
 * sanitise than to keep.
 */
const MEMO_CHARS = 2_000_000;
const sanitized = new SizedLru<string, Partial<Record<Lang, SafeHtml>>>(MEMO_CHARS);
const MEMO_FROM_CHARS = 200;

/** A string is HTML when it has both angle brackets (docs/product.md "Rules for reading content"). */
export function looksLikeHtml(s: string): boolean {
  return s.includes("<") && s.includes(">");
}

/** A string kept as it is, or sanitised when it will be rendered as HTML. */
function cleanString(value: string, key: string | undefined): string {
  return key === "html" || looksLikeHtml(value) ? sanitize(value) : value;
}

type Container = unknown[] | Record<string, unknown>;

function isContainer(value: unknown): value is Container {
  return typeof value === "object" && value !== null;
}

/**
 * Sanitises, in a copy, every string of a value that will be rendered as HTML. A loop with its own
 * stack, not recursion: however deep a value is nested, this never overflows the call stack (the
 * API refuses deep bodies before they get here; this must not depend on it).
 */
export function sanitizeDeep<T>(value: T, key?: string): T {
  if (typeof value === "string") return cleanString(value, key) as T;
  if (!isContainer(value)) return value;
  const pending: (() => void)[] = [];
  // The copy of one item; a nested container is filled later, from `pending`.
  const copyOf = (v: unknown, itemKey: string | undefined): unknown => {
    if (typeof v === "string") return cleanString(v, itemKey);
    if (!isContainer(v)) return v;
    const copy: Container = Array.isArray(v) ? [] : {};
    pending.push(() => fill(v, copy));
    return copy;
  };
  const fill = (source: Container, copy: Container) => {
    if (Array.isArray(source) && Array.isArray(copy)) {
      // Items of an array have no key of their own: "html" names an object's field only.
      for (const item of source) copy.push(copyOf(item, undefined));
      return;
    }
    for (const [k, v] of Object.entries(source)) {
      // defineProperty, not assignment: a key named "__proto__" stays a plain field.
      Object.defineProperty(copy, k, {
        value: copyOf(v, k),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  };
  const root = copyOf(value, key);
  for (let next = pending.pop(); next; next = pending.pop()) next();
  return root as T;
}
