/**
 * The page model shared by the store, the API, the public site and the editing area
 * (docs/product.md "The page model"; it keeps the fields the legacy client reads).
 */

export type Lang = "es" | "en";
export const LANGS: readonly Lang[] = ["es", "en"];
export const DEFAULT_LANG: Lang = "es";

/** Whether a string names one of the site's languages. */
export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

/** A language named by a string (a stored row, a query): English when it says so, else the default. */
export function langOf(value: string): Lang {
  return value === "en" ? "en" : DEFAULT_LANG;
}

/** A value object with the fields the site reads (docs/product.md "Entries"); every field is optional. */
export interface ValueObject {
  text?: string;
  html?: string;
  /** A file or image name, served from /content/{name}. */
  name?: string;
  url?: string;
  caption?: string;
  path?: string;
  value?: unknown;
  [key: string]: unknown;
}

/** One named value (or component) of a page. */
export interface Entry {
  name: string;
  /** Path-like component name such as "Bios/Name" or "Bot/Version". */
  component?: string;
  value: ValueObject | string | number | boolean | null | string[];
  /** Our extension: the language of this entry; entries without it serve every language. */
  lang?: Lang;
}

/** A stored page: the whole JSON document. */
export interface PageDoc {
  Page: string;
  Template: string;
  values: Entry[];
  components?: Entry[];
  revision?: number;
  Created?: string;
  Updated?: string;
  Title?: string;
  Content?: string;
  Excerpt?: string;
  Category?: string;
  Author?: string;
  Tags?: string[] | string;
  Description?: string;
  Descirption?: string;
  [key: string]: unknown;
}

/**
 * What tells one saved version of a page from another (its revision and time), for what is derived
 * from it and kept between requests; undefined for a page never saved (no revision), which is not kept.
 */
export function savedVersionOf(page: PageDoc): string | undefined {
  const { revision, Updated: updated } = page;
  return typeof revision === "number" && typeof updated === "string"
    ? `${revision}\u0000${updated}`
    : undefined;
}
