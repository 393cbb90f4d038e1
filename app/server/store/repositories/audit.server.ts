import { isAuditAction, type AuditFilter, type AuditRecord } from "../../../content/audit.ts";
import type { AuditStore, NewAuditRecord } from "../store.server.ts";
import type { AuditLogTable } from "../schema.server.ts";
import type { StoreContext } from "./context.server.ts";
import { holdsText, json, MAX_LIMIT } from "./rows.server.ts";

/* The audit trail (`audit_log`): who did what, when and on what; read newest first, filtered and paged. */

function recordOf(r: Omit<AuditLogTable, "id"> & { id: number | string }): AuditRecord {
  return {
    id: Number(r.id),
    at: r.at,
    // A record of an action this code no longer knows is shown as a settings change rather than lost.
    action: isAuditAction(r.action) ? r.action : "settings-change",
    actorId: r.actor_id === null ? null : Number(r.actor_id),
    actor: r.actor,
    page: r.page,
    lang: r.lang,
    revision: r.revision === null ? null : Number(r.revision),
    subject: r.subject,
    detail: json<AuditRecord["detail"]>(r.detail, {}),
  };
}

/** The day after `day` (YYYY-MM-DD), as the start of that day in ISO: the end of a range, exclusive. */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

export class AuditRepository implements AuditStore {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
  }

  async addAuditRecord(record: NewAuditRecord): Promise<void> {
    await this.#db
      .insertInto("audit_log")
      .values({
        at: record.at,
        action: record.action,
        actor_id: record.actorId ?? null,
        actor: record.actor ?? null,
        page: record.page ?? null,
        lang: record.lang ?? null,
        revision: record.revision ?? null,
        subject: record.subject ?? null,
        detail: JSON.stringify(record.detail ?? {}),
      })
      .execute();
  }

  async auditRecords(
    filter: AuditFilter,
    paging: { offset: number; limit: number },
  ): Promise<{ items: AuditRecord[]; total: number }> {
    let q = this.#db.selectFrom("audit_log");
    if (filter.action) q = q.where("action", "=", filter.action);
    if (filter.page) q = q.where("page", "=", filter.page);
    if (filter.from) q = q.where("at", ">=", `${filter.from}T00:00:00.000Z`);
    if (filter.to) q = q.where("at", "<", dayAfter(filter.to));
    if (filter.actor) q = q.where(holdsText(this.#kind, "actor", filter.actor.trim().toLowerCase()));
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .offset(paging.offset)
        .limit(Math.min(paging.limit, MAX_LIMIT))
        .execute(),
      q.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst(),
    ]);
    return { items: rows.map(recordOf), total: Number(count?.n ?? 0) };
  }
}
