import { SignJWT, base64url } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { ADMIN, EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";

const page = { Page: "auth-test", Template: "Page", values: [] };

describe.each(adapters)("sign-in and tokens on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target);
  });
  afterAll(async () => h.close());

  const write = (authorization?: string) =>
    h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: authorization ? { authorization } : {},
      payload: page,
    });

  it("signs in with { accessToken, expiresIn, user: { email, role } }", async () => {
    const res = await h.app.inject({ method: "POST", url: "/api/auth/login", payload: EDITOR });
    expect(res.statusCode).toBe(200);
    const body = json<{ accessToken: string; expiresIn: number; user: { email: string; role: string } }>(res);
    expect(body.user).toEqual({ email: EDITOR.email, role: "editor" });
    expect(body.expiresIn).toBeGreaterThan(0);
    expect(body.expiresIn).toBeLessThanOrEqual(3600);
    expect(body.accessToken.split(".")).toHaveLength(3);
    const header = JSON.parse(Buffer.from(body.accessToken.split(".")[0] ?? "", "base64url").toString());
    expect(header.alg).toBe("HS256");
    const me = await h.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(json(me)).toMatchObject({ user: { email: EDITOR.email, role: "editor" } });
  });

  it("accepts the e-mail in any case", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { ...ADMIN, email: ADMIN.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers the same 401 for a wrong e-mail and a wrong password", async () => {
    const a = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@test.local", password: "x" },
    });
    const b = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: ADMIN.email, password: "wrong" },
    });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.body).toBe(b.body);
  });

  it("rejects a login body without a password with 400", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: ADMIN.email },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/password/);
  });

  it("needs a token to write: none, malformed, bad signature, expired, alg none, revoked are all 401", async () => {
    expect((await write()).statusCode).toBe(401);
    expect((await write("Basic abc")).statusCode).toBe(401);
    expect((await write("Bearer not.a.jwt")).statusCode).toBe(401);

    const forged = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(ADMIN.email)
      .setIssuer("simbiosis")
      .setJti("x")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some other secret of enough length 123456"));
    const badSig = await write(`Bearer ${forged}`);
    expect(badSig.statusCode).toBe(401);
    expect(json(badSig).message).toMatch(/not valid/);

    const token = await h.login();
    const [headerB64, payloadB64] = token.split(".");
    const noneHeader = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
    expect((await write(`Bearer ${noneHeader}.${payloadB64}.`)).statusCode).toBe(401);
    expect(headerB64).toBeTruthy();

    const expiredPayload = JSON.parse(Buffer.from(payloadB64 ?? "", "base64url").toString());
    expiredPayload.exp = Math.floor(Date.now() / 1000) - 10;
    const tampered = `${headerB64}.${base64url.encode(JSON.stringify(expiredPayload))}.${token.split(".")[2]}`;
    expect((await write(`Bearer ${tampered}`)).statusCode).toBe(401);

    // A token that really expired (signed with the server's key, by a service with a 1 s lifetime).
    const { TokenService } = await import("../../app/server/auth/tokens.ts");
    const secret = (h.services.tokens as unknown as { key: Uint8Array }).key;
    const shortLived = new TokenService(new TextDecoder().decode(secret), h.services.store, 1);
    const { token: soon } = await shortLived.issue({ email: ADMIN.email, role: "admin" });
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await write(`Bearer ${soon}`);
    expect(expired.statusCode).toBe(401);
    expect(json(expired).message).toMatch(/expired/);

    expect((await write(`Bearer ${token}`)).statusCode).toBe(201);
    const out = await h.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const revoked = await write(`Bearer ${token}`);
    expect(revoked.statusCode).toBe(401);
    expect(json(revoked).message).toMatch(/revoked/);
  });

  it("needs a token for delete, upload, history and me; reads need none", async () => {
    expect(
      (await h.app.inject({ method: "DELETE", url: "/api/prod/pages", payload: { Page: "auth-test" } }))
        .statusCode,
    ).toBe(401);
    expect((await h.app.inject({ method: "POST", url: "/api/prod/files" })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: "GET", url: "/api/prod/pages/auth-test/revisions" })).statusCode,
    ).toBe(401);
    expect((await h.app.inject({ method: "GET", url: "/api/prod/deleted" })).statusCode).toBe(401);
    expect((await h.app.inject({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    expect((await h.app.inject({ method: "GET", url: "/api/prod/pages" })).statusCode).toBe(200);
    expect((await h.app.inject({ method: "GET", url: "/api/prod/pages/auth-test" })).statusCode).toBe(200);
  });

  it("rate-limits failed sign-ins per account (even from other addresses)", async () => {
    const target = { email: EDITOR.email, password: "wrong" };
    for (let i = 0; i < 5; i++) {
      const r = await h.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: target,
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(r.statusCode).toBe(401);
    }
    const limited = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: EDITOR,
      remoteAddress: "10.0.0.99",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("60");
    expect(json(limited).message).toMatch(/Too many sign-in attempts/);
  });

  it("rate-limits failed sign-ins per IP (across accounts)", async () => {
    for (let i = 0; i < 5; i++) {
      const r = await h.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `user${i}@test.local`, password: "x" },
        remoteAddress: "10.9.9.9",
      });
      expect(r.statusCode).toBe(401);
    }
    const limited = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: ADMIN,
      remoteAddress: "10.9.9.9",
    });
    expect(limited.statusCode).toBe(429);
    const other = await h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: ADMIN,
      remoteAddress: "10.9.9.10",
    });
    expect(other.statusCode).toBe(200);
  });
});
