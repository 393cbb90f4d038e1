import {
  DRAFT_SAVED,
  apiToken,
  articleFixture,
  editorUrl,
  expect,
  getDraftViaApi,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";

test.describe("two editors on one page", () => {
  test("the second save sees what changed, and can overwrite knowingly or load the other version", async ({
    browser,
    request,
    created,
  }) => {
    const name = created(uniqueName("conflicto"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name, "Original", "Original EN"));
    // Two tabs of two different sessions (two browser contexts).
    const ana = await (await browser.newContext()).newPage();
    const bea = await (await browser.newContext()).newPage();
    await signIn(ana, "es", editorUrl(name));
    await signIn(bea, "es", editorUrl(name));
    await expect(ana.getByLabel("Título (Español)")).toHaveValue("Original");
    await expect(bea.getByLabel("Título (Español)")).toHaveValue("Original");

    await ana.getByLabel("Título (Español)").fill("Versión de Ana");
    await ana.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(ana.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();

    await bea.getByLabel("Título (English)").fill("Bea's version");
    await bea.getByRole("button", { name: "Guardar", exact: true }).click();
    const dialog = bea.getByRole("dialog", { name: "Alguien ha guardado esta página mientras la editabas" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("La versión del servidor es la revisión 2.");
    const titleEs = dialog.getByRole("row", { name: /Título \(español\)/ });
    await expect(titleEs.getByRole("cell").nth(0)).toHaveText("Versión de Ana");
    await expect(titleEs.getByRole("cell").nth(1)).toHaveText("Original");
    const titleEn = dialog.getByRole("row", { name: /Título \(inglés\)/ });
    await expect(titleEn.getByRole("cell").nth(0)).toHaveText("Original EN");
    await expect(titleEn.getByRole("cell").nth(1)).toHaveText("Bea's version");
    // The Error state says it too.
    await expect(bea.getByRole("alert").filter({ hasText: "changed by someone else" })).toBeAttached();

    // Overwrite knowingly: sent again with the server's revision.
    const resent = bea.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith(`/${name}/draft`));
    await dialog.getByRole("button", { name: "Guardar la mía encima" }).click();
    expect((await resent).headers()["if-match"]).toBe('"r2"');
    await expect(dialog).toBeHidden();
    await expect(
      bea.getByRole("status").filter({ hasText: "Guardada tu versión encima de la revisión 2." }),
    ).toBeVisible();
    await expect(bea.getByRole("alert")).toHaveCount(0);
    const stored = await getDraftViaApi(request, name);
    expect(stored.revision).toBe(3);
    expect(stored.values.find((v) => v.name === "Title" && v.lang === "en")?.value).toEqual({
      text: "Bea's version",
    });
    expect(stored.values.find((v) => v.name === "Title" && v.lang === "es")?.value).toEqual({
      text: "Original",
    });

    // Now Ana is behind: she chooses to load Bea's version instead.
    await ana.getByLabel("Título (Español)").fill("Ana otra vez");
    await ana.getByRole("button", { name: "Guardar", exact: true }).click();
    const anaDialog = ana.getByRole("dialog", {
      name: "Alguien ha guardado esta página mientras la editabas",
    });
    await anaDialog.getByRole("button", { name: "Cargar su versión (descartar la mía)" }).click();
    await expect(anaDialog).toBeHidden();
    await expect(ana.getByLabel("Título (English)")).toHaveValue("Bea's version");
    await expect(
      ana
        .getByRole("status")
        .filter({ hasText: "Todo guardado" })
        .or(ana.getByRole("status").filter({ hasText: "Cargada la revisión 3 del servidor." })),
    ).toBeVisible();
    expect((await getDraftViaApi(request, name)).revision).toBe(3);

    await ana.context().close();
    await bea.context().close();
  });
});
