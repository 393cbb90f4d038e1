import { createContext } from "react-router";
import type { Lang } from "./content/page-model.ts";
import type { Services } from "./server/services.server.ts";

/*
 * Tokens shared by server.ts and the React Router build. This module is kept external to the SSR
 * bundle (vite.config.ts) so both sides hold the same token instances.
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

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>();
export type { Lang };
