import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test.ts";
import { localizedPath } from "../../app/content/addresses.ts";
import { startBuiltServer } from "../../scripts/support.ts";

/*
 * Two copies of the server on one database, as behind a load balancer: a save through one copy must
 * be visible at once on both, in both languages (each at its own address), although both had the page
 * in their render caches.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 4310) + 20;
const ADMIN = { email: "cache@e2e.local", password: "cache-test-password" };
/**
 * A stored page with a title per language.
 */
const PAGE = "soberania-de-datos";
const ADDRESS = { es: localizedPath(`/article/${PAGE}`, "es"), en: localizedPath(`/article/${PAGE}`, "en") };

function startCopy(port: number, dataDir: string): Promise<ChildProcess> {
  return startBuiltServer(port, dataDir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}

test.describe("render cache across server copies", () => {
  let dataDir: string;
  const copies: ChildProcess[] = [];
  const a = `http://127.0.0.1:${BASE_PORT}`;
  const b = `http://127.0.0.1:${BASE_PORT + 1}`;

  test.beforeAll(async () => {
    // Starting built servers takes longer than a test's 30 s when the machine is busy; a hook that times
    // out leaves a copy running that the next run would reach on the same port.
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-cache-"));
    copies.push(await startCopy(BASE_PORT, dataDir)); // the first copy seeds the demo content
    copies.push(await startCopy(BASE_PORT + 1, dataDir));
  });
  test.afterAll(async () => {
    for (const c of copies) c.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a save through one copy is served at once by both, in both languages", async ({ request }) => {
    for (const base of [a, b]) {
      for (const lang of ["es", "en"] as const) {
        // Asked for again until the copy answers from its cache (it keeps a page asked for twice).
        await expect
          .poll(async () => (await request.get(`${base}${ADDRESS[lang]}`)).headers()["x-cache"])
          .toBe("HIT");
      }
    }
    const etagBefore = (await request.get(`${b}${ADDRESS.es}`)).headers().etag;

    const login = await request.post(`${a}/api/auth/login`, { data: ADMIN });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const current = (await (await request.get(`${a}/api/prod/pages/${PAGE}`)).json()) as {
      Items: Array<{ values: Array<{ name: string; lang?: string; value: unknown }>; revision: number }>;
    };
    const page = current.Items[0]!;
    const now = Date.now();
    const stamp = { es: `Soberanía ${now}`, en: `Sovereignty ${now}` };
    const values = page.values.map((v) =>
      v.name === "Title" && (v.lang === "es" || v.lang === "en")
        ? { ...v, value: { text: stamp[v.lang] } }
        : v,
    );
    const saved = await request.post(`${a}/api/prod/pages`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { ...page, values, revision: page.revision },
    });
    expect(saved.status()).toBe(200);

    for (const base of [a, b]) {
      for (const lang of ["es", "en"] as const) {
        const html = await (await request.get(`${base}${ADDRESS[lang]}`)).text();
        expect(html, `${base}${ADDRESS[lang]}`).toContain(stamp[lang]);
      }
    }
    const after = await request.get(`${b}${ADDRESS.es}`, {
      headers: { "if-none-match": etagBefore ?? "" },
    });
    expect(after.status()).toBe(200);
    expect(after.headers().etag).not.toBe(etagBefore);
  });
});
