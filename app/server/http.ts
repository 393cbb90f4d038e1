import http from "node:http";
import type { Socket } from "node:net";
import compress from "@fastify/compress";
import { fastify, type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./api/auth.ts";
import { registerErrorHandling } from "./api/errors.ts";
import { registerFileRoutes } from "./api/files.ts";
import { registerOpenApi } from "./api/openapi.ts";
import { registerPageRoutes } from "./api/pages.ts";
import type { ResponseCache } from "./response-cache.ts";
import { registerSecurityHeaders } from "./security.ts";
import type { Services } from "./services.ts";

/** JSON bodies above this size get 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A request Node cannot read to its end (a body cut short, headers too large, too slow) still gets
 * a JSON { message, code } like every other error, not Fastify's default { error, statusCode }.
 */
function clientErrorAnswer(err: Error & { code?: string }, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "request_timeout", "The request took too long to arrive."]
      : err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "headers_too_large", "The request headers are too large."]
        : [400, "bad_request", "The request could not be read: it is malformed or was cut short."];
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** The Fastify app without the site: API, /content, headers, errors. server.ts adds React Router. */
export async function buildHttp(
  services: Services,
  options: { logger?: boolean; cache?: ResponseCache; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const { cache } = options;
  const app = fastify({
    // Current cached answers are written before Fastify routes the request at all.
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (!cache?.serve(req, res)) handler(req, res);
      }),
    bodyLimit: JSON_BODY_LIMIT,
    clientErrorHandler: clientErrorAnswer,
    trustProxy: process.env.TRUST_PROXY === "1",
    // pino's default serializers log method, URL, host and address: never headers, bodies or tokens.
    logger: options.logger
      ? { level: "info", ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
  });
  // onSend order matters: security headers (the page CSP hashes the final HTML), then the cache keeps
  // the finished answer, then compression (added per route, after these).
  registerSecurityHeaders(app);
  cache?.register(app);
  registerErrorHandling(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await registerOpenApi(app);
  registerPageRoutes(app, services);
  registerAuthRoutes(app, services);
  await registerFileRoutes(app, services);
  app.get("/api/health", async () => ({ ok: true }));
  app.all("/api/*", async (_request, reply) =>
    reply.code(404).send({ message: "There is no such API call.", code: "not_found" }),
  );
  return app;
}
