import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { ADMIN, EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { solved, solvedBatch } from "../support/altcha.ts";

/*
 * The contact form and the newsletter's double opt-in (issue 16) through the real API on both databases,
 * with a real SMTP server: what it receives (headers, language, links), the links working end to end, and
 * every spam trap refusing with its own code.
 */

const contact = (altcha: string | undefined, extra: Record<string, unknown> = {}) => ({
  name: "Ana Pérez",
  email: "Ana@Example.org",
  subject: "Quiero colaborar",
  message: "Hola:\nMe gustaría participar en los laboratorios.",
  consent: true,
  lang: "es",
  ...(altcha ? { altcha } : {}),
  ...extra,
});

describe.each(adapters)("visitors' forms and real e-mail on $name", (target) => {
  let h: Harness;
  let smtp: TestSmtp;
  let staff: { authorization: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startApi(target, {
      config: { smtpUrl: smtp.url, contactTo: "equipo@simbiosis.test", mailPollMs: 100 },
    });
    staff = { authorization: `Bearer ${await h.login(EDITOR)}` };
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it("stores a contact message, lists it for editors and e-mails it to CONTACT_TO, answerable to the visitor", async () => {
    const [altcha] = await solvedBatch(h.app.inject.bind(h.app), 1);
    const res = await h.app.inject({ method: "POST", url: "/api/contact", payload: contact(altcha) });
    expect(res.statusCode, res.body).toBe(200);

    const list = json<{
      Items: Array<{
        id: number;
        email: string;
        readAt: string | null;
        consent: { form: string; textVersion: string; ip: string };
      }>;
    }>(await h.app.inject({ method: "GET", url: "/api/contact-messages", headers: staff })).Items;
    expect(list[0]).toMatchObject({
      email: "ana@example.org",
      readAt: null,
      consent: { form: "contact", textVersion: "2026-11-23" },
    });
    expect(list[0]?.consent.ip).toBeTruthy();

    const mail = await smtp.waitFor((m) => m.subject === "[Simbiosis] Quiero colaborar");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("equipo@simbiosis.test");
    expect(mail.replyTo?.text).toBe("ana@example.org");
    expect(mail.text).toContain("Me gustaría participar en los laboratorios.");

    const id = list[0]?.id;
    const marked = await h.app.inject({
      method: "PATCH",
      url: `/api/contact-messages/${id}`,
      headers: staff,
      payload: { read: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(
      json<{ Items: Array<{ readAt: string | null }> }>(
        await h.app.inject({ method: "GET", url: "/api/contact-messages", headers: staff }),
      ).Items[0]?.readAt,
    ).toBeTruthy();
    expect(
      (await h.app.inject({ method: "DELETE", url: `/api/contact-messages/${id}`, headers: staff }))
        .statusCode,
    ).toBe(200);
    expect(
      (await h.app.inject({ method: "DELETE", url: `/api/contact-messages/${id}`, headers: staff }))
        .statusCode,
    ).toBe(404);
    // Visitors never read them.
    expect((await h.app.inject({ method: "GET", url: "/api/contact-messages" })).statusCode).toBe(401);
  });

  it("refuses a form sent sooner after its challenge than FORM_MIN_FILL_MS", async () => {
    // A server of its own with a long trap: the refusal does not depend on how fast this machine solves.
    const slow = await startApi(target, { config: { formMinFillMs: 60_000 } });
    try {
      const inject = slow.app.inject.bind(slow.app);
      const res = await inject({
        method: "POST",
        url: "/api/contact",
        payload: contact(await solved(inject)),
      });
      expect([res.statusCode, json<{ code: string }>(res).code]).toEqual([403, "too_fast"]);
    } finally {
      await slow.close();
    }
  });

  it("refuses a bot at each trap with its own code, and a form posted without JavaScript comes back to its page", async () => {
    const inject = h.app.inject.bind(h.app);
    const post = (payload: object) => inject({ method: "POST", url: "/api/contact", payload });
    const codeOf = async (payload: object) => {
      const res = await post(payload);
      return [res.statusCode, json<{ code: string }>(res).code];
    };
    const [ok, replayed] = await solvedBatch(inject, 2);
    expect(await codeOf(contact(ok, { website: "http://spam.example" }))).toEqual([403, "honeypot"]);
    expect(await codeOf(contact(undefined))).toEqual([403, "challenge_missing"]);
    expect(await codeOf(contact("bm90IGpzb24="))).toEqual([403, "challenge_invalid"]);
    expect(await codeOf(contact(ok, { consent: false }))).toEqual([400, "consent_required"]);
    expect(await codeOf(contact(ok, { email: "ana@" }))).toEqual([400, "invalid_email"]);
    expect(await codeOf(contact(ok, { message: "x".repeat(5001) }))).toEqual([400, "field_too_long"]);
    expect((await post(contact(replayed))).statusCode).toBe(200);
    // The same solved challenge again: a replay.
    expect(await codeOf(contact(replayed))).toEqual([403, "challenge_invalid"]);

    const form = new URLSearchParams({
      name: "Ana",
      email: "ana@example.org",
      subject: "Hola",
      message: "Sin JS",
      consent: "on",
      lang: "en",
    });
    const noScript = await inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form.toString(),
    });
    expect(noScript.statusCode).toBe(303);
    expect(noScript.headers.location).toBe("/en/contact?error=challenge_missing#contact");
  });

  it("limits messages per address and per IP within the hour", async () => {
    const inject = h.app.inject.bind(h.app);
    const challenges = await solvedBatch(inject, 7);
    const from = (i: number, email: string) =>
      inject({
        method: "POST",
        url: "/api/contact",
        payload: contact(challenges[i], { email }),
        remoteAddress: "203.0.113.9",
      });
    // Three to one address, then refused.
    for (let i = 0; i < 3; i++) expect((await from(i, "mismo@example.org")).statusCode).toBe(200);
    const fourth = await from(3, "mismo@example.org");
    expect([fourth.statusCode, json<{ code: string }>(fourth).code]).toEqual([429, "rate_limited"]);
    expect(fourth.headers["retry-after"]).toBe("3600");
    // Five from one IP, whatever the address.
    expect((await from(4, "otra@example.org")).statusCode).toBe(200);
    expect((await from(5, "tercera@example.org")).statusCode).toBe(200);
    expect((await from(6, "cuarta@example.org")).statusCode).toBe(429);
  });

  it("a subscription is confirmed by the e-mailed link, in the visitor's language, and ends by link or by one click", async () => {
    const inject = h.app.inject.bind(h.app);
    const [es, en] = await solvedBatch(inject, 2);
    const ask = (email: string, lang: string, altcha: string | undefined) =>
      inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email, consent: "on", lang, altcha },
      });
    expect((await ask("lector@example.org", "es", es)).statusCode).toBe(200);
    expect((await ask("reader@example.org", "en", en)).statusCode).toBe(200);

    const spanish = await smtp.waitFor(
      (m) => m.to !== undefined && "text" in m.to && m.to.text === "lector@example.org",
    );
    expect(spanish.subject).toBe("Confirma tu suscripción al boletín de Simbiosis");
    const english = await smtp.waitFor(
      (m) => m.to !== undefined && "text" in m.to && m.to.text === "reader@example.org",
    );
    expect(english.subject).toBe("Confirm your subscription to the Simbiosis newsletter");
    // RFC 8058: the https (here http) unsubscribe address and the one-click header.
    const header = (key: string) => spanish.headerLines.find((l) => l.key === key)?.line ?? "";
    const listUnsubscribe = header("list-unsubscribe");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribe = /<(http[^>]+)>/.exec(listUnsubscribe)?.[1] ?? "";
    expect(spanish.text).toContain(unsubscribe);

    const pending = json<{ Items: Array<{ email: string; state: string }> }>(
      await inject({
        method: "GET",
        url: "/api/subscribers",
        headers: { authorization: `Bearer ${await h.login()}` },
      }),
    ).Items;
    expect(pending.find((s) => s.email === "lector@example.org")?.state).toBe("pending");

    const confirm = /(http\S+\/api\/newsletter\/confirm\?token=\S+)/.exec(spanish.text ?? "")?.[1] ?? "";
    const confirmed = await inject({
      method: "GET",
      url: new URL(confirm).pathname + new URL(confirm).search,
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/labs?confirmed=1#newsletter");
    // The link works once.
    const again = await inject({ method: "GET", url: new URL(confirm).pathname + new URL(confirm).search });
    expect(again.headers.location).toBe("/labs?error=confirm_expired#newsletter");

    const admin = { authorization: `Bearer ${await h.login()}` };
    const subscribers = () =>
      inject({ method: "GET", url: "/api/subscribers", headers: admin }).then(
        (r) =>
          json<{
            Items: Array<{
              id: number;
              email: string;
              state: string;
              lang: string;
              consent: { form: string };
            }>;
          }>(r).Items,
      );
    expect((await subscribers()).find((s) => s.email === "lector@example.org")).toMatchObject({
      state: "confirmed",
      lang: "es",
      consent: { form: "labs-newsletter" },
    });
    // Editors do not see subscribers (personal data): admins only.
    expect((await inject({ method: "GET", url: "/api/subscribers", headers: staff })).statusCode).toBe(403);

    // One click, as a mail client does it (RFC 8058).
    const oneClick = await inject({
      method: "POST",
      url: new URL(unsubscribe).pathname + new URL(unsubscribe).search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscribers()).find((s) => s.email === "lector@example.org")?.state).toBe("unsubscribed");
    // The English reader uses the link in the e-mail.
    const link = /(http\S+\/api\/newsletter\/unsubscribe\?\S+)/.exec(english.text ?? "")?.[1] ?? "";
    const byLink = await inject({ method: "GET", url: new URL(link).pathname + new URL(link).search });
    expect(byLink.headers.location).toBe("/en/my-data?unsubscribed=1");
    // A forged link does nothing.
    const forged = await inject({
      method: "GET",
      url: new URL(link).pathname + "?id=1&token=AAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(forged.statusCode).toBe(404);

    const csv = await inject({ method: "GET", url: "/api/subscribers.csv", headers: admin });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.split("\r\n")[0]).toMatch(/^email,lang,state,/);
    expect(csv.body).toContain("reader@example.org,en,unsubscribed,");
    const reader = (await subscribers()).find((s) => s.email === "reader@example.org");
    expect(
      (await inject({ method: "DELETE", url: `/api/subscribers/${reader?.id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect((await subscribers()).some((s) => s.email === "reader@example.org")).toBe(false);

    const status = json<{ mode: string; sent: number; failed: number }>(
      await inject({ method: "GET", url: "/api/mail/status", headers: staff }),
    );
    expect(status.mode).toBe("smtp");
    expect(status.sent).toBeGreaterThanOrEqual(3);
  });

  it("answers hostile form bodies with a 4xx, never a 5xx", async () => {
    const field = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.constant("\u0000"),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/contact", "/api/newsletter/subscribe"),
        fc.dictionary(
          fc.constantFrom("name", "email", "subject", "message", "consent", "website", "altcha", "lang", "x"),
          field,
        ),
        async (url, body) => {
          const res = await h.app.inject({ method: "POST", url, payload: body });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(json<{ code: string }>(res).code).toBeTruthy();
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe.each(adapters)("e-mail without SMTP_URL on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target, { config: { mailPollMs: 100 } });
  });
  afterAll(() => h?.close());

  it("is written as .eml files under DATA_DIR/mail, and the admins are told it is not sent", async () => {
    const [altcha] = await solvedBatch(h.app.inject.bind(h.app), 1);
    const res = await h.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "sin-smtp@example.org", consent: true, lang: "en", altcha },
    });
    expect(res.statusCode).toBe(200);
    const folder = path.join(h.services.config.dataDir, "mail");
    let files: string[] = [];
    for (let i = 0; i < 100 && files.length === 0; i++) {
      files = await readdir(folder).catch(() => []);
      if (!files.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(folder, files[0] ?? ""), "utf8");
    expect(eml).toContain("To: sin-smtp@example.org");
    expect(eml).toContain("Subject: Confirm your subscription to the Simbiosis newsletter");
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const status = json<{ mode: string }>(
      await h.app.inject({
        method: "GET",
        url: "/api/mail/status",
        headers: { authorization: `Bearer ${await h.login()}` },
      }),
    );
    expect(status.mode).toBe("files");
  });
});

describe.each(adapters)("password reset by e-mail on $name", (target) => {
  let h: Harness;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startApi(target, { config: { smtpUrl: smtp.url, mailPollMs: 100 } });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it("e-mails a link that works once, within the hour, and answers the same for an unknown address", async () => {
    const ask = (email: string, lang = "es") =>
      h.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email, lang } });
    const known = await ask(EDITOR.email.toUpperCase(), "en");
    const unknown = await ask("nadie@example.org");
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);

    const mail = await smtp.waitFor((m) => m.subject === "Choose a new password for Simbiosis");
    expect(smtp.received.some((m) => m.to && "text" in m.to && m.to.text === "nadie@example.org")).toBe(
      false,
    );
    const token = /\/admin\?reset=(\S+)/.exec(mail.text ?? "")?.[1] ?? "";
    const oldToken = await h.login(EDITOR);
    const reset = (password: string, t = token) =>
      h.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/confirm",
        payload: { token: t, password },
      });
    expect((await reset("a brand new passphrase")).statusCode).toBe(200);
    // Sessions opened with the old password end; the new one signs in; the link does not work twice.
    expect(
      (
        await h.app.inject({
          method: "GET",
          url: "/api/auth/me",
          headers: { authorization: `Bearer ${oldToken}` },
        })
      ).statusCode,
    ).toBe(401);
    await h.login({ email: EDITOR.email, password: "a brand new passphrase" });
    const again = await reset("yet another passphrase");
    expect([again.statusCode, json<{ code: string }>(again).code]).toEqual([400, "reset_invalid"]);
    // A forged or altered token does nothing.
    const [claim] = token.split(".");
    expect(json<{ code: string }>(await reset("yet another passphrase", `${claim}.forged`)).code).toBe(
      "reset_invalid",
    );
    expect(json<{ code: string }>(await reset("yet another passphrase", "garbage")).code).toBe(
      "reset_invalid",
    );

    // An admin's invitation: no password, an e-mail with a link to choose one.
    const admin = { authorization: `Bearer ${await h.login()}` };
    const invited = await h.app.inject({
      method: "POST",
      url: "/api/users",
      headers: admin,
      payload: { email: "nueva@example.org", role: "author", lang: "es" },
    });
    expect(invited.statusCode).toBe(201);
    // With SMTP the link travels only by e-mail: the answer does not carry it.
    expect(json(invited)).toMatchObject({ invited: true, mailSent: true });
    expect(json(invited)).not.toHaveProperty("invitationUrl");
    const invitation = await smtp.waitFor(
      (m) => m.subject === "Te han invitado al área de edición de Simbiosis",
    );
    expect(invitation.text).toContain("con el rol de autoría");
    const inviteToken = /\/admin\?reset=(\S+)/.exec(invitation.text ?? "")?.[1] ?? "";
    expect((await reset("my chosen passphrase", inviteToken)).statusCode).toBe(200);
    await h.login({ email: "nueva@example.org", password: "my chosen passphrase" });

    // Limited: three per account per hour.
    await ask(ADMIN.email);
    await ask(ADMIN.email);
    await ask(ADMIN.email);
    const limited = await ask(ADMIN.email);
    expect([limited.statusCode, json<{ code: string }>(limited).code]).toEqual([429, "rate_limited"]);
  });
});

describe.each(adapters)("sending the newsletter on $name", (target) => {
  let h: Harness;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startApi(target, {
      config: { smtpUrl: smtp.url, mailPollMs: 100, publicUrl: "https://simbiosis.test" },
    });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it("sends the picked articles to each confirmed subscriber in their language, once, even when resumed", async () => {
    const { store } = h.services;
    await store.savePage({
      Page: "etica-abierta",
      Template: "Article",
      values: [
        { name: "Title", lang: "es", value: { text: "Ética abierta" } },
        { name: "Title", lang: "en", value: { text: "Open ethics" } },
        { name: "Excerpt", lang: "es", value: { text: "Por qué auditar en público." } },
        { name: "Excerpt", lang: "en", value: { text: "Why audit in public." } },
      ],
    });
    const consent = {
      at: new Date().toISOString(),
      form: "labs-newsletter",
      textVersion: "t",
      ip: "127.0.0.1",
    };
    const subscribe = async (email: string, lang: "es" | "en", confirm: boolean) => {
      const token = `${email}-token`;
      await store.requestSubscription({
        email,
        lang,
        tokenHash: token,
        expiresAt: new Date(Date.now() + 60_000),
        consent: { ...consent, lang },
      });
      if (confirm) await store.confirmSubscription(token, new Date());
    };
    await subscribe("ana@example.org", "es", true);
    await subscribe("bob@example.org", "en", true);
    await subscribe("pendiente@example.org", "es", false);

    const admin = { authorization: `Bearer ${await h.login()}` };
    const body = { articles: ["etica-abierta"], intro: { es: "Hola, comunidad.", en: "Hello, community." } };
    const preview = json<Record<"es" | "en", { subject: string; text: string }>>(
      await h.app.inject({ method: "POST", url: "/api/newsletter/preview", headers: admin, payload: body }),
    );
    expect(preview.es.text).toContain("Hola, comunidad.");
    expect(preview.es.text).toContain("■ Ética abierta");
    expect(preview.es.text).toContain("https://simbiosis.test/article/etica-abierta");
    // Each language links the article at its address there: its English slug.
    expect(preview.en.text).toContain("https://simbiosis.test/en/article/open-ethics");

    const refused = await h.app.inject({
      method: "POST",
      url: "/api/newsletter/sends",
      headers: admin,
      payload: { ...body, articles: ["no-existe"] },
    });
    expect([refused.statusCode, json<{ code: string }>(refused).code]).toEqual([400, "not_published"]);
    const editor = { authorization: `Bearer ${await h.login(EDITOR)}` };
    expect(
      (await h.app.inject({ method: "POST", url: "/api/newsletter/sends", headers: editor, payload: body }))
        .statusCode,
    ).toBe(403);

    const sent = await h.app.inject({
      method: "POST",
      url: "/api/newsletter/sends",
      headers: admin,
      payload: body,
    });
    expect(sent.statusCode).toBe(201);
    const send = json<{ id: number; recipients: number }>(sent);
    expect(send.recipients).toBe(2);
    const es = await smtp.waitFor((m) => m.subject === "Boletín de Simbiosis");
    const en = await smtp.waitFor((m) => m.subject === "Simbiosis newsletter");
    expect(es.to && "text" in es.to ? es.to.text : "").toBe("ana@example.org");
    expect(en.to && "text" in en.to ? en.to.text : "").toBe("bob@example.org");
    expect(en.text).toContain("Open ethics");
    expect(en.headerLines.find((l) => l.key === "list-unsubscribe-post")?.line).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );

    // A restart in the middle of queuing queues again: nobody gets it twice.
    const [stored] = await store.listNewsletterSends();
    const { queueNewsletter } = await import("../../app/server/mail/newsletter.server.ts");
    const { unsubscribeLinks } = await import("../../app/server/mail/unsubscribe.server.ts");
    if (stored) await queueNewsletter(store, unsubscribeLinks(store), stored);
    await h.app.mailWorker.runNow();
    expect(
      smtp.received.filter(
        (m) => m.subject === "Boletín de Simbiosis" || m.subject === "Simbiosis newsletter",
      ),
    ).toHaveLength(2);
    const sends = json<{ Items: Array<{ id: number; sent: number; pending: number; recipients: number }> }>(
      await h.app.inject({ method: "GET", url: "/api/newsletter/sends", headers: admin }),
    ).Items;
    expect(sends[0]).toMatchObject({ id: send.id, recipients: 2, sent: 2, pending: 0 });
  });
});
