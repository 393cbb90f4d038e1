import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { startS3, type TestS3 } from "../support/s3.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";

/*
 * Two real server processes (tests/support/server-process.ts: server.ts without the React Router site) on
 * one PostgreSQL schema and one S3 bucket, as behind a load balancer, each with its own DATA_DIR, so
 * nothing can pass between them but the database, the bucket and the shared JWT_SECRET. Checked over
 * HTTP: a save through one is read from the other at once, an upload through one is served by the
 * other, a scheduled publish and each queued e-mail happen exactly once, and sign-in limits and
 * revocations hold on both (issue 18: "Two server processes proven").
 */

const postgres = adapters.find((a) => a.name === "postgres");
const ADMIN = { email: "admin@processes.test", password: "a long admin passphrase" };

interface Copy {
  name: string;
  url: string;
  child: ChildProcess;
}

async function startCopy(name: string, env: Record<string, string>): Promise<Copy> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `simbiosis-${name}-`));
  const child = fork(path.resolve(import.meta.dirname, "../support/server-process.ts"), [], {
    execArgv: [],
    // Only what is given here: no variable of the test's own environment reaches the server.
    env: { PATH: process.env.PATH ?? "", ...env, DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`copy ${name} stopped at start (exit ${code})`)));
  });
  return { name, url: `http://127.0.0.1:${port}`, child };
}

async function stopCopy(copy: Copy | undefined): Promise<void> {
  if (!copy || copy.child.exitCode !== null) return;
  const exited = new Promise((resolve) => copy.child.once("exit", resolve));
  copy.child.kill("SIGTERM");
  await exited;
}

let nextAddress = 1;
/** A client address of its own for each sign-in (TRUST_PROXY=1): per-address limits stay out of the way. */
const newAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

async function call(
  copy: Copy,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${copy.url}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    body: (type.includes("json") && bytes.length ? JSON.parse(bytes.toString()) : undefined) as Record<
      string,
      unknown
    >,
  };
}

async function signIn(copy: Copy, who: { email: string; password: string }) {
  return call(copy, "POST", "/api/auth/login", { body: who, headers: { "x-forwarded-for": newAddress() } });
}

async function tokenOn(copy: Copy, who: { email: string; password: string }): Promise<string> {
  const res = await signIn(copy, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.accessToken as string;
}

/** Asks until `check` holds (or the time is up); answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe.skipIf(!postgres)(
  postgres
    ? "two server processes on one PostgreSQL and one S3 bucket"
    : "two server processes on one PostgreSQL and one S3 bucket (skipped: TEST_DATABASE_URL is not set)",
  () => {
    let db: { databaseUrl?: string; cleanup(): Promise<void> } | undefined;
    let s3: TestS3;
    let smtp: TestSmtp;
    let a: Copy;
    let b: Copy;
    let adminA: string;
    let adminB: string;

    beforeAll(async () => {
      if (!postgres) return;
      [db, s3, smtp] = await Promise.all([postgres.fresh(), startS3("shared-files"), startSmtp()]);
      const env = {
        NODE_ENV: "production",
        DATABASE_URL: db.databaseUrl ?? "",
        JWT_SECRET: randomBytes(48).toString("base64url"),
        PUBLIC_URL: "http://simbiosis.test",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: "0",
        LOG_REQUESTS: "0",
        TRUST_PROXY: "1",
        SCHEDULE_POLL_MS: "100",
        MAIL_POLL_MS: "100",
        SMTP_URL: smtp.url,
        ...s3.env,
      };
      // Both at once, as a deployment starts them: one migrates, the other waits for it.
      [a, b] = await Promise.all([startCopy("a", env), startCopy("b", env)]);
      [adminA, adminB] = await Promise.all([tokenOn(a, ADMIN), tokenOn(b, ADMIN)]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([stopCopy(a), stopCopy(b)]);
      await Promise.all([db?.cleanup(), s3?.close(), smtp?.close()]);
    });

    it("reads on B, at once, a page saved through A, even when B had the old one cached", async () => {
      const page = (text: string) => ({
        Page: "compartida",
        Template: "Article",
        values: [{ name: "Title", value: { text } }],
      });
      // The page's values (its English slug, made from its first title, stays: app/content/slugs.ts).
      const text = async () =>
        JSON.stringify(
          (
            ((await call(b, "GET", "/api/prod/pages/compartida")).body?.Items ?? []) as Array<{
              values?: unknown;
            }>
          ).map((p) => p.values),
        );
      expect(
        (await call(a, "POST", "/api/prod/pages", { token: adminA, body: page("primera") })).status,
      ).toBe(201);
      await within(1000, async () => (await text()).includes("primera"));
      // B answers the page from its response cache now...
      const cached = await call(b, "GET", "/api/prod/pages/compartida");
      expect(cached.status).toBe(200);
      // ...until A saves a new revision: B's cache learns it from the database's notification.
      const saved = await call(a, "POST", "/api/prod/pages", { token: adminA, body: page("segunda") });
      expect(saved.status).toBe(200);
      const waited = await within(1000, async () => (await text()).includes("segunda"));
      expect(waited).toBeLessThan(1000);
      expect(await text()).not.toContain("primera");
    });

    it("serves from B a file uploaded through A, with the same ETag, ranges included", async () => {
      const png = await sharp({
        create: { width: 700, height: 500, channels: 3, background: { r: 40, g: 120, b: 90 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(png)]), "compartida.png");
      const up = await fetch(`${a.url}/api/prod/files`, {
        method: "POST",
        headers: { authorization: `Bearer ${adminA}` },
        body: form,
      });
      expect(up.status).toBe(201);
      const uploaded = (await up.json()) as { name: string; variants: Array<{ name: string }> };
      const fromA = await call(a, "GET", `/content/${uploaded.name}`);
      const fromB = await call(b, "GET", `/content/${uploaded.name}`);
      expect(fromB.status).toBe(200);
      expect(fromB.bytes.equals(png)).toBe(true);
      expect(fromB.headers.get("etag")).toBe(fromA.headers.get("etag"));
      expect(fromB.headers.get("content-security-policy")).toMatch(/sandbox/);
      const part = await call(b, "GET", `/content/${uploaded.name}`, { headers: { range: "bytes=0-99" } });
      expect([part.status, part.bytes.length]).toEqual([206, 100]);
      expect(part.bytes.equals(png.subarray(0, 100))).toBe(true);
      // Its responsive copies too: made by A, kept in the bucket, served by B.
      expect(uploaded.variants.length).toBeGreaterThan(0);
      for (const v of uploaded.variants)
        expect((await call(b, "GET", `/content/${v.name}`)).status).toBe(200);
      expect(await s3.keys()).toEqual(
        expect.arrayContaining([uploaded.name, ...uploaded.variants.map((v) => v.name)]),
      );
    });

    it("publishes each scheduled page exactly once, with both copies polling", async () => {
      const names = ["programada-1", "programada-2", "programada-3"];
      // Far enough ahead that the six calls below end before it on a busy machine (a time already past
      // publishes at once, not as scheduled).
      const at = new Date(Date.now() + 2500).toISOString();
      for (const [i, name] of names.entries()) {
        const copy = i % 2 === 0 ? a : b;
        const token = i % 2 === 0 ? adminA : adminB;
        const draft = await call(copy, "PUT", `/api/prod/pages/${name}/draft`, {
          token,
          body: {
            Page: name,
            Template: "Article",
            values: [
              { name: "Title", value: { text: `Título ${i}` }, lang: "es" },
              { name: "Content", value: { html: `<p>Texto ${i}</p>` }, lang: "es" },
            ],
          },
        });
        expect(draft.status, JSON.stringify(draft.body)).toBe(201);
        const scheduled = await call(copy, "POST", `/api/prod/pages/${name}/publish`, {
          token,
          body: { languages: ["es"], at },
        });
        expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
      }
      for (const name of names) {
        await within(8000, async () => (await call(b, "GET", `/api/prod/pages/${name}`)).status === 200);
        expect((await call(a, "GET", `/api/prod/pages/${name}`)).status).toBe(200);
      }
      // Several more looks by each copy after the time: still one publish per page.
      await new Promise((r) => setTimeout(r, 500));
      for (const name of names) {
        const history = await call(a, "GET", `/api/prod/pages/${name}/revisions`, { token: adminA });
        const actions = (history.body.Items as Array<{ action: string; scheduled?: boolean }>).filter(
          (r) => r.action === "publish",
        );
        expect(actions, name).toHaveLength(1);
        expect(actions[0]?.scheduled).toBe(true);
      }
    });

    it("sends each queued e-mail exactly once, with both copies' workers polling", async () => {
      const invited = Array.from({ length: 6 }, (_, i) => `invitada-${i}@processes.test`);
      const answers = await Promise.all(
        invited.map((email, i) =>
          call(i % 2 === 0 ? a : b, "POST", "/api/users", {
            token: i % 2 === 0 ? adminA : adminB,
            body: { email, role: "author", lang: "es" },
          }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(invited.map(() => 201));
      const to = (m: (typeof smtp.received)[number]) => (m.to && "text" in m.to ? m.to.text : "");
      for (const email of invited) await smtp.waitFor((m) => to(m) === email);
      // Both workers look every 100 ms: give them several more looks, then count.
      await new Promise((r) => setTimeout(r, 600));
      for (const email of invited)
        expect(
          smtp.received.filter((m) => to(m) === email),
          email,
        ).toHaveLength(1);
    });

    it("holds sign-in limits across both: five failures spread over A and B lock the account on each", async () => {
      const who = { email: "limitada@processes.test", password: "a fine passphrase" };
      expect(
        (await call(a, "POST", "/api/users", { token: adminA, body: { ...who, role: "editor" } })).status,
      ).toBe(201);
      for (let i = 0; i < 5; i++) {
        const wrong = await signIn(i % 2 === 0 ? a : b, { ...who, password: "wrong" });
        expect(wrong.status).toBe(401);
      }
      for (const copy of [a, b]) {
        const refused = await signIn(copy, who);
        expect(refused.status, copy.name).toBe(429);
        expect(refused.body.code).toBe("rate_limited");
      }
    });

    it("refuses on B a token whose user was removed through A, and on A one signed out on B", async () => {
      const who = { email: "revocada@processes.test", password: "another fine passphrase" };
      expect(
        (await call(a, "POST", "/api/users", { token: adminA, body: { ...who, role: "editor" } })).status,
      ).toBe(201);
      const token = await tokenOn(b, who);
      expect((await call(b, "GET", "/api/auth/me", { token })).status).toBe(200);
      expect((await call(a, "GET", "/api/auth/me", { token })).status).toBe(200);
      expect((await call(a, "DELETE", `/api/users/${who.email}`, { token: adminA })).status).toBe(200);
      const refused = await call(b, "GET", "/api/auth/me", { token });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe("unauthorized");

      // A sign-out on B revokes the token on A.
      const other = { email: "saliente@processes.test", password: "yet another passphrase" };
      await call(a, "POST", "/api/users", { token: adminA, body: { ...other, role: "editor" } });
      const second = await tokenOn(a, other);
      expect((await call(b, "POST", "/api/auth/logout", { token: second })).status).toBe(200);
      expect((await call(a, "GET", "/api/auth/me", { token: second })).status).toBe(401);
    });
  },
);
