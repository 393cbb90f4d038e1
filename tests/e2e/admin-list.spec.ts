import { demoAddress } from "./support/content-helpers.ts";
import { expect, test } from "./support/test.ts";
import { EMPTY_PORT } from "../../playwright.config.ts";
import { signIn, useEditingAreaLang } from "./support/admin-helpers.ts";

test.describe("the list of pages", () => {
  test("pages through the whole workspace list and shows name, template, last update and each language's state", async ({
    page,
    request,
  }) => {
    // Small API pages force the list to follow LastEvaluatedKey several times.
    const asked: string[] = [];
    await page.route("**/api/prod/workspace?*", async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("limit", "7");
      asked.push(url.search);
      await route.continue({ url: url.toString() });
    });
    // Other tests add and delete pages on this server meanwhile: the list holds at least the pages counted
    // both before and after it was walked (the fewer of the two counts), give or take a draft or two.
    const counted = async () =>
      ((await (await request.get("/api/prod/pages")).json()) as { Count: number }).Count;
    const before = await counted();
    await signIn(page);
    const rows = page.locator(".admin-pages-table tbody tr");
    await expect(page.getByText(/^\d+ páginas$/)).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(Math.min(before, await counted()) - 2);
    expect(asked.length).toBeGreaterThanOrEqual(Math.ceil(count / 7));
    expect(asked.filter((q) => q.includes("startKey=")).length).toBe(asked.length - 1);

    // A page is named by its title (the link), its address name under it; its template by its family.
    const row = rows.filter({ has: page.getByText("auditorias-de-sesgo", { exact: true }) });
    await expect(
      row.getByRole("link", {
        name: "Auditorías de sesgo: cómo medir lo que un modelo no dice",
        exact: true,
      }),
    ).toBeVisible();
    await expect(row.getByText("Artículo", { exact: true })).toBeVisible();
    await expect(row.locator("time")).toHaveText(/\d{1,2} \w+ \d{4}/);
    // A demo article is published in both languages.
    await expect(row.locator(".admin-lang-state")).toHaveText([
      "ESEspañol: Publicada",
      "ENEnglish: Publicada",
    ]);
  });

  test("search, template filter and sort", async ({ page }) => {
    await signIn(page);
    const names = page.locator(".admin-pages-table tbody tr .admin-page-address");
    await page.getByLabel("Buscar").fill("sesgo");
    await expect(page.getByText(/^\d+ de \d+ páginas$/)).toBeVisible();
    const found = await names.allTextContents();
    expect(found).toEqual(expect.arrayContaining(["auditorias-de-sesgo", "detector-de-sesgos"]));

    await page.getByLabel("Buscar").fill("");
    // The filter offers families, synonyms under one entry: "Post", "Blog" and "Article" are all "Artículo".
    const options = await page.getByLabel("Plantilla").locator("option").allTextContents();
    expect(options).toContain("Artículo");
    expect(options).not.toContain("Post");
    expect(options.filter((o) => o === "Producto")).toHaveLength(1);
    await page.getByLabel("Plantilla").selectOption({ label: "Biografía" });
    const templateCells = page.locator(".admin-pages-table tbody tr td:nth-child(2)");
    await expect
      .poll(async () => new Set(await templateCells.allTextContents()))
      .toEqual(new Set(["Biografía"]));
    await page.getByLabel("Plantilla").selectOption({ label: "Artículo" });
    await expect(names).toContainText(["alfabetizacion-en-ia", "soberania-de-datos"]);

    await page.getByLabel("Plantilla").selectOption("");
    await expect(page.getByText(/^\d+ páginas$/)).toBeVisible();
    const byName = await names.allTextContents();
    await page.getByRole("button", { name: /^Nombre/ }).click();
    await expect(page.getByRole("columnheader", { name: /Nombre/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    // Other tests add and delete pages on the same server meanwhile: compare the order of the pages
    // both lists hold.
    const common = (a: string[], b: string[]) => a.filter((n) => b.includes(n));
    const reversed = [...byName].reverse();
    const inOrder = async () => {
      const after = await names.allTextContents();
      return { shown: common(after, reversed), expected: common(reversed, after) };
    };
    await expect
      .poll(async () => {
        const { shown, expected } = await inOrder();
        return shown.length > 0 && shown.join("\n") === expected.join("\n");
      })
      .toBe(true);

    await page.getByRole("button", { name: /^Plantilla/ }).click();
    await expect(page.getByRole("columnheader", { name: /Plantilla/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    const collator = new Intl.Collator("es", { sensitivity: "base", numeric: true });
    const sorted = await templateCells.allTextContents();
    expect(sorted).toEqual([...sorted].sort(collator.compare));

    await page.getByLabel("Buscar").fill("no-existe-nada-asi");
    await expect(page.getByText("Ninguna página coincide con la búsqueda.")).toBeVisible();
    await page.getByRole("button", { name: "Borrar la búsqueda" }).click();
    await expect(names.first()).toBeVisible();
  });

  test("each page links to its public view", async ({ page }) => {
    await signIn(page);
    // Two links a row: the Spanish address and the English one (its English slug), each in a new tab.
    const expectViews = async (
      name: string,
      path: string,
      english = path === "/" ? "/en/" : `/en${path}`,
    ) => {
      const row = page
        .locator(".admin-pages-table tbody tr")
        .filter({ has: page.getByText(name, { exact: true }) });
      await expect(row.getByRole("link", { name: /^Ver en el sitio/ })).toHaveCount(2);
      for (const [lang, href] of [
        ["ES", path],
        ["EN", english],
      ] as const) {
        const link = page.getByRole("link", {
          name: `Ver en el sitio (${lang}): ${name} (se abre en una pestaña nueva)`,
        });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
      }
    };
    for (const name of [
      "auditorias-de-sesgo",
      "Guía rápida de la API",
      "detector-de-sesgos",
      "EthicsI Audit",
      "amara-okafor",
      "capitulo-01-la-semilla",
    ])
      await expectViews(name, demoAddress(name, "es"), demoAddress(name, "en"));
    expect(demoAddress("EthicsI Audit", "es")).toBe("/product/ethicsi-audit");
    await expectViews("chatbot", "/chatbot");
    await expectViews("manifest", "/manifest");
    await expectViews("ethicsi", "/ethicsi");
    await expectViews("contacto", "/contacto", "/en/contact");
  });

  test("speaks English when the editor chose it, dates included", async ({ page, context, baseURL }) => {
    await useEditingAreaLang(context, baseURL, "en");
    await signIn(page, "en");
    await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Last update/ })).toBeVisible();
    const row = page.locator(".admin-pages-table tbody tr").filter({ hasText: "auditorias-de-sesgo" });
    await expect(row.getByText("Bias audits: measuring what a model does not say")).toBeVisible();
    // en-GB: "22 Nov 2026, 05:39"
    await expect(row.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  });
});

test.describe("an empty store", () => {
  test.use({ baseURL: `http://127.0.0.1:${EMPTY_PORT}` });

  test("says there are no pages yet and offers to create one", async ({ page }) => {
    await signIn(page);
    await expect(page.getByText("Todavía no hay páginas.")).toBeVisible();
    await expect(page.getByText("0 páginas")).toBeVisible();
    await page.getByRole("link", { name: "Nueva página" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Nueva página" })).toBeVisible();
  });
});
