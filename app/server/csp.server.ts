import { hash } from "node:crypto";

/*
 * Content-Security-Policy of HTML pages. Inline scripts (React Router's hydration data and module
 * loader) are allowed by their SHA-256 hashes, computed from the final document: as strict as a nonce,
 * and the same page always has the same bytes, so it can be cached and precompressed.
 */

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const body = m[1] ?? "";
    if (body.length === 0) continue;
    // One-shot hashing: no Hash object per script (every render hashes four or five).
    hashes.add(`'sha256-${hash("sha256", body, "base64")}'`);
  }
  return [...hashes];
}

export function pageCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
