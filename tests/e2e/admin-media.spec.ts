import sharp from "sharp";
import { expectAccessible } from "./support/axe.ts";
import {
  apiToken,
  articleFixture,
  articleWithContent,
  editorUrl,
  expect,
  getDraftViaApi,
  savePageViaApi,
  signIn,
  test,
  tinyPng,
  uniqueName,
} from "./support/admin-helpers.ts";

/*
 * The media library (issue 15, item 5) as an editor uses it: a file uploaded twice is stored once, the
 * library says where each file is used and keeps its alt texts, an image goes into a formatted text from
 * the library without a new upload, and only unused files can be deleted.
 */

/** A PNG no other test uploads (its own bytes after the image's end). */
function pngOf(tag: string): Buffer {
  return Buffer.concat([tinyPng(), Buffer.from(tag)]);
}

test.describe("the media library", () => {
  test("a file uploaded twice is stored once; the library lists it with its pages, its alt texts, and deletes only the unused", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("biblioteca"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name));
    const bytes = pngOf(name);
    await signIn(page, "es", editorUrl(name));

    const seo = page.getByRole("region", { name: "Buscadores y redes sociales" });
    const uploads: string[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/prod/files")) uploads.push(String(r.status()));
    });
    await seo.getByLabel("Subir archivo (Imagen para redes sociales (Español))").setInputFiles({
      name: "tarjeta.png",
      mimeType: "image/png",
      buffer: bytes,
    });
    await expect(seo.getByRole("link", { name: /^tarjeta-.*\.png$/ })).toHaveCount(1);
    await seo.getByLabel("Subir archivo (Imagen para redes sociales (English))").setInputFiles({
      name: "tarjeta-otra-vez.png",
      mimeType: "image/png",
      buffer: bytes,
    });
    // The second upload is the same file: no copy, and the editor is told.
    await expect(page.getByRole("status").filter({ hasText: /ya estaba en la biblioteca/ })).toBeAttached();
    await expect(seo.getByRole("link", { name: /^tarjeta-.*\.png$/ })).toHaveCount(2);
    expect(uploads).toEqual(["201", "200"]);
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    const draft = await getDraftViaApi(request, name);
    const social = draft.values
      .filter((v) => v.name === "SocialImage")
      .map((v) => (v.value as { name: string }).name);
    expect(social).toHaveLength(2);
    expect(new Set(social).size).toBe(1);
    const stored = social[0]!;

    // The library: listed once, with the page that uses it, and no delete for a file in use.
    await page.getByRole("link", { name: "Biblioteca" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Biblioteca de archivos" })).toBeVisible();
    await page.getByLabel("Buscar en la biblioteca").fill(stored.replace(/\.png$/, ""));
    const card = page.getByRole("listitem").filter({ hasText: stored });
    await expect(card).toHaveCount(1);
    // The page using it is named by its title, its address name beside it.
    await expect(card.getByRole("link", { name: "Título de prueba" })).toHaveAttribute(
      "href",
      editorUrl(name),
    );
    await expect(card.getByText(name)).toBeVisible();
    await expect(card.getByText(/No se puede borrar: lo usan/)).toBeVisible();
    await card.getByLabel(`Texto alternativo (Español) (${stored})`).fill("Una tarjeta verde");
    await card.getByLabel(`Texto alternativo (English) (${stored})`).fill("A green card");
    await card.getByRole("button", { name: `Guardar textos (${stored})` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Textos de «${stored}» guardados.` }),
    ).toBeAttached();
    await expectAccessible(page, "admin-media");

    // An unused file: deleted after asking, and gone from the site.
    const token = await apiToken(request);
    const unused = await request.post("/api/prod/files", {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: "sobrante.png", mimeType: "image/png", buffer: pngOf(`${name}-sobrante`) } },
    });
    const spare = ((await unused.json()) as { name: string }).name;
    await page.getByLabel("Buscar en la biblioteca").fill("sobrante");
    const spareCard = page.getByRole("listitem").filter({ hasText: spare });
    await expect(spareCard.getByText("No lo usa ninguna página.")).toBeVisible();
    await spareCard.getByRole("button", { name: `Borrar (${spare})` }).click();
    await page
      .getByRole("dialog", { name: `¿Borrar «${spare}»?` })
      .getByRole("button", { name: "Borrar archivo" })
      .click();
    await expect(spareCard).toHaveCount(0);
    expect((await request.get(`/content/${spare}`)).status()).toBe(404);
  });

  test("an image goes into a formatted text from the library, with its alt text, without a new upload", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("desde-biblioteca"));
    const token = await apiToken(request);
    await savePageViaApi(request, token, articleFixture(name));
    const up = await request.post("/api/prod/files", {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: "figura.png", mimeType: "image/png", buffer: pngOf(name) } },
    });
    const file = ((await up.json()) as { name: string }).name;
    await request.patch(`/api/prod/media/${file}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { alt: { es: "Un cuadrado de la biblioteca" } },
    });

    await signIn(page, "es", editorUrl(name));
    let uploads = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/prod/files")) uploads++;
    });
    const content = page.getByRole("textbox", { name: "Contenido (Español)" });
    await content.click();
    await page
      .getByRole("toolbar", { name: "Formato de Contenido (Español)" })
      .getByRole("button", { name: "Imagen" })
      .click();
    await page.getByRole("button", { name: "Elegir de la biblioteca", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "Elegir de la biblioteca" });
    await picker.getByLabel("Buscar en la biblioteca").fill(file.replace(/\.png$/, ""));
    await picker.getByRole("button", { name: `Elegir (${file})` }).click();
    await expect(page.getByLabel("Descripción de la imagen (Español)")).toHaveValue(
      "Un cuadrado de la biblioteca",
    );
    await page.getByRole("button", { name: "Insertar imagen" }).click();
    await expect(content.getByRole("img", { name: "Un cuadrado de la biblioteca" })).toHaveAttribute(
      "src",
      `/content/${file}`,
    );
    expect(uploads).toBe(0);
  });

  test("a visitor's phone gets a library image's small copy, at the image's own proportions", async ({
    browser,
    request,
    created,
  }) => {
    const name = created(uniqueName("foto-movil"));
    const token = await apiToken(request);
    // A 1600 × 1000 photo-like image, unique to this test (its colour comes from the page name).
    const hue = [...name].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 256, 7);
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: hue, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    const up = await request.post("/api/prod/files", {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: "foto.png", mimeType: "image/png", buffer: photo } },
    });
    const file = ((await up.json()) as { name: string }).name;
    await savePageViaApi(
      request,
      token,
      articleWithContent(name, `<p>Arriba</p><p><img src="/content/${file}" alt="Una foto"></p>`),
    );

    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`/article/${name}`);
    const img = page.getByRole("img", { name: "Una foto" });
    await expect(img).toHaveAttribute("width", "1600");
    await expect(img).toHaveAttribute("height", "1000");
    await img.scrollIntoViewIfNeeded();
    // Chromium takes AVIF, the first format offered; the 480-pixel copy is enough for a 390-pixel screen.
    await expect
      .poll(() =>
        img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : "")),
      )
      .toMatch(/-w480\.avif$/);
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      width: el.getBoundingClientRect().width,
      height: el.getBoundingClientRect().height,
    }));
    expect(shown.height / shown.width).toBeCloseTo(1000 / 1600, 2);
    await context.close();
  });
});
