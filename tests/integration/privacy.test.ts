import { createHash, createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { InjectOptions } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErasureResult, PersonalDataExport } from "../../app/content/personal-data.ts";
import { mailFolder } from "../../app/server/mail/mail-files.server.ts";
import { adapters } from "../support/adapters.ts";
import { solvedBatch } from "../support/altcha.ts";
import { ADMIN, EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";
import { multipart } from "../support/multipart.ts";
import { columnsHolding, openRaw, type RawDb } from "../support/raw-db.ts";

/*
 * A person's data on request (issue 38; GDPR arts. 15, 17, 20) through the real API on both databases:
 * an address put into every kind of data the site keeps (an account with its edits, a contact message and
 * its copy to the team, a subscription, password and privacy requests, limits, a question to the
 * assistant, someone else's message naming it, the .eml files), found by the admins' lookup, then erased,
 * after which a search of every text column of the database and of every mail file finds it nowhere and
 * a record with its keyed hash remains. Then the visitors' requests, confirmed through the e-mailed link.
 */

const PERSON = "ana.persona@example.org";
/** The inventory items the person's address is put into below. */
const FOUND = [
  "assistant-questions",
  // The failed sign-in with the address, in the activity log (issue 41).
  "audit-trail",
  "authorship",
  "contact-messages",
  "editor-accounts",
  "editor-sessions",
  "form-limits",
  "mail-files",
  "mail-queue",
  "newsletter-unconfirmed",
  "privacy-requests",
  "sign-in-limits",
];
const OTHER = "luis@example.org";
// The smallest valid PNG: 1 × 1.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe.each(adapters)("a person's data on request on $name", (target) => {
  let h: Harness;
  let raw: RawDb;
  let admin: { authorization: string };
  let editor: { authorization: string };
  let altchas: string[] = [];
  const inject = (options: InjectOptions) => h.app.inject(options);
  /** A solved challenge, from the batch made in beforeAll (each is good once). */
  const altcha = () => {
    const next = altchas.pop();
    if (!next) throw new Error("no solved challenge left");
    return next;
  };
  let ip = 0;
  /** A new visitor's address: the forms' per-IP limits stay out of the way of what a test means to check. */
  const visitor = () => `198.51.100.${++ip}`;

  const mailText = async (to: string, kind: string) =>
    (
      await raw
        .selectFrom("mail_queue")
        .select("text")
        .where("to_addr", "=", to)
        .where("kind", "=", kind)
        .orderBy("id", "desc")
        .executeTakeFirst()
    )?.text as string | undefined;

  const keyedHash = async (address: string) => {
    const secret = (await h.services.store.getSetting("privacy_secret")) ?? "";
    expect(secret.length).toBeGreaterThan(20);
    return createHmac("sha256", secret).update(address).digest("hex");
  };

  const mailFilesHolding = (needle: string) => {
    const folder = mailFolder(h.services.config.dataDir);
    if (!fs.existsSync(folder)) return [];
    return fs.readdirSync(folder).filter((f) =>
      fs
        .readFileSync(path.join(folder, f), "utf8")
        .replace(/=\r?\n/g, "")
        .toLowerCase()
        .includes(needle),
    );
  };

  beforeAll(async () => {
    h = await startApi(target, { config: { contactTo: "equipo@simbiosis.test", mailPollMs: 50 } });
    raw = openRaw(h.services.config);
    admin = { authorization: `Bearer ${await h.login()}` };
    editor = { authorization: `Bearer ${await h.login(EDITOR)}` };
    altchas = await solvedBatch(h.app.inject.bind(h.app), 14);

    // The person has an admin account (so they can do everything an editor can, and send a newsletter).
    const created = await inject({
      method: "POST",
      url: "/api/users",
      headers: admin,
      payload: { email: PERSON, role: "admin", password: "a long enough passphrase" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = {
      authorization: `Bearer ${await h.login({ email: PERSON, password: "a long enough passphrase" })}`,
    };
    const title = (text: string) => [{ name: "Title", lang: "es", value: { text } }];
    expect(
      (
        await inject({
          method: "POST",
          url: "/api/prod/pages",
          headers: person,
          payload: { Page: "noticia-de-ana", Template: "Article", values: title("Noticia") },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await inject({
          method: "PUT",
          url: "/api/prod/pages/borrador-de-ana/draft",
          headers: { ...person, "if-none-match": "*" },
          payload: { Page: "borrador-de-ana", Template: "Article", values: title("Borrador") },
        })
      ).statusCode,
    ).toBe(201);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
    for (const [url, payload] of [
      ["/api/prod/pages/borrador-de-ana/publish", { languages: ["es"], at: later }],
      ["/api/prod/pages/borrador-de-ana/preview", {}],
      ["/api/newsletter/sends", { articles: ["noticia-de-ana"], intro: { es: "Hola" } }],
    ] as const) {
      const res = await inject({ method: "POST", url, headers: person, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    }
    // As an admin, the person looked someone else up: the record names them as who did it.
    expect(
      (
        await inject({
          method: "POST",
          url: "/api/privacy/lookup",
          headers: person,
          payload: { email: "x@example.org" },
        })
      ).statusCode,
    ).toBe(200);
    const upload = multipart("foto.png", PNG);
    const uploaded = await inject({
      method: "POST",
      url: "/api/prod/files",
      headers: { ...person, "content-type": upload.type },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    // What visitors leave: the person's own forms, and someone else's message naming the address.
    const forms: Array<[string, Record<string, unknown>]> = [
      [
        "/api/contact",
        { name: "Ana Persona", email: PERSON, subject: "Hola", message: "Quiero colaborar", consent: true },
      ],
      [
        "/api/contact",
        {
          name: "Luis",
          email: OTHER,
          subject: "Una amiga",
          message: `Escribid a ${PERSON}, por favor.`,
          consent: true,
        },
      ],
      ["/api/newsletter/subscribe", { email: PERSON, consent: "on" }],
      ["/api/privacy/request", { email: PERSON, action: "export" }],
    ];
    for (const [url, body] of forms) {
      const res = await inject({
        method: "POST",
        url,
        remoteAddress: visitor(),
        payload: { ...body, lang: "es", altcha: altcha() },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    await inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: PERSON } });
    await inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: PERSON, password: "wrong one" },
    });
    const asked = await inject({
      method: "POST",
      url: "/api/assistant/ask",
      remoteAddress: visitor(),
      payload: { question: `Mi correo es ${PERSON}: ¿me escribís?`, lang: "es" },
    });
    expect(asked.statusCode).toBe(200);
    // The e-mails leave as .eml files (no SMTP_URL here).
    for (let i = 0; i < 3; i++) await h.app.mailWorker.runNow();
  });
  afterAll(async () => {
    await raw?.destroy();
    await h?.close();
  });

  it("finds the address in every kind of data the inventory says can hold it, and records the lookup", async () => {
    expect(await columnsHolding(raw, target.name, PERSON)).not.toEqual([]);
    expect(mailFilesHolding(PERSON).length).toBeGreaterThanOrEqual(4);
    const res = await inject({
      method: "POST",
      url: "/api/privacy/lookup",
      headers: admin,
      payload: { email: " Ana.Persona@Example.org ", lang: "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const data = json<PersonalDataExport>(res);
    expect(data.address).toBe(PERSON);
    expect(data.subject).toBe(await keyedHash(PERSON));
    expect(data.items.map((i) => i.id).sort()).toEqual(FOUND);
    const item = (id: string) => data.items.find((i) => i.id === id);
    expect(item("contact-messages")?.rows).toEqual([
      expect.objectContaining({ email: PERSON, message: "Quiero colaborar" }),
    ]);
    expect(item("contact-messages")?.title).toBe("Contact form messages");
    expect(item("contact-messages")?.retention).toBe("365 days after it arrives");
    expect(item("authorship")?.rows.map((r) => r.what)).toEqual(
      expect.arrayContaining([
        "published",
        "draft",
        "revision",
        "schedule",
        "preview link",
        "upload",
        "newsletter sent",
      ]),
    );
    expect(item("editor-accounts")?.rows).toEqual([
      expect.objectContaining({ email: PERSON, role: "admin" }),
    ]);
    expect(JSON.stringify(data)).not.toContain("password_hash");
    // The e-mails are shown as sent, but no link in them still works: their secrets are "[…]".
    const mails = JSON.stringify(item("mail-queue")?.rows);
    expect(mails).toContain("/admin?reset=[…]");
    expect(mails).toMatch(/confirm\?token=\[…\]/);
    expect(mails).not.toMatch(/(token|reset|request)=[\w-]{8,}/);
    expect(data.records).toEqual([]);
    expect(data.notLinked.map((n) => n.id)).toContain("request-log");
    // The lookup itself is recorded, by the keyed hash, never the address.
    const log = await raw.selectFrom("privacy_log").selectAll().where("subject", "=", data.subject).execute();
    expect(log).toEqual([
      expect.objectContaining({ action: "export", subject: data.subject, via: "admin", actor: ADMIN.email }),
    ]);
    expect(JSON.stringify(log)).not.toContain(PERSON);
  });

  it("refuses what it must: a bad address, a confirmation that differs, other roles, no token", async () => {
    const erase = (payload: unknown, headers: Record<string, string> = admin) =>
      inject({ method: "POST", url: "/api/privacy/erase", headers, payload: payload as object });
    const code = async (res: Awaited<ReturnType<typeof erase>>) => [
      res.statusCode,
      json<{ code: string }>(res).code,
    ];
    expect(await code(await erase({ email: "not-an-address", confirm: "not-an-address" }))).toEqual([
      400,
      "invalid_email",
    ]);
    expect(await code(await erase({ email: PERSON, confirm: "ana@example.org" }))).toEqual([
      400,
      "confirm_mismatch",
    ]);
    expect(await code(await erase({ email: PERSON }))).toEqual([400, "invalid_request"]);
    expect(await code(await erase({ email: PERSON, confirm: PERSON, extra: 1 }))).toEqual([
      400,
      "invalid_request",
    ]);
    expect(await code(await erase({ email: PERSON, confirm: PERSON }, editor))).toEqual([403, "forbidden"]);
    expect(await code(await erase({ email: PERSON, confirm: PERSON }, {}))).toEqual([401, "unauthorized"]);
    const lookup = await inject({
      method: "POST",
      url: "/api/privacy/lookup",
      headers: editor,
      payload: { email: PERSON },
    });
    expect(lookup.statusCode).toBe(403);
    // Nothing was erased by any of these.
    expect(await columnsHolding(raw, target.name, PERSON)).not.toEqual([]);
  });

  it("erases the address from every text column of the database and every mail file, leaving a record with its keyed hash", async () => {
    const res = await inject({
      method: "POST",
      url: "/api/privacy/erase",
      headers: admin,
      payload: { email: PERSON, confirm: PERSON.toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = json<ErasureResult>(res);
    // What the lookup found, and the person's name on the record of the lookup they made as an admin.
    expect(Object.keys(result.counts).sort()).toEqual([...FOUND, "privacy-records"].sort());
    expect(result.pagesMentioning).toEqual([]);
    const subject = await keyedHash(PERSON);
    expect(result.record).toMatchObject({ action: "erase", subject, via: "admin", actor: ADMIN.email });

    // The whole database, every column of every table, read as text: the address is nowhere.
    expect(await columnsHolding(raw, target.name, PERSON)).toEqual([]);
    expect(await columnsHolding(raw, target.name, "ana.persona")).toEqual([]);
    expect(mailFilesHolding(PERSON)).toEqual([]);
    // What was not theirs stays: the other visitor's message (the address in it erased), the pages.
    const others = await raw.selectFrom("contact_messages").select(["email", "message"]).execute();
    expect(others).toEqual([{ email: OTHER, message: "Escribid a […], por favor." }]);
    const page = await raw
      .selectFrom("pages")
      .select(["name", "updated_by"])
      .where("name", "=", "noticia-de-ana")
      .execute();
    expect(page).toEqual([{ name: "noticia-de-ana", updated_by: null }]);
    // The records: the lookup and the erasure, by the keyed hash; the lookup's admin named, no address.
    const after = json<PersonalDataExport>(
      await inject({
        method: "POST",
        url: "/api/privacy/lookup",
        headers: admin,
        payload: { email: PERSON },
      }),
    );
    expect(after.items).toEqual([]);
    expect(after.records.map((r) => [r.action, r.subject])).toEqual([
      ["erase", subject],
      ["export", subject],
    ]);
    expect(after.records[0]?.detail["contact-messages"]).toBe(2);
    // The person's own account is gone: their token no longer works.
    const login = await inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: PERSON, password: "a long enough passphrase" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("lists the pages whose text names an address, and leaves them to the editors (with their history)", async () => {
    const named = "tercera@example.org";
    await h.services.store.savePage({
      Page: "equipo",
      Template: "Page",
      values: [{ name: "Content", lang: "es", value: { html: `<p>Escribe a ${named}</p>` } }],
    });
    const found = json<PersonalDataExport>(
      await inject({ method: "POST", url: "/api/privacy/lookup", headers: admin, payload: { email: named } }),
    );
    expect(found.pagesMentioning).toEqual(["equipo"]);
    const erased = json<ErasureResult>(
      await inject({
        method: "POST",
        url: "/api/privacy/erase",
        headers: admin,
        payload: { email: named, confirm: named },
      }),
    );
    expect(erased.pagesMentioning).toEqual(["equipo"]);
    expect(JSON.stringify(await h.services.store.getPage("equipo"))).toContain(named);
  });

  it("never erases the only admin's account", async () => {
    const res = await inject({
      method: "POST",
      url: "/api/privacy/erase",
      headers: admin,
      payload: { email: ADMIN.email, confirm: ADMIN.email },
    });
    expect([res.statusCode, json<{ code: string }>(res).code]).toEqual([409, "last_admin"]);
    expect(await h.services.store.getUserByEmail(ADMIN.email)).toBeDefined();
  });

  describe("visitors' requests, confirmed through the e-mailed link", () => {
    const request = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      inject({
        method: "POST",
        url: "/api/privacy/request",
        remoteAddress: visitor(),
        headers,
        payload: headers["content-type"]
          ? new URLSearchParams(payload as Record<string, string>).toString()
          : payload,
      });
    const linkOf = async (to: string) => {
      const text = (await mailText(to, "privacy-request")) ?? "";
      const m =
        /(https?:\/\/\S+\/(?:mis-datos|my-data)\?request=([\w-]+)&action=(export|erase)#confirm)/.exec(text);
      if (!m) throw new Error(`no link in ${text}`);
      return { url: m[1] ?? "", token: m[2] ?? "", action: m[3] };
    };
    const confirm = (token: string, form = false) =>
      inject({
        method: "POST",
        url: "/api/privacy/confirm",
        ...(form
          ? { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `token=${token}` }
          : { payload: { token } }),
      });

    it("answers the same whether the site keeps anything about the address or not, and mails its owner a link", async () => {
      const unknown = await request({
        email: "nadie@example.org",
        action: "export",
        lang: "en",
        altcha: altcha(),
      });
      const known = await request({ email: OTHER, action: "export", lang: "en", altcha: altcha() });
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
      expect(json(known)).toEqual({ ok: true });
      for (const to of ["nadie@example.org", OTHER]) {
        const link = await linkOf(to);
        expect(link.url).toMatch(/\/en\/my-data\?request=/);
        expect(link.action).toBe("export");
        // Only a hash of the link's secret is kept.
        const stored = await raw
          .selectFrom("privacy_requests")
          .select(["token_hash", "email"])
          .where("email", "=", to)
          .execute();
        expect(stored).toEqual([
          { token_hash: createHash("sha256").update(link.token).digest("hex"), email: to },
        ]);
      }
    });

    it("hands over the copy as a download, as often as asked while the link lasts, and records it", async () => {
      const { token } = await linkOf(OTHER);
      for (let i = 0; i < 2; i++) {
        const res = await confirm(token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers["content-disposition"]).toBe('attachment; filename="simbiosis-data.json"');
        const data = json<PersonalDataExport>(res);
        expect(data.address).toBe(OTHER);
        expect(data.items.find((it) => it.id === "contact-messages")?.title).toBe("Contact form messages");
        expect(data.items.find((it) => it.id === "contact-messages")?.rows).toHaveLength(1);
      }
      const nobody = json<PersonalDataExport>(await confirm((await linkOf("nadie@example.org")).token));
      expect(
        nobody.items.filter(
          (it) =>
            it.id !== "privacy-requests" &&
            it.id !== "mail-queue" &&
            it.id !== "form-limits" &&
            it.id !== "mail-files",
        ),
      ).toEqual([]);
      const records = await raw
        .selectFrom("privacy_log")
        .select(["action", "via", "actor"])
        .where("subject", "=", await keyedHash(OTHER))
        .execute();
      expect(records).toEqual([
        { action: "export", via: "visitor", actor: null },
        { action: "export", via: "visitor", actor: null },
      ]);
    });

    it("erases through a form posted without JavaScript, once: the link then no longer works", async () => {
      expect(
        (await request({ email: OTHER, action: "erase", lang: "es", altcha: altcha() })).statusCode,
      ).toBe(200);
      const { token, action } = await linkOf(OTHER);
      expect(action).toBe("erase");
      const res = await confirm(token, true);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/mis-datos?erased=1#confirm");
      expect(await columnsHolding(raw, target.name, OTHER)).toEqual([]);
      const again = await confirm(token);
      expect([again.statusCode, json<{ code: string }>(again).code]).toEqual([400, "request_expired"]);
      const byForm = await confirm(token, true);
      expect([byForm.statusCode, byForm.headers.location]).toEqual([
        303,
        "/mis-datos?error=request_expired#confirm",
      ]);
      const records = await raw
        .selectFrom("privacy_log")
        .select(["action", "via"])
        .where("subject", "=", await keyedHash(OTHER))
        .execute();
      expect(records).toContainEqual({ action: "erase", via: "visitor" });
    });

    it("refuses an unknown or expired link, a missing choice, a bad address, no proof of work, and too many requests", async () => {
      const codeOf = async (res: Awaited<ReturnType<typeof request>>) => [
        res.statusCode,
        json<{ code: string }>(res).code,
      ];
      expect(await codeOf(await confirm("x".repeat(43)))).toEqual([400, "request_expired"]);
      expect(await codeOf(await confirm(""))).toEqual([400, "request_expired"]);
      const stale = "stale-token-of-a-past-request";
      await h.services.store.addPrivacyRequest({
        tokenHash: createHash("sha256").update(stale).digest("hex"),
        email: "tarde@example.org",
        action: "export",
        lang: "es",
        createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        expiresAt: new Date(Date.now() - 86_400_000).toISOString(),
      });
      expect(await codeOf(await confirm(stale))).toEqual([400, "request_expired"]);
      expect(await codeOf(await request({ email: "a@example.org", altcha: "x" }))).toEqual([
        400,
        "field_required",
      ]);
      expect(await codeOf(await request({ email: "a@example.org", action: "delete", altcha: "x" }))).toEqual([
        400,
        "field_required",
      ]);
      expect(await codeOf(await request({ email: "not an address", action: "erase" }))).toEqual([
        400,
        "invalid_email",
      ]);
      expect(await codeOf(await request({ email: "a@example.org", action: "erase" }))).toEqual([
        403,
        "challenge_missing",
      ]);
      // Three requests an hour for one address, from any number of visitors; the fourth waits.
      const limited = "muchas@example.org";
      for (let i = 0; i < 3; i++)
        expect((await request({ email: limited, action: "export", altcha: altcha() })).statusCode).toBe(200);
      const fourth = await request({ email: limited, action: "export", altcha: altcha() });
      expect(await codeOf(fourth)).toEqual([429, "rate_limited"]);
      expect(fourth.headers["retry-after"]).toBe("3600");
    });

    it("answers a form posted without JavaScript with a redirect back to the page", async () => {
      const res = await request(
        { email: "formulario@example.org", action: "erase", lang: "en", altcha: altcha() },
        { "content-type": "application/x-www-form-urlencoded" },
      );
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/en/my-data?sent=1#request");
      const refused = await request(
        { email: "x", action: "erase", lang: "en" },
        { "content-type": "application/x-www-form-urlencoded" },
      );
      expect(refused.headers.location).toBe("/en/my-data?error=invalid_email&field=email#request");
    });

    it("answers arbitrary bodies below 500, every refusal as JSON { message, code }", async () => {
      const url = fc.constantFrom(
        "/api/privacy/request",
        "/api/privacy/confirm",
        "/api/privacy/lookup",
        "/api/privacy/erase",
      );
      const body = fc.oneof(
        fc.json({ maxDepth: 3 }),
        fc
          .record({
            email: fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.emailAddress()),
            action: fc.string({ maxLength: 10 }),
            confirm: fc.string({ maxLength: 40 }),
            token: fc.string({ unit: "binary", maxLength: 250 }),
            lang: fc.constantFrom("es", "en", "fr", ""),
          })
          .map((r) => JSON.stringify(r)),
      );
      await fc.assert(
        fc.asyncProperty(url, body, fc.boolean(), async (u, b, signedIn) => {
          const res = await inject({
            method: "POST",
            url: u,
            remoteAddress: visitor(),
            headers: { "content-type": "application/json", ...(signedIn ? admin : {}) },
            payload: b,
          });
          expect(res.statusCode, `${u} ${b}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const answer = json<{ message: unknown; code: unknown }>(res);
            expect(typeof answer.message).toBe("string");
            expect(answer.code).toMatch(/^[a-z_]+$/);
          }
        }),
        { seed: 20_261_124, numRuns: 120 },
      );
    });
  });
});
