import fs from "node:fs";
import {
  apiToken,
  articleFixture,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  storedToken,
  test,
  tinyPng,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";

/*
 * Screenshots of every editing screen, for a person to look at (not a pass/fail check): run with
 * ADMIN_SHOTS=1 (and optionally ADMIN_SHOTS_DIR); they go to /tmp/shots-admin, never the repository.
 */
const DIR = process.env.ADMIN_SHOTS_DIR ?? "/tmp/shots-admin";

for (const lang of ["es", "en"] as const) {
  for (const width of [1280, 375]) {
    test(`screens in ${lang} at ${width}px`, async ({ page, context, baseURL, request, created }) => {
      test.skip(!process.env.ADMIN_SHOTS, "set ADMIN_SHOTS=1 to take the screenshots");
      test.setTimeout(120_000);
      fs.mkdirSync(DIR, { recursive: true });
      await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
      await useEditingAreaLang(context, baseURL, lang);
      const es = lang === "es";
      const shot = async (name: string, fullPage = true) => {
        await page.waitForTimeout(150);
        await page.screenshot({ path: `${DIR}/${lang}-${width}-${name}.png`, fullPage });
        if (!fullPage || width > 600) return;
        // A phone-sized full page is too tall to read as one picture: also screen by screen.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let i = 0, y = 0; y < height && i < 8; i++, y += 700) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(100);
          await page.screenshot({ path: `${DIR}/${lang}-${width}-${name}-part${i + 1}.png` });
        }
        await page.evaluate(() => window.scrollTo(0, 0));
      };

      const name = created(uniqueName("captura"));
      const token = await apiToken(request);
      const first = await savePageViaApi(request, token, {
        ...articleFixture(name, "Un artículo de ejemplo", "An example article"),
        Author: "Lucía Ferrer",
        values: [
          ...articleFixture(name, "Un artículo de ejemplo", "An example article").values.slice(0, 2),
          { name: "Excerpt", lang: "es", value: { text: "Un resumen breve del artículo." } },
          { name: "Excerpt", lang: "en", value: { text: "A short excerpt of the article." } },
          {
            name: "Content",
            lang: "es",
            value: {
              html: "<p>Texto con <strong>negrita</strong>.</p><h2>Sección</h2><ul><li>Uno</li><li>Dos</li></ul>",
            },
          },
          { name: "Content", lang: "en", value: { html: "<p>Text with <strong>bold</strong>.</p>" } },
          { name: "Status", lang: "es", value: { text: "Borrador" } },
          { name: "Repository", value: { url: "https://github.com/simbiosis-ai" } },
        ],
      });
      const upload = await request.post("/api/prod/files", {
        headers: { authorization: `Bearer ${token}` },
        multipart: { file: { name: "portada.png", mimeType: "image/png", buffer: tinyPng() } },
      });
      const file = (await upload.json()) as { name: string; path: string };
      await savePageViaApi(request, token, {
        ...first,
        values: [
          ...first.values,
          { name: "Portada", value: { name: file.name, path: file.path, caption: "Portada" } },
        ],
      });

      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shot("01-sign-in");
      await page.route("**/api/auth/login", (route) =>
        route.fulfill({
          status: 401,
          contentType: "application/json",
          body: '{"message":"x","code":"invalid_credentials"}',
        }),
      );
      await page.getByLabel(es ? "Correo electrónico" : "E-mail").fill("alguien@example.org");
      await page.getByLabel(es ? "Contraseña" : "Password").fill("x");
      await page.getByRole("button", { name: es ? "Iniciar sesión" : "Sign in" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await shot("02-sign-in-error");
      await page.unroute("**/api/auth/login");

      await signIn(page, lang);
      await expect(page.getByText(/^\d+ (páginas|pages)$/)).toBeVisible();
      await shot("03-list", false);
      await page.getByLabel(es ? "Buscar" : "Search").fill("sesgo");
      await shot("04-list-search");

      await page.goto("/admin/new");
      await page.getByLabel(es ? "Nombre" : "Name", { exact: true }).fill("mi-nuevo-articulo");
      await shot("05-new-page");

      await page.goto(editorUrl(name));
      await expect(page.getByRole("toolbar").first()).toBeVisible();
      await shot("06-editor-top", false);
      await shot("07-editor-full");
      await page
        .getByRole("textbox", { name: es ? /^Título/ : /^Title/ })
        .first()
        .fill(es ? "Cambio sin guardar" : "Unsaved change");
      await page
        .getByRole("textbox", { name: es ? /^Contenido/ : /^Content/ })
        .first()
        .click();
      await page
        .getByRole("toolbar")
        .first()
        .getByRole("button", { name: es ? "Enlace" : "Link" })
        .click();
      await shot("08-editor-dirty-link", false);
      await page.keyboard.press("Escape");
      await page
        .getByRole("toolbar")
        .first()
        .getByRole("button", { name: es ? "Imagen" : "Image" })
        .click();
      await page.getByLabel(es ? "Archivo de imagen" : "Image file").setInputFiles({
        name: "figura.png",
        mimeType: "image/png",
        buffer: tinyPng(),
      });
      await page
        .getByLabel(es ? "Descripción de la imagen" : "Image description")
        .first()
        .fill("Un cuadrado");
      await shot("08b-editor-image-form", false);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: es ? "Borrar página" : "Delete page" }).click();
      await shot("09-delete-dialog", false);
      await page.keyboard.press("Escape");

      await savePageViaApi(request, token, articleFixture(name, "Otra versión", "Another version"));
      const title = page.getByRole("textbox", { name: es ? /^Título/ : /^Title/ }).first();
      await title.fill(es ? "Mi cambio" : "My change");
      await page.getByRole("button", { name: es ? "Guardar" : "Save", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot("10-conflict-dialog", false);
      await page.getByRole("button", { name: es ? "Seguir editando" : "Keep editing" }).click();

      await title.fill(es ? "Cambio sin guardar" : "Unsaved change");
      await page
        .getByRole("link", { name: es ? "Páginas" : "Pages", exact: true })
        .first()
        .click();
      await shot("11-leave-dialog", false);
      await page.getByRole("button", { name: es ? "Seguir editando" : "Keep editing" }).click();

      await request.post("/api/auth/logout", {
        headers: { authorization: `Bearer ${await storedToken(page)}` },
      });
      await page.getByRole("button", { name: es ? "Guardar" : "Save", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot("12-expired-dialog", false);
      await page
        .getByRole("dialog")
        .getByLabel(es ? "Contraseña" : "Password")
        .fill("e2e-admin-password");
      await page
        .getByRole("dialog")
        .getByRole("button", { name: es ? "Iniciar sesión" : "Sign in" })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible(); // the conflict again, after signing in
      await page.getByRole("button", { name: es ? "Guardar la mía encima" : "Save mine over it" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await shot("13-editor-saved", false);

      await page
        .getByRole("button", { name: es ? "Publicar…" : "Publish…" })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot("13b-publish-dialog", false);
      await page.keyboard.press("Escape");

      await page.goto(`${editorUrl(name)}/history`);
      await expect(page.locator(".admin-history-table tbody tr").first()).toBeVisible();
      await shot("14-history");
      await page.getByRole("button", { name: es ? "Ver la revisión 1" : "View revision 1" }).click();
      await shot("15-revision-preview", false);
      await page.keyboard.press("Escape");

      await page.goto("/admin/deleted");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Loaded, not loading (pages revalidate in the background, so "networkidle" may never come).
      await expect(page.getByText(es ? "Cargando páginas borradas…" : "Loading deleted pages…")).toHaveCount(
        0,
      );
      await shot("16-deleted", false);

      await page.goto("/admin/users");
      await expect(page.getByRole("table")).toBeVisible();
      await shot("16b-users");
      await page.goto("/admin/media");
      await expect(page.locator(".admin-media-card").first()).toBeVisible();
      await shot("16d-media");
      await page.goto("/admin/account");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shot("16c-account", false);

      await page.route("**/api/prod/workspace*", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"message":"Something went wrong on the server. Try again.","code":"internal_error"}',
        }),
      );
      await page.goto("/admin");
      await expect(page.getByRole("alert")).toBeVisible();
      await shot("17-error-alert", false);
    });
  }
}
