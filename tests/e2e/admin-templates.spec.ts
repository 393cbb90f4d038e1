import { formOf } from "../../app/content/template-fields.ts";
import { expect, getDraftViaApi, signIn, test, uniqueName } from "./support/admin-helpers.ts";

/** Each template of the catalogue, the values it must pre-fill and where its page is published. */
const CATALOGUE = [
  { label: "Artículo", template: "Article", values: ["Title", "Excerpt", "Content"], path: "/article/" },
  {
    label: "Documentación",
    template: "Documentation",
    values: ["Title", "description", "Content", "document"],
    path: "/document/",
  },
  {
    label: "Proyecto",
    template: "Projects",
    values: ["ProjectName", "Subtitle", "Overview", "Logo", "Repository", "Status"],
    path: "/project/",
  },
  {
    label: "Producto",
    template: "Products",
    values: ["productname", "subtitle", "overview", "logo", "whitepaper", "github", "Features"],
    path: "/product/",
  },
  {
    label: "Biografía",
    template: "Bios",
    values: ["Name", "ShortDescription", "Bio", "Photo"],
    path: "/bio/",
  },
  {
    label: "Capítulo del libro",
    template: "Chapters",
    values: ["Title", "Part", "Content", "Author"],
    path: "/chapter/",
  },
  {
    label: "Chatbot",
    template: "Bot",
    values: ["Name", "Version", "Capabilities", "Content"],
    path: "/chatbot",
  },
  { label: "Manifiesto", template: "Manifest", values: ["Title", "Content", "Author"], path: "/manifest" },
  // Platform and generic pages are shown only at the site's own addresses (/ethicsi, /contacto...).
  { label: "Plataforma", template: "Platform", values: ["Title", "Subtitle", "Content"], path: null },
  { label: "Página genérica", template: "Page", values: ["Title", "Subtitle", "Content"], path: null },
];

test.describe("adding a page from the template catalogue", () => {
  for (const item of CATALOGUE) {
    test(`${item.template}: pre-filled values in both languages, a draft that joins the list and opens`, async ({
      page,
      request,
      created,
    }) => {
      const name = created(uniqueName(item.template.toLowerCase()));
      await signIn(page);
      await page.getByRole("link", { name: "Nueva página" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Nueva página" })).toBeVisible();
      await page.getByRole("radio", { name: item.label, exact: true }).check();
      await page.getByLabel("Nombre", { exact: true }).fill(name);
      if (item.path) await expect(page.getByText(`Se publicará en ${item.path}`)).toBeVisible();
      else await expect(page.getByText("Esta plantilla no tiene una pantalla pública propia.")).toBeVisible();

      const createCall = page.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith("/draft"));
      await page.getByRole("button", { name: "Crear página" }).click();
      expect((await createCall).headers()["if-none-match"]).toBe("*");

      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText(`Borrador «${name}» creado.`)).toBeVisible();
      // A new page is a draft: visitors see nothing of it.
      expect((await request.get(`/api/prod/pages/${name}`)).status()).toBe(404);
      // A form with the template's fields, labelled in the editor's language (not the stored names).
      const form = formOf(item.template);
      expect(form?.template).toBe(item.template);
      for (const field of form?.fields ?? []) {
        await expect(
          page.getByRole("group", { name: field.label.es, exact: true }).getByRole("heading", { level: 3 }),
        ).toHaveText(field.label.es);
      }
      await expect(
        page.getByRole("heading", { level: 2, name: "Buscadores y redes sociales" }),
      ).toBeVisible();
      await expect(
        page.getByText("Ninguno: todos los valores de esta página son campos de su plantilla."),
      ).toBeVisible();

      const stored = await getDraftViaApi(request, name);
      expect(stored.Template).toBe(item.template);
      const storedNames = new Set(stored.values.map((v) => v.name));
      expect([...storedNames]).toEqual(item.values);
      // Every text comes in Spanish and English.
      const texts = stored.values.filter((v) => v.lang);
      expect(texts.filter((v) => v.lang === "es").length).toBe(texts.filter((v) => v.lang === "en").length);
      expect(texts.length).toBeGreaterThan(0);

      await page.getByRole("link", { name: "Páginas", exact: true }).first().click();
      await page.getByLabel("Buscar").fill(name);
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(page.getByText("Solo borrador: los visitantes no la ven").first()).toBeVisible();
    });
  }

  test("a new article from its title: a clean address derived, checked as it is typed, the title kept", async ({
    page,
    created,
  }) => {
    const stamp = Date.now().toString(36);
    const slug = created(`mi-primer-articulo-de-prueba-${stamp}`);
    await signIn(page);
    await page.goto("/admin/new");
    const name = page.getByLabel("Nombre", { exact: true });
    // A name typed by hand is offered its clean form.
    await name.fill("Mi Nombre Raro");
    await page.getByRole("button", { name: "Usar «mi-nombre-raro»" }).click();
    await expect(name).toHaveValue("mi-nombre-raro");
    // A taken name is said while typing.
    await name.fill("manifest");
    await expect(page.getByText("Ya hay una página con este nombre.")).toBeVisible();
    await name.fill("");
    // From the title: transliterated, lowercase, hyphens; free.
    await page.getByLabel("Título", { exact: true }).fill(`Mi primer artículo de prueba ${stamp}`);
    await expect(name).toHaveValue(slug);
    await expect(page.getByText("Nombre libre.")).toBeVisible();
    await expect(page.getByText(`Se publicará en /article/${slug}`)).toBeVisible();
    await page.getByRole("button", { name: "Crear página" }).click();
    // The editor is headed by the new page's title, its address name under it.
    await expect(
      page.getByRole("heading", { level: 1, name: `Mi primer artículo de prueba ${stamp}` }),
    ).toBeVisible();
    await expect(page.getByText(`Dirección: ${slug}`)).toBeVisible();
    await expect(page.getByLabel("Título (Español)")).toHaveValue(`Mi primer artículo de prueba ${stamp}`);
    await expect(page.getByLabel("Título (English)")).toHaveValue("");
  });

  test("the name is checked before any call: empty, invalid, taken", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/new");
    let posts = 0;
    page.on("request", (r) => {
      if (["POST", "PUT"].includes(r.method()) && r.url().includes("/api/prod/pages")) posts++;
    });
    const name = page.getByLabel("Nombre", { exact: true });
    const create = page.getByRole("button", { name: "Crear página" });

    await create.click();
    await expect(page.getByText("Escribe un nombre para la página.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();

    await name.fill("con/barra");
    await create.click();
    await expect(page.getByText("El nombre no puede contener «/» ni «\\».")).toBeVisible();

    await name.fill(" espacios ");
    await create.click();
    await expect(page.getByText("El nombre no puede empezar ni terminar con espacios.")).toBeVisible();

    await name.fill("manifest");
    await create.click();
    await expect(page.getByText("Ya existe una página llamada «manifest». Elige otro nombre.")).toBeVisible();
    expect(posts).toBe(0);
  });
});
