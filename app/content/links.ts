import type { ContentKind } from "./templates.ts";

/*
 * The address of every content page. Names are encoded as one path segment, so names with spaces,
 * accents, ñ, "?" or "#" ("Diseño ético", "Guía rápida de la API") survive the round trip: the
 * router decodes the segment back into the same name.
 */

const BASE: Partial<Record<ContentKind, string>> = {
  article: "/article/",
  doc: "/document/",
  project: "/project/",
  product: "/product/",
  bio: "/bio/",
  chapter: "/chapter/",
};

/** The screen of a page of this kind, or undefined when no screen shows that kind on its own. */
export function contentHref(kind: ContentKind, name: string): string | undefined {
  const base = BASE[kind];
  return base ? base + encodeURIComponent(name) : undefined;
}

/** A stored file's address (/content/{name}). */
export function fileHref(file: string): string {
  return `/content/${encodeURIComponent(file)}`;
}

/** A downloaded file's object URL is released after 60 seconds (docs/product.md "Business constants"). */
export const OBJECT_URL_RELEASE_MS = 60_000;
