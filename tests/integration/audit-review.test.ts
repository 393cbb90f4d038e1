import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditCsv, type AuditAction, type AuditRecord } from "../../app/content/audit.ts";
import { defaultRetention } from "../../app/content/data-inventory.ts";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { runRetention } from "../../app/server/jobs/retention.server.ts";
import { mailFiles } from "../../app/server/mail/mail-files.server.ts";
import { adapters } from "../support/adapters.ts";
import { solvedBatch } from "../support/altcha.ts";
import { ADMIN, EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";
import { openRaw, type RawDb } from "../support/raw-db.ts";

/*
 * Review before publishing and the audit trail (issue 41, items 4 and 5), through the real API on both
 * databases: an author submits, editors are e-mailed and see it waiting, send it back with a comment the
 * author reads, then approve it by publishing; the two-person rule; every audited action leaves one record
 * (who, when, on what: no content, no password); the admins' list, its filters and its CSV; retention.
 */

const AUTHOR = { email: "autora@test.local", password: "a long enough author password" };
const SECRET_WORDS = "texto-secreto-del-borrador";

const article = (name: string, text: string) => ({
  Page: name,
  Template: "Article",
  values: [
    { name: "Title", value: { text: `Título ${name}` }, lang: "es" },
    { name: "Content", value: { html: `<p>${text}</p>` }, lang: "es" },
    { name: "Title", value: { text: `Title ${name}` }, lang: "en" },
    { name: "Content", value: { html: `<p>${text}</p>` }, lang: "en" },
  ],
});

interface ReviewAnswer {
  status: "waiting" | "returned" | null;
  Items: Array<{ step: string; comment: string; by: string | null; revision: number }>;
}

describe.each(adapters)("review before publishing and the audit trail on $name", (target) => {
  let h: Harness;
  let raw: RawDb;
  const tokens: Record<"admin" | "editor" | "author", string> = { admin: "", editor: "", author: "" };
  const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
  const call = (
    who: keyof typeof tokens,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ) => h.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
  const review = (who: keyof typeof tokens, page: string, step: string, comment?: string) =>
    call(who, "POST", `/api/prod/pages/${page}/review`, { step, ...(comment ? { comment } : {}) });
  const records = async (query = "") =>
    json<{ Items: AuditRecord[]; total: number }>(await call("admin", "GET", `/api/audit?limit=200${query}`));
  const lastOf = async (action: AuditAction) => (await records(`&action=${action}`)).Items[0];
  const mailTo = async (address: string) =>
    (await raw.selectFrom("mail_queue").select(["to_addr", "subject", "text"]).execute()).filter(
      (m) => m.to_addr === address,
    );

  beforeAll(async () => {
    h = await startApi(target);
    raw = openRaw(h.services.config);
    await h.services.store.createUser(AUTHOR.email, await hashPassword(AUTHOR.password), "author");
    tokens.admin = await h.login(ADMIN);
    tokens.editor = await h.login(EDITOR);
    tokens.author = await h.login(AUTHOR);
  });
  afterAll(async () => {
    await raw.destroy();
    await h.close();
  });

  it("records every sign-in, a failed one with the address typed and never the password, and sign-out", async () => {
    const ok = await lastOf("sign-in");
    expect(ok).toMatchObject({ actor: AUTHOR.email, action: "sign-in" });
    expect(ok?.actorId).toEqual(expect.any(Number));
    const failed = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "Nadie@Test.local", password: "the wrong password typed" },
    });
    expect(failed.statusCode).toBe(401);
    expect(await lastOf("sign-in-failed")).toMatchObject({ actor: "nadie@test.local", actorId: null });
    const spare = await h.login(EDITOR);
    const out = await h.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${spare}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await lastOf("sign-out")).toMatchObject({ actor: EDITOR.email });
    const dump = JSON.stringify(await raw.selectFrom("audit_log").selectAll().execute());
    for (const password of [ADMIN.password, EDITOR.password, AUTHOR.password, "the wrong password typed"])
      expect(dump).not.toContain(password);
  });

  it("an author submits; editors see it waiting and are e-mailed; an author cannot send back or publish", async () => {
    expect(
      (await call("author", "PUT", "/api/prod/pages/taller/draft", article("taller", SECRET_WORDS)))
        .statusCode,
    ).toBe(201);
    const submitted = await review("author", "taller", "submitted");
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(json<ReviewAnswer>(submitted).status).toBe("waiting");
    expect((await review("author", "taller", "submitted")).statusCode).toBe(409);

    const list = json<{ Items: Array<{ Page: string; Status: { review?: string } }> }>(
      await call("editor", "GET", "/api/prod/workspace"),
    );
    expect(list.Items.find((i) => i.Page === "taller")?.Status.review).toBe("waiting");
    for (const editor of [ADMIN.email, EDITOR.email]) {
      const mails = await mailTo(editor);
      expect(mails.map((m) => m.subject)).toContain("Esperando revisión / Waiting for review: Título taller");
    }
    expect(await mailTo(AUTHOR.email)).toEqual([]);

    const back = await review("author", "taller", "returned", "No me lo devuelvo a mí");
    expect(back.statusCode).toBe(403);
    expect(json(back)).toMatchObject({ code: "forbidden_review" });
    const publish = await call("author", "POST", "/api/prod/pages/taller/publish", {});
    expect(publish.statusCode).toBe(403);
    expect(json(publish)).toMatchObject({ code: "forbidden_publish" });
    // The author's list is their own pages, with the review's state.
    const own = json<{ Items: Array<{ Page: string; Status: { review?: string } }> }>(
      await call("author", "GET", "/api/prod/workspace"),
    );
    expect(own.Items.map((i) => [i.Page, i.Status.review])).toEqual([["taller", "waiting"]]);
    expect(await lastOf("review-submit")).toMatchObject({ actor: AUTHOR.email, page: "taller" });
  });

  it("an editor sends it back with a comment the author reads and is e-mailed; then approves by publishing", async () => {
    expect((await review("editor", "taller", "returned")).statusCode).toBe(400);
    const back = await review("editor", "taller", "returned", "Falta la fecha del taller.");
    expect(back.statusCode).toBe(201);
    const seen = json<ReviewAnswer>(await call("author", "GET", "/api/prod/pages/taller/review"));
    expect(seen.status).toBe("returned");
    expect(seen.Items.at(-1)).toMatchObject({
      step: "returned",
      comment: "Falta la fecha del taller.",
      by: EDITOR.email,
    });
    const mails = await mailTo(AUTHOR.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Falta la fecha del taller.");
    expect(await lastOf("review-return")).toMatchObject({ actor: EDITOR.email, page: "taller" });

    expect((await review("author", "taller", "comment", "Añadida.")).statusCode).toBe(201);
    expect((await review("author", "taller", "submitted")).statusCode).toBe(201);
    const published = await call("editor", "POST", "/api/prod/pages/taller/publish", { languages: ["es"] });
    expect(published.statusCode, published.body).toBe(200);
    const after = json<ReviewAnswer>(await call("author", "GET", "/api/prod/pages/taller/review"));
    expect(after.status).toBeNull();
    expect(after.Items.map((s) => s.step)).toEqual([
      "submitted",
      "returned",
      "comment",
      "submitted",
      "approved",
    ]);
    const record = await lastOf("publish");
    expect(record).toMatchObject({ actor: EDITOR.email, page: "taller", lang: "es" });
    expect(record?.revision).toBe(json<{ revision: number }>(published).revision);
    const dump = JSON.stringify(await raw.selectFrom("audit_log").selectAll().execute());
    expect(dump).not.toContain(SECRET_WORDS);
  });

  it("records schedule, unschedule, restore and delete with the page, language and revision", async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await call("editor", "POST", "/api/prod/pages/taller/publish", { languages: ["en"], at })).statusCode,
    ).toBe(200);
    expect(await lastOf("schedule")).toMatchObject({ page: "taller", lang: "en", detail: { at } });
    expect((await call("editor", "DELETE", "/api/prod/pages/taller/schedule?lang=en")).statusCode).toBe(200);
    expect(await lastOf("unschedule")).toMatchObject({ page: "taller", lang: "en" });
    const restored = await call("editor", "POST", "/api/prod/pages/taller/restore", { revision: 1 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await lastOf("restore")).toMatchObject({ page: "taller", detail: { from: 1 } });
    expect((await call("editor", "DELETE", "/api/prod/pages", { Page: "taller" })).statusCode).toBe(200);
    expect(await lastOf("delete")).toMatchObject({ actor: EDITOR.email, page: "taller" });
  });

  it("records accounts added, invited, their role changed, sessions ended and removed; exports; settings", async () => {
    const steps: Array<[Parameters<typeof call>, AuditAction, Partial<AuditRecord>]> = [
      [
        [
          "admin",
          "POST",
          "/api/users",
          { email: "Nueva@test.local", role: "author", password: "a good long password" },
        ],
        "account-added",
        { subject: "nueva@test.local", detail: { role: "author" } },
      ],
      [
        ["admin", "POST", "/api/users", { email: "invitada@test.local", role: "editor" }],
        "invitation",
        { subject: "invitada@test.local", detail: { role: "editor" } },
      ],
      [
        ["admin", "PATCH", "/api/users/nueva%40test.local", { role: "editor" }],
        "role-change",
        { subject: "nueva@test.local", detail: { role: "editor" } },
      ],
      [
        ["admin", "POST", "/api/users/nueva%40test.local/sessions/end"],
        "sessions-ended",
        { subject: "nueva@test.local" },
      ],
      [
        ["admin", "DELETE", "/api/users/nueva%40test.local"],
        "account-removed",
        { subject: "nueva@test.local" },
      ],
      [["admin", "GET", "/api/subscribers.csv"], "export", { subject: "subscribers" }],
      [
        ["admin", "POST", "/api/privacy/lookup", { email: "alguien@example.org" }],
        "export",
        { subject: "personal-data" },
      ],
      [
        [
          "editor",
          "POST",
          "/api/assistant/synonyms",
          { es: ["taller", "curso"], en: ["workshop", "course"] },
        ],
        "settings-change",
        { subject: "assistant-synonyms" },
      ],
    ];
    for (const [args, action, expected] of steps) {
      const res = await call(...args);
      expect(res.statusCode, `${args[2]} ${res.body}`).toBeLessThan(300);
      expect(await lastOf(action), action).toMatchObject({
        actor: args[0] === "editor" ? EDITOR.email : ADMIN.email,
        ...expected,
      });
    }
    // A refused call leaves no record (an author is not an admin).
    const before = (await records()).total;
    expect((await call("author", "DELETE", "/api/users/invitada%40test.local")).statusCode).toBe(403);
    expect((await records()).total).toBe(before);
  });

  it("records a visitor's privacy request and an erasure without the address", async () => {
    const [altcha] = await solvedBatch(h.app.inject.bind(h.app), 1);
    const asked = await h.app.inject({
      method: "POST",
      url: "/api/privacy/request",
      payload: { email: "visitante@example.org", action: "erase", lang: "es", altcha },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await lastOf("privacy-request")).toMatchObject({ actor: null, detail: { kind: "erase" } });
    const erased = await call("admin", "POST", "/api/privacy/erase", {
      email: "invitada@test.local",
      confirm: "invitada@test.local",
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await lastOf("erasure")).toMatchObject({ actor: ADMIN.email, subject: "personal-data" });
    const dump = JSON.stringify(await raw.selectFrom("audit_log").selectAll().execute());
    expect(dump).not.toContain("invitada@test.local");
    expect(dump).not.toContain("visitante@example.org");
  });

  it("filters by action, person, page and date, pages, and downloads the same rows as CSV", async () => {
    const all = await records();
    expect(all.total).toBeGreaterThan(15);
    const byPerson = await records(`&actor=${encodeURIComponent("EDITOR@test")}`);
    expect(byPerson.Items.length).toBeGreaterThan(3);
    expect(byPerson.Items.every((r) => r.actor === EDITOR.email)).toBe(true);
    const byPage = await records("&page=taller");
    expect(new Set(byPage.Items.map((r) => r.action))).toEqual(
      new Set([
        "review-submit",
        "review-return",
        "review-comment",
        "publish",
        "schedule",
        "unschedule",
        "restore",
        "delete",
      ]),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect((await records(`&from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await records("&to=2000-01-01")).total).toBe(0);
    const page1 = json<{ Items: AuditRecord[] }>(await call("admin", "GET", "/api/audit?limit=5"));
    const page2 = json<{ Items: AuditRecord[] }>(await call("admin", "GET", "/api/audit?limit=5&offset=5"));
    expect(page2.Items.map((r) => r.id)).toEqual(all.Items.slice(5, 10).map((r) => r.id));
    expect(page1.Items.map((r) => r.id)).toEqual(all.Items.slice(0, 5).map((r) => r.id));
    expect((await call("admin", "GET", "/api/audit?action=nothing")).statusCode).toBe(400);
    expect((await call("admin", "GET", "/api/audit?from=2026-02-01&to=2026-01-01")).statusCode).toBe(400);
    expect((await call("editor", "GET", "/api/audit")).statusCode).toBe(403);

    const filtered = await records("&page=taller");
    const csv = await call("admin", "GET", "/api/audit.csv?page=taller");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toBe(auditCsv(filtered.Items));
    expect(await lastOf("export")).toMatchObject({ subject: "activity-log" });
  });

  it("the retention job deletes records older than AUDIT_RETENTION_DAYS, and not newer ones", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 31 * 86_400_000).toISOString();
    await h.services.store.addAuditRecord({
      at: old,
      action: "publish",
      actor: "vieja@test.local",
      page: "antigua",
    });
    const before = (await records()).total;
    const counts = await runRetention(
      {
        store: h.services.store,
        mailFiles: mailFiles(h.services.config.dataDir),
        retention: { ...defaultRetention(), AUDIT_RETENTION_DAYS: 30 },
        intervalMs: 60_000,
      },
      now,
    );
    expect(counts?.["audit-trail"]).toBe(1);
    expect((await records("&page=antigua")).total).toBe(0);
    expect((await records()).total).toBe(before - 1);
  });
});

describe.each(adapters)("the two-person rule on $name", (target) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startApi(target, { config: { reviewSecondPerson: true } });
  });
  afterAll(async () => h.close());

  it("nobody approves their own change: the editor who saved it gets 409, another person publishes", async () => {
    const editor = await h.login(EDITOR);
    const admin = await h.login(ADMIN);
    const save = await h.app.inject({
      method: "PUT",
      url: "/api/prod/pages/propia/draft",
      headers: { authorization: `Bearer ${editor}` },
      payload: article("propia", "uno"),
    });
    expect(save.statusCode).toBe(201);
    const own = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/propia/publish",
      headers: { authorization: `Bearer ${editor}` },
      payload: {},
    });
    expect(own.statusCode).toBe(409);
    expect(json(own)).toMatchObject({
      code: "own_change",
      message: expect.stringContaining("second person"),
    });
    const other = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/propia/publish",
      headers: { authorization: `Bearer ${admin}` },
      payload: {},
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});
