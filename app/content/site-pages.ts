import type { Lang } from "./page-model.ts";
import { routeName } from "./route-names.ts";

/*
 * The fixed addresses that read an editable page of the same name. app/routes.ts declares a route for
 * each, and their loaders accept only these names: one list for both.
 */

/** The three platforms: /ethicsi, /innvalab, /harmonia (and /plataformas/{name}, which redirects). */
export const PLATFORMS = ["ethicsi", "innvalab", "harmonia"] as const;
export type Platform = (typeof PLATFORMS)[number];

export function isPlatform(name: string): name is Platform {
  return PLATFORMS.some((p) => p === name);
}

/**
 * The linked information pages, in the order the side list shows them. `link` names their label
 * (common.footer.links); the privacy page has an address per language, and each language links its own.
 */
export const STATIC_PAGES = [
  { name: "contacto", link: "contact" },
  { name: "faq", link: "faq" },
  { name: "gobernanza", link: "governance" },
  { name: "roadmap", link: "roadmap" },
  { name: "codigo", link: "conduct" },
  { name: "privacidad", link: "privacy", lang: "es" },
  { name: "privacy", link: "privacy", lang: "en" },
  { name: "terms", link: "terms" },
] as const;

export type StaticPageName = (typeof STATIC_PAGES)[number]["name"];

export function isStaticPage(name: string): name is StaticPageName {
  return STATIC_PAGES.some((p) => p.name === name);
}

/** The information pages written in one language only (the privacy page), by name: their language and their pair's `link`. */
export const ONE_LANGUAGE_PAGES: ReadonlyMap<string, { lang: Lang; link: string }> = new Map(
  STATIC_PAGES.flatMap((p) => ("lang" in p ? [[p.name, { lang: p.lang, link: p.link }] as const] : [])),
);

/** The information pages a language has an address for (the privacy page: its own in each). */
export function staticPagesIn(lang: Lang): ReadonlyArray<(typeof STATIC_PAGES)[number]> {
  return STATIC_PAGES.filter((p) => !("lang" in p) || p.lang === lang);
}

/**
 * The stored page an information page's address in `lang` shows: `/en/contact` and `/contacto` show
 * "contacto", `/en/privacy` shows "privacy" (its first segment, in either language's name).
 */
export function staticPageAt(segment: string, lang: Lang): StaticPageName | undefined {
  const own = routeName(segment, lang);
  return staticPagesIn(lang).find((p) => routeName(p.name, lang) === own)?.name;
}

/** The book and the theory-of-everything text, each in two languages (docs/product.md "Content screens"). */
export const BOOK_PDFS = [
  { file: "path-of-life-es.pdf", label: "bookEs", lang: "es" },
  { file: "path-of-life-en.pdf", label: "bookEn", lang: "en" },
  { file: "teoria-del-todo-es.pdf", label: "theoryEs", lang: "es" },
  { file: "theory-of-everything-en.pdf", label: "theoryEn", lang: "en" },
] as const;

/**
 * Stored files a fixed screen links by name, with the screen's address: the media library counts them as
 * used (they are never deletable while the screen links them).
 */
export const FIXED_SCREEN_FILES: ReadonlyMap<string, string> = new Map(
  BOOK_PDFS.map((p) => [p.file, "/book"]),
);
