import type { Selectable } from "kysely";
import type { Lang } from "../../../content/page-model.ts";
import type {
  ConsentRecord,
  ContactMessage,
  MailQueueState,
  NewsletterSend,
  Subscriber,
} from "../../../content/messages.ts";
import type { MessagingStore, OutgoingMail, QueuedMail } from "../messaging-store.server.ts";
import type {
  ContactMessagesTable,
  MailQueueTable,
  NewsletterSendsTable,
  SubscribersTable,
} from "../schema.server.ts";
import type { StoreContext } from "./context.server.ts";
import { json } from "./rows.server.ts";

/*
 * The site's mail and its visitors' forms (messaging-store.server.ts): the outgoing mail queue, contact
 * messages, newsletter subscribers and sends, and the proof-of-work challenges already used.
 */

function queuedOf(r: Selectable<MailQueueTable>): QueuedMail {
  return {
    id: Number(r.id),
    kind: r.kind as QueuedMail["kind"],
    to: r.to_addr,
    subject: r.subject,
    text: r.text,
    ...(r.html ? { html: r.html } : {}),
    headers: json<Record<string, string>>(r.headers, {}),
    ...(r.dedupe_key ? { dedupeKey: r.dedupe_key } : {}),
    attempts: Number(r.attempts),
  };
}

function messageOf(r: Selectable<ContactMessagesTable>): ContactMessage {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    lang: r.lang as Lang,
    consent: json<ConsentRecord>(r.consent, {} as ConsentRecord),
    createdAt: r.created_at,
    readAt: r.read_at,
  };
}

function sendOf(r: Selectable<NewsletterSendsTable>): Omit<NewsletterSend, "sent" | "pending" | "failed"> {
  return {
    id: Number(r.id),
    articles: json<string[]>(r.articles, []),
    intro: json<Partial<Record<Lang, string>>>(r.intro, {}),
    state: r.state,
    recipients: Number(r.recipients),
    baseUrl: r.base_url,
    createdAt: r.created_at,
    createdBy: r.created_by,
  };
}

function subscriberOf(r: Selectable<SubscribersTable>): Subscriber {
  return {
    id: Number(r.id),
    email: r.email,
    lang: r.lang as Lang,
    state: r.state,
    consent: json<ConsentRecord>(r.consent, {} as ConsentRecord),
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at,
    unsubscribedAt: r.unsubscribed_at,
  };
}

export class MessagingRepository implements MessagingStore {
  readonly #db: StoreContext["db"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
  }

  async enqueueMail(mail: OutgoingMail, sendAfter = new Date()): Promise<boolean> {
    const now = new Date().toISOString();
    const result = await this.#db
      .insertInto("mail_queue")
      .values({
        kind: mail.kind,
        to_addr: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        headers: JSON.stringify(mail.headers ?? {}),
        dedupe_key: mail.dedupeKey ?? null,
        status: "pending",
        attempts: 0,
        send_after: sendAfter.toISOString(),
        created_at: now,
      })
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async claimDueMail(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]> {
    const due = await this.#db
      .selectFrom("mail_queue")
      .selectAll()
      .where("status", "=", "pending")
      .where("send_after", "<=", now.toISOString())
      .orderBy("send_after")
      .orderBy("id")
      .limit(limit)
      .execute();
    const claimed: QueuedMail[] = [];
    for (const row of due) {
      // Taken only if no other copy took it since it was read: the lease moves send_after on.
      const taken = await this.#db
        .updateTable("mail_queue")
        .set({ send_after: leaseUntil.toISOString(), attempts: Number(row.attempts) + 1 })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .where("send_after", "=", row.send_after)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1)
        claimed.push({ ...queuedOf(row), attempts: Number(row.attempts) + 1 });
    }
    return claimed;
  }

  async releaseMail(ids: readonly number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .updateTable("mail_queue")
      .set((eb) => ({ send_after: now.toISOString(), attempts: eb("attempts", "-", 1) }))
      .where("id", "in", [...ids])
      .where("status", "=", "pending")
      .execute();
  }

  async markMailSent(id: number, at: Date): Promise<void> {
    await this.#db
      .updateTable("mail_queue")
      .set({ status: "sent", sent_at: at.toISOString(), last_error: null })
      .where("id", "=", id)
      .execute();
  }

  async markMailFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
    await this.#db
      .updateTable("mail_queue")
      .set(
        retryAt
          ? { last_error: error.slice(0, 500), send_after: retryAt.toISOString() }
          : { last_error: error.slice(0, 500), status: "failed" },
      )
      .where("id", "=", id)
      .execute();
  }

  async mailQueueState(): Promise<MailQueueState> {
    const counts = await this.#db
      .selectFrom("mail_queue")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("status")
      .execute();
    const n = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    const failures = await this.#db
      .selectFrom("mail_queue")
      .select(["id", "to_addr", "subject", "last_error", "send_after"])
      .where("last_error", "is not", null)
      .where("status", "!=", "sent")
      .orderBy("id", "desc")
      .limit(10)
      .execute();
    return {
      pending: n("pending"),
      sent: n("sent"),
      failed: n("failed"),
      recentFailures: failures.map((f) => ({
        id: Number(f.id),
        to: f.to_addr,
        subject: f.subject,
        error: f.last_error ?? "",
        at: f.send_after,
      })),
    };
  }

  async addContactMessage(message: Omit<ContactMessage, "id" | "readAt">): Promise<ContactMessage> {
    const row = await this.#db
      .insertInto("contact_messages")
      .values({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        lang: message.lang,
        consent: JSON.stringify(message.consent),
        created_at: message.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return messageOf(row);
  }

  async listContactMessages(): Promise<ContactMessage[]> {
    const rows = await this.#db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").execute();
    return rows.map(messageOf);
  }

  async setContactMessageRead(id: number, read: boolean, at: Date): Promise<boolean> {
    const r = await this.#db
      .updateTable("contact_messages")
      .set({ read_at: read ? at.toISOString() : null })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async deleteContactMessage(id: number): Promise<boolean> {
    const r = await this.#db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async requestSubscription(input: {
    email: string;
    lang: Lang;
    tokenHash: string;
    expiresAt: Date;
    consent: ConsentRecord;
  }): Promise<{ subscriber: Subscriber; already: boolean }> {
    return this.#db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("subscribers")
        .selectAll()
        .where("email", "=", input.email)
        .executeTakeFirst();
      if (existing?.state === "confirmed") return { subscriber: subscriberOf(existing), already: true };
      const fields = {
        lang: input.lang,
        state: "pending" as const,
        token_hash: input.tokenHash,
        token_expires_at: input.expiresAt.toISOString(),
        consent: JSON.stringify(input.consent),
        confirmed_at: null,
        unsubscribed_at: null,
      };
      const row = existing
        ? await trx
            .updateTable("subscribers")
            .set(fields)
            .where("id", "=", existing.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto("subscribers")
            .values({ ...fields, email: input.email, created_at: input.consent.at })
            .returningAll()
            .executeTakeFirstOrThrow();
      return { subscriber: subscriberOf(row), already: false };
    });
  }

  async confirmSubscription(tokenHash: string, now: Date): Promise<Subscriber | undefined> {
    const row = await this.#db
      .updateTable("subscribers")
      .set({ state: "confirmed", confirmed_at: now.toISOString(), token_hash: null, token_expires_at: null })
      .where("token_hash", "=", tokenHash)
      .where("state", "=", "pending")
      .where("token_expires_at", ">", now.toISOString())
      .returningAll()
      .executeTakeFirst();
    return row ? subscriberOf(row) : undefined;
  }

  async getSubscriber(id: number): Promise<Subscriber | undefined> {
    const row = await this.#db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? subscriberOf(row) : undefined;
  }

  async unsubscribe(id: number, at: Date): Promise<Subscriber | undefined> {
    const row = await this.#db
      .updateTable("subscribers")
      .set({
        state: "unsubscribed",
        unsubscribed_at: at.toISOString(),
        token_hash: null,
        token_expires_at: null,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? subscriberOf(row) : undefined;
  }

  async listSubscribers(): Promise<Subscriber[]> {
    const rows = await this.#db.selectFrom("subscribers").selectAll().orderBy("id", "desc").execute();
    return rows.map(subscriberOf);
  }

  async deleteSubscriber(id: number): Promise<boolean> {
    const r = await this.#db.deleteFrom("subscribers").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async createNewsletterSend(input: {
    articles: string[];
    intro: Partial<Record<Lang, string>>;
    baseUrl: string;
    createdBy: string | null;
  }): Promise<NewsletterSend> {
    const row = await this.#db
      .insertInto("newsletter_sends")
      .values({
        articles: JSON.stringify(input.articles),
        intro: JSON.stringify(input.intro),
        state: "queuing",
        recipients: 0,
        base_url: input.baseUrl,
        created_at: new Date().toISOString(),
        created_by: input.createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...sendOf(row), sent: 0, pending: 0, failed: 0 };
  }

  async listNewsletterSends(): Promise<NewsletterSend[]> {
    const rows = await this.#db.selectFrom("newsletter_sends").selectAll().orderBy("id", "desc").execute();
    return Promise.all(
      rows.map(async (row) => ({ ...sendOf(row), ...(await this.#sendCounts(Number(row.id))) })),
    );
  }

  async unfinishedNewsletterSends(): Promise<NewsletterSend[]> {
    const rows = await this.#db
      .selectFrom("newsletter_sends")
      .selectAll()
      .where("state", "=", "queuing")
      .execute();
    return rows.map((row) => ({ ...sendOf(row), sent: 0, pending: 0, failed: 0 }));
  }

  async markNewsletterQueued(id: number, recipients: number): Promise<void> {
    await this.#db
      .updateTable("newsletter_sends")
      .set({ state: "queued", recipients })
      .where("id", "=", id)
      .execute();
  }

  async #sendCounts(id: number): Promise<{ sent: number; pending: number; failed: number }> {
    const rows = await this.#db
      .selectFrom("mail_queue")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("dedupe_key", "like", `newsletter:${id}:%`)
      .groupBy("status")
      .execute();
    const n = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return { sent: n("sent"), pending: n("pending"), failed: n("failed") };
  }

  async useChallenge(signature: string, expiresAt: Date): Promise<boolean> {
    const now = new Date().toISOString();
    await this.#db.deleteFrom("used_challenges").where("expires_at", "<", now).execute();
    const r = await this.#db
      .insertInto("used_challenges")
      .values({ signature, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column("signature").doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
