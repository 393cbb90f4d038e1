import http from "node:http";
import compress from "@fastify/compress";
import { fastify, type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./api/auth.ts";
import {
  answerNodeLevelRequests,
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
} from "./api/errors.ts";
import { registerFileRoutes } from "./api/files.ts";
import { registerOpenApi } from "./api/openapi.ts";
import { registerPageRoutes } from "./api/pages.ts";
import { PAGE_NAME_MAX } from "../content/page-schema.ts";
import type { ResponseCache } from "./response-cache.ts";
import { registerSecurityHeaders } from "./security.ts";
import type { Services } from "./services.ts";

/** JSON bodies above this size get 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The longest address part the router accepts: any valid page name, even fully %-encoded (a UTF-16
 * unit is at most 3 UTF-8 bytes, each "%XX"), so every page that can be saved can be read.
 */
export const MAX_PARAM_LENGTH = PAGE_NAME_MAX * 9 + 100;

/** The Fastify app without the site: API, /content, headers, errors. server.ts adds React Router. */
export async function buildHttp(
  services: Services,
  options: { logger?: boolean; cache?: ResponseCache; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const { cache } = options;
  const app = fastify({
    // Current cached answers are written before Fastify routes the request at all.
    serverFactory: (handler) =>
      // Without a Host header Node would answer a bare 400 itself; registerErrorHandling answers it in JSON.
      http.createServer({ requireHostHeader: false }, (req, res) => {
        if (!cache?.serve(req, res)) handler(req, res);
      }),
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    trustProxy: process.env.TRUST_PROXY === "1",
    // pino's default serializers log method, URL, host and address: never headers, bodies or tokens.
    logger: options.logger
      ? { level: "info", ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
  });
  answerNodeLevelRequests(app.server);
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
