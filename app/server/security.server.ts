/*
 * The site's security headers, as values: which answers carry them, and when, is decided in one place
 * (app/server/http/answer-headers.server.ts). An HTML page's policy is made from its own inline scripts
 * (app/server/csp.server.ts).
 */

/** Sent on answers to HTTPS requests only (a plain-HTTP local run must not pin browsers to HTTPS). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** The API docs page is HTML with one same-origin stylesheet and no script at all. */
export const DOCS_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** Answers that are data, not documents: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries, whatever serves it; a stored file may be framed by the site itself. */
export function staticSecurityHeaders(path: string): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": path.startsWith("/content/") ? "SAMEORIGIN" : "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
}
