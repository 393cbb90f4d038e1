import { expect, test } from "./support/test.ts";
import { URL_SYNC_DELAY_MS } from "../../app/components/use-url-filters.ts";
import { EMPTY_BASE, at, collectErrors, demoAddress, waitForHydration } from "./support/content-helpers.ts";

/*
 * /articles and /article/{id} (docs/product.md "Content screens"). The shared server may gain pages
 * from other specs, so totals are read as numbers, never assumed.
 */

test.describe("articles list", () => {
  test("server-renders every card with its parts, in Spanish", async ({ page }) => {
    const errors = collectErrors(page);
    const res = await page.goto("/articles");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle("Artículos | Simbiosis");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artículos");
    await expect(page.getByRole("status").filter({ hasText: /^Mostrando \d+ artículos$/ })).toBeVisible();

    const card = page.locator("article.card").filter({ hasText: "Soberanía de datos" });
    await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute(
      "href",
      "/article/soberania-de-datos",
    );
    await expect(card.locator("time")).toHaveText("2 de diciembre de 2024");
    await expect(card.locator("time")).toHaveAttribute("datetime", "2024-12-02T11:00:00.000Z");
    await expect(card.locator(".badge")).toHaveText("Investigación");
    await expect(card).toContainText(/\d+ min de lectura/);
    await expect(card).toContainText("Por Mateo Quispe");
    // Comma-separated tags in the store are a list here.
    await expect(card.getByRole("listitem")).toHaveText([
      "#datos",
      "#soberanía",
      "#comunidades",
      "#privacidad",
    ]);
    const excerpt = await card.locator("p").nth(1).textContent();
    expect(excerpt?.length ?? 0).toBeLessThanOrEqual(151);

    // The call to action.
    await expect(page.getByRole("link", { name: "Escríbenos" })).toHaveAttribute("href", "/message");
    await expect(page.getByRole("link", { name: "Conoce las plataformas" })).toHaveAttribute(
      "href",
      "/plataformas",
    );
    expect(errors).toEqual([]);
  });

  test("shows the same list in English, with English dates and counts", async ({ page }) => {
    const res = await page.goto(at("/articles", "en"));
    expect(res?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Articles | Simbiosis");
    await expect(page.getByRole("status").filter({ hasText: /^Showing \d+ articles$/ })).toBeVisible();
    const card = page.locator("article.card").filter({ hasText: "Data sovereignty" });
    // A card of an English page leads to the English article.
    await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute(
      "href",
      demoAddress("soberania-de-datos", "en"),
    );
    await expect(card.locator("time")).toHaveText("2 December 2024");
    await expect(card.locator(".badge")).toHaveText("Research");
    await expect(card).toContainText(/\d+ min read/);
  });

  test("filters as you type, keeps the search in the URL, without reloading", async ({ page }) => {
    await page.goto("/articles");
    await waitForHydration(page);
    const total = await page.locator("article.card").count();
    // A full reload would drop this marker.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    await page.getByLabel("Buscar artículos").pressSequentially("SOBERANÍA", { delay: 20 });
    await expect(page.getByText(new RegExp(`^Mostrando \\d+ de ${total} artículos$`))).toBeVisible();
    await expect(page.locator("article.card").filter({ hasText: "Soberanía de datos" })).toBeVisible();
    await expect(page.locator("article.card").filter({ hasText: "Diseño ético" })).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=SOBERAN%C3%8DA$/);

    // By tag, by page name.
    await page.getByLabel("Buscar artículos").fill("accesibilidad");
    await expect(page.locator("article.card")).toHaveCount(1);
    await expect(page.locator("article.card")).toContainText("Diseño ético");
    await page.getByLabel("Buscar artículos").fill("gobernanza-comunitaria");
    await expect(page.locator("article.card")).toHaveCount(1);

    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test("a card clicked right after typing opens (the URL update does not pull back)", async ({ page }) => {
    // The page's timers run on a clock the test moves: past the URL's pause, with no real waiting.
    await page.clock.install();
    await page.goto("/articles");
    await waitForHydration(page);
    await page.getByLabel("Buscar artículos").fill("sober");
    // Well within the pause the URL waits for.
    await page
      .locator("article.card")
      .getByRole("link", { name: /^Soberanía de datos/ })
      .click();
    await expect(page).toHaveURL(/\/article\/soberania-de-datos$/);
    await page.clock.runFor(URL_SYNC_DELAY_MS * 2);
    await expect(page).toHaveURL(/\/article\/soberania-de-datos$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Soberanía de datos");
    // Back returns to the filtered list.
    await page.goBack();
    await expect(page).toHaveURL(/\/articles\?q=sober$/);
    await expect(page.getByLabel("Buscar artículos")).toHaveValue("sober");
  });

  test("filters by category, shows the no-results state and clears it", async ({ page }) => {
    await page.goto("/articles");
    await waitForHydration(page);
    const total = await page.locator("article.card").count();
    await page.getByLabel("Categoría").selectOption("ethics");
    await expect(page).toHaveURL(/category=ethics/);
    // The address follows at once; the list follows when the filtered page has loaded.
    await expect
      .poll(async () => [...new Set(await page.locator("article.card .badge").allTextContents())])
      .toEqual(["Ética"]);

    await page.getByLabel("Buscar artículos").fill("zzz-nada-coincide");
    await expect(page.getByRole("heading", { name: "No hay resultados" })).toBeVisible();
    await expect(page.getByText(`Mostrando 0 de ${total} artículos`)).toBeVisible();
    await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
    await expect(page.locator("article.card")).toHaveCount(total);
    await expect(page.getByLabel("Buscar artículos")).toHaveValue("");
    await expect(page.getByLabel("Categoría")).toHaveValue("");
    await expect(page).toHaveURL(/\/articles$/);
  });

  test("renders the filtered state from the URL on the server", async ({ browser }) => {
    // No JavaScript at all: what the server sent is what is shown.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/articles?q=datos&category=research");
    await expect(page.getByText(/^Mostrando 1 de \d+ artículos$/)).toBeVisible();
    await expect(page.getByLabel("Buscar artículos")).toHaveValue("datos");
    await expect(page.getByLabel("Categoría")).toHaveValue("research");
    await context.close();
  });

  test("shows the 'no articles yet' state on an empty store, in both languages", async ({ page }) => {
    const res = await page.goto(`${EMPTY_BASE}/articles`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Todavía no hay artículos" })).toBeVisible();
    await expect(page.getByLabel("Buscar artículos")).toHaveCount(0);
    expect((await page.goto(`${EMPTY_BASE}${at("/articles", "en")}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "No articles yet" })).toBeVisible();
  });
});

test.describe("article page", () => {
  test("shows breadcrumb, title, body, hashtags, back link, share and footer", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/articles");
    await page.getByRole("link", { name: /^Auditorías de sesgo/ }).click();
    await expect(page).toHaveURL(/\/article\/auditorias-de-sesgo$/);

    const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(crumbs.getByRole("listitem")).toHaveText([
      "Inicio",
      "Artículos",
      "Auditorías de sesgo: cómo medir lo que un modelo no dice",
    ]);
    await expect(crumbs.getByRole("link", { name: "Artículos" })).toHaveAttribute("href", "/articles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Auditorías de sesgo: cómo medir lo que un modelo no dice",
    );
    await expect(page).toHaveTitle("Auditorías de sesgo: cómo medir lo que un modelo no dice | Simbiosis");
    await expect(page.getByRole("heading", { level: 2, name: "Qué mide una auditoría" })).toBeVisible();
    // Links inside stored HTML still work.
    await expect(page.locator(".prose a", { hasText: "detector de sesgos" })).toHaveAttribute(
      "href",
      "/project/detector-de-sesgos",
    );
    await expect(page.getByRole("list", { name: "Etiquetas" }).getByRole("listitem")).toHaveText([
      "#sesgo",
      "#auditoría",
      "#equidad",
      "#metodología",
    ]);
    await expect(page.getByText("© 2024 Lucía Ferrer") /* the year of the page's own date */).toBeVisible();
    await page.getByRole("link", { name: "Volver a los artículos" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    expect(errors).toEqual([]);
  });

  test("opens names with spaces and accents at a clean address, and the breadcrumb follows the template", async ({
    page,
  }) => {
    await page.goto("/articles");
    await page.getByRole("link", { name: /^Diseño ético/ }).click();
    // Its slug, made from its title; the address by its page name answers 301 there.
    await expect(page).toHaveURL(/\/article\/diseno-etico-donde-los-principios-se-convierten-en-pantallas$/);
    const old = await page.request.get("/article/Dise%C3%B1o%20%C3%A9tico", { maxRedirects: 0 });
    expect([old.status(), old.headers()["location"]]).toEqual([301, demoAddress("Diseño ético", "es")]);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Diseño ético");
    // A documentation page opened as an article sits under Documentación.
    await page.goto("/article/primeros-pasos");
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link")).toHaveText([
      "Inicio",
      "Documentación",
    ]);
  });

  test("copies its address with visible feedback", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/article/modelos-abiertos");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Copiar enlace" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Enlace copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("says how to copy by hand when the clipboard refuses", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await page.goto(at("/article/modelos-abiertos", "en"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    // The address to copy by hand is the English one, the page being read.
    await expect(page.getByRole("status").filter({ hasText: "The link could not be copied" })).toContainText(
      demoAddress("modelos-abiertos", "en"),
    );
  });

  test("is shown in English with the English content", async ({ page }) => {
    await page.goto(at("/article/auditorias-de-sesgo", "en"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Bias audits: measuring what a model does not say",
    );
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
    await expect(crumbs).toHaveText(["Home", "Articles"]);
    await expect(crumbs.nth(0)).toHaveAttribute("href", "/en/");
    await expect(crumbs.nth(1)).toHaveAttribute("href", "/en/articles");
    await expect(page.getByText("Published on 8 October 2024")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    await expect(page.getByText("© 2024 Lucía Ferrer") /* the year of the page's own date */).toBeVisible();
  });

  test("answers 404 with the not-found message and a way back, in both languages", async ({ page }) => {
    const res = await page.goto("/article/no-existe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artículo no encontrado");
    await expect(page.getByText("El artículo que buscas no existe o ha sido removido")).toBeVisible();
    // Page names are for editors: production shows no debug listing.
    await expect(page.getByText("Información de depuración")).toHaveCount(0);
    await page.getByRole("link", { name: "Volver a los artículos" }).click();
    await expect(page).toHaveURL(/\/articles$/);

    const en = await page.goto(at("/article/no-existe", "en"));
    expect(en?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
    await expect(
      page.getByText("The article you are looking for does not exist or has been removed"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to articles" })).toHaveAttribute(
      "href",
      "/en/articles",
    );
  });
});
