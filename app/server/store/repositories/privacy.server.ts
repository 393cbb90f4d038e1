import { sql, type RawBuilder } from "kysely";
import type { RetentionSetting } from "../../../content/data-inventory.ts";
import { CONFIRM_TTL_MS } from "../../../content/forms.ts";
import { langOf } from "../../../content/page-model.ts";
import type { PersonalRecord, PrivacyRecord } from "../../../content/personal-data.ts";
import {
  LastAdminError,
  type PersonalRows,
  type PrivacyRequest,
  type PrivacyStore,
  type RetentionCutoffs,
} from "../privacy-store.server.ts";
import type { PrivacyLogTable } from "../schema.server.ts";
import { schemaColumns, type SchemaColumn } from "./archive.server.ts";
import type { StoreContext } from "./context.server.ts";
import { holdsText, json, type Db } from "./rows.server.ts";

/*
 * The store's part of the data inventory (privacy-store.server.ts): everything kept about one address,
 * found and erased across every table in one transaction, the record of exports and erasures, visitors'
 * requests, and the retention rules.
 */

/** Columns that name who did something: an erased address leaves them empty (inventory "authorship"). */
const ACTOR_COLUMNS = [
  ["pages", "updated_by"],
  ["page_drafts", "updated_by"],
  ["page_revisions", "saved_by"],
  ["page_schedules", "created_by"],
  ["preview_links", "created_by"],
  ["media", "created_by"],
  ["newsletter_sends", "created_by"],
  ["assistant_synonyms", "updated_by"],
  ["assistant_evaluation", "created_by"],
  ["redirects", "created_by"],
  ["page_reviews", "by"],
  ["audit_log", "actor"],
] as const;

/** Rate-limit keys of the sign-in and the password reset; every other key is a form's or the assistant's. */
const SIGN_IN_KEYS = ["ip:", "account:", "reset-"];
const isSignInKey = (key: string) => SIGN_IN_KEYS.some((prefix) => key.startsWith(prefix));

/** What replaces an erased address inside someone else's text. */
const ERASED = "[…]";

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function recordOf(r: {
  id: number | string;
  at: string;
  action: PrivacyLogTable["action"];
  subject: string;
  via: PrivacyLogTable["via"];
  actor: string | null;
  detail: string;
}): PrivacyRecord {
  return {
    id: Number(r.id),
    at: r.at,
    action: r.action,
    subject: r.subject,
    via: r.via,
    actor: r.actor,
    detail: json<Record<string, number>>(r.detail, {}),
  };
}

/** A copy of a row the export can carry: numbers as numbers, everything else as text or null. */
function plain(row: Record<string, unknown>): PersonalRecord {
  const out: PersonalRecord = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] =
      v === null || v === undefined
        ? null
        : typeof v === "number" || typeof v === "boolean"
          ? v
          : typeof v === "bigint"
            ? Number(v)
            : String(v);
  }
  return out;
}

const add = (counts: Record<string, number>, id: string, n: number) => {
  if (n > 0) counts[id] = (counts[id] ?? 0) + n;
};

export class PrivacyRepository implements PrivacyStore {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
  }

  /** `column` holds `needle` (already lower-case), with no LIKE wildcard to escape. */
  #holds(column: string, needle: string): RawBuilder<boolean> {
    return holdsText(this.#kind, column, needle);
  }

  /** `column` is the address, whatever its case. */
  #is(column: string, email: string): RawBuilder<boolean> {
    return sql<boolean>`lower(${sql.ref(column)}) = ${email}`;
  }

  schemaColumns(): Promise<SchemaColumn[]> {
    return schemaColumns(this.#db, this.#kind);
  }

  async personalData(address: string): Promise<PersonalRows> {
    const email = address.trim().toLowerCase();
    const db = this.#db;
    const rows: Record<string, PersonalRecord[]> = {};
    const put = (id: string, list: Array<Record<string, unknown>>) => {
      if (list.length) rows[id] = [...(rows[id] ?? []), ...list.map(plain)];
    };

    const user = await db
      .selectFrom("users")
      .select(["id", "email", "role", "created_at"])
      .where(this.#is("email", email))
      .executeTakeFirst();
    if (user) {
      put("editor-accounts", [{ email: user.email, role: user.role, createdAt: user.created_at }]);
      put(
        "editor-sessions",
        await db
          .selectFrom("sessions")
          .select(["created_at as createdAt", "expires_at as expiresAt"])
          .where("user_id", "=", user.id)
          .orderBy("created_at")
          .execute(),
      );
    }

    put("authorship", [
      ...(
        await db
          .selectFrom("pages")
          .select(["name as page", "updated_at as at"])
          .where(this.#is("updated_by", email))
          .execute()
      ).map((r) => ({ what: "published", ...r })),
      ...(
        await db
          .selectFrom("page_drafts")
          .select(["name as page", "updated_at as at"])
          .where(this.#is("updated_by", email))
          .execute()
      ).map((r) => ({ what: "draft", ...r })),
      ...(
        await db
          .selectFrom("page_revisions")
          .select(["name as page", "revision", "action", "saved_at as at"])
          .where(this.#is("saved_by", email))
          .orderBy("id")
          .execute()
      ).map((r) => ({ what: "revision", ...r })),
      ...(
        await db
          .selectFrom("page_schedules")
          .select(["name as page", "lang", "at"])
          .where(this.#is("created_by", email))
          .execute()
      ).map((r) => ({ what: "schedule", ...r })),
      ...(
        await db
          .selectFrom("preview_links")
          .select(["name as page", "created_at as at", "expires_at as expiresAt"])
          .where(this.#is("created_by", email))
          .execute()
      ).map((r) => ({ what: "preview link", ...r })),
      ...(
        await db
          .selectFrom("media")
          .select(["name as file", "created_at as at"])
          .where(this.#is("created_by", email))
          .execute()
      ).map((r) => ({ what: "upload", ...r })),
      ...(
        await db
          .selectFrom("newsletter_sends")
          .select(["id as newsletter", "created_at as at"])
          .where(this.#is("created_by", email))
          .execute()
      ).map((r) => ({ what: "newsletter sent", ...r })),
    ]);

    put(
      "contact-messages",
      (
        await db
          .selectFrom("contact_messages")
          .selectAll()
          .where(this.#is("email", email))
          .orderBy("id")
          .execute()
      ).map((r) => ({
        name: r.name,
        email: r.email,
        subject: r.subject,
        message: r.message,
        lang: r.lang,
        consent: r.consent,
        createdAt: r.created_at,
        readAt: r.read_at,
      })),
    );

    for (const r of await db
      .selectFrom("subscribers")
      .selectAll()
      .where(this.#is("email", email))
      .execute()) {
      const id =
        r.state === "confirmed"
          ? "newsletter-subscribers"
          : r.state === "pending"
            ? "newsletter-unconfirmed"
            : "newsletter-unsubscribed";
      put(id, [
        {
          email: r.email,
          lang: r.lang,
          state: r.state,
          consent: r.consent,
          createdAt: r.created_at,
          confirmedAt: r.confirmed_at,
          unsubscribedAt: r.unsubscribed_at,
        },
      ]);
    }

    put(
      "mail-queue",
      await db
        .selectFrom("mail_queue")
        .select([
          "kind",
          "to_addr as to",
          "subject",
          "text",
          "headers",
          "status",
          "last_error as lastError",
          "created_at as createdAt",
          "sent_at as sentAt",
        ])
        .where((eb) =>
          eb.or([
            this.#is("to_addr", email),
            this.#holds("subject", email),
            this.#holds("text", email),
            this.#holds("headers", email),
          ]),
        )
        .orderBy("id")
        .execute(),
    );

    for (const r of await db
      .selectFrom("login_failures")
      .select(["key", "at"])
      .where(this.#holds("key", email))
      .orderBy("at")
      .execute())
      put(isSignInKey(r.key) ? "sign-in-limits" : "form-limits", [r]);

    put(
      "privacy-requests",
      await db
        .selectFrom("privacy_requests")
        .select(["action", "lang", "created_at as createdAt", "expires_at as expiresAt"])
        .where(this.#is("email", email))
        .execute(),
    );

    // Questions are kept without any address; one that holds the address because it was typed in is found.
    put(
      "assistant-questions",
      await db
        .selectFrom("assistant_questions")
        .select(["asked_at as askedAt", "lang", "question", "answer"])
        .where((eb) => eb.or([this.#holds("question", email), this.#holds("answer", email)]))
        .execute(),
    );

    put(
      "audit-trail",
      await db
        .selectFrom("audit_log")
        .select(["at", "action", "page", "lang", "revision", "actor", "subject"])
        .where((eb) => eb.or([this.#is("actor", email), this.#is("subject", email)]))
        .orderBy("id")
        .execute(),
    );
    put(
      "review-comments",
      await db
        .selectFrom("page_reviews")
        .select(["name as page", "revision", "action", "comment", "at"])
        .where((eb) => eb.or([this.#is("by", email), this.#holds("comment", email)]))
        .orderBy("id")
        .execute(),
    );

    return { rows, pagesMentioning: await this.#pagesMentioning(db, email) };
  }

  /** Pages whose content or change notes name the address, in any version (published, draft, history, scheduled). */
  async #pagesMentioning(db: Db, email: string): Promise<string[]> {
    const names = await Promise.all([
      ...(["pages", "page_drafts", "page_revisions", "page_schedules"] as const).map((table) =>
        db.selectFrom(table).select("name").distinct().where(this.#holds("doc", email)).execute(),
      ),
      // Change notes are the editors' text too (shown on the public page and in the feeds).
      db.selectFrom("page_revisions").select("name").distinct().where(this.#holds("detail", email)).execute(),
      db.selectFrom("page_schedules").select("name").distinct().where(this.#holds("note", email)).execute(),
    ]);
    return [...new Set(names.flat().map((r) => r.name))].sort();
  }

  async erasePersonalData(
    address: string,
    record: Omit<PrivacyRecord, "id" | "detail">,
    extra: Record<string, number> = {},
  ): Promise<{ counts: Record<string, number>; record: PrivacyRecord }> {
    const email = address.trim().toLowerCase();
    return this.#db.transaction().execute(async (trx) => {
      const counts: Record<string, number> = {};

      // An account: its sessions and itself, never the last admin's.
      let admins = trx.selectFrom("users").select(["id", "email"]).where("role", "=", "admin");
      if (this.#kind === "postgres") admins = admins.forUpdate();
      const adminRows = await admins.execute();
      const user = await trx
        .selectFrom("users")
        .select(["id", "role"])
        .where(this.#is("email", email))
        .executeTakeFirst();
      if (user) {
        if (user.role === "admin" && adminRows.length <= 1) throw new LastAdminError();
        const s = await trx.deleteFrom("sessions").where("user_id", "=", user.id).executeTakeFirst();
        add(counts, "editor-sessions", Number(s.numDeletedRows));
        await trx.deleteFrom("users").where("id", "=", user.id).execute();
        add(counts, "editor-accounts", 1);
      }

      // Who did something: the name goes, what was done stays.
      for (const [table, column] of ACTOR_COLUMNS) {
        const r = await trx
          .updateTable(table)
          .set({ [column]: null })
          .where(this.#is(column, email))
          .executeTakeFirst();
        add(counts, "authorship", Number(r.numUpdatedRows));
      }

      // Their messages go; their address inside someone else's message becomes "[…]".
      const gone = await trx
        .deleteFrom("contact_messages")
        .where(this.#is("email", email))
        .executeTakeFirst();
      add(counts, "contact-messages", Number(gone.numDeletedRows));
      const mentioned = await trx
        .selectFrom("contact_messages")
        .select(["id", "name", "subject", "message"])
        .where((eb) =>
          eb.or([this.#holds("name", email), this.#holds("subject", email), this.#holds("message", email)]),
        )
        .execute();
      const pattern = new RegExp(escapeRegExp(email), "gi");
      for (const m of mentioned) {
        await trx
          .updateTable("contact_messages")
          .set({
            name: m.name.replace(pattern, ERASED),
            subject: m.subject.replace(pattern, ERASED),
            message: m.message.replace(pattern, ERASED),
          })
          .where("id", "=", m.id)
          .execute();
      }
      add(counts, "contact-messages", mentioned.length);

      for (const r of await trx
        .deleteFrom("subscribers")
        .where(this.#is("email", email))
        .returning("state")
        .execute()) {
        add(
          counts,
          r.state === "confirmed"
            ? "newsletter-subscribers"
            : r.state === "pending"
              ? "newsletter-unconfirmed"
              : "newsletter-unsubscribed",
          1,
        );
      }

      // E-mails to the address, and those about it (a contact message's copy to the team).
      const mail = await trx
        .deleteFrom("mail_queue")
        .where((eb) =>
          eb.or([
            this.#is("to_addr", email),
            ...(["subject", "text", "html", "headers", "last_error"] as const).map((c) =>
              this.#holds(c, email),
            ),
          ]),
        )
        .executeTakeFirst();
      add(counts, "mail-queue", Number(mail.numDeletedRows));

      const keys = await trx
        .selectFrom("login_failures")
        .select("key")
        .distinct()
        .where(this.#holds("key", email))
        .execute();
      for (const { key } of keys) {
        const r = await trx.deleteFrom("login_failures").where("key", "=", key).executeTakeFirst();
        add(counts, isSignInKey(key) ? "sign-in-limits" : "form-limits", Number(r.numDeletedRows));
      }

      const questions = await trx
        .deleteFrom("assistant_questions")
        .where((eb) => eb.or([this.#holds("question", email), this.#holds("answer", email)]))
        .executeTakeFirst();
      add(counts, "assistant-questions", Number(questions.numDeletedRows));

      const requests = await trx
        .deleteFrom("privacy_requests")
        .where(this.#is("email", email))
        .executeTakeFirst();
      add(counts, "privacy-requests", Number(requests.numDeletedRows));

      // The activity log: the name goes from who acted (ACTOR_COLUMNS) and from whom it was about.
      const about = await trx
        .updateTable("audit_log")
        .set({ subject: null, actor_id: null })
        .where(this.#is("subject", email))
        .executeTakeFirst();
      add(counts, "audit-trail", Number(about.numUpdatedRows));
      if (user) {
        const byId = await trx
          .updateTable("audit_log")
          .set({ actor_id: null })
          .where("actor_id", "=", user.id)
          .executeTakeFirst();
        add(counts, "audit-trail", Number(byId.numUpdatedRows));
      }
      // Their address inside a review comment becomes "[…]", as in others' messages.
      for (const c of await trx
        .selectFrom("page_reviews")
        .select(["id", "comment"])
        .where(this.#holds("comment", email))
        .execute()) {
        await trx
          .updateTable("page_reviews")
          .set({ comment: c.comment.replace(pattern, ERASED) })
          .where("id", "=", c.id)
          .execute();
        add(counts, "review-comments", 1);
      }

      const acted = await trx
        .updateTable("privacy_log")
        .set({ actor: null })
        .where(this.#is("actor", email))
        .executeTakeFirst();
      add(counts, "privacy-records", Number(acted.numUpdatedRows));

      for (const [id, n] of Object.entries(extra)) add(counts, id, n);
      // The erasure's own record: erasing one's own account as an admin leaves no name either.
      const actor = record.actor?.toLowerCase() === email ? null : record.actor;
      const stored = await this.#insertRecord(trx, { ...record, actor, detail: counts });
      return { counts, record: stored };
    });
  }

  async #insertRecord(db: Db, record: Omit<PrivacyRecord, "id">): Promise<PrivacyRecord> {
    const row = await db
      .insertInto("privacy_log")
      .values({
        at: record.at,
        action: record.action,
        subject: record.subject,
        via: record.via,
        actor: record.actor,
        detail: JSON.stringify(record.detail),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return recordOf(row);
  }

  addPrivacyRecord(record: Omit<PrivacyRecord, "id">): Promise<PrivacyRecord> {
    return this.#insertRecord(this.#db, record);
  }

  async privacyRecords(subject: string): Promise<PrivacyRecord[]> {
    const rows = await this.#db
      .selectFrom("privacy_log")
      .selectAll()
      .where("subject", "=", subject)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(recordOf);
  }

  async addPrivacyRequest(request: PrivacyRequest): Promise<void> {
    await this.#db
      .insertInto("privacy_requests")
      .values({
        token_hash: request.tokenHash,
        email: request.email,
        action: request.action,
        lang: request.lang,
        created_at: request.createdAt,
        expires_at: request.expiresAt,
      })
      .execute();
  }

  async privacyRequest(tokenHash: string, now: Date): Promise<PrivacyRequest | undefined> {
    const r = await this.#db
      .selectFrom("privacy_requests")
      .selectAll()
      .where("token_hash", "=", tokenHash)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    return r
      ? {
          tokenHash: r.token_hash,
          email: r.email,
          action: r.action === "erase" ? "erase" : "export",
          lang: langOf(r.lang),
          createdAt: r.created_at,
          expiresAt: r.expires_at,
        }
      : undefined;
  }

  async purgeExpired(cutoffs: RetentionCutoffs, now: Date): Promise<Record<string, number>> {
    const db = this.#db;
    const counts: Record<string, number> = {};
    const deleted = (id: string, r: { numDeletedRows: bigint }) => add(counts, id, Number(r.numDeletedRows));
    const iso = (setting: RetentionSetting) => cutoffs[setting].toISOString();
    // One rule per setting: the compiler refuses a setting without one (app/content/data-inventory.ts).
    const rules: Record<RetentionSetting, () => Promise<void>> = {
      CONTACT_RETENTION_DAYS: async () =>
        deleted(
          "contact-messages",
          await db
            .deleteFrom("contact_messages")
            .where("created_at", "<", iso("CONTACT_RETENTION_DAYS"))
            .executeTakeFirst(),
        ),
      // The clock starts at the last request: its link expires CONFIRM_TTL_MS after it.
      SUBSCRIPTION_UNCONFIRMED_DAYS: async () =>
        deleted(
          "newsletter-unconfirmed",
          await db
            .deleteFrom("subscribers")
            .where("state", "=", "pending")
            .where(
              (eb) => eb.fn.coalesce("token_expires_at", "created_at"),
              "<",
              new Date(cutoffs.SUBSCRIPTION_UNCONFIRMED_DAYS.getTime() + CONFIRM_TTL_MS).toISOString(),
            )
            .executeTakeFirst(),
        ),
      UNSUBSCRIBED_RETENTION_DAYS: async () =>
        deleted(
          "newsletter-unsubscribed",
          await db
            .deleteFrom("subscribers")
            .where("state", "=", "unsubscribed")
            .where("unsubscribed_at", "<", iso("UNSUBSCRIBED_RETENTION_DAYS"))
            .executeTakeFirst(),
        ),
      MAIL_SENT_RETENTION_DAYS: async () =>
        deleted(
          "mail-queue",
          await db
            .deleteFrom("mail_queue")
            .where("status", "in", ["sent", "failed"])
            .where("created_at", "<", iso("MAIL_SENT_RETENTION_DAYS"))
            .executeTakeFirst(),
        ),
      ASSISTANT_RETENTION_DAYS: async () =>
        deleted(
          "assistant-questions",
          await db
            .deleteFrom("assistant_questions")
            .where("asked_at", "<", iso("ASSISTANT_RETENTION_DAYS"))
            .executeTakeFirst(),
        ),
      LOGIN_FAILURES_RETENTION_HOURS: async () =>
        deleted(
          "sign-in-limits",
          await db
            .deleteFrom("login_failures")
            .where((eb) => eb.or(SIGN_IN_KEYS.map((p) => eb("key", "like", `${p}%`))))
            .where("at", "<", iso("LOGIN_FAILURES_RETENTION_HOURS"))
            .executeTakeFirst(),
        ),
      FORM_LIMITS_RETENTION_HOURS: async () =>
        deleted(
          "form-limits",
          await db
            .deleteFrom("login_failures")
            .where((eb) => eb.and(SIGN_IN_KEYS.map((p) => eb("key", "not like", `${p}%`))))
            .where("at", "<", iso("FORM_LIMITS_RETENTION_HOURS"))
            .executeTakeFirst(),
        ),
      // A day's counts go once the whole day is older than the retention.
      NOT_FOUND_LOG_RETENTION_DAYS: async () =>
        deleted(
          "not-found-log",
          await db
            .deleteFrom("not_found_log")
            .where("day", "<", iso("NOT_FOUND_LOG_RETENTION_DAYS").slice(0, 10))
            .executeTakeFirst(),
        ),
      AUDIT_RETENTION_DAYS: async () =>
        deleted(
          "audit-trail",
          await db.deleteFrom("audit_log").where("at", "<", iso("AUDIT_RETENTION_DAYS")).executeTakeFirst(),
        ),
      PRIVACY_LOG_RETENTION_DAYS: async () =>
        deleted(
          "privacy-records",
          await db
            .deleteFrom("privacy_log")
            .where("at", "<", iso("PRIVACY_LOG_RETENTION_DAYS"))
            .executeTakeFirst(),
        ),
      ANALYTICS_RETENTION_DAYS: async () =>
        deleted(
          "audience-counts",
          await db
            .deleteFrom("analytics_daily")
            .where("day", "<", iso("ANALYTICS_RETENTION_DAYS").slice(0, 10))
            .executeTakeFirst(),
        ),
    };
    for (const rule of Object.values(rules)) await rule();
    // Fixed lifetimes: what has expired is of no use to anyone.
    const at = now.toISOString();
    deleted(
      "editor-sessions",
      await db.deleteFrom("sessions").where("expires_at", "<", at).executeTakeFirst(),
    );
    deleted(
      "editor-sessions",
      await db.deleteFrom("revoked_tokens").where("expires_at", "<", at).executeTakeFirst(),
    );
    deleted(
      "privacy-requests",
      await db.deleteFrom("privacy_requests").where("expires_at", "<", at).executeTakeFirst(),
    );
    // The audience's salts go the day after theirs, the visitor marks made with them a day later.
    const today = at.slice(0, 10);
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    deleted(
      "audience-salts",
      await db.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst(),
    );
    deleted(
      "audience-salts",
      await db.deleteFrom("analytics_seen").where("day", "<", yesterday).executeTakeFirst(),
    );
    deleted(
      "used-challenges",
      await db.deleteFrom("used_challenges").where("expires_at", "<", at).executeTakeFirst(),
    );
    return counts;
  }
}
