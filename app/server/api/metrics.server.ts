import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ResponseCache } from "../cache/response-cache.server.ts";
import type { Services } from "../services.server.ts";

/*
 * GET /metrics (Prometheus text format), only when METRICS_TOKEN is set: without it the address is like any
 * other unknown one (404), so nothing tells a visitor that metrics exist. The token is compared in constant
 * time (both sides hashed to the same length first). Never cached: the response cache leaves /metrics out,
 * and the answer says no-store. docs/decisions/0016-metrics-logs-and-shutdown.md.
 */

const digest = (text: string) => createHash("sha256").update(text).digest();

export function registerMetricsRoute(app: FastifyInstance, services: Services, cache?: ResponseCache) {
  const { metrics, store, config } = services;
  if (!config.metricsToken) return;
  const expected = digest(config.metricsToken);
  metrics.collectProcess();
  metrics.watchMailQueue(() => store.mailQueueState());
  if (cache) metrics.watchCache(() => ({ entries: cache.size, bytes: cache.bytesKept }));

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      return reply
        .code(401)
        .header("WWW-Authenticate", 'Bearer realm="metrics"')
        .send({ message: "The metrics need Authorization: Bearer <METRICS_TOKEN>.", code: "unauthorized" });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
