import type { Lang } from "./content/page-model.ts";

/*
 * What server.ts gives the site's loaders on every request. The tokens themselves live in
 * context-tokens.js, the one module both bundles import from outside, so both hold the same instances.
 */

/** A valid preview link on this request: the page whose draft it shows, until when. */
export interface PreviewInfo {
  name: string;
  expiresAt: string;
}

export interface RequestInfo {
  /** The public origin pages name (app/server/origin.server.ts): PUBLIC_URL, or the request's checked host. */
  origin: string;
  /** The visitor's address as the server sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  ip?: string;
  /** Set when the address carries ?preview=: what the link shows (undefined once expired or revoked). */
  preview?: Promise<PreviewInfo | undefined>;
  /** The request's logger (its lines carry the request id): for errors met while rendering. */
  log?: RequestLog;
}

/** What the site needs of the server's logger (pino's signature). */
export interface RequestLog {
  error(details: object, message: string): void;
}

export { servicesContext, requestContext } from "#app/context-tokens.js";
export type { Lang };
