import { isHtml } from "./entries.ts";

/*
 * Text measures of a page (docs/product.md "Rules for reading content"): plain text out of markup,
 * word count, reading time and excerpt.
 */

/** Reading speed (docs/product.md "Business constants"). */
export const WORDS_PER_MINUTE = 200;
/** Excerpt length, in characters, before the ellipsis (docs/product.md "Business constants"). */
export const EXCERPT_LENGTH = 150;
export const ELLIPSIS = "…";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? m;
  });
}

/**
 * The readable text of a string that may hold markup: tags (and whatever scripts or styles hold)
 * removed, entities decoded, whitespace collapsed. The result is text for React to escape, never HTML.
 */
export function plainText(s: string): string {
  return decodeEntities(
    s
      .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
      .replace(/<!--[\s\S]*?(-->|$)/g, " ")
      // Block-level ends separate words ("<p>a</p><p>b</p>" is two words, not "ab").
      .replace(/<\/?(p|div|br|li|h[1-6]|tr|td|th|blockquote|section|article|ul|ol)\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Text shown as text: markup (if any) removed, so a title can never be HTML. */
export function displayText(s: string): string {
  return isHtml(s) ? plainText(s) : s.replace(/\s+/g, " ").trim();
}

/** Words in a text (markup ignored). */
export function countWords(s: string): number {
  const text = plainText(s);
  return text ? text.split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

/** Words / 200, rounded up, at least 1 minute (docs/product.md "Rules for reading content"). */
export function readingMinutes(s: string): number {
  return Math.max(1, Math.ceil(countWords(s) / WORDS_PER_MINUTE));
}

/**
 * The first 150 characters of the text, then an ellipsis when it was longer
 * (docs/product.md "Rules for reading content").
 */
export function excerpt(s: string, length: number = EXCERPT_LENGTH): string {
  // Counted in code points, so an emoji is never split in half.
  const chars = Array.from(plainText(s));
  if (chars.length <= length) return chars.join("");
  return chars.slice(0, length).join("").trimEnd() + ELLIPSIS;
}
