import { expect, test } from "./support/test.ts";
import { EMPTY_BASE, collectErrors, waitForHydration } from "./support/content-helpers.ts";

/*
 * Projects, products, bios, the book and its chapters, the manifest and the chatbot
 * (docs/product.md "Content screens"). English is each screen's address under /en/.
 */

test.describe("projects", () => {
  test("lists projects, searches by name or title, and opens one", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/projects");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proyectos");
    const cards = page.locator("article.card");
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(3);
    await page.getByLabel("Buscar proyectos").fill("tensorial");
    await expect(cards).toHaveCount(1);
    await expect(page).toHaveURL(/\?q=tensorial$/);
    await page.getByLabel("Buscar proyectos").fill("modelo-algebra");
    await expect(cards).toHaveCount(1);
    await page.getByLabel("Buscar proyectos").fill("zzz");
    await expect(page.getByRole("heading", { name: "No hay resultados" })).toBeVisible();
    await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
    await expect(cards).toHaveCount(total);

    await cards.getByRole("link", { name: "Detector de sesgos" }).click();
    await expect(page).toHaveURL(/\/project\/detector-de-sesgos$/);
    await expect(
      page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("listitem"),
    ).toHaveText(["Inicio", "Proyectos", "Detector de sesgos"]);
    await expect(page.locator("img.reading-logo")).toHaveAttribute(
      "src",
      "/content/logo-detector-sesgos.svg",
    );
    await expect(page.locator(".reading-header .lead")).toContainText("Métricas de equidad");
    await expect(page.getByRole("heading", { name: "Descripción general" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Estado" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Descargar portfolio-simbiosis.pdf" })).toHaveAttribute(
      "href",
      "/content/portfolio-simbiosis.pdf",
    );
    await expect(page.getByRole("link", { name: "Ver el repositorio" })).toHaveAttribute(
      "href",
      "https://github.com/simbiosis-ai/detector-sesgos",
    );
    expect(errors).toEqual([]);
  });

  test("is in English, answers 404 for an unknown project, and is empty on an empty store", async ({
    page,
  }) => {
    await page.goto("/en/project/modelo-algebra-booleana");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boolean-algebra-based model");
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    const res = await page.goto("/en/project/nope");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project not found");
    await expect(page.getByRole("link", { name: "Back to projects" })).toHaveAttribute(
      "href",
      "/en/projects",
    );

    await page.goto(`${EMPTY_BASE}/en/projects`);
    await expect(page.getByRole("heading", { name: "No projects available" })).toBeVisible();
    await expect(page.getByText("Try again later")).toBeVisible();
    await page.goto(`${EMPTY_BASE}/projects`);
    await expect(page.getByRole("heading", { name: "No hay proyectos disponibles" })).toBeVisible();
    await expect(page.getByText("Intenta más tarde")).toBeVisible();
  });
});

test.describe("products", () => {
  test("lists products by title, links by their slug, and shows every field", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/products");
    await waitForHydration(page);
    const cards = page.locator("article.card");
    await expect(cards.getByRole("link", { name: "InnvaLab Core" })).toHaveAttribute(
      "href",
      "/product/innvalab-core",
    );
    await page.getByLabel("Buscar productos").fill("COMPASS");
    await expect(cards).toHaveCount(1);
    await page.getByLabel("Buscar productos").fill("");
    await cards.getByRole("link", { name: "EthicsI Audit" }).click();
    await expect(page).toHaveURL(/\/product\/ethicsi-audit$/);
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link")).toHaveText([
      "Inicio",
      "Productos",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("EthicsI Audit");
    await expect(page.locator(".reading-header .lead")).toContainText("Auditorías de sesgo reproducibles");
    await expect(page.getByRole("link", { name: "Descargar whitepaper-ethicsi-audit.pdf" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver el código en GitHub" })).toHaveAttribute(
      "href",
      "https://github.com/simbiosis-ai/ethicsi-audit",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Características" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Licencia" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("reads the variants: tagline, description, datasheet, image", async ({ page }) => {
    await page.goto("/product/InnvaLab%20Core");
    await expect(page.locator(".reading-header .lead")).toContainText(
      "El núcleo para ejecutar modelos abiertos",
    );
    await expect(page.getByRole("heading", { name: "Descripción general" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Descargar portfolio-simbiosis.pdf" })).toBeVisible();
    await page.goto("/product/Harmonia%20Compass");
    await expect(page.locator("img.reading-logo")).toHaveAttribute("src", "/content/logo-harmonia.svg");
  });

  test("hides a logo that fails to load, before and after the page is interactive", async ({ page }) => {
    await page.route("**/content/logo-ethicsi.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/product/EthicsI%20Audit");
    await waitForHydration(page);
    await expect(page.locator("img.reading-logo")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("EthicsI Audit");
    // After hydration: a client-side navigation renders the image anew and its onError hides it.
    await page.goto("/products");
    await waitForHydration(page);
    await expect(
      page.locator("article.card").filter({ hasText: "EthicsI Audit" }).locator("img"),
    ).toHaveCount(0);
    await expect(
      page.locator("article.card").filter({ hasText: "InnvaLab Core" }).locator("img"),
    ).toHaveCount(1);
  });

  test("is in English, 404s for an unknown product, and says 'try later' on an empty store", async ({
    page,
  }) => {
    await page.goto("/en/product/Harmonia%20Compass");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
    await expect(crumbs).toHaveText(["Home", "Products"]);
    // The way back stays in English.
    expect(await crumbs.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/en/",
      "/en/products",
    ]);
    await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();
    const res = await page.goto("/en/product/nope");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
    await page.goto(`${EMPTY_BASE}/en/products`);
    await expect(page.getByRole("heading", { name: "No products available" })).toBeVisible();
    await expect(page.getByText("Please try again later.")).toBeVisible();
  });
});

test.describe("bios", () => {
  test("lists the collaborators and opens a biography, in both languages", async ({ page }) => {
    await page.goto("/bios");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Colaboradores");
    const link = page.locator("article.card").getByRole("link", { name: "Lucía Ferrer" });
    await expect(link).toHaveAttribute("href", "/bio/lucia-ferrer");
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lucía Ferrer");
    await expect(page.locator(".reading-header .lead")).toContainText("Filósofa de la tecnología");
    await expect(page.locator("img.reading-avatar")).toHaveAttribute(
      "src",
      "/content/avatar-lucia-ferrer.svg",
    );
    await expect(page.locator(".prose p").first()).toBeVisible();

    await page.goto("/en/bio/asistente-ia");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI assistant");
    expect((await page.goto("/en/bio/nope"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biography not found");
    await page.goto(`${EMPTY_BASE}/en/bios`);
    await expect(page.getByRole("heading", { name: "No biographies yet" })).toBeVisible();
  });
});

test.describe("book and chapters", () => {
  test("shows Path of life, the four PDFs and the chapters in page-name order", async ({ page, request }) => {
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Path of life");
    const pdfs = [
      "path-of-life-es.pdf",
      "path-of-life-en.pdf",
      "teoria-del-todo-es.pdf",
      "theory-of-everything-en.pdf",
    ];
    for (const file of pdfs) {
      await expect(page.locator(`a[href="/content/${file}"]`)).toHaveCount(1);
      expect((await request.get(`/content/${file}`)).status()).toBe(200);
    }
    const chapters = page.locator(".chapter-list h3 a");
    await expect(chapters).toHaveText([
      "La semilla",
      "Aprender a escuchar",
      "El bosque conectado",
      "Herramientas que nos transforman",
      "Camino compartido",
    ]);
    await expect(chapters.first()).toHaveAttribute("href", "/chapter/capitulo-01-la-semilla");
    await chapters.nth(1).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aprender a escuchar");
    await expect(page.locator(".reading-header .eyebrow")).toHaveText("Path of life · Parte I: Raíces");
    await expect(page.getByText("© 2024 Lucía Ferrer") /* the year of the page's own date */).toBeVisible();
    await page.getByRole("link", { name: "Siguiente: El bosque conectado" }).click();
    await expect(page).toHaveURL(/\/chapter\/capitulo-03-el-bosque-conectado$/);
  });

  test("is in English, 404s for an unknown chapter, and has no chapters on an empty store", async ({
    page,
  }) => {
    await page.goto("/en/book");
    await expect(page.getByRole("link", { name: "Path of life (English, PDF)" })).toBeVisible();
    await expect(page.locator(".chapter-list h3 a").first()).toHaveText("The seed");
    await expect(page.locator(".chapter-list h3 a").first()).toHaveAttribute("href", "/en/chapter/the-seed");
    await page.goto("/en/chapter/the-seed");
    await expect(page.locator(".reading-header .eyebrow")).toContainText("Part I");
    expect((await page.goto("/en/chapter/nope"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chapter not found");
    await page.goto(`${EMPTY_BASE}/en/book`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Path of life");
    await expect(page.getByText("No chapters have been published yet.")).toBeVisible();
  });
});

test.describe("manifest", () => {
  test("shows the Manifest page's title, content and author, in both languages", async ({ page }) => {
    await page.goto("/manifest");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Manifiesto");
    await expect(page.locator(".prose p").first()).toBeVisible();
    await expect(page.getByText("Por Comunidad Simbiosis")).toBeVisible();
    await page.goto("/en/manifest");
    await expect(page.getByText("By The Simbiosis community").first()).toBeVisible();
    await page.goto(`${EMPTY_BASE}/en/manifest`);
    await expect(
      page.getByRole("heading", { name: "The manifesto has not been published yet" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Read the summary manifesto" })).toHaveAttribute(
      "href",
      "/en/manifesto",
    );
  });
});

test.describe("chatbot", () => {
  test("reads Bot/* values, greets, answers on the page without reloading it and counts visits", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/chatbot");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simbi, chatbot experimental");
    await expect(page.locator(".bot-facts")).toContainText("v1.2-experimental");
    await expect(page.getByRole("heading", { name: "Qué sabe hacer" })).toBeVisible();
    await expect(page.locator(".chat-log")).toContainText("¡Hola! Soy Simbi");
    await expect(page.getByTestId("visit-counter")).toHaveText("Visitas a esta demo desde este navegador: 1");
    expect(await page.evaluate(() => localStorage.getItem("value"))).toBe("1");

    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await page.getByLabel("Tu mensaje").fill("¿Qué es Simbiosis?");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.locator(".chat-answer")).toContainText("Esto dice el sitio sobre «Qué es Simbiosis»:");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(page).toHaveURL(/\/chatbot$/);

    await page.reload();
    await expect(page.getByTestId("visit-counter")).toHaveText("Visitas a esta demo desde este navegador: 2");
    expect(await page.evaluate(() => localStorage.getItem("value"))).toBe("2");
    expect(errors).toEqual([]);
  });

  test("falls back when there is no Bot page, in English", async ({ page }) => {
    await page.goto(`${EMPTY_BASE}/en/chatbot`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chatbot Experimental");
    await expect(page.locator(".bot-facts")).toContainText("v1.0-experimental");
    // The model line says what the server runs (no model here), never a stored label.
    await expect(page.locator(".bot-facts")).toContainText("None: it answers by quoting the site's pages");
    await expect(page.locator(".bot-about li")).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(page.getByLabel("Your message")).toBeVisible();
  });
});
