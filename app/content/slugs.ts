import { LANGS, type Lang, type PageDoc } from "./page-model.ts";

/*
 * A page's address name in each language, its slug (issue 42; docs/product.md "Addresses"): lowercase
 * words joined by hyphens, made from that language's title when the language is first published, and
 * editable. `Page` stays the page's identity (the API, the history, links between pages by name); a slug
 * is only where visitors find it: `/article/{es slug}`, `/en/article/{en slug}`. A page keeps its slugs
 * in its document as `Slugs: { es, en }`; a language without one (not yet published in it) is found at
 * the other language's. Unique per language (the store's page_slugs table, a unique index).
 */

export const SLUG_MAX = 80;

/** Lowercase ASCII words and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase words joined by hyphens, accents dropped, at most SLUG_MAX characters ("" when nothing is left). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** Why a slug cannot be one, in English for the API (the editing area says it in its language), or undefined. */
export function slugProblem(slug: string): string | undefined {
  if (slug.length === 0) return "A slug must not be empty.";
  if (slug.length > SLUG_MAX) return `A slug must be at most ${SLUG_MAX} characters.`;
  if (!SLUG_PATTERN.test(slug))
    return "A slug is lowercase letters (a-z) and digits, words joined by single hyphens.";
  return undefined;
}

export type Slugs = Partial<Record<Lang, string>>;

/** The page's own slugs, as stored; anything else under `Slugs` (a hostile body, an old client) is ignored. */
export function pageSlugs(page: PageDoc | Pick<PageDoc, "Page">): Slugs {
  const raw = (page as { Slugs?: unknown }).Slugs;
  const out: Slugs = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return out;
  for (const lang of LANGS) {
    const value = (raw as Record<string, unknown>)[lang];
    if (typeof value === "string" && slugProblem(value) === undefined) out[lang] = value;
  }
  return out;
}

/** The slug a page is found at in `lang`: its own, else the other language's (not yet published in `lang`). */
export function slugIn(page: PageDoc | Pick<PageDoc, "Page">, lang: Lang): string | undefined {
  const slugs = pageSlugs(page);
  return slugs[lang] ?? LANGS.map((l) => slugs[l]).find((s) => s !== undefined);
}

/** `base` made unique against `taken`: itself, else base-2, base-3… (cut so the whole stays within SLUG_MAX). */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
