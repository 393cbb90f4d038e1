/*
 * Addresses of stored files. A page's own address is content-model.ts publicPath: one rule for the
 * site's cards and the editor's "view on site" links.
 */

/** A stored file's address (/content/{name}). */
export function fileHref(file: string): string {
  return `/content/${encodeURIComponent(file)}`;
}

/** A downloaded file's object URL is released after 60 seconds (docs/product.md "Business constants"). */
export const OBJECT_URL_RELEASE_MS = 60_000;
