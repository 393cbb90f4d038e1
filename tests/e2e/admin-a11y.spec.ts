import type { Page } from "./support/test.ts";
import {
  apiToken,
  articleFixture,
  DRAFT_SAVED,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  storedToken,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";
import { expectAccessible } from "./support/axe.ts";

/** axe over the whole document (header and footer included). */
const expectNoViolations = (page: Page, screen: string) => expectAccessible(page, screen);

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("accessibility of every editing screen (axe)", () => {
  test("sign-in, with and without an error", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Inicia sesión para editar" })).toBeVisible();
    await expectNoViolations(page, "sign-in");
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({
          message: "The e-mail or the password is not correct.",
          code: "invalid_credentials",
        }),
      }),
    );
    await page.getByLabel("Correo electrónico").fill("nadie@example.org");
    await page.getByLabel("Contraseña").fill("x");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoViolations(page, "sign-in with an error");
  });

  test("list, new page, deleted pages, and the Error alert", async ({ page }) => {
    await signIn(page);
    await expect(page.getByText(/^\d+ páginas$/)).toBeVisible();
    // Every row has the same markup: a few rows keep axe quick on this shared machine.
    await page.getByLabel("Buscar").fill("sesgo");
    await expect(page.getByText(/^\d+ de \d+ páginas$/)).toBeVisible();
    await expectNoViolations(page, "list");

    await page.getByRole("link", { name: "Nueva página" }).first().click();
    await page.getByRole("button", { name: "Crear página" }).click();
    await expect(page.getByText("Escribe un nombre para la página.")).toBeVisible();
    await expectNoViolations(page, "new page with a name error");

    await page.getByRole("link", { name: "Páginas borradas" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Páginas borradas" })).toBeVisible();
    await expect(page.getByText(/Cargando/)).toHaveCount(0);
    await expectNoViolations(page, "deleted pages");

    await page.route("**/api/prod/workspace?*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Boom","code":"internal_error"}',
      }),
    );
    await page.getByRole("link", { name: "Páginas", exact: true }).first().click();
    await page.getByRole("button", { name: "Recargar la lista" }).click();
    await expect(page.getByRole("alert")).toContainText("Boom");
    await expectNoViolations(page, "list with the Error alert");
  });

  test("editor (rich text loaded, link form open) and its dialogs", async ({ page, request, created }) => {
    const name = created(uniqueName("a11y"));
    const token = await apiToken(request);
    await savePageViaApi(request, token, articleFixture(name));
    await signIn(page, "es", editorUrl(name));
    await expect(page.getByRole("toolbar", { name: "Formato de Contenido (Español)" })).toBeVisible();
    await expectNoViolations(page, "editor");

    await page.getByRole("textbox", { name: "Contenido (Español)" }).click();
    await page
      .getByRole("toolbar", { name: "Formato de Contenido (Español)" })
      .getByRole("button", { name: "Enlace" })
      .click();
    await expect(page.getByLabel("Dirección del enlace")).toBeFocused();
    await expectNoViolations(page, "editor with the link form");
    await page.keyboard.press("Escape");
    await page
      .getByRole("toolbar", { name: "Formato de Contenido (Español)" })
      .getByRole("button", { name: "Imagen" })
      .click();
    await expect(page.getByLabel("Archivo de imagen")).toBeFocused();
    await expectNoViolations(page, "editor with the image form");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Borrar página" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "delete dialog");
    await page.keyboard.press("Escape");

    await page.getByLabel("Título (Español)").fill("Cambio");
    await page.getByRole("link", { name: "Páginas", exact: true }).first().click();
    await expect(page.getByRole("dialog", { name: "¿Salir sin guardar?" })).toBeVisible();
    await expectNoViolations(page, "leave dialog");
    await page.getByRole("button", { name: "Seguir editando" }).click();
    // "Cambio" saves itself as a draft 2 s after the typing stopped: let it land first, or it would be
    // the save that meets the conflict, with its dialog over the Save button this test clicks.
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();

    // Someone else saves: the next save meets a conflict.
    await savePageViaApi(request, token, articleFixture(name, "Otro"));
    await page.getByLabel("Título (Español)").fill("Cambio otra vez");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("dialog", { name: /Alguien ha guardado/ })).toBeVisible();
    await expectNoViolations(page, "conflict dialog");
    await page.getByRole("button", { name: "Seguir editando" }).click();

    await page.getByRole("button", { name: "Publicar…" }).first().click();
    await expect(page.getByRole("dialog", { name: /^Publicar «/ })).toBeVisible();
    await expectNoViolations(page, "publish dialog");
    await page.keyboard.press("Escape");

    // The session ends: the sign-in dialog over the editor.
    await request.post("/api/auth/logout", {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Tu sesión ha caducado" })).toBeVisible();
    await expectNoViolations(page, "expired-session dialog");
  });

  test("history, its preview and the restore dialog", async ({ page, request, created }) => {
    const name = created(uniqueName("a11y-historia"));
    const token = await apiToken(request);
    const first = await savePageViaApi(request, token, articleFixture(name));
    await savePageViaApi(request, token, { ...articleFixture(name, "Dos"), revision: first.revision });
    await signIn(page, "es", `${editorUrl(name)}/history`);
    await expect(page.locator(".admin-history-table tbody tr")).toHaveCount(2);
    await expectNoViolations(page, "history");
    await page.getByRole("button", { name: "Ver la revisión 1" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "revision preview");
    await page.getByRole("button", { name: "Cerrar", exact: true }).click();
    await page.getByRole("button", { name: "Restaurar la revisión 1" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "restore dialog");
  });
});
