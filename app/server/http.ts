import http from "node:http";
import compress from "@fastify/compress";
import { fastify, type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./api/auth.ts";
import { registerErrorHandling, sendError } from "./api/errors.ts";
import { registerFileRoutes } from "./api/files.ts";
import { metaOps, registerOpenApi } from "./api/openapi.ts";
import { registerPageRoutes } from "./api/pages.ts";
import type { ResponseCache } from "./response-cache.ts";
import { registerSecurityHeaders } from "./security.ts";
import type { Services } from "./services.ts";

/** JSON bodies above this size get 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

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
    // A page name is up to 200 characters, so up to 1,800 once percent-encoded (find-my-way's default of
    // 100 sent longer names to the /api/* catch-all: 404 for a page that exists).
    routerOptions: { maxParamLength: 2048 },
    // A malformed %-encoding in the path: the same JSON error as every other bad request.
    frameworkErrors: (error, _request, reply) =>
      error.code === "FST_ERR_BAD_URL"
        ? sendError(reply, 400, "invalid_request", "The address is not valid: check its %-encoding.")
        : sendError(reply, 500, "internal_error", "Something went wrong on the server. Try again."),
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
  app.get("/api/health", { schema: metaOps.health.schema }, async () => ({ ok: true }));
  app.all("/api/*", { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send({ message: "There is no such API call.", code: "not_found" }),
  );
  return app;
}
