import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { SignJWT, base64url, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { TokenService } from "../../app/server/auth/tokens.server.ts";
import type { Role } from "../../app/server/store/store.server.ts";
import { adapters } from "../support/adapters.ts";
import { ADMIN, EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

const page = { Page: "auth-test", Template: "Page", values: [] };

describe.each(adapters)("sign-in and tokens on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target);
  });
  afterAll(async () => h.close());

  /** The key the server signs with (kept private in TokenService: read here to forge real-key tokens). */
  const serverSecret = () =>
    new TextDecoder().decode((h.services.tokens as unknown as { key: Uint8Array }).key);

  /** A token signed with the server's own key, with the claims given (and iss, iat, exp, jti). */
  const signed = (claims: JWTPayload & { sub: string }) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer("simbiosis")
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(serverSecret()));

  /** A new user of its own for each test, so ending its sessions touches no other test. */
  const newUser = async (role: Role) => {
    const who = {
      email: `${role}-${randomUUID().slice(0, 8)}@test.local`,
      password: "a long enough password",
    };
    await h.services.store.createUser(who.email, await hashPassword(who.password), role);
    return who;
  };

  /** Failed sign-ins from addresses of their own, so the per-IP limit never reaches other tests. */
  let nextAddress = 1;
  const loginAs = (who: { email: string; password: string }) =>
    h.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: who,
      remoteAddress: `10.7.0.${nextAddress++}`,
    });
  const tokenOf = async (who: { email: string; password: string }) => {
    const res = await loginAs(who);
    expect(res.statusCode).toBe(200);
    return json<{ accessToken: string }>(res).accessToken;
  };

  /** Demotes the admins other tests made, so ADMIN is the only admin. */
  const onlyAdminLeft = async () => {
    for (const u of await h.services.store.listUsers())
      if (u.role === "admin" && u.email !== ADMIN.email) await h.services.store.setRole(u.email, "editor");
  };

  const me = (token: string) =>
    h.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });

  const expectSignInAgain = (res: Awaited<ReturnType<typeof me>>) => {
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({
      code: "unauthorized",
      message: expect.stringMatching(/sign in again/i),
    });
  };

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

    // A token that really expired: signed with the server's key by a service whose clock stands 10 s
    // behind, with a 1 s lifetime. Its clock does not move, so however slow the machine, that service
    // still sees the token as valid below.
    const pastNow = new Date(Date.now() - 10_000);
    const past = new TokenService(serverSecret(), h.services.store, 1, { now: () => pastNow });
    const admin = await h.services.store.getUserByEmail(ADMIN.email);
    if (!admin) throw new Error("no admin");
    const { token: soon } = await past.issue(admin);
    const expired = await write(`Bearer ${soon}`);
    expect(expired.statusCode).toBe(401);
    expect(json(expired).message).toMatch(/expired/);
    // The same token is still good for a verifier whose clock has not reached its expiry.
    expect("user" in (await past.verify(soon))).toBe(true);

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

  it("ends every session of a user who is removed", async () => {
    const who = await newUser("editor");
    const [a, b] = [await tokenOf(who), await tokenOf(who)];
    expect((await write(`Bearer ${a}`)).statusCode).toBeLessThan(300);
    expect(await h.services.store.deleteUser(who.email)).toBe("removed");
    expectSignInAgain(await write(`Bearer ${a}`));
    expectSignInAgain(await me(a));
    expectSignInAgain(await me(b));
    expect((await loginAs(who)).statusCode).toBe(401);
  });

  it("ends every session of a user whose password is changed", async () => {
    const who = await newUser("editor");
    const [a, b] = [await tokenOf(who), await tokenOf(who)];
    expect((await me(a)).statusCode).toBe(200);
    expect(await h.services.store.setPassword(who.email, await hashPassword("the new password 2"))).toBe(
      true,
    );
    expectSignInAgain(await write(`Bearer ${a}`));
    expectSignInAgain(await me(b));
    expect((await loginAs(who)).statusCode).toBe(401);
    const fresh = await tokenOf({ ...who, password: "the new password 2" });
    expect((await write(`Bearer ${fresh}`)).statusCode).toBeLessThan(300);
  });

  it("ends every session of a user whose role is changed; the new sign-in has the new role", async () => {
    const who = await newUser("editor");
    const before = await tokenOf(who);
    expect(json(await me(before))).toMatchObject({ user: { role: "editor" } });
    // Setting the role a user already has changes nothing and ends nothing.
    expect(await h.services.store.setRole(who.email, "editor")).toBe("unchanged");
    expect((await me(before)).statusCode).toBe(200);
    expect(await h.services.store.setRole(who.email, "admin")).toBe("changed");
    expectSignInAgain(await me(before));
    expectSignInAgain(await write(`Bearer ${before}`));
    expect(json(await me(await tokenOf(who)))).toMatchObject({ user: { email: who.email, role: "admin" } });
  });

  it("refuses a token signed with the real key for an e-mail that was never a user", async () => {
    const ghost = await signed({ sub: "ghost@test.local", role: "admin", uid: 1, ver: 1 });
    expectSignInAgain(await write(`Bearer ${ghost}`));
    expectSignInAgain(await me(ghost));
  });

  it("refuses a token issued before tokens carried the user's version (no version claim)", async () => {
    const editor = await h.services.store.getUserByEmail(EDITOR.email);
    const legacy = await signed({ sub: EDITOR.email, role: "editor" });
    expect(editor).toBeDefined();
    expectSignInAgain(await write(`Bearer ${legacy}`));
    expectSignInAgain(await me(legacy));
  });

  it("acts with the role in the database, not the one a token claims", async () => {
    const who = await newUser("editor");
    const user = await h.services.store.getUserByEmail(who.email);
    if (!user) throw new Error("user not created");
    const claimsAdmin = await signed({
      sub: user.email,
      role: "admin",
      uid: user.id,
      ver: user.tokenVersion,
    });
    const res = await me(claimsAdmin);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ user: { email: who.email, role: "editor" } });
  });

  it("refuses a token for a removed user's e-mail once it belongs to a new account", async () => {
    const who = await newUser("editor");
    const old = await tokenOf(who);
    expect(await h.services.store.deleteUser(who.email)).toBe("removed");
    await h.services.store.createUser(who.email, await hashPassword(who.password), "editor");
    expectSignInAgain(await me(old));
    expect((await me(await tokenOf(who))).statusCode).toBe(200);
  });

  it("never removes or demotes the last admin", async () => {
    const { store } = h.services;
    await onlyAdminLeft();
    expect(await store.deleteUser(ADMIN.email)).toBe("last_admin");
    expect(await store.setRole(ADMIN.email, "editor")).toBe("last_admin");
    expect((await store.listUsers()).filter((u) => u.role === "admin").map((u) => u.email)).toEqual([
      ADMIN.email,
    ]);
    const second = await newUser("admin");
    expect(await store.setRole(ADMIN.email, "editor")).toBe("changed");
    expect(await store.deleteUser(second.email)).toBe("last_admin");
    expect(await store.setRole(ADMIN.email, "admin")).toBe("changed");
    expect(await store.deleteUser(second.email)).toBe("removed");
    expect(await store.deleteUser("nobody@test.local")).toBe("not_found");
    expect(await store.setRole("nobody@test.local", "admin")).toBe("not_found");
  });

  it("manages users from the command line: role, remove (never the last admin), duplicates", async () => {
    const env = {
      ...process.env,
      DATA_DIR: h.services.config.dataDir,
      DATABASE_URL: h.services.config.databaseUrl ?? "",
      PASSWORD: "a password from the environment",
    };
    const cli = async (...args: string[]) => {
      try {
        const r = await run(process.execPath, ["scripts/user.ts", ...args], { cwd: ROOT, env });
        return { code: 0, out: r.stdout + r.stderr };
      } catch (err) {
        const e = err as { code: number; stdout: string; stderr: string };
        return { code: e.code, out: e.stdout + e.stderr };
      }
    };
    const email = `cli-${randomUUID().slice(0, 8)}@test.local`;
    expect(await cli("add", email, "--role", "editor")).toMatchObject({ code: 0 });
    const again = await cli("add", email, "--role", "editor");
    expect(again.code).not.toBe(0);
    expect(again.out).toMatch(/already exists/);

    const token = await tokenOf({ email, password: env.PASSWORD });
    const promoted = await cli("role", email, "admin");
    expect(promoted).toMatchObject({ code: 0 });
    expect(promoted.out).toMatch(/now an admin/);
    expectSignInAgain(await me(token));
    expect((await cli("role", email, "owner")).code).not.toBe(0);

    expect((await cli("role", email, "editor")).code).toBe(0);
    await onlyAdminLeft();
    const last = await cli("remove", ADMIN.email);
    expect(last.code).not.toBe(0);
    expect(last.out).toMatch(/last admin/);
    expect(await h.services.store.getUserByEmail(ADMIN.email)).toBeDefined();

    const removed = await cli("remove", email);
    expect(removed).toMatchObject({ code: 0 });
    expect(removed.out).toMatch(/Removed/);
    expect(await h.services.store.getUserByEmail(email)).toBeUndefined();
    expect((await cli("remove", email)).out).toMatch(/does not exist/);
  }, 90_000); // several command-line runs, each a cold Node start

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
