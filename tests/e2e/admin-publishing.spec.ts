import { expect as baseExpect } from "./support/test.ts";
import {
  DRAFT_SAVED,
  createFromCatalogue,
  expect,
  getDraftViaApi,
  publishFromEditor,
  signIn,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";

/*
 * The whole publishing walk of issue 14, as an editor and a visitor live it: a new page is a draft no
 * visitor sees; a preview link shows it to someone not signed in; Spanish is published alone; English is
 * scheduled a few seconds ahead and appears with no one asking; a later Spanish edit flags the English
 * translation, on the editor's panel and for visitors; a failing check blocks a publish and says where;
 * the history tells each step and restores to the draft.
 */

type Api = { values: Array<Record<string, unknown>> };
const titleIn = (page: Api, lang: string) =>
  page.values.find((v) => v.name === "Title" && v.lang === lang)?.value;

test.describe("drafts, preview, per-language and scheduled publishing", () => {
  test("an article from draft to both languages, with preview, schedule, translation status, history and revocation", async ({
    page,
    browser,
    request,
    created,
  }) => {
    test.setTimeout(120_000);
    const name = created(uniqueName("publicacion"));
    await signIn(page);
    await createFromCatalogue(page, "Artículo", name);

    // 1. A draft: saved, and nothing of it on the site.
    await page.getByLabel("Título (Español)").fill("Borrador en español");
    await page.getByLabel("Extracto (Español)").fill("Un resumen.");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    const panel = page.getByRole("complementary", { name: "Acciones de la página" });
    const esState = panel.locator('[data-lang-state="es"]');
    const enState = panel.locator('[data-lang-state="en"]');
    await expect(esState).toContainText("Solo borrador");
    await expect(enState).toContainText("Sin texto en este idioma");
    expect((await request.get(`/article/${name}`)).status()).toBe(404);
    expect((await request.get(`/api/prod/pages/${name}`)).status()).toBe(404);
    expect(await (await request.get("/articles")).text()).not.toContain("Borrador en español");

    // 2. A preview link: the draft on the real site, for someone who is not signed in.
    await panel.getByRole("button", { name: "Crear enlace de vista previa" }).click();
    const previewLink = panel.getByRole("link", { name: "Vista previa (Español)" });
    await expect(previewLink).toBeVisible();
    const previewUrl = (await previewLink.getAttribute("href")) ?? "";
    baseExpect(previewUrl).toContain(`/article/${name}?preview=`);
    const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await stranger.newPage();
    const answer = await visitor.goto(previewUrl);
    baseExpect(answer?.status()).toBe(200);
    baseExpect(answer?.headers()["cache-control"]).toContain("no-store");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Borrador en español");
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(visitor.getByText(/Vista previa de un borrador/)).toBeVisible();

    // 3. Spanish alone is published.
    await publishFromEditor(page, ["Español"]);
    await expect(esState).toContainText("Publicada");
    await expect(enState).toContainText("Sin texto en este idioma");
    const published = (await (await request.get(`/api/prod/pages/${name}`)).json()) as { Items: Api[] };
    baseExpect(titleIn(published.Items[0] as Api, "es")).toEqual({ text: "Borrador en español" });
    baseExpect(titleIn(published.Items[0] as Api, "en")).toBeUndefined();
    await visitor.goto(`/article/${name}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Borrador en español");

    // 4. English, scheduled a few seconds ahead: it appears with nobody publishing it.
    await page.getByLabel("Título (English)").fill("Scheduled English");
    await page.getByLabel("Extracto (English)").fill("A summary.");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    await panel.getByRole("button", { name: "Publicar…" }).click();
    const dialog = page.getByRole("dialog", { name: /^Publicar «/ });
    await dialog.getByRole("checkbox", { name: /^Español/ }).uncheck();
    await dialog.getByRole("checkbox", { name: /^English/ }).check();
    await dialog.getByRole("radio", { name: "En una fecha y hora" }).check();
    const soon = await page.evaluate(() => {
      const d = new Date(Date.now() + 6000);
      const p = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    });
    await dialog.getByLabel("Fecha y hora", { exact: true }).fill(soon);
    await dialog.getByLabel("Nota del cambio en inglés (opcional)").fill("Ya en inglés");
    await dialog.getByRole("button", { name: "Programar" }).click();
    await expect(dialog).toBeHidden();
    await expect(enState).toContainText("Se publicará el");
    expect((await request.get(`/en/article/${name}`)).status()).toBe(200);
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/prod/pages/${name}`);
          return titleIn(((await res.json()) as { Items: Api[] }).Items[0] as Api, "en");
        },
        { timeout: 20_000 },
      )
      .toEqual({ text: "Scheduled English" });
    await visitor.goto(`/en/article/${name}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Scheduled English");
    await expect(visitor.getByText("Updated on")).toBeVisible();
    await expect(visitor.getByText("Ya en inglés")).toBeVisible();

    // 5. Spanish changes after the translation: the English version is flagged, for the editor and
    // for visitors; checking the translation clears it.
    await page.reload();
    await expect(enState).toContainText("Publicada");
    await page.getByLabel("Título (Español)").fill("Título en español, revisado");
    await publishFromEditor(page, ["Español"]);
    await expect(enState).toContainText("Traducción desactualizada");
    await visitor.goto(`/en/article/${name}`);
    await expect(visitor.getByText("The Spanish version was updated after this translation.")).toBeVisible();
    await enState.getByRole("button", { name: "Ver qué cambió en español" }).click();
    const changes = page.getByRole("dialog", { name: /^Cambios en español desde la última revisión/ });
    await expect(changes.getByRole("row", { name: /Título \(español\)/ })).toContainText(
      "Título en español, revisado",
    );
    await changes.getByRole("button", { name: "Cerrar" }).click();
    await enState.getByRole("button", { name: "Marcar la traducción como revisada (inglés)" }).click();
    await expect(enState).not.toContainText("Traducción desactualizada");

    // 6. A failing check blocks the publish and says where: here, beside the Spanish title.
    await page.getByLabel("Título (Español)").fill("");
    await panel.getByRole("button", { name: "Publicar…" }).click();
    await dialog.getByRole("checkbox", { name: /^Español/ }).check();
    await dialog.getByRole("checkbox", { name: /^English/ }).uncheck();
    await dialog.getByRole("button", { name: "Publicar ahora" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Falta el título en español.");
    await page.keyboard.press("Escape");
    await expect(page.locator(".admin-field-problems")).toContainText("Falta el título en español.");
    const stillPublic = (await (await request.get(`/api/prod/pages/${name}`)).json()) as { Items: Api[] };
    baseExpect(titleIn(stillPublic.Items[0] as Api, "es")).toEqual({ text: "Título en español, revisado" });

    // 7. The history tells each step; a revision is restored to the draft, visitors unaffected.
    await page.getByLabel("Título (Español)").fill("Título en español, revisado");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    await panel.getByRole("link", { name: "Historial" }).click();
    const rows = page.locator(".admin-history-table tbody tr");
    await expect(rows.filter({ hasText: "Publicación programada" })).toContainText("en inglés");
    await expect(rows.filter({ hasText: "Ya en inglés" }).first()).toBeVisible();
    await expect(rows.filter({ hasText: "Traducción revisada" })).toHaveCount(1);
    const firstPublish = page
      .locator('.admin-history-table tbody tr[data-action="publish"]')
      .filter({ hasText: "en español" })
      .last();
    const firstPublishRevision = Number(await firstPublish.locator("strong").textContent());
    await page.getByRole("button", { name: `Restaurar la revisión ${firstPublishRevision}` }).click();
    const restoreDialog = page.getByRole("dialog", {
      name: `¿Restaurar la revisión ${firstPublishRevision}?`,
    });
    // That revision had no English yet: only its Spanish is restored, the English draft stays.
    await restoreDialog.getByRole("radio", { name: "Solo el texto en español" }).check();
    await restoreDialog.getByRole("button", { name: "Restaurar" }).click();
    await expect(page.getByLabel("Título (Español)")).toHaveValue("Borrador en español");
    baseExpect(titleIn(await getDraftViaApi(request, name), "es")).toEqual({ text: "Borrador en español" });
    const after = (await (await request.get(`/api/prod/pages/${name}`)).json()) as { Items: Api[] };
    baseExpect(titleIn(after.Items[0] as Api, "es")).toEqual({ text: "Título en español, revisado" });

    // 8. A schedule can be cancelled, and preview links revoked: the old link then shows the public version.
    await panel.getByRole("button", { name: "Publicar…" }).click();
    await dialog.getByRole("checkbox", { name: /^Español/ }).check();
    await dialog.getByRole("checkbox", { name: /^English/ }).uncheck();
    await dialog.getByRole("radio", { name: "En una fecha y hora" }).check();
    await dialog.getByRole("button", { name: "Programar" }).click();
    await expect(esState).toContainText("Se publicará el");
    await esState.getByRole("button", { name: "Cancelar la programación (español)" }).click();
    await expect(esState).not.toContainText("Se publicará el");
    await panel.getByRole("button", { name: "Revocar los enlaces" }).click();
    await visitor.goto(previewUrl);
    await expect(visitor.getByText(/Este enlace de vista previa ha caducado o se ha revocado/)).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Título en español, revisado");
    await stranger.close();
  });
});
