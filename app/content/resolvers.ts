import { articleCategory } from "./categories.ts";
import {
  attributeOf,
  entriesOf,
  entryKeys,
  fieldKey,
  fieldsOf,
  findField,
  isHtml,
  pickLang,
  safeUrl,
  valueCaption,
  valueFile,
  valueHtml,
  valueText,
  valueUrl,
} from "./entries.ts";
import { FIELDS, isFileField, titleText } from "./content-model.ts";
import { isSeoEntry } from "./seo.ts";
import type { Entry, Lang, PageDoc } from "./page-model.ts";
import { displayText, excerpt } from "./reading.ts";

/*
 * What each screen reads from a page. The field names and each family's fields are defined in
 * content-model.ts (FIELDS); these read them in the visitor's language.
 */

/** The text of the first field of `keys` (with language fallback), "" when the page has none. */
export function textField(page: PageDoc, keys: readonly string[], lang: Lang): string {
  return valueText(findField(page, keys, lang)?.value).trim();
}

/** The markup (or text) of the first field of `keys`: sanitise it on the server before showing it. */
export function htmlField(page: PageDoc, keys: readonly string[], lang: Lang): string {
  return valueHtml(findField(page, keys, lang)?.value).trim();
}

function attributeText(page: PageDoc, keys: readonly string[]): string {
  const v = attributeOf(page, keys);
  return typeof v === "string" ? v.trim() : "";
}

/** A field, else the top-level attribute of the same name (Title, Description...). */
function fieldOrAttribute(page: PageDoc, keys: readonly string[], lang: Lang): string {
  return textField(page, keys, lang) || attributeText(page, keys);
}

/**
 * The title of a page, by its family (content-model.ts): a product's product name, a project's
 * ProjectName, a person's or the chatbot's Name, else Title (value, then attribute); else the page name.
 */
export function titleOf(page: PageDoc, lang: Lang): string {
  return titleText(page, lang) || page.Page;
}

/** description, or the misspelling descirption (value or attribute), as text. */
export function descriptionOf(page: PageDoc, lang: Lang): string {
  return displayText(fieldOrAttribute(page, FIELDS.description, lang));
}

/** The Content of a page (value, then attribute), as stored: HTML or text. */
export function contentOf(page: PageDoc, lang: Lang): string {
  return htmlField(page, FIELDS.content, lang) || attributeText(page, FIELDS.content);
}

/** A card's excerpt: the page's own Excerpt, else the start of its content; at most 150 characters. */
export function excerptOf(page: PageDoc, lang: Lang): string {
  return excerpt(fieldOrAttribute(page, FIELDS.excerpt, lang) || contentOf(page, lang));
}

/** Tags given as a list or as a comma-separated string: trimmed, without empties or repeats. */
export function parseTags(raw: unknown): string[] {
  const parts: unknown[] = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    if (typeof part !== "string") continue;
    const tag = displayText(part).replace(/^#+/, "").trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** The tags of a page: a Tags value in the visitor's language, else the Tags attribute. */
export function tagsOf(page: PageDoc, lang: Lang): string[] {
  const entry = findField(page, FIELDS.tags, lang);
  if (entry) {
    const v = entry.value;
    const raw = Array.isArray(v) ? v : valueText(v);
    const tags = parseTags(raw);
    if (tags.length) return tags;
  }
  return parseTags(attributeOf(page, FIELDS.tags));
}

/** The author (a value such as Article/Author, or the Author attribute), else `fallback`. */
export function authorOf(page: PageDoc, lang: Lang, fallback: string): string {
  return displayText(fieldOrAttribute(page, FIELDS.author, lang)) || fallback;
}

/** The article category key; "general" when there is none (docs/product.md "Business constants"). */
export function categoryOf(page: PageDoc, lang: Lang): string {
  return articleCategory(displayText(fieldOrAttribute(page, FIELDS.category, lang)));
}

/** When the page was written: the Created attribute, else a date value, else when it was last saved. */
export function createdOf(page: PageDoc, lang: Lang): string | undefined {
  const raw =
    fieldOrAttribute(page, FIELDS.created, lang) || (typeof page.Updated === "string" ? page.Updated : "");
  return raw && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
}

/** Subtitle, or the tagline variants, as text. */
export function subtitleOf(page: PageDoc, lang: Lang): string {
  return displayText(textField(page, FIELDS.subtitle, lang));
}

/** Overview (HTML or text), else description. */
export function overviewOf(page: PageDoc, lang: Lang): string {
  return htmlField(page, FIELDS.overview, lang);
}

export interface FileRef {
  /** The field it came from, as the editor named it. */
  field: string;
  /** The file name under /content/. */
  file: string;
  caption: string;
}

export interface ImageRef {
  file: string;
  alt: string;
}

/** The first image among the fields `keys` (in that order of preference) that holds a file. */
export function imageOf(page: PageDoc, keys: readonly string[], lang: Lang): ImageRef | undefined {
  const entries = entriesOf(page);
  for (const key of keys) {
    const withFile = entries.filter((e) => entryKeys(e).includes(key) && valueFile(e.value));
    const entry = pickLang(withFile, lang);
    if (entry) return { file: valueFile(entry.value), alt: displayText(valueCaption(entry.value)) };
  }
  return undefined;
}

/** Every file a page offers through its file fields, one per field, in the visitor's language. */
export function filesOf(page: PageDoc, lang: Lang): FileRef[] {
  return fieldsOf(page, lang)
    .filter(isFileField)
    .map((e) => ({ field: e.name, file: valueFile(e.value), caption: displayText(valueCaption(e.value)) }))
    .filter((f) => f.file !== "");
}

/**
 * The document screen offers the value named document, else any other file field
 * (docs/product.md "Content screens").
 */
export function documentFileOf(page: PageDoc, lang: Lang): FileRef | undefined {
  const files = filesOf(page, lang);
  return files.find((f) => fieldKey(f.field) === "document") ?? files[0];
}

function isGitHubUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === "github.com" || host.endsWith(".github.com");
  } catch {
    return false;
  }
}

/** Is this entry the repository field (github, repository, repo...) or a link to GitHub? */
export function isRepositoryField(entry: Entry): boolean {
  if (entryKeys(entry).some((k) => (FIELDS.repository as readonly string[]).includes(k))) return true;
  return isGitHubUrl(valueUrl(entry.value));
}

/** The repository link of a page (a safe http(s) URL), or "". */
export function repositoryOf(page: PageDoc, lang: Lang): string {
  const entry = fieldsOf(page, lang).find((e) => isRepositoryField(e) && valueUrl(e.value));
  return entry ? valueUrl(entry.value) : "";
}

/** The first value in the visitor's language that holds markup, skipping the fields in `skip`. */
export function firstMarkupOf(page: PageDoc, lang: Lang, skip: readonly string[] = []): string {
  for (const entry of fieldsOf(page, lang)) {
    if (entryKeys(entry).some((k) => skip.includes(k))) continue;
    const html = valueHtml(entry.value);
    if (isHtml(html)) return html;
  }
  return "";
}

/** One "other" field of a page, shown as a titled section. */
export type OtherField =
  | { type: "file"; key: string; label: string; file: string; caption: string }
  | { type: "link"; key: string; label: string; url: string; text: string }
  | { type: "text"; key: string; label: string; raw: string };

/** "ShortDescription", "short_description" -> "Short description". */
export function humanizeFieldName(name: string): string {
  const last = name.split("/").pop() ?? name;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The fields of a page that a screen does not show on its own (`shown` are field keys it does show),
 * each as a file, a link or text/HTML.
 */
export function otherFieldsOf(page: PageDoc, lang: Lang, shown: readonly string[]): OtherField[] {
  const out: OtherField[] = [];
  for (const entry of fieldsOf(page, lang)) {
    // Search and sharing settings are for the page's head, never content.
    if (entryKeys(entry).some((k) => shown.includes(k)) || isSeoEntry(entry)) continue;
    const key = fieldKey(entry.name) || "field";
    const label = displayText(humanizeFieldName(entry.name));
    const file = valueFile(entry.value);
    if (file) {
      out.push({ type: "file", key, label, file, caption: displayText(valueCaption(entry.value)) });
      continue;
    }
    const url = valueUrl(entry.value);
    const text = valueText(entry.value).trim();
    if (url && (!text || safeUrl(text) === url || isRepositoryField(entry))) {
      out.push({ type: "link", key, label, url, text: displayText(valueCaption(entry.value)) || url });
      continue;
    }
    const raw = valueHtml(entry.value).trim();
    if (raw) out.push({ type: "text", key, label, raw });
  }
  return out;
}
