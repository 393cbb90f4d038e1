import type { Page } from "./support/test.ts";
import sharp from "sharp";
import { expectAccessible } from "./support/axe.ts";
import {
  DRAFT_SAVED,
  apiToken,
  articleFixture,
  caretToEnd,
  editorUrl,
  expect,
  publishFromEditor,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";

/*
 * One image for both languages (issue 41, item 3), as a volunteer meets it: inserted once in the Spanish
 * text, it is in the English text too; publishing is refused while English has no description, naming the
 * image; the description written in the library (in the English editing area) reaches the English page,
 * and a later change of it too; each language's public page, on a phone, describes it in its language.
 */

const SHOTS = "test-results/shared-media";

/** A picture no other test uploads (its colour comes from the page's name). */
async function pictureFor(name: string): Promise<Buffer> {
  const hue = [...name].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 256, 11);
  return sharp({ create: { width: 900, height: 500, channels: 3, background: { r: 60, g: hue, b: 90 } } })
    .png()
    .toBuffer();
}

/** Writes an image's English texts in the library, with the editing area in English. */
async function describeInEnglish(page: Page, file: string, alt: string, caption: string) {
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "File library" })).toBeVisible();
  await page.getByLabel("Search the library").fill(file.replace(/\.png$/, ""));
  const card = page.getByRole("listitem").filter({ hasText: file });
  await expect(card).toHaveCount(1);
  // What was typed where it was inserted is the library's Spanish text.
  await expect(card.getByLabel(`Alternative text (Español) (${file})`)).toHaveValue(
    "Huerto comunitario en flor",
  );
  await card.getByLabel(`Alternative text (English) (${file})`).fill(alt);
  await card.getByLabel(`Caption (English) (${file})`).fill(caption);
  await card.getByRole("button", { name: `Save texts (${file})` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Texts of “${file}” saved.` })).toBeAttached();
}

test.describe("an image shared by both languages", () => {
  test("inserted once, described per language in the library, checked before publishing, shown in each language", async ({
    page,
    browser,
    baseURL,
    request,
    created,
  }) => {
    // One volunteer's whole path through two editing-area languages and two public languages.
    test.setTimeout(90_000);
    const name = created(uniqueName("huerto"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name, "El huerto", "The garden"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, "es", editorUrl(name));

    // Inserted in the Spanish text, described in Spanish only.
    const contentEs = page.getByRole("textbox", { name: "Contenido (Español)" });
    const contentEn = page.getByRole("textbox", { name: "Contenido (English)" });
    await caretToEnd(page, contentEs);
    await page
      .getByRole("toolbar", { name: "Formato de Contenido (Español)" })
      .getByRole("button", { name: "Imagen" })
      .click();
    await page.getByLabel("Archivo de imagen").setInputFiles({
      name: "huerto.png",
      mimeType: "image/png",
      buffer: await pictureFor(name),
    });
    await expect(page.getByRole("img", { name: /^Vista previa de huerto.*\.png$/ })).toBeVisible();
    await expect(page.getByText(/la imagen se pone también en el otro idioma/)).toBeVisible();
    await page.getByLabel("Descripción de la imagen (Español)").fill("Huerto comunitario en flor");
    await page.screenshot({ path: `${SHOTS}/insert-es-1280.png`, fullPage: false });
    await page.getByRole("button", { name: "Insertar imagen" }).click();
    const inserted = contentEs.getByRole("img", { name: "Huerto comunitario en flor" });
    await expect(inserted).toBeVisible();
    const src = (await inserted.getAttribute("src")) ?? "";
    const file = src.replace(/^\/content\//, "");
    expect(file).toMatch(/^huerto.*\.png$/);
    // The English text has it too, after its paragraph, as the Spanish one does.
    await expect(contentEn.locator(`img[src="${src}"]`)).toHaveCount(1);
    await expect(contentEn.locator("p + img")).toHaveCount(1);
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();

    // Publishing both languages is refused: English has no description, and the message names the image.
    await page.getByRole("button", { name: "Publicar…" }).first().click();
    const dialog = page.getByRole("dialog", { name: /^Publicar «/ });
    for (const label of ["Español", "English"])
      await dialog.getByRole("checkbox", { name: new RegExp(`^${label}`) }).check();
    await dialog.getByRole("button", { name: "Publicar ahora" }).click();
    await expect(
      dialog.getByText(`La imagen «${file}» de «Contenido» no tiene texto alternativo en inglés`, {
        exact: false,
      }),
    ).toBeVisible();
    await expectAccessible(page, "the publish dialog with a missing alt text");
    await page.screenshot({ path: `${SHOTS}/publish-blocked-es-1280.png` });
    await dialog.getByRole("button", { name: "Cancelar" }).click();

    // Described in English in the library, in the English editing area.
    await useEditingAreaLang(page.context(), baseURL, "en");
    await describeInEnglish(page, file, "Community garden in bloom", "The garden in May");
    await expectAccessible(page, "the library (English)");
    await page.screenshot({ path: `${SHOTS}/library-en-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/library-en-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    await useEditingAreaLang(page.context(), baseURL, "es");
    await page.goto(editorUrl(name));
    await publishFromEditor(page, ["Español", "English"]);

    // Each language's public page, on a phone, describes the one image in its language.
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const visitor = await phone.newPage();
    await visitor.goto(`/article/${name}`);
    await expect(visitor.getByRole("img", { name: "Huerto comunitario en flor" })).toHaveAttribute(
      "src",
      src,
    );
    await expectAccessible(visitor, "the Spanish public page on a phone");
    await visitor.getByRole("img", { name: "Huerto comunitario en flor" }).scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SHOTS}/public-es-375.png` });
    await visitor.goto(`/en/article/${name}`);
    const described = visitor.getByRole("img", { name: "Community garden in bloom" });
    await expect(described).toHaveAttribute("src", src);
    await expect(visitor.locator("figure figcaption")).toHaveText("The garden in May");
    await expectAccessible(visitor, "the English public page on a phone");
    await described.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SHOTS}/public-en-375.png` });

    // A later change in the library reaches the published English page (no publish needed).
    await useEditingAreaLang(page.context(), baseURL, "en");
    await describeInEnglish(page, file, "Tomatoes and beans in bloom", "The garden in June");
    await visitor.goto(`/en/article/${name}`);
    await expect(visitor.getByRole("img", { name: "Tomatoes and beans in bloom" })).toHaveAttribute(
      "src",
      src,
    );
    await expect(visitor.locator("figure figcaption")).toHaveText("The garden in June");
    await visitor.goto(`/article/${name}`);
    await expect(visitor.getByRole("img", { name: "Huerto comunitario en flor" })).toBeVisible();
    await phone.close();

    // The image form in the English editing area, on a phone, for the English text: English first.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(editorUrl(name));
    await page
      .getByRole("toolbar", { name: "Formatting of Content (English)" })
      .getByRole("button", { name: "Image" })
      .click();
    await page.getByRole("button", { name: "Choose from the library", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "Choose from the library" });
    await picker.getByLabel("Search the library").fill(file.replace(/\.png$/, ""));
    await picker.getByRole("button", { name: `Choose (${file})` }).click();
    const english = page.getByLabel("Image description (English)");
    await expect(english).toHaveValue("Tomatoes and beans in bloom");
    await expect(page.getByLabel("Image description (Español) (optional)")).toHaveValue(
      "Huerto comunitario en flor",
    );
    await expectAccessible(page, "the image form (English, phone)");
    await english.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/insert-en-375.png` });

    // An image field holds the same file for every language and shows the library's description of each.
    await page.keyboard.press("Escape");
    await useEditingAreaLang(page.context(), baseURL, "es");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(editorUrl(name));
    const seo = page.getByRole("region", { name: "Buscadores y redes sociales" });
    await seo
      .getByRole("button", { name: "Elegir de la biblioteca (Imagen para redes sociales (Español))" })
      .click();
    const chooser = page.getByRole("dialog", { name: "Elegir de la biblioteca" });
    await chooser.getByLabel("Buscar en la biblioteca").fill(file.replace(/\.png$/, ""));
    await chooser.getByRole("button", { name: `Elegir (${file})` }).click();
    await expect(seo.getByLabel(`Texto alternativo (English) (${file})`)).toHaveValue(
      "Tomatoes and beans in bloom",
    );
    await expect(seo.getByLabel(`Texto alternativo (Español) (${file})`)).toHaveValue(
      "Huerto comunitario en flor",
    );
    await expectAccessible(page, "an image field with the library's descriptions");
    await seo.getByLabel(`Texto alternativo (Español) (${file})`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/image-field-es-1280.png` });
  });
});
