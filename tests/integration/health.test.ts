import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";

/*
 * /healthz and /readyz (issue 18, item 4) on both databases: alive is always 200; ready is 200 only when the
 * database answers, no migration is pending and the files folder takes a write and gives it back — and says
 * which check failed otherwise, with 503.
 */

interface Ready {
  ok: boolean;
  checks: { database: string; migrations: string; files: string };
}

describe.each(adapters)("health and readiness on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target);
  });
  afterAll(() => h?.close());

  const filesDir = () => path.join(h.services.config.dataDir, "files");

  it("is alive and ready, never cached, and leaves no probe file behind", async () => {
    const alive = await h.app.inject({ method: "GET", url: "/healthz" });
    expect([alive.statusCode, alive.json(), alive.headers["cache-control"]]).toEqual([
      200,
      { ok: true },
      "no-store",
    ]);
    const ready = await h.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(json<Ready>(ready)).toEqual({
      ok: true,
      checks: { database: "ok", migrations: "ok", files: "ok" },
    });
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect((await readdir(filesDir()).catch(() => [])).filter((f) => f.startsWith("readyz-"))).toEqual([]);
  });

  it("is not ready when files cannot be written, and says so; alive all the same", async () => {
    // The files folder replaced by a plain file: every write fails, for any user (root too).
    await rm(filesDir(), { recursive: true, force: true });
    await writeFile(filesDir(), "not a folder");
    try {
      const ready = await h.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      const body = json<Ready>(ready);
      expect(body.ok).toBe(false);
      expect(body.checks.database).toBe("ok");
      expect(body.checks.files).not.toBe("ok");
      expect((await h.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await rm(filesDir(), { force: true });
      await mkdir(filesDir(), { recursive: true });
    }
    expect((await h.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});

describe.each(adapters)("readiness without its database on $name", (target) => {
  it("answers 503 naming the database when it is gone", async () => {
    const h = await startApi(target);
    const close = h.services.store.close.bind(h.services.store);
    await close();
    // Closed once: the harness must not close it again.
    h.services.store.close = async () => undefined;
    try {
      const ready = await h.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(json<Ready>(ready).checks.database).not.toBe("ok");
    } finally {
      await h.close();
    }
  });
});
