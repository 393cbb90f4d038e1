import type { FastifyInstance } from "fastify";
import { audienceReport, pageAudience } from "../analytics/report.server.ts";
import type { Services } from "../services.server.ts";
import { ApiError } from "./errors.server.ts";
import { audienceOps } from "./openapi.server.ts";

/*
 * The Audience screen's and the page editor's figures (issue 43): read from the daily aggregates, never
 * cached for anyone else (they are the editors').
 */

export function registerAudienceRoutes(app: FastifyInstance, services: Services) {
  const { store, config } = services;

  app.get("/audience", { schema: audienceOps.report.schema }, async (request, reply) => {
    const { days = 30 } = audienceOps.report.query(request);
    const report = await audienceReport(store, days, config.retention.ANALYTICS_RETENTION_DAYS);
    return reply.header("Cache-Control", "private, no-store").send(report);
  });

  app.get("/audience/pages/:page", { schema: audienceOps.page.schema }, async (request, reply) => {
    const { page } = audienceOps.page.params(request);
    const { days = 30 } = audienceOps.page.query(request);
    const figures = await pageAudience(store, page, days);
    if (!figures) throw new ApiError(404, "not_found", "No page (draft or published) has this name.");
    return reply.header("Cache-Control", "private, no-store").send(figures);
  });
}
