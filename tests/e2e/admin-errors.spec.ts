import {
  articleFixture,
  apiToken,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";

test.describe("the Error state", () => {
  test("a failing call shows the API's message as a dismissible alert; dismissing restores 'No error'", async ({
    page,
  }) => {
    await page.route("**/api/prod/pages?*", (route) =>
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
    await expect(alert).toContainText("Something went wrong on the server. Try again.");
    await expect(alert).toContainText("internal_error · HTTP 500");

    await page.unroute("**/api/prod/pages?*");
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
    await page.getByLabel("Title (Español)").fill("Escrito sin conexión");
    await page.route("**/api/prod/pages", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("No se ha podido conectar con el servidor");
    await expect(alert).toContainText("network_error");
    await expect(page.getByLabel("Title (Español)")).toHaveValue("Escrito sin conexión");
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
});
