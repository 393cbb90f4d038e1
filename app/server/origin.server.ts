import type { IncomingHttpHeaders } from "node:http";

/*
 * Where a request came from, decided once for the whole server (the React Router loaders, the
 * response cache's key and the security headers all ask here), so no request header can put another
 * site's address into an answer that others are given.
 */

export interface OriginSettings {
  /** PUBLIC_URL: when set, the only origin pages ever name. */
  publicUrl?: string;
  /** TRUST_PROXY: X-Forwarded-Proto / X-Forwarded-Host are believed. */
  trustProxy: boolean;
}

/** host[:port], a DNS name or an IP literal: anything else is not a host a page may name. */
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62})?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(",")[0]?.trim() || undefined;
}

/**
 * Whether the host a request names (Host, or X-Forwarded-Host behind a trusted proxy) is well formed
 * or absent. Anything else gets a 400 before any code builds a URL from it.
 */
export function hasValidHost(headers: IncomingHttpHeaders, settings: OriginSettings): boolean {
  const hosts = [headers.host, settings.trustProxy ? first(headers["x-forwarded-host"]) : undefined];
  return hosts.every((h) => h === undefined || (h.length <= 260 && HOST.test(h)));
}

/** True when the client reached us over HTTPS (as a trusted proxy says; Node itself speaks plain HTTP here). */
export function isSecureRequest(headers: IncomingHttpHeaders, settings: OriginSettings): boolean {
  return settings.trustProxy && first(headers["x-forwarded-proto"])?.toLowerCase() === "https";
}

/**
 * The origin a page names in its canonical, hreflang and Open Graph links: PUBLIC_URL when set;
 * otherwise the request's own host when it is a well-formed host name, else localhost. Callers that
 * share answers between requests must then keep them apart per origin (the response cache does).
 */
export function requestOrigin(headers: IncomingHttpHeaders, settings: OriginSettings): string {
  if (settings.publicUrl) return settings.publicUrl;
  const proto = isSecureRequest(headers, settings) ? "https" : "http";
  const forwarded = settings.trustProxy ? first(headers["x-forwarded-host"]) : undefined;
  const host = forwarded ?? first(headers.host);
  return `${proto}://${host && host.length <= 260 && HOST.test(host) ? host.toLowerCase() : "localhost"}`;
}

/** Where e-mailed links lead: PUBLIC_URL, else the request's checked host (docs/operations.md: set PUBLIC_URL in production). */
export function linkBase(
  config: { publicUrl?: string; trustProxy: boolean },
  headers: IncomingHttpHeaders,
): string {
  return (
    config.publicUrl ?? requestOrigin(headers, { publicUrl: config.publicUrl, trustProxy: config.trustProxy })
  );
}
