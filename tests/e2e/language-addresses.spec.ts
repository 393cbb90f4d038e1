import { expect, test, type Page } from "./support/test.ts";
import type { PageDoc } from "../../app/content/page-model.ts";
import { ADMIN, startPrivateServer, type PrivateServer } from "./support/content-server.ts";
import { waitForHydration } from "./support/content-helpers.ts";

/*
 * Each language at its own address (docs/decisions/0007-language-addresses.md), on a private server whose
 * pages this spec writes: a page with no English text, and a bilingual one whose body links to it.
 */

test.describe.configure({ mode: "serial" });

let server: PrivateServer;

const SPANISH_ONLY: PageDoc = {
  Page: "solo-en-espanol",
  Template: "Article",
  values: [
    { name: "Title", value: { text: "Solo en español" }, lang: "es" },
    { name: "Excerpt", value: { text: "Un artículo que nadie ha traducido." }, lang: "es" },
    { name: "Content", value: { html: "<p>Texto escrito solo en castellano.</p>" }, lang: "es" },
    { name: "Date", value: { text: "2025-05-01" } },
  ],
};

const BILINGUAL: PageDoc = {
  Page: "bilingue",
  Template: "Article",
  values: [
    { name: "Title", value: { text: "Bilingüe" }, lang: "es" },
    { name: "Title", value: { text: "Bilingual" }, lang: "en" },
    {
      name: "Content",
      value: { html: '<p>Lee <a href="/article/solo-en-espanol">el otro</a>.</p>' },
      lang: "es",
    },
    {
      name: "Content",
      value: { html: '<p>Read <a href="/article/solo-en-espanol">the other</a>.</p>' },
      lang: "en",
    },
    { name: "Date", value: { text: "2025-06-01" } },
  ],
};

test.beforeAll(async ({ request }) => {
  server = await startPrivateServer();
  const login = await request.post(`${server.base}/api/auth/login`, { data: ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  for (const page of [SPANISH_ONLY, BILINGUAL]) {
    const res = await request.post(`${server.base}/api/prod/pages`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: page,
    });
    expect(res.status(), page.Page).toBeLessThan(300);
  }
});
test.afterAll(async () => server?.stop());

async function alternates(page: Page) {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href") ?? "").pathname}`),
    );
}

test("a page with no English text is shown in Spanish on its English address, marked and explained", async ({
  page,
}) => {
  const res = await page.goto(`${server.base}/en/article/solo-en-espanol`);
  expect(res?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("note")).toHaveText(
    "This page has not been translated into English yet: it is shown in Spanish.",
  );
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("Solo en español");
  await expect(title).toHaveAttribute("lang", "es");
  await expect(page.locator(".prose[lang=es]")).toContainText("Texto escrito solo en castellano.");
  // The interface around it stays English.
  await expect(page.getByRole("link", { name: /Back to articles/ })).toHaveAttribute("href", "/en/articles");
  // No English alternate: search engines are not told this is a translation.
  expect(await alternates(page)).toEqual([
    "es /article/solo-en-espanol",
    "x-default /article/solo-en-espanol",
  ]);

  await page.goto(`${server.base}/article/solo-en-espanol`);
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
  expect(await alternates(page)).toEqual([
    "es /article/solo-en-espanol",
    "x-default /article/solo-en-espanol",
  ]);
});

test("a translated page names both addresses, and links inside its text stay in its language", async ({
  page,
}) => {
  // Its English address is its English slug; the Spanish one under /en/ answers 301 there.
  await page.goto(`${server.base}/en/article/bilingue`);
  await expect(page).toHaveURL(`${server.base}/en/article/bilingual`);
  expect(await alternates(page)).toEqual([
    "es /article/bilingue",
    "en /en/article/bilingual",
    "x-default /article/bilingue",
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${server.base}/en/article/bilingual`,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
  const inText = page.locator(".prose").getByRole("link", { name: "the other" });
  await expect(inText).toHaveAttribute("href", "/en/article/solo-en-espanol");
  await waitForHydration(page);
  await inText.click();
  await expect(page).toHaveURL(`${server.base}/en/article/solo-en-espanol`);
  await expect(page.getByRole("note")).toBeVisible();

  await page.goto(`${server.base}/article/bilingue`);
  await expect(page.locator(".prose").getByRole("link", { name: "el otro" })).toHaveAttribute(
    "href",
    "/article/solo-en-espanol",
  );
});

test("the selector goes to the same page in the other language, keeping the search; the address keeps it", async ({
  page,
}) => {
  await page.goto(`${server.base}/articles?q=solo`);
  await waitForHydration(page);
  await page.getByRole("button", { name: /Idioma/ }).click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(`${server.base}/en/articles?q=solo`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Articles/);
  await expect(page.getByRole("link", { name: "Solo en español" })).toHaveAttribute(
    "href",
    "/en/article/solo-en-espanol",
  );
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The choice is remembered only for arriving at /.
  await page.goto(`${server.base}/`);
  await expect(page).toHaveURL(`${server.base}/en/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page).toHaveURL(`${server.base}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.goto(`${server.base}/`);
  await expect(page).toHaveURL(`${server.base}/`);
});

test("an old ?lang= address lands on the page in that language", async ({ page }) => {
  await page.goto(`${server.base}/articles?lang=en&q=solo`);
  await expect(page).toHaveURL(`${server.base}/en/articles?q=solo`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto(`${server.base}/en/article/bilingue?lang=es`);
  await expect(page).toHaveURL(`${server.base}/article/bilingue`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bilingüe");
});
