import compress from "@fastify/compress";
import { fastify, type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./api/auth.ts";
import { registerErrorHandling } from "./api/errors.ts";
import { registerFileRoutes } from "./api/files.ts";
import { registerOpenApi } from "./api/openapi.ts";
import { registerPageRoutes } from "./api/pages.ts";
import { registerSecurityHeaders } from "./security.ts";
import type { Services } from "./services.ts";

/** JSON bodies above this size get 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** The Fastify app without the site: API, /content, headers, errors. server.ts adds React Router. */
export async function buildHttp(
  services: Services,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = fastify({
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === "1",
    // pino's default serializers log method, URL, host and address: never headers, bodies or tokens.
    logger: options.logger ? { level: "info" } : false,
  });
  registerSecurityHeaders(app);
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
