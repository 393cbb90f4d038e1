import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test.ts";
import { startBuiltServer } from "../../scripts/support.ts";

/*
 * The built server attacked from outside, on the pages React Router renders: a malformed language
 * cookie once the cache holds pages, a forged Host (or X-Forwarded-Host behind a proxy) trying to get
 * its address into the page every later visitor is given, and HSTS behind a TLS front only.
 * Node's fetch cannot forge Host, so these requests go through node:http.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 4310) + 50;

function raw(port: number, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      req.on("error", reject);
    },
  );
}

/** Pages in both languages: English is each page's address under /en/. */
const PAGES = [
  "/",
  "/manifiesto",
  "/articles",
  "/labs",
  "/documentation",
  "/acerca",
  "/en/",
  "/en/manifesto",
  "/en/articles",
];

test.describe("the built server under hostile requests", () => {
  // Each test starts a built server: on a busy machine that alone can take most of the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  async function start(port: number, env: NodeJS.ProcessEnv = {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-hardening-"));
    dirs.push(dir);
    children.push(await startBuiltServer(port, dir, env));
    return port;
  }
  test.afterAll(() => {
    for (const c of children) c.kill();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  test("malformed language cookies neither crash nor fail, cached or not", async () => {
    const port = await start(BASE_PORT);
    for (const p of PAGES) {
      await raw(port, p);
      await raw(port, p);
    }
    expect((await raw(port, "/manifiesto")).headers["x-cache"]).toBe("HIT");
    for (const cookie of ["lang=%", "lang=%E0%A4%A", "lang=en%", "lang=%ZZ; other=%"]) {
      // The cookie is read before the cache, where it may send `/` to `/en/`: a broken one neither redirects nor fails.
      for (const p of [...PAGES, "/articles?q=%C3%A9tica", "/en/articles?q=ethics"]) {
        const res = await raw(port, p, { cookie });
        expect(res.status, `${p} with ${cookie}`).toBe(200);
      }
    }
    expect((await raw(port, "/api/health")).status).toBe(200);
  });

  test("a forged Host never reaches another visitor's page; a broken one is refused", async () => {
    const port = await start(BASE_PORT + 1);
    for (const p of PAGES) {
      await raw(port, p, { host: "evil.example" });
      await raw(port, p, { host: "evil.example" });
    }
    for (const p of PAGES) {
      const res = await raw(port, p, { host: `127.0.0.1:${port}` });
      expect(res.status).toBe(200);
      expect(res.body, p).not.toContain("evil.example");
      expect(res.body).toContain(`http://127.0.0.1:${port}${p === "/" ? "/" : p}`);
    }
    const broken = await raw(port, "/manifiesto", { host: 'evil"><script>' });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ code: "bad_host" });
  });

  test("behind a proxy: PUBLIC_URL names every link whatever X-Forwarded-Host says; HSTS over HTTPS only", async () => {
    const port = await start(BASE_PORT + 2, { TRUST_PROXY: "1", PUBLIC_URL: "https://simbiosis.example" });
    const forged = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    for (let i = 0; i < 2; i++) for (const p of PAGES) await raw(port, p, forged);
    for (const p of PAGES) {
      const res = await raw(port, p, { "x-forwarded-proto": "https" });
      expect(res.body, p).not.toContain("evil.example");
      expect(res.body).toContain(`https://simbiosis.example`);
      expect(res.headers["x-cache"]).toBe("HIT");
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=(\d{8,})/);
      const age = Number(/max-age=(\d+)/.exec(String(res.headers["strict-transport-security"]))?.[1]);
      expect(age).toBeGreaterThanOrEqual(31_536_000);
    }
    const api = await raw(port, "/api/prod/pages", { "x-forwarded-proto": "https" });
    expect(api.headers["strict-transport-security"]).toBeDefined();
    const plain = await raw(port, "/manifiesto", { "x-forwarded-proto": "http" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  test("plain HTTP runs send no HSTS, and a proxy's X-Forwarded-Host is ignored unless trusted", async () => {
    const port = await start(BASE_PORT + 3);
    const res = await raw(port, "/manifiesto", {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
    });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.body).not.toContain("evil.example");
  });
});
