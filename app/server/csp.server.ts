import { hash } from "node:crypto";

/*
 * Content-Security-Policy of HTML pages. Inline scripts (React Router's hydration data and module
 * loader) and inline style blocks (the site's stylesheet, app/components/site-styles.tsx) are allowed by
 * their SHA-256 hashes, computed from the final document: as strict as a nonce, and the same page always
 * has the same bytes, so it can be cached and precompressed. Nothing inline is allowed wholesale: no style
 * attribute applies, so stored content cannot inject CSS (the sanitiser drops style attributes too).
 */

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The CSP source for a block of inline code or style: its SHA-256. */
export function hashSource(body: string | Buffer): string {
  // One-shot hashing: no Hash object per block (every render hashes four or five).
  return `'sha256-${hash("sha256", body, "base64")}'`;
}

function blockHashes(html: string, blocks: RegExp, skip?: (body: string) => boolean): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(blocks)) {
    const body = m[1] ?? "";
    if (body.length === 0 || skip?.(body)) continue;
    hashes.add(hashSource(body));
  }
  return [...hashes];
}

export function inlineScriptHashes(html: string): string[] {
  return blockHashes(html, INLINE_SCRIPT);
}

/** The hashes of the document's <style> blocks, but for those `skip` leaves out (hashed elsewhere). */
export function inlineStyleHashes(html: string, skip?: (body: string) => boolean): string[] {
  return blockHashes(html, INLINE_STYLE, skip);
}

/**
 * `framedBySite`: a preview link's answer, which the editor shows in a frame beside its form; every other
 * page may be framed by no one.
 */
export function pageCsp(
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
  framedBySite = false,
): string {
  return [
    // Nothing is allowed that is not named below (Observatory's full CSP bonus asks for it).
    "default-src 'none'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    `style-src 'self'${styleHashes.length ? ` ${styleHashes.join(" ")}` : ""}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBySite ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}
