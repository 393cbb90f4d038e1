import { familyOf, templateOf } from "./content-model.ts";
import { entriesOf, valueText } from "./entries.ts";
import type { Lang, PageDoc } from "./page-model.ts";
import { displayText } from "./reading.ts";

/*
 * Tags (docs/product.md "Tags"). Pages store tags as their editors write them; a tag's key is that text
 * in the form tags are matched in, and the tag vocabulary (the page TAGS_PAGE, content-model.ts) gives
 * each key a label per language. Screens show the label of the visitor's language and link to the list
 * of the articles with that key.
 */

export { TAGS_PAGE, TAGS_TEMPLATE } from "./content-model.ts";

/** A tag as screens show it: the key its link filters by, the label it reads as. */
export interface TagView {
  key: string;
  label: string;
}

/** The labels of each tag key: per language, and one for every language (an entry without `lang`). */
export type TagVocabulary = ReadonlyMap<string, Readonly<Partial<Record<Lang | "any", string>>>>;

export const NO_VOCABULARY: TagVocabulary = new Map();

/**
 * The key of a tag: trimmed, lower case, one space between words, no leading "#", accents kept (so
 * "Sesgo" and " sesgo " are one tag, "diseño" and "diseno" two). "|" separates keys in the search table
 * (tagsColumn) and control characters have no place in an address, so both become spaces.
 */
export function tagKey(tag: string): string {
  return (
    tag
      .normalize("NFC")
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f|]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^#+\s*/, "")
      .toLowerCase()
  );
}

/**
 * The vocabulary a page holds: each entry names a tag (by key, in any spelling tagKey reduces) and gives
 * its label in the entry's language. Only a page of the "tags" family is a vocabulary; anything else
 * (no page, a page of another template that took the name) gives no labels. The first label of a key
 * and language wins, as the first entry of a field does everywhere else.
 */
export function tagVocabulary(page: PageDoc | undefined): TagVocabulary {
  const vocabulary = new Map<string, Partial<Record<Lang | "any", string>>>();
  if (!page || familyOf(templateOf(page)) !== "tags") return vocabulary;
  for (const entry of entriesOf(page)) {
    const key = tagKey(entry.name);
    const label = displayText(valueText(entry.value)).replace(/^#+\s*/, "");
    if (!key || !label) continue;
    const slot = entry.lang === "es" || entry.lang === "en" ? entry.lang : "any";
    const labels = vocabulary.get(key) ?? {};
    labels[slot] ??= label;
    vocabulary.set(key, labels);
  }
  return vocabulary;
}

/** The label of a tag in a language: the vocabulary's in that language, else its label for any, else the tag as written. */
export function tagLabel(vocabulary: TagVocabulary, tag: string, lang: Lang): string {
  const labels = vocabulary.get(tagKey(tag));
  return labels?.[lang] ?? labels?.any ?? tag;
}

/** Tags as written on a page, as screens show them: one per key, in their order, each with its label. */
export function tagViews(tags: readonly string[], vocabulary: TagVocabulary, lang: Lang): TagView[] {
  const seen = new Set<string>();
  const out: TagView[] = [];
  for (const tag of tags) {
    const key = tagKey(tag);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ key, label: tagLabel(vocabulary, tag, lang) });
  }
  return out;
}

/** The list of the articles with a tag, as a Spanish-form path (site-link's Link sends it to the page's language). */
export function tagListPath(key: string): string {
  return `/articles?${new URLSearchParams({ tag: key }).toString()}`;
}

/**
 * Tag keys as the search table keeps them: "|sesgo|páginas|" ("" for none), so a key is found as
 * "|key|" whatever its neighbours.
 */
export function tagsColumn(tags: readonly string[]): string {
  const keys = [...new Set(tags.map(tagKey).filter(Boolean))];
  return keys.length ? `|${keys.join("|")}|` : "";
}

/** Whether a search table's tags column (tagsColumn) holds a key (never one with a bar: no key has one). */
export function columnHasTag(column: string, key: string): boolean {
  return !key.includes("|") && column.includes(`|${key}|`);
}
