import { DEFAULT_LANG, type Entry, type Lang, type PageDoc, type ValueObject } from "./page-model.ts";

/*
 * The core of reading a page: its entries, the one for the visitor's language, and a value's text
 * or HTML. Every screen reads pages through these (and the resolvers built on them), never by hand.
 */

/** All named values of a page: `values` then `components`. */
export function entriesOf(page: PageDoc): Entry[] {
  const out: Entry[] = [];
  if (Array.isArray(page.values)) out.push(...page.values);
  if (Array.isArray(page.components)) out.push(...page.components);
  return out.filter((e): e is Entry => Boolean(e) && typeof e === "object" && typeof e.name === "string");
}

function normalize(s: string): string {
  return s.trim().toLowerCase();
}

/** An entry answers to a name by its own name or by its component path ("Bot/Name" or its last part). */
function answersTo(entry: Entry, wanted: string): boolean {
  const w = normalize(wanted);
  if (normalize(entry.name) === w) return true;
  if (typeof entry.component === "string") {
    const c = normalize(entry.component);
    return c === w || (w.includes("/") ? false : c.split("/").pop() === w && normalize(entry.name) === w);
  }
  return false;
}

/**
 * The entry for one of `names` (first name that matches wins) in the visitor's language, falling back
 * to the entry without `lang`, then Spanish, then any language.
 */
export function findEntry(page: PageDoc, names: readonly string[], lang: Lang): Entry | undefined {
  const entries = entriesOf(page);
  for (const name of names) {
    const matches = entries.filter((e) => answersTo(e, name));
    if (matches.length === 0) continue;
    return (
      matches.find((e) => e.lang === lang) ??
      matches.find((e) => e.lang === undefined) ??
      matches.find((e) => e.lang === DEFAULT_LANG) ??
      matches[0]
    );
  }
  return undefined;
}

function asObject(value: Entry["value"] | undefined): ValueObject | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as ValueObject) : undefined;
}

/** The plain text of a value: a string, or an object's text/value/html/name. */
export function valueText(value: Entry["value"] | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.join(", ");
  const o = asObject(value);
  for (const v of [o?.text, o?.value, o?.html, o?.name]) if (typeof v === "string" && v) return v;
  return "";
}

/** The markup of a value (html first, then text): render it only after sanitising on the server. */
export function valueHtml(value: Entry["value"] | undefined): string {
  const o = asObject(value);
  if (o && typeof o.html === "string" && o.html) return o.html;
  return valueText(value);
}

/** SPEC.md section 5: content is shown as HTML when it contains both angle brackets. */
export function isHtml(s: string): boolean {
  return s.includes("<") && s.includes(">");
}

/** The text of the first of `names` in the visitor's language ("" when absent). */
export function textOf(page: PageDoc, names: readonly string[], lang: Lang): string {
  return valueText(findEntry(page, names, lang)?.value);
}
