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
    const found = pickLang(
      entries.filter((e) => answersTo(e, name)),
      lang,
    );
    if (found) return found;
  }
  return undefined;
}

/** Of several entries with one name, the visitor's language, then no `lang`, then Spanish, then any. */
export function pickLang(matches: readonly Entry[], lang: Lang): Entry | undefined {
  return (
    matches.find((e) => e.lang === lang) ??
    matches.find((e) => e.lang === undefined) ??
    matches.find((e) => e.lang === DEFAULT_LANG) ??
    matches[0]
  );
}

/**
 * A field name reduced to what identifies it, so editors' spellings all match: case, accents, spaces,
 * dashes and underscores are ignored ("Product Image", "product_image", "productImage" -> "productimage").
 */
export function fieldKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** The field key of an entry: its own name, or the last part of its component path when that differs. */
export function entryKeys(entry: Pick<Entry, "name" | "component">): string[] {
  const keys = [fieldKey(entry.name)];
  if (typeof entry.component === "string") {
    const last = fieldKey(entry.component.split("/").pop() ?? "");
    if (last && !keys.includes(last)) keys.push(last);
  }
  return keys;
}

/**
 * The entry for the first of `keys` (field keys, see fieldKey) that the page has, in the visitor's
 * language with fallback. Unlike findEntry, spelling variants of a name match.
 */
export function findField(page: PageDoc, keys: readonly string[], lang: Lang): Entry | undefined {
  const entries = entriesOf(page);
  for (const key of keys) {
    const found = pickLang(
      entries.filter((e) => entryKeys(e).includes(key)),
      lang,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * One entry per field of the page (first-seen order), each in the visitor's language with fallback:
 * what "every other field" of a page means.
 */
export function fieldsOf(page: PageDoc, lang: Lang): Entry[] {
  const groups = new Map<string, Entry[]>();
  for (const e of entriesOf(page)) {
    const key = fieldKey(e.name);
    const group = groups.get(key);
    if (group) group.push(e);
    else groups.set(key, [e]);
  }
  const out: Entry[] = [];
  for (const group of groups.values()) {
    const chosen = pickLang(group, lang);
    if (chosen) out.push(chosen);
  }
  return out;
}

/**
 * A top-level attribute of the page (Title, Description, Tags...) by field key, when it is a
 * string or a list of strings.
 */
export function attributeOf(page: PageDoc, keys: readonly string[]): string | string[] | undefined {
  for (const key of keys) {
    for (const [k, v] of Object.entries(page)) {
      if (k === "values" || k === "components" || fieldKey(k) !== key) continue;
      if (typeof v === "string" && v.trim()) return v;
      if (Array.isArray(v) && v.every((x) => typeof x === "string")) return v as string[];
    }
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

/** Whether a value says nothing: no text (markup aside), no image, no file. */
export function isBlankValue(value: Entry["value"] | undefined): boolean {
  const html = valueHtml(value);
  if (/<(img|video|audio|iframe|object)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === "" && valueFile(value) === ""
  );
}

/** Content is HTML when it contains both angle brackets (docs/product.md "Rules for reading content"). */
export function isHtml(s: string): boolean {
  return s.includes("<") && s.includes(">");
}

/** The text of the first of `names` in the visitor's language ("" when absent). */
export function textOf(page: PageDoc, names: readonly string[], lang: Lang): string {
  return valueText(findEntry(page, names, lang)?.value);
}

/** Extensions a bare string must end with to be read as a file name ("v1.2" is a version, not a file). */
const FILE_EXTENSION =
  /\.(pdf|png|jpe?g|gif|webp|svg|avif|zip|csv|txt|md|json|docx?|xlsx?|pptx?|odt|ods|odp|epub|mp3|mp4|webm)$/i;

function fileNameIn(candidate: unknown, strict: boolean): string {
  if (typeof candidate !== "string") return "";
  const c = candidate.trim();
  // URLs (https:, javascript:...) are links, not files of ours.
  if (!c || /^[a-z][a-z0-9+.-]*:/i.test(c)) return "";
  const last = c.split(/[\\/]/).pop() ?? "";
  if (!/^[^<>"\s][^<>"]*\.[A-Za-z0-9]{1,8}$/.test(last)) return "";
  return !strict || c.startsWith("/content/") || FILE_EXTENSION.test(last) ? last : "";
}

/**
 * A file name held by a value: the object's name or the last part of its path; a text (or a plain
 * string) only when it clearly names a file.
 */
export function valueFile(value: Entry["value"] | undefined): string {
  const o = asObject(value);
  if (!o) return fileNameIn(value, true);
  return (
    fileNameIn(o.name, false) ||
    fileNameIn(o.path, false) ||
    fileNameIn(o.text, true) ||
    fileNameIn(o.value, true)
  );
}

/** The caption a value gives itself (a file's or an image's), if any. */
export function valueCaption(value: Entry["value"] | undefined): string {
  const o = asObject(value);
  return typeof o?.caption === "string" ? o.caption.trim() : "";
}

/**
 * A link a value holds, only when it is safe to put in an href: http(s), mailto, or a path on this
 * site. Anything else (javascript:, data:, protocol-relative...) is not a link.
 */
export function valueUrl(value: Entry["value"] | undefined): string {
  const o = asObject(value);
  const candidates = o ? [o.url, o.value, o.text] : [value];
  for (const c of candidates) {
    if (typeof c === "string" && safeUrl(c)) return safeUrl(c);
  }
  return "";
}

/** The URL itself when it is safe for an href (see valueUrl), else "". */
export function safeUrl(raw: string): string {
  const url = raw.trim();
  // A path on this site; "//host" and "/\\host" would leave it (browsers read a backslash as a slash).
  if (/^\/(?![/\\])/.test(url)) return url;
  if (!/^(https?:\/\/|mailto:)/i.test(url)) return "";
  try {
    const parsed = new URL(url);
    return ["http:", "https:", "mailto:"].includes(parsed.protocol) ? parsed.href : "";
  } catch {
    return "";
  }
}
