import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/** The policy of HTML pages: scripts only from us or carrying this response's nonce. */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** The API docs page loads Swagger UI's own files and styles. */
const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; frame-ancestors 'none'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Security headers on every response; a per-request nonce for what React Router inlines. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0] ?? "";
    // A 304 keeps the browser's stored body, whose nonce matches the stored policy: leave that policy be.
    if (!reply.hasHeader("Content-Security-Policy") && reply.statusCode !== 304) {
      const csp = path.startsWith("/api/docs")
        ? DOCS_CSP
        : path.startsWith("/api/")
          ? API_CSP
          : pageCsp(request.cspNonce);
      reply.header("Content-Security-Policy", csp);
    }
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", path.startsWith("/content/") ? "SAMEORIGIN" : "DENY");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    return payload;
  });
}
