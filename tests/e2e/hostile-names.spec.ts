import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test.ts";
import { startBuiltServer } from "../../scripts/support.ts";

/*
 * A page name the API accepts opens on the public site: articles with hostile-but-valid names are
 * listed on /articles (and /en/articles) and their links open them at /article/{name} (and
 * /en/article/{name}). A server of its own, with an empty store, so these articles never shift the
 * counts other specs see.
 */

const PORT = Number(process.env.E2E_PORT ?? 4310) + 40;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "hostile@e2e.local", password: "hostile-names-password" };

const NAMES = [
  ["200 × ç", "ç".repeat(200)],
  ["'?' and '#'", "a?b#c"],
  ["a percent sign", "100% real"],
  ["an HTML entity", "&amp;"],
] as const;

test.describe("hostile but valid page names", () => {
  // One server for the whole file: its tests run one after another in one worker.
  test.describe.configure({ mode: "serial" });
  let dataDir: string;
  let server: ChildProcess;

  test.beforeAll(async ({ request }) => {
    // Starting built servers takes longer than a test's 30 s when the machine is busy; a hook that times
    // out leaves a copy running that the next run would reach on the same port.
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-hostile-"));
    server = await startBuiltServer(PORT, dataDir, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "0",
    });
    const login = await request.post(`${BASE}/api/auth/login`, { data: ADMIN });
    const { accessToken } = (await login.json()) as { accessToken: string };
    for (const [label, name] of NAMES) {
      const saved = await request.post(`${BASE}/api/prod/pages`, {
        headers: { authorization: `Bearer ${accessToken}` },
        data: {
          Page: name,
          Template: "Article",
          values: [
            { name: "Title", lang: "es", value: { text: `Artículo con ${label}` } },
            { name: "Title", lang: "en", value: { text: `Article with ${label}` } },
            { name: "Content", value: { html: "<p>Texto.</p>" } },
          ],
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }
    const long = await request.post(`${BASE}/api/prod/pages`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        Page: "palabra-larga",
        Template: "Article",
        Tags: ["x".repeat(300)],
        values: [
          // As long as the API lets a title and an excerpt be (200 and 500 characters), in one word each.
          { name: "Title", value: { text: `Larga ${"a".repeat(194)}` } },
          { name: "Excerpt", value: { text: "b".repeat(500) } },
          { name: "Content", value: { html: `<p>${"c".repeat(5000)}</p>` } },
          { name: "Author", value: { text: "d".repeat(500) } },
        ],
      },
    });
    expect(long.status(), await long.text()).toBe(201);
  });
  test.afterAll(() => {
    server?.kill();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const [label, name] of NAMES) {
    test(`an article named with ${label} opens from the list at its address`, async ({ page }) => {
      await page.goto(`${BASE}/articles`);
      const link = page.getByRole("link", { name: `Artículo con ${label}` });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: `Artículo con ${label}` })).toBeVisible();
      // Whatever its name, a page's address is a clean slug (app/content/slugs.ts)...
      const spanish = new URL(page.url()).pathname;
      expect(spanish).toMatch(/^\/article\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
      // ...and the address by its name answers 301 there, the name encoded as one segment.
      const byName = await page.request.get(`${BASE}/article/${encodeURIComponent(name)}`, {
        maxRedirects: 0,
      });
      expect([byName.status(), byName.headers()["location"]]).toEqual([301, spanish]);

      const direct = await page.goto(`${BASE}/en/article/${encodeURIComponent(name)}`);
      expect(direct?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: `Article with ${label}` })).toBeVisible();
      const english = new URL(page.url()).pathname;
      expect(english).toMatch(/^\/en\/article\/[a-z0-9]+(?:-[a-z0-9]+)*$/);

      // The English list links the English address.
      await page.goto(`${BASE}/en/articles`);
      await page.getByRole("link", { name: `Article with ${label}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Article with ${label}` })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(english);
    });
  }

  test("unbroken words (a 200-character title, a 5,000-character text) never make a page wider than a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/articles", "/article/palabra-larga", "/en/articles", "/en/article/palabra-larga"]) {
      await page.goto(`${BASE}${path}`);
      await expect(page.getByText(/^Larga a+/).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });

  test("an unknown public address still shows the site's own 404 page", async ({ page }) => {
    const res = await page.goto(`${BASE}/en/no-such-page-here`);
    expect(res?.status()).toBe(404);
    expect(res?.headers()["content-type"]).toMatch(/^text\/html/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("unknown API calls and methods are answered in JSON with a code", async ({ request }) => {
    const api = await request.get(`${BASE}/api/no-such-call`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: "not_found" });
    const method = await request.fetch(`${BASE}/articles`, { method: "PROPFIND" });
    expect(method.status()).toBe(405);
    expect(await method.json()).toMatchObject({ code: "method_not_allowed" });
    for (const bad of ["/article/%E0%A4%A", "/en/article/%E0%A4%A"]) {
      const badUrl = await request.get(`${BASE}${bad}`);
      expect(badUrl.status(), bad).toBe(400);
      expect(await badUrl.json()).toMatchObject({ code: "invalid_url" });
    }
  });
});
