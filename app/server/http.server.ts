import { fastify, type FastifyInstance } from "fastify";
import { describeApi } from "./api/openapi.server.ts";
import type { ResponseCache } from "./cache/response-cache.server.ts";
import { API_PREFIX, apiPlugin } from "./http/api.server.ts";
import { sitePlugin, type SiteOptions } from "./http/site.server.ts";
import { Transport, transportPlugin, type TransportOptions } from "./http/transport.server.ts";
import { workersPlugin } from "./http/workers.server.ts";
import type { Services } from "./services.server.ts";

/*
 * The Fastify app of one copy, made of four plugins (app/server/http/), registered in this order because
 * each hook runs in the order it was added (and an encapsulated plugin sees only the hooks added before it):
 *
 * - transport: Node's server, the steps before Fastify, the headers of every answer (and a page's CSP,
 *   before the cache keeps it), JSON errors, compression, /healthz, /readyz, /metrics, draining;
 * - site: language redirects, the response cache, the render gate, /content/, React Router's catch-all;
 * - workers: scheduled publishing, the mail worker, the CDN purge hook;
 * - api: the JSON API under /api, each call's declared auth checked before its handler.
 */

export interface HttpOptions extends TransportOptions {
  cache?: ResponseCache;
  /** React Router (server.ts): without it, the app has no pages (the API's tests). */
  reactRouter?: SiteOptions["reactRouter"];
}

export async function buildHttp(services: Services, options: HttpOptions = {}): Promise<FastifyInstance> {
  const { cache } = options;
  const transport = new Transport(services);
  const app = fastify(transport.fastifyOptions(options));
  // Described before any route is added, so that every route is in the document.
  await describeApi(app);
  await app.register(transportPlugin, { ...options, transport, services, cache });
  await app.register(sitePlugin, { transport, services, cache, reactRouter: options.reactRouter });
  await app.register(workersPlugin, { transport, services });
  await app.register(apiPlugin, { prefix: API_PREFIX, services });
  return app;
}
