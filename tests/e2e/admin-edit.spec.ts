import {
  DRAFT_SAVED,
  createFromCatalogue,
  apiToken,
  articleFixture,
  editorUrl,
  expect,
  getDraftViaApi,
  getPageViaApi,
  publishFromEditor,
  savePageViaApi,
  signIn,
  test,
  tinyPng,
  uniqueName,
} from "./support/admin-helpers.ts";

test.describe("editing a page", () => {
  test("a new article in both languages, with formatted text and an image, saved as a draft, then published", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("articulo-nuevo"));
    await signIn(page);
    await createFromCatalogue(page, "Artículo", name);

    // Plain texts, side by side in both languages.
    await page.getByLabel("Título (Español)").fill("Un artículo hecho en el área de edición");
    await page.getByLabel("Título (English)").fill("An article made in the editing area");
    await page.getByLabel("Extracto (Español)").fill("Resumen breve.");
    await page.getByLabel("Extracto (English)").fill("A short excerpt.");

    // Rich text: typed in TipTap, one word made bold from the toolbar.
    const contentEs = page.getByRole("textbox", { name: "Contenido (Español)" });
    await contentEs.click();
    await page.keyboard.type("Hola mundo");
    await page.keyboard.down("Shift");
    for (let i = 0; i < "mundo".length; i++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.up("Shift");
    await page
      .getByRole("toolbar", { name: "Formato de Contenido (Español)" })
      .getByRole("button", { name: "Negrita" })
      .click();
    await expect(contentEs.locator("strong")).toHaveText("mundo");
    const contentEn = page.getByRole("textbox", { name: "Contenido (English)" });
    await contentEn.click();
    await page.keyboard.type("Hello world");
    // An image inside the text, from the toolbar: uploaded, described, inserted.
    await page
      .getByRole("toolbar", { name: "Formato de Contenido (English)" })
      .getByRole("button", { name: "Imagen" })
      .click();
    await page.getByLabel("Archivo de imagen").setInputFiles({
      name: "figura.png",
      mimeType: "image/png",
      buffer: tinyPng(),
    });
    await expect(page.getByRole("img", { name: /^Vista previa de figura.*\.png$/ })).toBeVisible();
    await page.getByLabel("Descripción de la imagen (English)").fill("A teal square");
    // One image for both languages: the Spanish text gets it too, described in Spanish.
    await page.getByLabel("Descripción de la imagen (Español)").fill("Un cuadrado turquesa");
    await page.getByRole("button", { name: "Insertar imagen" }).click();
    await expect(contentEn.getByRole("img", { name: "A teal square" })).toBeVisible();
    await expect(contentEs.getByRole("img", { name: "Un cuadrado turquesa" })).toBeVisible();

    // Page details.
    await page.getByLabel("Categoría").selectOption("ethics");
    await page.getByLabel("Autoría").fill("Equipo de pruebas");
    await page.getByLabel("Nueva etiqueta").fill("ética");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Quitar la etiqueta ética" })).toBeVisible();

    // An image: a new value of kind "file", uploaded with a progress bar.
    await page.getByLabel("Nombre del valor").fill("Portada");
    await page.getByLabel("Tipo").selectOption({ label: "Archivo o imagen" });
    await page.getByRole("button", { name: "Añadir valor" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Portada" })).toBeVisible();
    await page.route("**/api/prod/files", async (route) => {
      await new Promise((r) => setTimeout(r, 700)); // long enough to see the bar
      await route.continue();
    });
    await page.getByLabel("Subir archivo (Portada)").setInputFiles({
      name: "portada.png",
      mimeType: "image/png",
      buffer: tinyPng(),
    });
    await expect(page.getByRole("progressbar")).toBeVisible();
    const preview = page.getByRole("img", { name: /^Vista previa de portada.*\.png$/ });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute("src", /^\/content\/portada.*\.png$/);
    await page.getByLabel("Pie o descripción (Portada)").fill("Un cuadrado verde azulado");
    await expect(page.getByRole("img", { name: "Un cuadrado verde azulado" })).toBeVisible();

    // Saved as a draft (by hand or by the autosave): visitors see nothing of it yet.
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    expect((await request.get(`/api/prod/pages/${name}`)).status()).toBe(404);
    await expect(page.getByRole("link", { name: /Ver en el sitio/ })).toHaveCount(0);
    const draft = await getDraftViaApi(request, name);
    expect(draft.values.find((v) => v.name === "Title" && v.lang === "es")?.value).toEqual({
      text: "Un artículo hecho en el área de edición",
    });

    await publishFromEditor(page, ["Español", "English"]);
    // One public view per language: the Spanish address and the same path under /en/.
    await expect(page.getByRole("link", { name: /Ver en el sitio/ })).toHaveCount(2);
    await expect(page.getByRole("link", { name: /^Ver en el sitio \(ES\)/ })).toHaveAttribute(
      "href",
      `/article/${name}`,
    );
    await expect(page.getByRole("link", { name: /^Ver en el sitio \(EN\)/ })).toHaveAttribute(
      "href",
      `/en/article/${name}`,
    );

    // What the server kept.
    const stored = await getPageViaApi(request, name);
    expect(stored).toMatchObject({
      Category: "ethics",
      Author: "Equipo de pruebas",
      Tags: ["ética"],
    });
    const value = (n: string, lang?: string) =>
      stored.values.find((v) => v.name === n && v.lang === lang)?.value;
    expect(value("Title", "en")).toEqual({ text: "An article made in the editing area" });
    expect(value("Content", "es")).toEqual({
      html: expect.stringMatching(
        /^<p>Hola <strong>mundo<\/strong><\/p><img src="\/content\/figura[^"]*\.png" alt="Un cuadrado turquesa"/,
      ),
    });
    expect(value("Content", "en")).toEqual({
      html: expect.stringMatching(
        /^<p>Hello world<\/p><img src="\/content\/figura[^"]*\.png" alt="A teal square"/,
      ),
    });
    expect(value("Portada")).toMatchObject({
      name: expect.stringMatching(/\.png$/),
      path: expect.stringMatching(/^\/content\//),
      caption: "Un cuadrado verde azulado",
    });

    // Reloaded, everything is still there.
    await page.reload();
    await expect(page.getByLabel("Título (English)")).toHaveValue("An article made in the editing area");
    await expect(page.getByRole("textbox", { name: "Contenido (Español)" }).locator("strong")).toHaveText(
      "mundo",
    );
    await expect(page.getByRole("img", { name: "Un cuadrado verde azulado" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Todo guardado" })).toBeVisible();

    // Replace, then remove the file.
    await page.unroute("**/api/prod/files");
    await page.getByLabel("Sustituir archivo (Portada)").setInputFiles({
      name: "otra.png",
      mimeType: "image/png",
      buffer: tinyPng(),
    });
    await expect(page.getByRole("link", { name: /^otra.*\.png$/ })).toBeVisible();
    await page.getByRole("button", { name: "Quitar archivo (Portada)" }).click();
    await expect(
      page.getByRole("group", { name: "Portada", exact: true }).getByText("Ningún archivo."),
    ).toBeVisible();
  });

  test("a published change shows on the public site", async ({ page, request, context, created }) => {
    const name = created(uniqueName("publicado"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name));
    await signIn(page, "es", editorUrl(name));
    const stamp = Date.now();
    const titleEs = `Título publicado ${stamp}`;
    const titleEn = `Published title ${stamp}`;
    await page.getByLabel("Título (Español)").fill(titleEs);
    await page.getByLabel("Título (English)").fill(titleEn);
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    // Saved, not published: visitors still read the old title.
    expect((await getPageViaApi(request, name)).values[0]).toMatchObject({
      value: { text: "Título de prueba" },
    });
    await publishFromEditor(page);

    const viewEs = page.getByRole("link", { name: /^Ver en el sitio \(ES\)/ });
    const viewEn = page.getByRole("link", { name: /^Ver en el sitio \(EN\)/ });
    // Each language's address: in Spanish its name, in English the slug its first English title gave it.
    const english = ((await getPageViaApi(request, name)) as { Slugs?: { en?: string } }).Slugs?.en;
    expect(english).toMatch(/^test-title(?:-\d+)?$/);
    await expect(viewEs).toHaveAttribute("href", `/article/${name}`);
    await expect(viewEn).toHaveAttribute("href", `/en/article/${english}`);

    // Each link opens a new tab on the page in its language, with the change just saved.
    for (const [link, path, lang, title] of [
      [viewEs, `/article/${name}`, "es", titleEs],
      [viewEn, `/en/article/${english}`, "en", titleEn],
    ] as const) {
      const opened = context.waitForEvent("page");
      await link.click();
      const site = await opened;
      await site.waitForLoadState();
      expect(new URL(site.url()).pathname).toBe(path);
      await expect(site.locator("html")).toHaveAttribute("lang", lang);
      await expect(site.getByRole("heading", { level: 1 })).toContainText(title);
      await expect(site).toHaveTitle(new RegExp(title));
      await site.close();
    }
  });

  test("Ctrl+S saves the draft, the autosave keeps it, leaving with unsent edits asks first", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("atajo"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name));
    await signIn(page, "es", editorUrl(name));
    const title = page.getByLabel("Título (Español)");
    const titleOfDraft = async () =>
      (await getDraftViaApi(request, name)).values.find((v) => v.name === "Title" && v.lang === "es")?.value;
    const pagesLink = page
      .getByRole("navigation", { name: "Área de edición" })
      .getByRole("link", { name: "Páginas", exact: true });

    await title.fill("Guardado con el teclado");
    await page.keyboard.press("Control+s");
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    expect(await titleOfDraft()).toEqual({ text: "Guardado con el teclado" });

    // Leaving at once asks first; staying keeps the edit, and the autosave sends it a moment later.
    await title.fill("Sin guardar");
    await pagesLink.click();
    const leave = page.getByRole("dialog", { name: "¿Salir sin guardar?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Seguir editando" }).click();
    await expect(leave).toBeHidden();
    await expect(title).toHaveValue("Sin guardar");
    await expect(page).toHaveURL(new RegExp(`${editorUrl(name)}$`));
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    await expect.poll(titleOfDraft).toEqual({ text: "Sin guardar" });

    // "Save the draft and leave".
    await title.fill("Guardado al salir");
    await pagesLink.click();
    await leave.getByRole("button", { name: "Guardar borrador y salir" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
    expect(await titleOfDraft()).toEqual({ text: "Guardado al salir" });

    // "Leave without saving" drops the edit.
    await page.goto(editorUrl(name));
    await title.fill("Descartado");
    await pagesLink.click();
    await leave.getByRole("button", { name: "Salir sin guardar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
    await page.goto(editorUrl(name));
    await expect(page.getByLabel("Título (Español)")).toHaveValue("Guardado al salir");
  });

  test("saving and leaving while the autosave is still on its way waits for it, then saves what was typed since", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("en-camino"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name));
    await signIn(page, "es", editorUrl(name));
    const title = page.getByLabel("Título (Español)");
    const excerpt = page.getByLabel("Extracto (Español)");
    const draftValue = async (field: string) =>
      (await getDraftViaApi(request, name)).values.find((v) => v.name === field && v.lang === "es")?.value;
    // A slow network: each save of the draft takes two seconds to reach the (real) server.
    await page.route(`**/api/prod/pages/${name}/draft`, async (route) => {
      if (route.request().method() === "PUT") await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });

    await title.fill("Enviado por el autoguardado");
    await expect(page.getByRole("status").filter({ hasText: "Guardando…" })).toBeVisible();
    // Typed while the autosave is on its way, then "save the draft and leave" at once. (Before, the
    // button did nothing while a save was in flight: the editor stayed, and the second edit was unsent.)
    await excerpt.fill("Escrito mientras se guardaba");
    await page
      .getByRole("navigation", { name: "Área de edición" })
      .getByRole("link", { name: "Páginas", exact: true })
      .click();
    const leave = page.getByRole("dialog", { name: "¿Salir sin guardar?" });
    await leave.getByRole("button", { name: "Guardar borrador y salir" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible({ timeout: 10_000 });
    // Both edits are in the draft, saved in two revisions on top of each other (no conflict with itself).
    expect(await draftValue("Title")).toEqual({ text: "Enviado por el autoguardado" });
    expect(await draftValue("Excerpt")).toEqual({ text: "Escrito mientras se guardaba" });
  });

  test("values: reorder with the keyboard, remove and add a language, add a value, check URLs", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("proyecto"));
    await savePageViaApi(request, await apiToken(request), {
      Page: name,
      Template: "Ficha", // no form: every value is a free value (admin-forms.spec.ts has the forms)
      values: [
        { name: "ProjectName", component: "Projects/ProjectName", lang: "es", value: { text: "Proyecto" } },
        { name: "ProjectName", component: "Projects/ProjectName", lang: "en", value: { text: "Project" } },
        { name: "Status", lang: "es", value: { text: "Beta" } },
        { name: "Repository", value: { url: "https://github.com/simbiosis-ai/x" } },
      ],
    });
    await signIn(page, "es", editorUrl(name));
    // Free values a template knows under these names are shown by its labels, never the stored names.
    const headings = page.locator(".admin-values h3");
    await expect(headings).toHaveText(["Título", "Estado", "Repositorio de código"]);

    // Keyboard only: focus the button, press Enter.
    await page.getByRole("button", { name: "Bajar «Título»" }).focus();
    await page.keyboard.press("Enter");
    await expect(headings).toHaveText(["Estado", "Título", "Repositorio de código"]);
    await expect(page.getByRole("button", { name: "Bajar «Título»" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(headings).toHaveText(["Estado", "Repositorio de código", "Título"]);
    await page.getByRole("button", { name: "Subir «Estado»" }).focus();
    await expect(page.getByRole("button", { name: "Subir «Estado»" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    // Status only has Spanish: add its English version.
    await page.getByRole("button", { name: "+ Añadir versión en English (Estado)" }).click();
    await page.getByLabel("Estado (English)").fill("Beta testing");
    // Remove the English project name, then bring it back empty.
    await page.getByRole("button", { name: "Quitar la versión en English (Título)" }).click();
    await expect(page.getByLabel("Título (English)")).toHaveCount(0);
    await page.getByRole("button", { name: "+ Añadir versión en English (Título)" }).click();
    await page.getByLabel("Título (English)").fill("Project again");

    // A new value, then remove it.
    await page.getByLabel("Nombre del valor").fill("Notas");
    await page.getByLabel("Tipo").selectOption({ label: "Texto largo" });
    await page.getByRole("button", { name: "Añadir valor" }).click();
    await page.getByLabel("Notas (Español)").fill("Nota en español");
    await expect(page.getByLabel("Notas (English)")).toBeVisible();
    await page.getByLabel("Nombre del valor").fill("Borrar");
    await page.getByRole("button", { name: "Añadir valor" }).click();
    await page.getByRole("button", { name: "Quitar «Borrar»" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Borrar" })).toHaveCount(0);

    // A URL that is not one blocks the save, with the reason next to it.
    const repo = page.getByRole("textbox", { name: "Repositorio de código", exact: true });
    await repo.fill("github punto com");
    await expect(repo).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Corrige los valores marcados" })).toBeVisible();
    await expect(repo).toBeFocused();
    await repo.fill("https://example.org/repo");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();

    const stored = await getDraftViaApi(request, name);
    expect(stored.values).toEqual([
      { name: "Status", lang: "es", value: { text: "Beta" } },
      { name: "Status", lang: "en", value: { text: "Beta testing" } },
      { name: "Repository", value: { url: "https://example.org/repo" } },
      { name: "ProjectName", component: "Projects/ProjectName", lang: "es", value: { text: "Proyecto" } },
      {
        name: "ProjectName",
        component: "Projects/ProjectName",
        lang: "en",
        value: { text: "Project again" },
      },
      { name: "Notas", lang: "es", value: { text: "Nota en español" } },
      { name: "Notas", lang: "en", value: { text: "" } },
    ]);
  });
});
