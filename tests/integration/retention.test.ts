import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultRetention, type RetentionValues } from "../../app/content/data-inventory.ts";
import { CONSENT_VERSION } from "../../app/content/forms.ts";
import { runRetention } from "../../app/server/jobs/retention.server.ts";
import { mailFiles, mailFolder } from "../../app/server/mail/mail-files.server.ts";
import { siteIndexer } from "../../app/server/site/search-index.server.ts";
import { openStore } from "../../app/server/store/open-store.server.ts";
import type { Store } from "../../app/server/store/store.server.ts";
import { adapters } from "../support/adapters.ts";
import { withFreshDatabase } from "../support/services.ts";

/*
 * Retention enforced (issue 38) on both databases, with a controlled clock: data is written "now" (T0),
 * then the job runs at T0 + a few hours, days and years, and each kind goes exactly when its retention
 * (the configuration's) says, and not before; the job runs in one copy at a time.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(adapters)("the retention job on $name", (target) => {
  const fresh = withFreshDatabase(target);
  let store: Store;
  // Set when the test starts writing (not when the file is collected: other files may run in between).
  let T0 = new Date();
  const at = (ms: number) => new Date(T0.getTime() + ms);
  const retention: RetentionValues = { ...defaultRetention(), CONTACT_RETENTION_DAYS: 90 };

  beforeAll(() => {
    store = fresh.services.store;
  });

  /** One run of the job at `when` (each run of a test is later than the previous one's lease). */
  const runAt = (when: Date) =>
    runRetention(
      { store, mailFiles: mailFiles(fresh.services.config.dataDir), retention, intervalMs: 60_000 },
      when,
    );

  const count = async (table: string) =>
    Number(
      (
        await fresh.raw
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it("deletes each kind of data when its retention says, and not before", async () => {
    T0 = new Date();
    const consent = {
      at: T0.toISOString(),
      form: "contact",
      lang: "es" as const,
      textVersion: CONSENT_VERSION,
      ip: "203.0.113.9",
    };
    await store.addContactMessage({
      name: "Ana",
      email: "ana@example.org",
      subject: "Hola",
      message: "Un mensaje",
      lang: "es",
      consent,
      createdAt: T0.toISOString(),
    });
    const pending = await store.requestSubscription({
      email: "pendiente@example.org",
      lang: "es",
      tokenHash: "h1",
      expiresAt: at(48 * HOUR),
      consent,
    });
    const left = await store.requestSubscription({
      email: "baja@example.org",
      lang: "es",
      tokenHash: "h2",
      expiresAt: at(48 * HOUR),
      consent,
    });
    await store.confirmSubscription("h2", T0);
    await store.unsubscribe(left.subscriber.id, T0);
    await store.requestSubscription({
      email: "fiel@example.org",
      lang: "en",
      tokenHash: "h3",
      expiresAt: at(48 * HOUR),
      consent,
    });
    await store.confirmSubscription("h3", T0);
    for (const to of ["sent@example.org", "failed@example.org", "waiting@example.org"])
      await store.enqueueMail({ kind: "contact", to, subject: "s", text: "t" });
    const [sent, failed] = await store.claimDueMail(new Date(Date.now() + 1000), at(HOUR), 2);
    await store.markMailSent(sent!.id, T0);
    await store.markMailFailed(failed!.id, "550 no such user", null);
    await store.recordAttempt(["account:ana@example.org", "ip:203.0.113.9"], T0);
    await store.recordAttempt(["contact-email:ana@example.org", "assistant-min:abc"], T0);
    await store.addAssistantQuestion(
      {
        id: "00000000-0000-4000-8000-000000000001",
        askedAt: T0.toISOString(),
        lang: "es",
        question: "¿Qué es EthicsI?",
        kind: "quotes",
        sources: ["ethicsi"],
        answer: "",
        helpful: null,
      },
      "client-hash",
    );
    await store.addPrivacyRecord({
      at: T0.toISOString(),
      action: "erase",
      subject: "f".repeat(64),
      via: "visitor",
      actor: null,
      detail: { "contact-messages": 1 },
    });
    const user = await store.getUserByEmail("admin@simbiosis.local");
    const userId = user?.id ?? (await store.createUser("ed@example.org", "x", "editor")).id;
    await store.createSession({ id: "s1", userId, secretHash: "x", expiresAt: at(30 * DAY).toISOString() });
    await store.revokeToken("jti-1", at(HOUR));
    await store.useChallenge("sig-1", at(10 * 60_000));
    await store.addPrivacyRequest({
      tokenHash: "t1",
      email: "ana@example.org",
      action: "export",
      lang: "es",
      createdAt: T0.toISOString(),
      expiresAt: at(24 * HOUR).toISOString(),
    });
    const folder = mailFolder(fresh.services.config.dataDir);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "2026-mail.eml"), "To: ana@example.org\n\nHola");

    const rows = async () => ({
      contact: await count("contact_messages"),
      subscribers: (await fresh.raw.selectFrom("subscribers").select("email").orderBy("email").execute()).map(
        (r: { email: string }) => r.email,
      ),
      mail: (await fresh.raw.selectFrom("mail_queue").select("to_addr").orderBy("to_addr").execute()).map(
        (r: { to_addr: string }) => r.to_addr,
      ),
      limits: (await fresh.raw.selectFrom("login_failures").select("key").orderBy("key").execute()).map(
        (r: { key: string }) => r.key,
      ),
      questions: await count("assistant_questions"),
      records: await count("privacy_log"),
      sessions: await count("sessions"),
      revoked: await count("revoked_tokens"),
      challenges: await count("used_challenges"),
      requests: await count("privacy_requests"),
      files: fs.readdirSync(folder).length,
    });
    const all = await rows();
    expect(all).toEqual({
      contact: 1,
      subscribers: ["baja@example.org", "fiel@example.org", "pendiente@example.org"],
      mail: ["failed@example.org", "sent@example.org", "waiting@example.org"],
      limits: [
        "account:ana@example.org",
        "assistant-min:abc",
        "contact-email:ana@example.org",
        "ip:203.0.113.9",
      ],
      questions: 1,
      records: 1,
      sessions: 1,
      revoked: 1,
      challenges: 1,
      requests: 1,
      files: 1,
    });
    expect(pending.already).toBe(false);

    // Twenty minutes on: only the used challenge (10 minutes) has expired.
    expect(await runAt(at(20 * 60_000))).toEqual({ "used-challenges": 1 });
    // Two hours: the sign-in and form limits (1 hour) and the revoked token (its token's hour).
    expect(await runAt(at(2 * HOUR))).toEqual({
      "sign-in-limits": 2,
      "form-limits": 2,
      "editor-sessions": 1,
    });
    expect((await rows()).limits).toEqual([]);
    // Eight days: the unconfirmed subscription (7 days after its request) and the request for data (24 h).
    expect(await runAt(at(8 * DAY))).toEqual({ "newsletter-unconfirmed": 1, "privacy-requests": 1 });
    expect((await rows()).subscribers).toEqual(["baja@example.org", "fiel@example.org"]);
    // A month: sent and failed mail and their files, the assistant's questions, the expired session.
    expect(await runAt(at(31 * DAY))).toEqual({
      "mail-queue": 2,
      "mail-files": 1,
      "assistant-questions": 1,
      "editor-sessions": 1,
    });
    expect((await rows()).mail).toEqual(["waiting@example.org"]);
    // 91 days: the contact message, after the 90 this configuration says (not the default 365).
    expect(await runAt(at(91 * DAY))).toEqual({ "contact-messages": 1 });
    // A year: the unsubscribed address, consent record and all, is erased; the subscriber stays.
    expect(await runAt(at(366 * DAY))).toEqual({ "newsletter-unsubscribed": 1 });
    expect((await rows()).subscribers).toEqual(["fiel@example.org"]);
    // Three years: the record of an erasure.
    expect(await runAt(at(1096 * DAY))).toEqual({ "privacy-records": 1 });
    expect(await rows()).toEqual({
      contact: 0,
      subscribers: ["fiel@example.org"],
      mail: ["waiting@example.org"],
      limits: [],
      questions: 0,
      records: 0,
      sessions: 0,
      revoked: 0,
      challenges: 0,
      requests: 0,
      files: 0,
    });
  });

  it("runs in one copy at a time: of two copies at the same moment, one deletes and one waits", async () => {
    const other = await openStore({
      dataDir: fresh.services.config.dataDir,
      databaseUrl: fresh.services.config.databaseUrl,
      indexer: siteIndexer,
    });
    try {
      const when = at(5000 * DAY);
      const deps = (s: Store) => ({
        store: s,
        mailFiles: mailFiles(fresh.services.config.dataDir),
        retention,
        intervalMs: 10 * 60_000,
      });
      const [a, b] = await Promise.all([runRetention(deps(store), when), runRetention(deps(other), when)]);
      expect([a, b].filter((r) => r !== undefined)).toHaveLength(1);
      // Within the lease nobody runs; after it, one copy again.
      expect(await runRetention(deps(other), new Date(when.getTime() + 60_000))).toBeUndefined();
      const later = new Date(when.getTime() + 10 * 60_000);
      const [c, d] = await Promise.all([runRetention(deps(store), later), runRetention(deps(other), later)]);
      expect([c, d].filter((r) => r !== undefined)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
