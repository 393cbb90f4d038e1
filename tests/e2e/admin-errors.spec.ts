import {
  articleFixture,
  apiToken,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";

test.describe("the Error state", () => {
  test("a failing call shows the API's message as a dismissible alert; dismissing restores 'No error'", async ({
    page,
  }) => {
    await page.route("**/api/prod/workspace?*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Something went wrong on the server. Try again.",
          code: "internal_error",
        }),
      }),
    );
    await signIn(page);
    const alert = page.getByRole("alert");
    // Said in the editor's language, with what to do; the server's own words and code for support, folded.
    await expect(alert.locator(".admin-alert-title")).toHaveText(
      /El servidor ha fallado\. Inténtalo de nuevo en un momento/,
    );
    await alert.getByText("Detalles técnicos").click();
    await expect(alert).toContainText("Something went wrong on the server. Try again.");
    await expect(alert).toContainText("internal_error · HTTP 500");

    await page.unroute("**/api/prod/workspace?*");
    await alert.getByRole("button", { name: "Cerrar aviso" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Recargar la lista" }).click();
    await expect(page.getByText(/^\d+ páginas$/)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a save that cannot reach the server says so, and the edits stay", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("sin-red"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name));
    await signIn(page, "es", editorUrl(name));
    await page.getByLabel("Título (Español)").fill("Escrito sin conexión");
    await page.route("**/api/prod/pages/*/draft", (route) =>
      route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("No se ha podido conectar con el servidor");
    await expect(alert).toContainText("network_error");
    await expect(page.getByLabel("Título (Español)")).toHaveValue("Escrito sin conexión");
    await expect(page.getByRole("status").filter({ hasText: "Cambios sin guardar" })).toBeVisible();
  });

  test("an unknown page is a clear 'not found' with a way back", async ({ page }) => {
    await signIn(page, "es", editorUrl("no-existe-esta-pagina"));
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "No existe ninguna página llamada «no-existe-esta-pagina».",
      }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("not_found · HTTP 404");
    await page.getByRole("link", { name: "Volver a la lista de páginas" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
  });

  test("a screen that cannot load says why, with the API's code, and loads when tried again", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("historia-rota"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name));
    await page.route("**/api/prod/pages/*/revisions", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Something went wrong on the server.", code: "internal_error" }),
      }),
    );
    await signIn(page, "es", `${editorUrl(name)}/history`);
    await expect(
      page.getByRole("heading", { level: 1, name: /El servidor ha fallado al cargar esta pantalla/ }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("internal_error · HTTP 500");

    await page.unroute("**/api/prod/pages/*/revisions");
    await page.getByRole("button", { name: "Reintentar" }).click();
    // Named by its title, with its address name under it.
    await expect(
      page.getByRole("heading", { level: 1, name: "Historial de «Título de prueba»" }),
    ).toBeVisible();
    await expect(page.getByText(`Dirección: ${name}`)).toBeVisible();
    await expect(page.locator(".admin-history-table tbody tr")).toHaveCount(1);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("an unreachable server while opening a screen is said in English too", async ({
    page,
    context,
    baseURL,
  }) => {
    await useEditingAreaLang(context, baseURL, "en");
    await signIn(page, "en");
    await page.route("**/api/prod/deleted", (route) => route.abort("internetdisconnected"));
    await page.getByRole("link", { name: "Deleted pages" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: /The server could not be reached/ }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("network_error");

    await page.unroute("**/api/prod/deleted");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Deleted pages" })).toBeVisible();
  });
});
