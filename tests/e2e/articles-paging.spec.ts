import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test.ts";
import { startBuiltServer } from "../../scripts/support.ts";
import { at } from "./support/content-helpers.ts";

/* A long list is paged by the database: 12 articles a page, filters and counts over all of them. */

const PORT = Number(process.env.E2E_PORT ?? 4310) + 30;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "paging@e2e.local", password: "paging-test-password" };

test.describe("articles paging", () => {
  let dataDir: string;
  let server: ChildProcess;

  test.beforeAll(async ({ request }) => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-paging-"));
    server = await startBuiltServer(PORT, dataDir, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const { accessToken } = (await (
      await request.post(`${BASE}/api/auth/login`, { data: ADMIN })
    ).json()) as {
      accessToken: string;
    };
    for (let n = 1; n <= 15; n++) {
      const res = await request.post(`${BASE}/api/prod/pages`, {
        headers: { authorization: `Bearer ${accessToken}` },
        data: {
          Page: `paginado-${n}`,
          Template: "Article",
          Category: "research",
          Created: new Date(Date.UTC(2026, 0, n)).toISOString(),
          values: [
            { name: "Title", lang: "es", value: { text: `Cuaderno de campo ${n}` } },
            { name: "Title", lang: "en", value: { text: `Field notebook ${n}` } },
            { name: "Content", value: { html: "<p>Notas de investigación.</p>" } },
          ],
        },
      });
      expect(res.status()).toBe(201);
    }
  });
  test.afterAll(() => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("pages through all articles and keeps filters across pages, in both languages", async ({ page }) => {
    await page.goto(`${BASE}/articles`);
    await expect(page.getByRole("status")).toHaveText("Mostrando 22 artículos");
    const pager = page.getByRole("navigation", { name: "Páginas de artículos" });
    await expect(pager).toContainText("Página 1 de 2");
    await expect(page.locator(".card-grid > *")).toHaveCount(12);
    await expect(page.getByRole("heading", { name: "Cuaderno de campo 15" })).toBeVisible();

    await pager.getByRole("link", { name: /Siguientes/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager).toContainText("Página 2 de 2");
    await expect(page.locator(".card-grid > *")).toHaveCount(10);

    // A new search starts again at the first page and counts over every article.
    await page.getByRole("main").getByRole("searchbox").fill("cuaderno");
    await expect(page.getByRole("status")).toHaveText("Mostrando 15 de 22 artículos");
    await expect(page).not.toHaveURL(/page=2/);
    await expect(pager).toContainText("Página 1 de 2");

    await page.goto(`${BASE}${at("/articles?q=notebook&page=2", "en")}`);
    await expect(page.getByRole("status")).toHaveText("Showing 15 of 22 articles");
    const enPager = page.getByRole("navigation", { name: "Article pages" });
    await expect(enPager).toContainText("Page 2 of 2");
    await expect(page.locator(".card-grid > *")).toHaveCount(3);
    // The English pager pages through the English list, keeping the search.
    await enPager.getByRole("link", { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/en\/articles\?q=notebook(&page=1)?$/);
    await expect(enPager).toContainText("Page 1 of 2");
    await expect(page.getByRole("heading", { name: "Field notebook 15" })).toBeVisible();

    // A page past the end shows the last one.
    await page.goto(`${BASE}/articles?page=99`);
    await expect(pager).toContainText("Página 2 de 2");
  });
});
