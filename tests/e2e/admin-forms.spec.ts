import {
  apiToken,
  DRAFT_SAVED,
  editorUrl,
  expect,
  getDraftViaApi,
  publishFromEditor,
  savePageViaApi,
  signIn,
  test,
  tinyPng,
  uniqueName,
} from "./support/admin-helpers.ts";

/*
 * A template's page is a form (app/content/template-fields.ts): friendly labels in the editor's language,
 * required fields that cannot be removed, limits said beside the field and enforced by the server, values
 * the template does not declare kept under "Other fields", and search and sharing settings that reach the
 * public page's head.
 */

test.describe("templates as forms", () => {
  test("an article: labelled fields, a required title, other fields kept, limits beside the field", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("formulario"));
    await savePageViaApi(request, await apiToken(request), {
      Page: name,
      Template: "Article",
      values: [
        { name: "Title", lang: "es", value: { text: "Un artículo antiguo" } },
        { name: "Title", lang: "en", value: { text: "An old article" } },
        { name: "Excerpt", lang: "es", value: { text: "Resumen." } },
        { name: "Notas internas", value: { text: "Importado de la web anterior" } },
      ],
    });
    await signIn(page, "es", editorUrl(name));

    // Labels, not stored names; the title is required and offers no way to remove it.
    const title = page.getByRole("group", { name: "Título", exact: true });
    await expect(title.getByText("Obligatorio", { exact: true })).toBeVisible();
    await expect(title.getByText("El título que ven los visitantes.")).toBeVisible();
    await expect(title.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 3, name: "Title", exact: true })).toHaveCount(0);

    // The value the template does not declare is kept, editable and removable under "Other fields".
    const others = page.getByRole("region", { name: "Otros campos" });
    await expect(others.getByRole("heading", { level: 3, name: "Notas internas" })).toBeVisible();
    await expect(others.getByRole("textbox", { name: "Notas internas" })).toHaveValue(
      "Importado de la web anterior",
    );
    await expect(others.getByRole("button", { name: "Quitar «Notas internas»" })).toBeVisible();
    // A declared field's name cannot be added again as a free value.
    await others.getByLabel("Nombre del valor").fill("MetaDescription");
    await others.getByRole("button", { name: "Añadir valor" }).click();
    await expect(
      others.getByText("«MetaDescription» ya es un campo de esta plantilla: Descripción para buscadores."),
    ).toBeVisible();

    // A language the page does not have yet is an empty box: writing in it adds it.
    await page.getByLabel("Extracto (English)").fill("A summary.");

    // An empty title says what it blocks, beside the field.
    const titleEs = page.getByLabel("Título (Español)");
    await titleEs.fill("");
    await expect(title.getByText("Obligatorio para publicar en Español.")).toBeVisible();

    // Over the limit: counted beside the field, refused by the server with the field named.
    await titleEs.fill("a".repeat(201));
    await expect(
      title.getByText("Demasiado largo: 201 de 200 caracteres. Acórtalo para poder guardar."),
    ).toBeVisible();
    await expect(titleEs).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Un campo es demasiado largo: acórtalo" }),
    ).toBeVisible();
    await expect(
      title.getByText("«Título» tiene más caracteres de los permitidos (201 / 200)."),
    ).toBeVisible();

    await titleEs.fill("Un artículo con formulario");
    await expect(title.getByText("26 de 200 caracteres")).toBeVisible();
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    await expect(title.getByText(/tiene más caracteres/)).toHaveCount(0);

    const draft = await getDraftViaApi(request, name);
    expect(draft.values).toEqual([
      { name: "Title", lang: "es", value: { text: "Un artículo con formulario" } },
      { name: "Title", lang: "en", value: { text: "An old article" } },
      { name: "Excerpt", lang: "es", value: { text: "Resumen." } },
      { name: "Excerpt", lang: "en", value: { text: "A summary." } },
      { name: "Notas internas", value: { text: "Importado de la web anterior" } },
    ]);
  });

  test("search and sharing settings reach each language's head and the sitemap", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("compartir"));
    await savePageViaApi(request, await apiToken(request), {
      Page: name,
      Template: "Article",
      values: [
        { name: "Title", lang: "es", value: { text: "Para compartir" } },
        { name: "Title", lang: "en", value: { text: "To share" } },
        { name: "Excerpt", lang: "es", value: { text: "El extracto en español." } },
        { name: "Excerpt", lang: "en", value: { text: "The English excerpt." } },
      ],
    });
    await signIn(page, "es", editorUrl(name));
    const seo = page.getByRole("region", { name: "Buscadores y redes sociales" });
    await seo.getByLabel("Descripción para buscadores (English)").fill("What search engines show.");
    await seo.getByRole("checkbox", { name: "Ocultar a los buscadores (English)" }).check();
    await seo.getByLabel("Subir archivo (Imagen para redes sociales (Español))").setInputFiles({
      name: "tarjeta.png",
      mimeType: "image/png",
      buffer: tinyPng(),
    });
    await seo
      .getByLabel("Pie o descripción (Imagen para redes sociales (Español))")
      .fill("Un cuadrado verde");
    await publishFromEditor(page, ["Español", "English"]);

    const stored = await getDraftViaApi(request, name);
    const image = stored.values.find((v) => v.name === "SocialImage")?.value as { name: string };
    expect(image.name).toMatch(/\.png$/);

    // Spanish: the excerpt describes it, the uploaded image with its size and text, listed.
    await page.goto(`/article/${name}`);
    const meta = (selector: string) => page.locator(`head meta[${selector}]`);
    await expect(meta('name="description"')).toHaveAttribute("content", "El extracto en español.");
    await expect(meta('property="og:image"')).toHaveAttribute(
      "content",
      new RegExp(`/content/${image.name.replace(".", "\\.")}$`),
    );
    await expect(meta('property="og:image:width"')).toHaveAttribute("content", "4");
    await expect(meta('property="og:image:height"')).toHaveAttribute("content", "4");
    await expect(meta('property="og:image:alt"')).toHaveAttribute("content", "Un cuadrado verde");
    await expect(meta('name="twitter:image"')).toHaveAttribute("content", /\/content\//);
    await expect(meta('name="robots"')).toHaveCount(0);

    // English: its own description, hidden from search engines, the site's own card.
    await page.goto(`/en/article/${name}`);
    await expect(meta('name="description"')).toHaveAttribute("content", "What search engines show.");
    await expect(meta('name="robots"')).toHaveAttribute("content", "noindex");
    await expect(meta('property="og:image"')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(meta('property="og:image:width"')).toHaveAttribute("content", "1200");
    // Settings are never content.
    await expect(page.getByText("What search engines show.")).toHaveCount(0);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    const file = /<loc>([^<]*sitemap-\d+\.xml)<\/loc>/.exec(sitemap)?.[1];
    const urls = file ? await (await request.get(new URL(file).pathname)).text() : sitemap;
    expect(urls).toContain(`/article/${name}</loc>`);
    expect(urls).not.toContain(`/en/article/${name}</loc>`);
  });
});
