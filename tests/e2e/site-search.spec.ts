import { expect, test } from "./support/test.ts";
import { waitForHydration } from "./support/content-helpers.ts";

/*
 * The site search as a visitor uses it (docs/product.md "Site search"): the header's box, "/" to reach
 * it, the results page with its marked passages, kinds and the other language, with and without
 * JavaScript, on a desktop and on a phone.
 */
test.use({ locale: "es-ES" });

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header's box searches the site; '/' focuses it; accents and word forms do not matter", async ({
    page,
  }) => {
    await page.goto("/manifiesto");
    await waitForHydration(page);
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Buscar en el sitio" });
    // The shortcut listens once the header's effects have run, a moment after hydration on a busy machine.
    await expect(async () => {
      await page.keyboard.press("/");
      await expect(box).toBeFocused({ timeout: 500 });
    }).toPass();
    // Typed "/" is not left in the box.
    await expect(box).toHaveValue("");
    await box.fill("eticas");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/buscar\?q=eticas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados para «eticas»");
    const first = page.locator(".search-hit").first();
    await expect(first.getByRole("heading", { level: 2 })).toContainText("Diseño ético");
    await expect(first.locator("mark").first()).toHaveText(/^[ée]tic/i);
    await expect(page.locator(".search-hit .badge").first()).toHaveText("Artículo");
    await expect(page.getByRole("status")).toHaveText(/^\d+ resultados$/);
    // In the box of the results page, "/" is a character.
    const pageBox = page.getByRole("searchbox", { name: "Qué buscas" });
    await pageBox.fill("sesgo");
    await pageBox.press("/");
    await expect(pageBox).toHaveValue("sesgo/");
  });

  test("filters by kind with links", async ({ page }) => {
    await page.goto("/buscar?q=sesgos");
    const kinds = page.getByRole("navigation", { name: "Filtrar por tipo" });
    await expect(kinds.getByRole("link", { name: /^Todo/ })).toHaveAttribute("aria-current", "page");
    await kinds.getByRole("link", { name: /^Documentación/ }).click();
    await expect(page).toHaveURL(/kind=doc/);
    await expect(kinds.getByRole("link", { name: /^Documentación/ })).toHaveAttribute("aria-current", "page");
    // The visitor's language's results (the other language's follow in a section of their own).
    const badges = await page.locator(".search-results").first().locator(".badge").allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(["Documentación"]));
  });

  test("in English: English results first, the Spanish matches below", async ({ page }) => {
    await page.goto("/en/search?q=bias");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “bias”");
    const first = page.locator(".search-results").first().locator(".search-hit").first();
    await expect(first.locator("mark").first()).toHaveText(/^bias/i);
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/en\//);
    // "sesgo" is Spanish: found in Spanish, offered below the English results.
    await page.goto("/en/search?q=sesgo");
    const other = page.getByRole("region", { name: "In Spanish" });
    await expect(other.locator(".search-hit").first()).toBeVisible();
    await expect(other.locator(".search-hit").first().getByRole("link")).toHaveAttribute(
      "href",
      /^\/(?!en\/)/,
    );
    await expect(other.locator("mark").first()).toHaveText(/^sesgo/i);
  });

  test("an empty query asks for words; a query nothing matches says so", async ({ page }) => {
    await page.goto("/buscar");
    await expect(page.getByRole("heading", { name: "¿Qué quieres encontrar?" })).toBeVisible();
    // The form alone is an ordinary page of the site; a page of results is kept out of search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto("/buscar?q=zzzxqv");
    await expect(page.getByRole("heading", { name: "No hay resultados" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the header's form and the results page work as plain HTML", async ({ page }) => {
    await page.goto("/articles");
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Buscar en el sitio" });
    await box.fill("soberanía");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/buscar\?q=soberan%C3%ADa$/);
    await expect(page.locator(".search-hit").first()).toContainText("Soberanía de datos");
    await page
      .getByRole("navigation", { name: "Filtrar por tipo" })
      .getByRole("link", { name: /^Artículos/ })
      .click();
    await expect(page).toHaveURL(/kind=article/);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the box is in the menu and the page fits the screen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Buscar en el sitio" });
    await expect(box).toBeVisible();
    await box.fill("datos");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/buscar\?q=datos$/);
    await expect(page.locator(".search-hit").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
