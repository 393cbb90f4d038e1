import type { FastifyInstance, FastifyReply } from "fastify";
import { inlineScriptHashes, pageCsp } from "./csp.server.ts";
import { isSecureRequest, type OriginSettings } from "./origin.server.ts";
import { readPayload } from "./payload.server.ts";

/** Sent on answers to HTTPS requests only (a plain-HTTP local run must not pin browsers to HTTPS). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** The API docs page is HTML with one same-origin stylesheet and no script at all. */
const DOCS_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries, whatever serves it (Fastify or the cache's fast path). */
export function staticSecurityHeaders(path: string): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": path.startsWith("/content/") ? "SAMEORIGIN" : "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
}

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader("content-type") ?? "").startsWith("text/html");
}

/**
 * Security headers on every response. HTML documents get a CSP that allows exactly their own inline
 * scripts, by hash; so no page runs a script it did not ship with.
 */
export function registerSecurityHeaders(app: FastifyInstance, origin: OriginSettings) {
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0] ?? "";
    reply.headers(staticSecurityHeaders(path));
    if (isSecureRequest(request.headers, origin)) reply.header("strict-transport-security", HSTS);
    // A 304 keeps the browser's stored body and its stored policy.
    if (reply.hasHeader("content-security-policy") || reply.statusCode === 304) return payload;
    if (path.startsWith("/api/docs")) {
      reply.header("content-security-policy", DOCS_CSP);
    } else if (path.startsWith("/api/")) {
      reply.header("content-security-policy", API_CSP);
    } else if (isHtml(reply)) {
      const body = await readPayload(payload);
      if (body !== undefined) {
        const html = body.toString("utf8");
        reply.header("content-security-policy", pageCsp(inlineScriptHashes(html)));
        return body;
      }
      reply.header("content-security-policy", pageCsp([]));
    } else {
      reply.header("content-security-policy", pageCsp([]));
    }
    return payload;
  });
}
