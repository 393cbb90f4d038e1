import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type ApiCopy, type Harness } from "../support/api-harness.ts";

const postgres = adapters.find((a) => a.name === "postgres");

/**
 * Two copies of the server (each its own services and connection pool) on one PostgreSQL, as behind a
 * load balancer: what one copy learns about sign-ins and sessions, the other must honour at once.
 */
describe.skipIf(!postgres)(
  postgres
    ? "two server copies on one PostgreSQL"
    : "two server copies on one PostgreSQL (skipped: TEST_DATABASE_URL is not set)",
  () => {
    let h: Harness;
    let a: ApiCopy;
    let b: ApiCopy;
    beforeAll(async () => {
      if (!postgres) return;
      h = await startApi(postgres);
      a = h;
      b = await h.openCopy();
    });
    afterAll(async () => h?.close());

    let nextAddress = 1;
    const login = (copy: ApiCopy, who: { email: string; password: string }, address?: string) =>
      copy.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: who,
        remoteAddress: address ?? `10.3.0.${nextAddress++}`,
      });
    const tokenOn = async (copy: ApiCopy, who: { email: string; password: string }) => {
      const res = await login(copy, who);
      expect(res.statusCode).toBe(200);
      return json<{ accessToken: string }>(res).accessToken;
    };
    const me = (copy: ApiCopy, token: string) =>
      copy.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
    const newUser = async () => {
      const who = {
        email: `copy-${randomUUID().slice(0, 8)}@test.local`,
        password: "a long enough password",
      };
      await a.services.store.createUser(who.email, await hashPassword(who.password), "editor");
      return who;
    };
    const expectLimited = (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(429);
      expect(res.headers["retry-after"]).toBe("60");
      expect(json(res).code).toBe("rate_limited");
    };

    it("runs two copies with their own stores on one database", async () => {
      expect(b.services.store).not.toBe(a.services.store);
      const token = await tokenOn(a, await newUser());
      expect((await me(b, token)).statusCode).toBe(200);
    });

    it("locks an account after 5 failed sign-ins spread across both copies, on either copy", async () => {
      const who = await newUser();
      for (let i = 0; i < 5; i++) {
        const copy = i % 2 === 0 ? a : b;
        expect((await login(copy, { ...who, password: "wrong" })).statusCode).toBe(401);
      }
      // Even the right password, from addresses not seen before.
      expectLimited(await login(a, who));
      expectLimited(await login(b, who));
    });

    it("locks an address after 5 failed sign-ins spread across both copies, on either copy", async () => {
      const address = "10.4.4.4";
      for (let i = 0; i < 5; i++) {
        const copy = i % 2 === 0 ? b : a;
        const res = await login(copy, { email: `nobody${i}@test.local`, password: "x" }, address);
        expect(res.statusCode).toBe(401);
      }
      const who = await newUser();
      expectLimited(await login(a, who, address));
      expectLimited(await login(b, who, address));
      expect((await login(b, who)).statusCode).toBe(200);
    });

    it("refuses on copy B a token signed out on copy A", async () => {
      const token = await tokenOn(a, await newUser());
      expect((await me(b, token)).statusCode).toBe(200);
      const out = await a.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(200);
      const refused = await me(b, token);
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toMatchObject({
        code: "unauthorized",
        message: expect.stringMatching(/revoked/),
      });
    });

    it("ends on copy B a session whose password was changed through copy A", async () => {
      const who = await newUser();
      const token = await tokenOn(b, who);
      expect((await me(b, token)).statusCode).toBe(200);
      expect(await a.services.store.setPassword(who.email, await hashPassword("a brand new password"))).toBe(
        true,
      );
      const refused = await me(b, token);
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toMatchObject({
        code: "unauthorized",
        message: expect.stringMatching(/sign in again/),
      });
      expect((await me(b, await tokenOn(b, { ...who, password: "a brand new password" }))).statusCode).toBe(
        200,
      );
    });

    it("ends on copy B a session whose role was changed through copy A", async () => {
      const who = await newUser();
      const token = await tokenOn(b, who);
      expect(await a.services.store.setRole(who.email, "admin")).toBe("changed");
      expect((await me(b, token)).statusCode).toBe(401);
      expect(json(await me(b, await tokenOn(b, who)))).toMatchObject({ user: { role: "admin" } });
    });

    it("answers 401 on copy B for a user removed on copy A", async () => {
      const who = await newUser();
      const token = await tokenOn(b, who);
      const write = () =>
        b.app.inject({
          method: "POST",
          url: "/api/prod/pages",
          headers: { authorization: `Bearer ${token}` },
          payload: { Page: "copies-test", Template: "Page", values: [] },
        });
      expect((await write()).statusCode).toBeLessThan(300);
      expect(await a.services.store.deleteUser(who.email)).toBe("removed");
      const refused = await write();
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toMatchObject({
        code: "unauthorized",
        message: expect.stringMatching(/sign in again/),
      });
      expect((await login(b, who)).statusCode).toBe(401);
    });
  },
);
