import {
  ADMIN,
  apiToken,
  articleFixture,
  editorUrl,
  expect,
  getPageViaApi,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";

test.describe("history and restore", () => {
  test("earlier versions are listed with who and when, viewable, and one is restored", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("historia"));
    const token = await apiToken(request);
    const first = await savePageViaApi(request, token, articleFixture(name, "Primera versión"));
    await savePageViaApi(request, token, {
      ...articleFixture(name, "Segunda versión"),
      revision: first.revision,
    });

    await signIn(page, "es", editorUrl(name));
    await page.getByRole("link", { name: "Historial", exact: true }).click();
    // The page is named by its title (the current version's), its address name under it.
    await expect(
      page.getByRole("heading", { level: 1, name: "Historial de «Segunda versión»" }),
    ).toBeVisible();
    await expect(page.getByText(`Dirección: ${name}`)).toBeVisible();
    const rows = page.locator(".admin-history-table tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Actual");
    await expect(rows.nth(1)).toContainText(ADMIN.email);
    await expect(rows.nth(1).locator("time")).toHaveText(/\d{4}/);

    await page.getByRole("button", { name: "Ver la revisión 1" }).click();
    const preview = page.getByRole("dialog", { name: "Revisión 1 de «Primera versión»" });
    await expect(preview).toContainText("Primera versión");
    await expect(preview).not.toContainText("Segunda versión");
    await preview.getByRole("button", { name: "Cerrar" }).click();
    await expect(preview).toBeHidden();

    await page.getByRole("button", { name: "Restaurar la revisión 1" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Restaurar la revisión 1?" });
    // The dialog opens on its first choice: what to restore (both languages unless one is picked).
    await expect(confirm.getByRole("radio", { name: "Los dos idiomas" })).toBeFocused();
    const restore = page.waitForRequest((r) => r.url().endsWith("/restore"));
    await confirm.getByRole("button", { name: "Restaurar" }).click();
    expect((await restore).postDataJSON()).toEqual({ revision: 1, currentRevision: 2 });

    await expect(page.getByText("Restaurada la revisión 1 como revisión 3.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Primera versión" })).toBeVisible();
    await expect(page.getByLabel("Título (Español)")).toHaveValue("Primera versión");
    // A restore goes to the draft (docs/decisions/0008): visitors still read revision 2 until it is published.
    expect((await getPageViaApi(request, name)).revision).toBe(2);

    // The history says what each step was, and what a revision changed against the one before it.
    await page.getByRole("link", { name: "Historial", exact: true }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("Restaurada al borrador");
    await expect(rows.nth(0)).toContainText("desde la revisión 1");
    await expect(rows.nth(1)).toContainText("Guardada y publicada");
    // Revision 2 against the current version (the restored draft, revision 3), per field and language.
    await page.getByRole("button", { name: "Comparar la revisión 2" }).click();
    const changes = page.getByRole("dialog", { name: "Revisión 2 comparada con la versión actual (3)" });
    // Rows are named by the field's label and language, never by the stored name ("Title (es)").
    const title = changes.getByRole("row", { name: /Título \(español\)/ });
    await expect(title.getByRole("cell").nth(0)).toHaveText("Segunda versión");
    await expect(title.getByRole("cell").nth(1)).toHaveText("Primera versión");
    await expect(changes.getByRole("row", { name: /Título \(inglés\)/ })).toHaveCount(0);
    await expect(changes).not.toContainText("Title");
  });

  test("a deleted page leaves the list after a confirmation and comes back from Deleted pages", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("borrada"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name, "Para borrar"));
    await signIn(page, "es", editorUrl(name));

    await page.getByRole("button", { name: "Borrar página" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Borrar «Para borrar»?" });
    await expect(dialog).toContainText(`Dirección: ${name}`);
    await expect(dialog).toContainText("Se guarda en el historial");
    // Escape cancels: nothing is deleted.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Borrar página" })).toBeFocused();
    await page.getByRole("button", { name: "Borrar página" }).click();
    const call = page.waitForRequest((r) => r.method() === "DELETE");
    await dialog.getByRole("button", { name: "Borrar página" }).click();
    expect((await call).postDataJSON()).toEqual({ Page: name, revision: 1 });

    await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
    await expect(page.getByText(`Página «${name}» borrada.`)).toBeVisible();
    await page.getByLabel("Buscar").fill(name);
    await expect(page.getByText("Ninguna página coincide con la búsqueda.")).toBeVisible();
    expect((await request.get(`/api/prod/pages/${name}`)).status()).toBe(404);

    await page.getByRole("link", { name: "Páginas borradas" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Páginas borradas" })).toBeVisible();
    const row = page.locator(".admin-deleted-table tbody tr").filter({ hasText: name });
    await expect(row).toContainText(ADMIN.email);
    await row.getByRole("button", { name: `Recuperar ${name}` }).click();
    await expect(page.getByText(`Página «${name}» recuperada.`)).toBeVisible();
    await expect(page.getByLabel("Título (Español)")).toHaveValue("Para borrar");
    // save 1, delete 2, recover 3: a recovered page is published again as visitors knew it.
    expect((await getPageViaApi(request, name)).revision).toBe(3);

    await page
      .getByRole("navigation", { name: "Área de edición" })
      .getByRole("link", { name: "Páginas", exact: true })
      .click();
    await page.getByLabel("Buscar").fill(name);
    await expect(page.getByRole("link", { name: "Para borrar", exact: true })).toBeVisible();
  });
});
