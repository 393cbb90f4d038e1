import { entriesOf, entryKeys, valueFile, valueText } from "./entries.ts";
import type { Entry, Lang, PageDoc } from "./page-model.ts";

/*
 * A page's search and sharing settings (meta description, social image, "hide from search engines"), as
 * the public site reads them. Kept apart from the templates' forms (template-fields.ts, which declares
 * these fields with their labels) so the public pages do not carry the editor's labels.
 */

/** The field keys of each setting: its declared name first, then other spellings. */
export const SEO_KEYS = {
  description: ["metadescription", "seodescription", "metadescripcion"],
  image: ["socialimage", "ogimage", "shareimage", "imagensocial"],
  noindex: ["noindex", "hidefromsearch"],
} as const satisfies Record<string, readonly string[]>;

const ALL_KEYS: ReadonlySet<string> = new Set(Object.values(SEO_KEYS).flat());

export interface SeoSettings {
  /** The meta description the editor wrote for this language, or "" (the screen's own description then). */
  description: string;
  /** The stored file of the social image, or "". */
  image: string;
  /** Its alternative text (the caption the editor gave it), or "". */
  imageAlt: string;
  noindex: boolean;
}

/** Is this entry one of the search and sharing settings (never shown as content on a page)? */
export function isSeoEntry(entry: Pick<Entry, "name" | "component">): boolean {
  return entryKeys(entry).some((k) => ALL_KEYS.has(k));
}

function seoEntry(page: PageDoc, keys: readonly string[], lang: Lang): Entry | undefined {
  const matches = entriesOf(page).filter((e) => entryKeys(e).some((k) => keys.includes(k)));
  return matches.find((e) => e.lang === lang) ?? matches.find((e) => !e.lang);
}

function isChecked(value: Entry["value"] | undefined): boolean {
  if (value === true) return true;
  const text = typeof value === "string" ? value : valueText(value ?? null);
  return ["true", "yes", "si", "sí", "1", "on"].includes(text.trim().toLowerCase());
}

/**
 * A page's search and sharing settings in one language. Each is read in that language only (or from a
 * value for every language): hiding the Spanish page from search engines says nothing of the English one.
 */
export function seoOf(page: PageDoc, lang: Lang): SeoSettings {
  const image = seoEntry(page, SEO_KEYS.image, lang)?.value;
  const imageValue = image && typeof image === "object" && !Array.isArray(image) ? image : undefined;
  return {
    description: valueText(seoEntry(page, SEO_KEYS.description, lang)?.value ?? null).trim(),
    image: valueFile(image ?? null),
    imageAlt: typeof imageValue?.caption === "string" ? imageValue.caption.trim() : "",
    noindex: isChecked(seoEntry(page, SEO_KEYS.noindex, lang)?.value),
  };
}
