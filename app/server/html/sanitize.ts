import sanitizeHtml from "sanitize-html";
import type { SafeHtml } from "../../content/safe-html.ts";

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
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      return { tagName, attribs: out };
    },
  },
};

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

/** SPEC.md section 5: HTML when it has both angle brackets (sanitised), else a plain paragraph. */
export function toSafeHtml(content: string): SafeHtml {
  return looksLikeHtml(content) ? sanitize(content) : textToSafeHtml(content);
}

/** SPEC.md section 5: a string is shown as HTML when it has both angle brackets. */
export function looksLikeHtml(s: string): boolean {
  return s.includes("<") && s.includes(">");
}

/** Sanitises, in a copy, every string of a value that will be rendered as HTML. */
export function sanitizeDeep<T>(value: T, key?: string): T {
  if (typeof value === "string") {
    return (key === "html" || looksLikeHtml(value) ? sanitize(value) : value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => sanitizeDeep(v)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = sanitizeDeep(v, k);
    return out as T;
  }
  return value;
}
