/*
 * Addresses of stored files. A page's own address is content-model.ts publicPath: one rule for the
 * site's cards and the editor's "view on site" links.
 */

/** A stored file's address (/content/{name}). */
export function fileHref(file: string): string {
  return `/content/${encodeURIComponent(file)}`;
}

/** SPEC.md section 9: a downloaded file's object URL is released after 60 seconds. */
export const OBJECT_URL_RELEASE_MS = 60_000;
