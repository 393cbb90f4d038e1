import { createHash } from "node:crypto";
import type { PreviewInfo } from "#app/context.ts";
import type { Services } from "../services.server.ts";

/*
 * Preview links (POST /api/prod/pages/{page}/preview): the page's public address with ?preview=<secret>.
 * Whoever holds one sees that page's draft, in either language, without signing in, until it expires or
 * is revoked. Such answers are never shared (no response cache, Cache-Control: private, no-store) and
 * never indexed (X-Robots-Tag and a robots meta), and send no Referer that would carry the secret.
 */

const PARAM = /[?&]preview=([^&#]*)/;

/** The preview secret travels in the link; the store keeps only its hash. */
export function previewHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Does this address carry a preview secret (valid or not)? */
export function isPreviewUrl(rawUrl: string | undefined): boolean {
  return rawUrl !== undefined && PARAM.test(rawUrl);
}

/** What the address's preview link shows, looked up once per request; undefined without one. */
export function previewOf(
  services: Pick<Services, "store">,
  rawUrl: string,
): Promise<PreviewInfo | undefined> | undefined {
  const token = PARAM.exec(rawUrl)?.[1];
  if (token === undefined) return undefined;
  // A secret is base64url: anything else finds nothing, without asking the database.
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) return Promise.resolve(undefined);
  return services.store.previewTarget(previewHash(token), new Date()).catch(() => undefined);
}

/** The headers of every answer to a preview address. */
export const PREVIEW_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  // The editor shows the preview beside its form (the page's policy says frame-ancestors 'self' too).
  "x-frame-options": "SAMEORIGIN",
} as const;
