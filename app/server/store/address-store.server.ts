import type { Lang } from "../../content/page-model.ts";
import type { NotFoundCount, Redirect, RedirectInput } from "../../content/redirects.ts";

export type { NotFoundCount, Redirect, RedirectInput, RedirectOrigin } from "../../content/redirects.ts";

/*
 * What the store keeps about addresses (issue 42; docs/architecture.md "Addresses"): each page's slug
 * per language (page_slugs, derived from the published page in its own transaction), the redirects from
 * old addresses (made by a page's change of address or by an editor) with their hit counts, and the
 * visitors' 404s counted per day. Implemented by repositories/addresses.server.ts.
 */

/** One batch line of the 404 log: an address, a day (YYYY-MM-DD, UTC), who asked, how many times. */
export interface NotFoundHit {
  day: string;
  path: string;
  bot: boolean;
  hits: number;
}

/** Refused: another page has this slug in this language. */
export class SlugTakenError extends Error {
  readonly lang: Lang;
  readonly slug: string;
  readonly page: string;
  constructor(lang: Lang, slug: string, page: string) {
    super(
      `The address name "${slug}" is already used in ${lang === "es" ? "Spanish" : "English"} by the page "${page}": choose another.`,
    );
    this.name = "SlugTakenError";
    this.lang = lang;
    this.slug = slug;
    this.page = page;
  }
}

/** Refused: the redirect would lead back to its own address. */
export class RedirectLoopError extends Error {
  constructor(from: string, to: string) {
    super(`A redirect from ${from} to ${to} would lead back to ${from}: a loop.`);
    this.name = "RedirectLoopError";
  }
}

/** Refused: the old address already has a redirect (edit that one), or a page lives there. */
export class RedirectTakenError extends Error {
  readonly code: "redirect_exists" | "address_in_use";
  constructor(code: "redirect_exists" | "address_in_use", message: string) {
    super(message);
    this.name = "RedirectTakenError";
    this.code = code;
  }
}

export interface AddressStore {
  /** The page whose slug in `lang` is `slug`, by its name. */
  pageBySlug(lang: Lang, slug: string): Promise<string | undefined>;
  /** Every redirect, the newest first. */
  listRedirects(): Promise<Redirect[]>;
  /** Changes whenever a redirect is added, changed or removed (not when one is followed). */
  redirectsVersion(): Promise<string>;
  /** Adds an editor's redirect (its target followed to the end, and the redirects that led to its address retargeted). */
  addRedirect(input: RedirectInput, by: string | null): Promise<Redirect>;
  updateRedirect(id: number, input: RedirectInput): Promise<Redirect | undefined>;
  deleteRedirect(id: number): Promise<boolean>;
  /** Adds the hits counted in memory since the last batch (redirect id → hits). */
  countRedirectHits(hits: ReadonlyMap<number, number>, at: Date): Promise<void>;
  /** Adds a batch of 404s counted in memory. */
  countNotFound(hits: readonly NotFoundHit[]): Promise<void>;
  /** The 404s from `fromDay` to `toDay` (YYYY-MM-DD, both included), by address, the most asked first. */
  notFoundCounts(fromDay: string, toDay: string, options?: { limit?: number }): Promise<NotFoundCount[]>;
  /**
   * Gives every published page saved before slugs existed its slugs (a 301 from each old address that
   * changes); answers how many pages it changed. Run at start, before the derived rows are checked.
   */
  assignMissingSlugs(): Promise<number>;
  /** assignMissingSlugs, unless this database already did (its SLUGS_ASSIGNED mark): what the start runs. */
  assignMissingSlugsOnce(): Promise<number>;
}
