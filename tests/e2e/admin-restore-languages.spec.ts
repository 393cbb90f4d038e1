import {
  apiToken,
  expect,
  getDraftViaApi,
  getPageViaApi,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
  type TestPage,
} from "./support/admin-helpers.ts";
import { expectAccessible } from "./support/axe.ts";

/** An article saved (and published) in Spanish only, then in both languages: revision 1 has no English. */
async function pageWithoutEnglishAtFirst(request: Parameters<typeof apiToken>[0], name: string) {
  const token = await apiToken(request);
  const base: TestPage = { Page: name, Template: "Article", Category: "general", values: [] };
  const first = await savePageViaApi(request, token, {
    ...base,
    values: [
      { name: "Title", lang: "es", value: { text: "Taller antiguo" } },
      { name: "Content", lang: "es", value: { html: "<p>Texto antiguo</p>" } },
    ],
  });
  await savePageViaApi(request, token, {
    ...base,
    revision: first.revision,
    values: [
      { name: "Title", lang: "es", value: { text: "Taller nuevo" } },
      { name: "Content", lang: "es", value: { html: "<p>Texto nuevo</p>" } },
      { name: "Title", lang: "en", value: { text: "New workshop" } },
      { name: "Content", lang: "en", value: { html: "<p>New text</p>" } },
    ],
  });
}

const enTitle = (page: TestPage) =>
  page.values.find((v) => v.name === "Title" && v.lang === "en")?.value as { text: string } | undefined;

test.describe("restore by language (issue 41)", () => {
  test("ES, desktop: restoring both languages says English will be emptied, the state says so, publishing Spanish asks first", async ({
    page,
    request,
    created,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = created(uniqueName("restaurar-idioma"));
    await pageWithoutEnglishAtFirst(request, name);

    await signIn(page, "es", `/admin/pages/${name}/history`);
    await page.getByRole("button", { name: "Restaurar la revisión 1" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Restaurar la revisión 1?" });
    await expect(dialog.getByRole("radio", { name: "Los dos idiomas" })).toBeChecked();
    await expect(dialog.getByRole("alert")).toHaveText(
      "La revisión 1 no tiene texto en inglés: el borrador se quedará sin texto en inglés. Lo publicado no cambia hasta que publiques.",
    );
    await dialog.getByRole("radio", { name: "Solo el texto en español" }).check();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog).toContainText("El texto en inglés y los datos comunes");
    await dialog.getByRole("radio", { name: "Los dos idiomas" }).check();
    await expectAccessible(page, "restore dialog (es)");
    await dialog.getByRole("button", { name: "Restaurar" }).click();

    await expect(page.getByText("Restaurada la revisión 1 como revisión 3.")).toBeVisible();
    const en = page.locator('.admin-editor-side [data-lang-state="en"]');
    await expect(en).toContainText("Publicada, pero el borrador no tiene texto en este idioma");
    await expect(page.locator('.admin-editor-side [data-lang-state="es"]')).toContainText(
      "Publicada, con cambios sin publicar",
    );
    expect(enTitle(await getDraftViaApi(request, name))).toBeUndefined();

    // Publishing only Spanish while English was emptied asks first; then English stays as visitors know it.
    await page.getByRole("button", { name: "Publicar…" }).first().click();
    const publish = page.getByRole("dialog", { name: /^Publicar «/ });
    await expect(publish.getByRole("checkbox", { name: /^Español/ })).toBeChecked();
    await publish.getByRole("button", { name: "Publicar ahora" }).click();
    await expect(publish.getByRole("alert")).toContainText("El borrador ya no tiene texto en inglés");
    await expectAccessible(page, "publish dialog asking (es)");
    await publish.getByRole("button", { name: "Publicar igualmente" }).click();
    await expect(publish).toBeHidden();
    const published = await getPageViaApi(request, name);
    expect(enTitle(published)).toEqual({ text: "New workshop" });

    // The page list says the same as the side panel.
    await page.goto("/admin");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.locator('[data-lang-state="en"]')).toContainText(
      "Publicada, pero el borrador no tiene texto en este idioma",
    );
  });

  test("EN, phone: restoring Spanish only keeps the English draft", async ({
    page,
    context,
    baseURL,
    request,
    created,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await useEditingAreaLang(context, baseURL, "en");
    const name = created(uniqueName("restore-lang"));
    await pageWithoutEnglishAtFirst(request, name);

    await signIn(page, "en", `/admin/pages/${name}/history`);
    await page.getByRole("button", { name: "Restore revision 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Restore revision 1?" });
    await expect(dialog.getByRole("alert")).toContainText("Revision 1 has no English text");
    await dialog.getByRole("radio", { name: "Only the Spanish text" }).check();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expectAccessible(page, "restore dialog (en, phone)");
    await dialog.getByRole("button", { name: "Restore" }).click();

    await expect(page.getByText("The Spanish text of revision 1 restored, as revision 3.")).toBeVisible();
    const draft = await getDraftViaApi(request, name);
    expect(enTitle(draft)).toEqual({ text: "New workshop" });
    expect(draft.values.find((v) => v.name === "Title" && v.lang === "es")?.value).toEqual({
      text: "Taller antiguo",
    });
    await expect(page.locator('[data-lang-state="en"]').first()).toContainText("Published");
    await expect(page.locator('[data-lang-state="es"]').first()).toContainText(
      "Published, with unpublished changes",
    );

    await page.goto(`/admin/pages/${name}/history`);
    await expect(page.locator(".admin-history-table tbody tr").first()).toContainText("from revision 1");
  });
});
