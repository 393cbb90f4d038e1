import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { ADMIN, EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";

/*
 * Accounts in the browser (issue 15, item 7), through the API on both databases: browser sessions with a
 * refresh cookie, users managed by admins, and the three roles enforced on every page call.
 */

const AUTHOR = { email: "author@test.local", password: "an author's passphrase" };

const article = (name: string) => ({
  Page: name,
  Template: "Article",
  values: [
    { name: "Title", value: { text: `Título ${name}` }, lang: "es" },
    { name: "Content", value: { html: "<p>Texto</p>" }, lang: "es" },
  ],
});

/** The session cookie a sign-in set ("simbiosis_session=<id>.<secret>"). */
function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers["set-cookie"];
  const line = (Array.isArray(header) ? header : [header ?? ""]).find((c) =>
    c.startsWith("simbiosis_session="),
  );
  return (line ?? "").split(";")[0] ?? "";
}

describe.each(adapters)("accounts on $name", (target) => {
  let h: Harness;
  let admin: string;

  const call = (method: string, url: string, token?: string, payload?: object, cookie?: string) =>
    h.app.inject({
      method: method as "GET",
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const signIn = (who: { email: string; password: string }) =>
    h.app.inject({ method: "POST", url: "/api/auth/login", payload: who });
  const token = (res: LightMyRequestResponse) => json<{ accessToken: string }>(res).accessToken;

  beforeAll(async () => {
    h = await startApi(target);
    admin = await h.login(ADMIN);
    expect((await call("POST", "/api/users", admin, { ...AUTHOR, role: "author" })).statusCode).toBe(201);
  });
  afterAll(() => h?.close());

  it("signing in sets an HttpOnly, SameSite=Strict session cookie that renews the token in a new tab", async () => {
    const res = await signIn(EDITOR);
    const set = String(res.headers["set-cookie"]);
    expect(set).toMatch(
      /^simbiosis_session=[0-9a-f-]{36}\.[\w-]{43}; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=2592000/,
    );
    expect(set).not.toContain("Secure"); // plain HTTP here; behind TLS it is Secure (next test)
    const cookie = cookieOf(res);
    // A new tab has no token, only the cookie.
    const refreshed = await call("POST", "/api/auth/refresh", undefined, undefined, cookie);
    expect(refreshed.statusCode).toBe(200);
    expect(json(refreshed)).toMatchObject({ user: { email: EDITOR.email, role: "editor" } });
    const me = await call("GET", "/api/auth/me", token(refreshed));
    expect(me.statusCode).toBe(200);
    // No cookie, a forged one, or a wrong secret: 401 no_session.
    for (const bad of [
      undefined,
      "simbiosis_session=%",
      `${cookie.slice(0, -4)}AAAA`,
      "simbiosis_session=x.y",
    ]) {
      const r = await call("POST", "/api/auth/refresh", undefined, undefined, bad);
      expect(r.statusCode).toBe(401);
      expect(json(r)).toMatchObject({ code: "no_session" });
    }
  });

  it("the cookie is Secure behind TLS (a trusted proxy saying https)", async () => {
    // The harness trusts no proxy: a direct https request is simulated by the protocol Fastify sees.
    const res = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: EDITOR,
      headers: { "x-forwarded-proto": "https" },
    });
    const trusted = h.services.config.trustProxy;
    expect(String(res.headers["set-cookie"]).includes("Secure")).toBe(trusted);
  });

  it("signing out ends the session in every tab at once, and its cookie", async () => {
    const res = await signIn(EDITOR);
    const cookie = cookieOf(res);
    const tab1 = token(res);
    const tab2 = token(await call("POST", "/api/auth/refresh", undefined, undefined, cookie));
    expect((await call("POST", "/api/auth/logout", tab1, undefined, cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/me", tab2)).statusCode).toBe(401);
    expect((await call("POST", "/api/auth/refresh", undefined, undefined, cookie)).statusCode).toBe(401);
  });

  it("signing out with an expired or missing token still ends the browser's session", async () => {
    const res = await signIn(EDITOR);
    const cookie = cookieOf(res);
    const out = await call("POST", "/api/auth/logout", undefined, {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toContain("Max-Age=0");
    expect((await call("POST", "/api/auth/refresh", undefined, undefined, cookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/me", token(res))).statusCode).toBe(401);
    // Neither a token nor a session: nothing to end.
    expect((await call("POST", "/api/auth/logout", undefined, {})).statusCode).toBe(401);
  });

  it("a user changes their password with the current one; other sessions end, this browser goes on", async () => {
    const other = await signIn(AUTHOR);
    const mine = await signIn(AUTHOR);
    const wrong = await call("POST", "/api/auth/password", token(mine), {
      current: "nope",
      password: "a new long passphrase",
    });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong)).toMatchObject({ code: "wrong_password" });
    const short = await call("POST", "/api/auth/password", token(mine), {
      current: AUTHOR.password,
      password: "short",
    });
    expect(short.statusCode).toBe(400);
    const changed = await call("POST", "/api/auth/password", token(mine), {
      current: AUTHOR.password,
      password: "a new long passphrase",
    });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/api/auth/me", token(changed))).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/me", token(other))).statusCode).toBe(401);
    expect((await call("POST", "/api/auth/refresh", undefined, undefined, cookieOf(other))).statusCode).toBe(
      401,
    );
    expect((await signIn(AUTHOR)).statusCode).toBe(401);
    expect((await signIn({ ...AUTHOR, password: "a new long passphrase" })).statusCode).toBe(200);
  });

  it("only admins manage users: list, add, change a role, end sessions, remove (never the last admin)", async () => {
    const editor = token(await signIn(EDITOR));
    for (const [method, url, body] of [
      ["GET", "/api/users"],
      ["POST", "/api/users", { email: "x@test.local", role: "editor", password: "long enough pass" }],
      ["PATCH", `/api/users/${AUTHOR.email}`, { role: "editor" }],
      ["DELETE", `/api/users/${AUTHOR.email}`],
      ["POST", `/api/users/${AUTHOR.email}/sessions/end`],
    ] as const) {
      const res = await call(method, url, editor, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res)).toMatchObject({ code: "forbidden" });
    }
    const list = json<{ Items: { email: string; role: string }[] }>(await call("GET", "/api/users", admin));
    expect(list.Items.map((u) => [u.email, u.role])).toEqual(
      expect.arrayContaining([
        [ADMIN.email, "admin"],
        [EDITOR.email, "editor"],
        [AUTHOR.email, "author"],
      ]),
    );
    const dup = await call("POST", "/api/users", admin, {
      email: EDITOR.email.toUpperCase(),
      role: "author",
      password: "long enough pass",
    });
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toMatchObject({ code: "user_exists" });
    const badRole = await call("POST", "/api/users", admin, {
      email: "r@test.local",
      role: "owner",
      password: "long enough pass",
    });
    expect(badRole.statusCode).toBe(400);

    // Ending a user's sessions ends their tokens and cookies, wherever they are.
    const temp = { email: "temp@test.local", password: "temporary passphrase" };
    expect((await call("POST", "/api/users", admin, { ...temp, role: "editor" })).statusCode).toBe(201);
    const tempIn = await signIn(temp);
    expect((await call("POST", `/api/users/${temp.email}/sessions/end`, admin)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/me", token(tempIn))).statusCode).toBe(401);
    expect((await call("POST", "/api/auth/refresh", undefined, undefined, cookieOf(tempIn))).statusCode).toBe(
      401,
    );
    // A role change also ends them; removal ends them for good.
    const again = await signIn(temp);
    expect(json(await call("PATCH", `/api/users/${temp.email}`, admin, { role: "author" }))).toMatchObject({
      role: "author",
    });
    expect((await call("GET", "/api/auth/me", token(again))).statusCode).toBe(401);
    const last = await signIn(temp);
    expect((await call("DELETE", `/api/users/${temp.email}`, admin)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/me", token(last))).statusCode).toBe(401);
    expect((await call("POST", "/api/auth/refresh", undefined, undefined, cookieOf(last))).statusCode).toBe(
      401,
    );
    expect((await call("DELETE", `/api/users/${temp.email}`, admin)).statusCode).toBe(404);
    const lastAdmin = await call("PATCH", `/api/users/${ADMIN.email}`, admin, { role: "editor" });
    expect(lastAdmin.statusCode).toBe(409);
    expect(json(lastAdmin)).toMatchObject({ code: "last_admin" });
  });

  it("an author works on their own drafts only: no publishing, nobody else's pages", async () => {
    // Its password was changed above.
    const author = token(await signIn({ ...AUTHOR, password: "a new long passphrase" }));
    const editor = token(await signIn(EDITOR));
    // The editor's page, and the author's own.
    expect(
      (await call("PUT", "/api/prod/pages/de-editora/draft", editor, article("de-editora"))).statusCode,
    ).toBe(201);
    expect(
      (await call("PUT", "/api/prod/pages/de-autora/draft", author, article("de-autora"))).statusCode,
    ).toBe(201);
    expect(
      (await call("PUT", "/api/prod/pages/de-autora/draft", author, article("de-autora"))).statusCode,
    ).toBe(200);

    const refused = [
      ["PUT", "/api/prod/pages/de-editora/draft", article("de-editora"), "not_your_page"],
      ["GET", "/api/prod/pages/de-editora/draft", undefined, "not_your_page"],
      ["GET", "/api/prod/pages/de-editora/revisions", undefined, "not_your_page"],
      ["POST", "/api/prod/pages/de-autora/publish", { languages: ["es"] }, "forbidden_publish"],
      ["POST", "/api/prod/pages", article("directa"), "forbidden_publish"],
      [
        "POST",
        "/api/prod/pages/de-autora/translation",
        { lang: "en", status: "checked" },
        "forbidden_publish",
      ],
      ["DELETE", "/api/prod/pages/de-autora/schedule", undefined, "forbidden_publish"],
    ] as const;
    for (const [method, url, body, code] of refused) {
      const res = await call(method, url, author, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res), `${method} ${url}`).toMatchObject({ code });
    }
    // The list shows an author their own pages only; editors see every page.
    const names = async (t: string) =>
      json<{ Items: { Page: string }[] }>(await call("GET", "/api/prod/workspace", t)).Items.map(
        (p) => p.Page,
      );
    expect(await names(author)).toEqual(["de-autora"]);
    expect(await names(editor)).toEqual(expect.arrayContaining(["de-autora", "de-editora"]));

    // An editor publishes the author's page: then the author may no longer delete it, but may edit its draft.
    expect(
      (await call("POST", "/api/prod/pages/de-autora/publish", editor, { languages: ["es"] })).statusCode,
    ).toBe(200);
    const del = await call("DELETE", "/api/prod/pages", author, { Page: "de-autora" });
    expect(del.statusCode).toBe(403);
    expect(json(del)).toMatchObject({ code: "forbidden_delete" });
    expect(
      (await call("PUT", "/api/prod/pages/de-autora/draft", author, article("de-autora"))).statusCode,
    ).toBe(200);
    // Their own page never published: they may delete it.
    expect(
      (await call("PUT", "/api/prod/pages/borrador-propio/draft", author, article("borrador-propio")))
        .statusCode,
    ).toBe(201);
    expect((await call("DELETE", "/api/prod/pages", author, { Page: "borrador-propio" })).statusCode).toBe(
      200,
    );
  });
});
