import { expect, test } from "./support/test.ts";
import { EMPTY_BASE, at, collectErrors, waitForHydration } from "./support/content-helpers.ts";

/*
 * /documentation, /docs and /document/{id} (docs/product.md "Content screens"), with downloads and the
 * PDF viewer.
 */

test.describe("documentation list", () => {
  for (const path of ["/documentation", "/docs"]) {
    test(`${path} lists the docs with tabs, cards, PDFs and quick links`, async ({ page }) => {
      const errors = collectErrors(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle("Documentación | Simbiosis");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentación");
      const card = page.locator("article.card").filter({ hasText: "Guía rápida de la API de páginas" });
      await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute(
        "href",
        "/document/guia-rapida-de-la-api-de-paginas",
      );
      await expect(card.locator(".badge")).toHaveText("API");
      await expect(card).toContainText("Intermedio");
      const tabs = page.getByRole("group", { name: "Tipo de documento" }).getByRole("button");
      await expect(tabs.first()).toHaveAttribute("aria-pressed", "true");
      await expect(tabs.first()).toContainText("Todos");

      const pdfs = page.locator(".pdf-list");
      await expect(pdfs).toContainText("Guía de contribución");
      await expect(pdfs).toContainText("Portfolio de Simbiosis");
      const quick = page.getByRole("navigation", { name: "Enlaces rápidos" });
      await expect(quick.getByRole("link")).toHaveText(["Artículos", "Inicio", "Código en GitHub", "Labs"]);
      await expect(quick.getByRole("link", { name: "Código en GitHub" })).toHaveAttribute(
        "href",
        "https://github.com/simbiosis-ai",
      );
      expect(errors).toEqual([]);
    });
  }

  test("the deferred PDF list is in the server's HTML, and a plain page's data scripts close its body", async ({
    request,
  }) => {
    // /documentation suspends on its PDF list: the server renders it again the streaming way and waits
    // for it (React then sends the list after the rest, in the same document).
    const docs = await (await request.get("/documentation")).text();
    expect(docs).not.toContain("<!--$!-->");
    expect(docs).toContain("Guía de contribución");
    expect(docs).toContain("Portfolio de Simbiosis");
    expect(docs).toContain("window.__reactRouterContext.streamController.enqueue(");
    // A page that does not suspend is rendered at once, with React Router's data scripts written last.
    const plain = await (await request.get("/en/manifesto")).text();
    expect(plain).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(plain).toMatch(
      /<!--\$--><script>window\.__reactRouterContext\.streamController\.enqueue\("[^<]*"\);<\/script><!--\$--><script>window\.__reactRouterContext\.streamController\.close\(\);<\/script><!--\/\$--><!--\/\$--><\/body><\/html>$/,
    );
  });

  test("filters by tab, level and search, in the URL, and clears", async ({ page }) => {
    await page.goto("/documentation");
    await waitForHydration(page);
    const total = await page.locator("article.card").count();
    await page.getByRole("button", { name: /^Tutoriales/ }).click();
    await expect(page).toHaveURL(/type=tutorial/);
    await expect(page.getByRole("button", { name: /^Tutoriales/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("article.card .badge")).toHaveText(["Tutoriales"]);

    await page.getByRole("button", { name: /^Todos/ }).click();
    await page.getByLabel("Nivel").selectOption("beginner");
    await expect(page).toHaveURL(/level=beginner/);
    for (const t of await page.locator("article.card .level").allTextContents())
      expect(t).toBe("Principiante");

    await page.getByLabel("Nivel").selectOption("");
    // Description text is searched too ("descirption" on the tutorial).
    await page.getByLabel("Buscar en la documentación").fill("recorrido completo");
    await expect(page.locator("article.card")).toHaveCount(1);
    await page.getByLabel("Buscar en la documentación").fill("ninguno-coincide");
    await expect(page.getByRole("heading", { name: "No se encontró documentación" })).toBeVisible();
    await expect(page.getByText("Ningún documento coincide con la búsqueda.")).toBeVisible();
    await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
    await expect(page.locator("article.card")).toHaveCount(total);
  });

  test("opens a PDF in a new tab or in the inline viewer, and closes it", async ({ page }) => {
    await page.goto("/documentation");
    await waitForHydration(page);
    const item = page.locator(".pdf-item").filter({ hasText: "Guía de contribución" });
    const newTab = item.getByRole("link", { name: /Abrir en una pestaña nueva/ });
    await expect(newTab).toHaveAttribute("href", "/content/guia-de-contribucion.pdf");
    await expect(newTab).toHaveAttribute("target", "_blank");
    await expect(newTab).toHaveAttribute("rel", /noopener/);

    const view = item.getByRole("button", { name: /Ver aquí/ });
    await view.click();
    const viewer = page.getByRole("region", { name: /Visor de PDF: Guía de contribución/ });
    await expect(viewer).toBeVisible();
    await expect(view).toHaveAttribute("aria-expanded", "true");
    const frame = viewer.locator("iframe");
    await expect(frame).toHaveAttribute("src", "/content/guia-de-contribucion.pdf");
    await expect(frame).toHaveAttribute("title", /Guía de contribución/);
    // Focus moved into the viewer.
    await expect(viewer.getByRole("heading")).toBeFocused();

    await viewer.getByRole("button", { name: "Cerrar el visor" }).click();
    await expect(viewer).toHaveCount(0);
    await expect(view).toBeFocused();
    await expect(view).toHaveAttribute("aria-expanded", "false");

    // Escape closes it as well.
    await view.click();
    await expect(page.locator("#pdf-viewer")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#pdf-viewer")).toHaveCount(0);
    await expect(view).toBeFocused();
  });

  test("is in English too", async ({ page }) => {
    expect((await page.goto(at("/docs", "en")))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentation");
    // Its cards lead to the English documents.
    await expect(
      page
        .locator("article.card")
        .filter({ hasText: "How to contribute to Simbiosis" })
        .getByRole("heading")
        .getByRole("link"),
    ).toHaveAttribute("href", "/en/document/how-to-contribute-to-simbiosis");
    await expect(page.getByRole("group", { name: "Document type" })).toContainText("Tutorials");
    await expect(page.locator(".pdf-list")).toContainText("Simbiosis portfolio");
    await expect(page.getByRole("link", { name: /Open in a new tab/ }).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Quick links" })).toBeVisible();
  });

  test("shows the empty states on an empty store, in both languages", async ({ page }) => {
    await page.goto(`${EMPTY_BASE}/documentation`);
    await expect(page.getByRole("heading", { name: "No se encontró documentación" })).toBeVisible();
    await expect(page.getByText("No se encontraron archivos adjuntos en las páginas")).toBeVisible();
    await page.goto(`${EMPTY_BASE}${at("/docs", "en")}`);
    await expect(page.getByRole("heading", { name: "No documentation found" })).toBeVisible();
    await expect(page.getByText("No attachments were found in the pages")).toBeVisible();
  });
});

test.describe("document page", () => {
  test("shows breadcrumb, title, description, download, content, tags, share and footer", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/documentation");
    await page.locator("article.card").getByRole("link", { name: "Cómo contribuir a Simbiosis" }).click();
    await expect(page).toHaveURL(/\/document\/como-contribuir$/);
    await expect(
      page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("listitem"),
    ).toHaveText(["Inicio", "Documentación", "Cómo contribuir a Simbiosis"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cómo contribuir a Simbiosis");
    await expect(page.locator(".reading-header .lead")).toContainText("Código, traducciones");
    await expect(page.getByRole("link", { name: "Descargar guia-de-contribucion.pdf" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Formas de contribuir" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Etiquetas" })).toContainText("#contribuir");
    await expect(page.getByRole("button", { name: "Copiar enlace" })).toBeVisible();
    await expect(page.getByText("© 2024 Amara Okafor")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("reads the misspelled descirption, and opens a name with accents at its clean address", async ({
    page,
  }) => {
    await page.goto("/document/tutorial-auditoria-de-sesgos");
    await expect(page.locator(".reading-header .lead")).toContainText("Un recorrido completo");
    await page.goto("/documentation");
    await page
      .locator("article.card")
      .getByRole("link", { name: "Guía rápida de la API de páginas" })
      .click();
    await expect(page).toHaveURL(/\/document\/guia-rapida-de-la-api-de-paginas$/);
    // The address by its page name still leads there.
    await page.goto("/document/Gu%C3%ADa%20r%C3%A1pida%20de%20la%20API");
    await expect(page).toHaveURL(/\/document\/guia-rapida-de-la-api-de-paginas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guía rápida de la API de páginas");
  });

  test("downloads the file through the states idle, Descargando..., idle", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/content/guia-de-contribucion.pdf", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/document/como-contribuir");
    await waitForHydration(page);
    const button = page.locator(".download a");
    await expect(button).toHaveText("Descargar guia-de-contribucion.pdf");
    const download = page.waitForEvent("download");
    await button.click();
    await expect(button).toHaveText("Descargando...");
    await expect(button).toHaveAttribute("aria-busy", "true");
    release();
    expect((await download).suggestedFilename()).toBe("guia-de-contribucion.pdf");
    await expect(button).toHaveText("Descargar guia-de-contribucion.pdf");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("says 'Error al descargar' when the file cannot be fetched", async ({ page }) => {
    await page.route("**/content/guia-de-contribucion.pdf", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await page.goto("/document/como-contribuir");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Descargar guia-de-contribucion.pdf" }).click();
    await expect(page.getByRole("alert")).toHaveText("Error al descargar");
    await expect(page.getByRole("link", { name: "Descargar guia-de-contribucion.pdf" })).toBeVisible();

    await page.goto(at("/document/como-contribuir", "en"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Download guia-de-contribucion.pdf" }).click();
    await expect(page.getByRole("alert")).toHaveText("Download failed");
  });

  test("releases the downloaded file's object URL after 60 seconds", async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      const revoked: string[] = [];
      const original = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (url: string) => {
        revoked.push(url);
        original(url);
      };
      Object.assign(window, { __revoked: revoked });
    });
    await page.goto("/document/como-contribuir");
    await waitForHydration(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Descargar guia-de-contribucion.pdf" }).click();
    await download;
    const revoked = () =>
      page.evaluate(() => (window as unknown as { __revoked: string[] }).__revoked.length);
    await page.clock.runFor(59_000);
    expect(await revoked()).toBe(0);
    await page.clock.runFor(1_500);
    expect(await revoked()).toBe(1);
  });

  test("shows a project with the project variant", async ({ page }) => {
    await page.goto("/document/detector-de-sesgos");
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link")).toHaveText([
      "Inicio",
      "Proyectos",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Detector de sesgos");
    await expect(page.locator("img.reading-logo")).toHaveAttribute(
      "src",
      "/content/logo-detector-sesgos.svg",
    );
    await expect(page.getByRole("heading", { name: "Descripción general" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Estado" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Descargar portfolio-simbiosis.pdf" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver el repositorio" })).toHaveAttribute(
      "href",
      "https://github.com/simbiosis-ai/detector-sesgos",
    );
  });

  test("is in English too", async ({ page }) => {
    await page.goto(at("/document/como-contribuir", "en"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
    await expect(crumbs).toHaveText(["Home", "Documentation"]);
    await expect(crumbs.nth(1)).toHaveAttribute("href", "/en/documentation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to contribute to Simbiosis");
    await expect(page.getByRole("link", { name: "Download guia-de-contribucion.pdf" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to documentation" })).toHaveAttribute(
      "href",
      "/en/documentation",
    );
  });

  test("answers 404 with document.notFound and a link back, without debug data", async ({ page }) => {
    const res = await page.goto("/document/no-existe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documento no encontrado");
    await expect(page.getByText("Información de depuración")).toHaveCount(0);
    expect(await page.content()).not.toContain("como-contribuir");
    await expect(page.getByRole("link", { name: "Volver a la documentación" })).toHaveAttribute(
      "href",
      "/documentation",
    );
    expect((await page.goto(at("/document/no-existe", "en")))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document not found");
    await expect(page.getByText("Debug information")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to documentation" })).toHaveAttribute(
      "href",
      "/en/documentation",
    );
  });
});
