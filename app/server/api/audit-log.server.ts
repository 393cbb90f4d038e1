import type { FastifyInstance } from "fastify";
import { AUDIT_PAGE_SIZE, auditCsv, type AuditFilter, type AuditRecord } from "../../content/audit.ts";
import type { Services } from "../services.server.ts";
import { ApiError } from "./errors.server.ts";
import { auditOps } from "./openapi.server.ts";
import { pageTitleReader } from "./page-titles.server.ts";

/** The most rows one CSV download holds (the newest first): a year of a busy site is far fewer. */
const CSV_MAX = 100_000;
const CSV_BATCH = 1000;

/* The activity log read by admins (issue 41, item 5): the screen's pages and the CSV download. */
export function registerAuditRoutes(app: FastifyInstance, services: Services) {
  const { store } = services;

  function filterOf(q: ReturnType<typeof auditOps.list.query>): AuditFilter {
    if (q.from && q.to && q.from > q.to)
      throw new ApiError(400, "invalid_request", "from must be on or before to.");
    return {
      action: q.action,
      actor: q.actor?.trim() || undefined,
      page: q.page?.trim() || undefined,
      from: q.from,
      to: q.to,
    };
  }

  app.get("/audit", { schema: auditOps.list.schema }, async (request, reply) => {
    const q = auditOps.list.query(request);
    const { items, total } = await store.auditRecords(filterOf(q), {
      offset: q.offset ?? 0,
      limit: q.limit ?? AUDIT_PAGE_SIZE,
    });
    // The screen names pages by their titles (issue 41): those of the pages this page of records names.
    const titles = await pageTitleReader(store)(items.flatMap((r) => (r.page ? [r.page] : [])));
    return reply.header("Cache-Control", "private, no-store").send({ Items: items, total, titles });
  });

  app.get("/audit.csv", { schema: auditOps.csv.schema }, async (request, reply) => {
    const filter = filterOf(auditOps.csv.query(request));
    const rows: AuditRecord[] = [];
    for (let offset = 0; offset < CSV_MAX; offset += CSV_BATCH) {
      const { items } = await store.auditRecords(filter, { offset, limit: CSV_BATCH });
      rows.push(...items);
      if (items.length < CSV_BATCH) break;
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="activity-log-${day}.csv"`)
      .header("Cache-Control", "private, no-store")
      .send(auditCsv(rows));
  });
}
