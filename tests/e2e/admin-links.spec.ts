import type { Page } from "./support/test.ts";
import {
  apiToken,
  articleWithContent,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";
import { expectAccessible } from "./support/axe.ts";

/*
 * Link integrity in the editing area (issue 42, item 5): before unpublishing or deleting a page that other
 * published pages link to, the dialog names them, by title with a link to edit each, and Cancel keeps the
 * page; the broken-link report lists a planted broken link (a missing page, a missing file, an unpublished
 * page) and not a good one. In Spanish and English, axe-clean, at 1280 and 375 px.
 */

const TEXTS = {
  es: {
    panel: "Acciones de la página",
    unpublish: "Retirar del sitio",
    unpublishTitle: /^¿Retirar «/,
    delete: "Borrar página",
    deleteTitle: /^¿Borrar «/,
    cancel: "Cancelar",
    linking: /3 página\(s\) publicada\(s\) enlazan a esta/,
    nav: "Direcciones",
    tab: "Enlaces rotos",
    reasons: {
      missing: "La página no existe",
      file: "El archivo no está",
      unpublished: "La página no está publicada",
    },
    edit: (title: string) => `Editar «${title}»`,
    done: "Página retirada del sitio: sigue aquí como borrador.",
  },
  en: {
    panel: "Page actions",
    unpublish: "Take off the site",
    unpublishTitle: /^Take “/,
    delete: "Delete page",
    deleteTitle: /^Delete “/,
    cancel: "Cancel",
    linking: /3 published page\(s\) link to this one/,
    nav: "Addresses",
    tab: "Broken links",
    reasons: {
      missing: "The page does not exist",
      file: "The file is not there",
      unpublished: "The page is not published",
    },
    edit: (title: string) => `Edit “${title}”`,
    done: "Page taken off the site: it is still here as a draft.",
  },
} as const;

for (const lang of ["es", "en"] as const) {
  const x = TEXTS[lang];

  test.describe(`link integrity (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useEditingAreaLang(context, baseURL, lang);
    });

    /** A target page, two published pages linking to it, and a third with broken links and good ones (to it too). */
    async function plant(request: Parameters<typeof apiToken>[0], created: (n: string) => string) {
      const token = await apiToken(request);
      const target = created(uniqueName(`destino-${lang}`));
      const linking = [created(uniqueName(`enlaza-a-${lang}`)), created(uniqueName(`enlaza-b-${lang}`))];
      const broken = created(uniqueName(`rotos-${lang}`));
      await savePageViaApi(request, token, articleWithContent(target, "<p>El destino</p>"));
      for (const [i, name] of linking.entries()) {
        const page = articleWithContent(name, `<p>Ver <a href="/article/${target}">el destino ${i}</a></p>`);
        page.values = page.values.map((v) =>
          v.name === "Title"
            ? { ...v, value: { text: `${v.lang === "es" ? "Enlazadora" : "Linker"} ${i} ${name}` } }
            : v,
        );
        await savePageViaApi(request, token, page);
      }
      const missing = uniqueName("nunca-existio");
      await savePageViaApi(
        request,
        token,
        articleWithContent(
          broken,
          `<p><a href="/article/${missing}">a ninguna parte</a> <a href="/content/${missing}.pdf">el PDF perdido</a> ` +
            `<a href="/article/${target}">al destino</a> <a href="/article/auditorias-de-sesgo">una que existe</a></p>`,
        ),
      );
      return { target, linking, broken, missing };
    }

    async function expectLinkingPages(page: Page, dialog: ReturnType<Page["getByRole"]>, linking: string[]) {
      await expect(dialog.getByText(x.linking)).toBeVisible();
      for (const [i, name] of linking.entries()) {
        const title = `${lang === "es" ? "Enlazadora" : "Linker"} ${i} ${name}`;
        await expect(dialog.getByRole("link", { name: x.edit(title) })).toHaveAttribute(
          "href",
          editorUrl(name),
        );
      }
    }

    test("the unpublish and delete dialogs name the linking pages and can be cancelled; the report lists the broken links", async ({
      page,
      request,
      created,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      const { target, linking, broken, missing } = await plant(request, created);
      await signIn(page, lang, editorUrl(target));
      const panel = page.getByRole("complementary", { name: x.panel });

      // Unpublish: the dialog names both linking pages; Cancel keeps the page on the site.
      await panel.getByRole("button", { name: x.unpublish }).click();
      const unpublish = page.getByRole("dialog", { name: x.unpublishTitle });
      await expectLinkingPages(page, unpublish, linking);
      await expect(unpublish.getByRole("button", { name: x.cancel })).toBeFocused();
      await expectAccessible(page, `unpublish dialog (${lang}, 1280)`);
      await page.screenshot({ path: `test-results/links-unpublish-${lang}-1280.png` });
      await unpublish.getByRole("button", { name: x.cancel }).click();
      await expect(unpublish).toBeHidden();
      expect((await request.get(`/api/prod/pages/${target}`)).status()).toBe(200);

      // Delete: the same warning; Cancel keeps it.
      await panel.getByRole("button", { name: x.delete }).click();
      const deletion = page.getByRole("dialog", { name: x.deleteTitle });
      await expectLinkingPages(page, deletion, linking);
      await expectAccessible(page, `delete dialog (${lang}, 1280)`);
      await page.screenshot({ path: `test-results/links-delete-${lang}-1280.png` });
      await deletion.getByRole("button", { name: x.cancel }).click();
      await expect(deletion).toBeHidden();
      expect((await request.get(`/api/prod/pages/${target}`)).status()).toBe(200);

      // Unpublish for real: visitors lose it, the editor keeps it as a draft.
      await panel.getByRole("button", { name: x.unpublish }).click();
      await page
        .getByRole("dialog", { name: x.unpublishTitle })
        .getByRole("button", { name: x.unpublish })
        .click();
      await expect(page.getByText(x.done)).toBeAttached();
      await expect(panel.getByRole("button", { name: x.unpublish })).toBeHidden();
      expect((await request.get(`/api/prod/pages/${target}`)).status()).toBe(404);
      expect((await request.get(`/article/${target}`)).status()).toBe(404);

      // The report: the planted broken links, the links to the page just unpublished, not the good one.
      // The editing area's "Addresses", then its "Broken links" tab.
      await page.getByRole("navigation").getByRole("link", { name: x.nav, exact: true }).click();
      await page.getByRole("navigation").getByRole("link", { name: x.tab, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: x.tab })).toBeVisible();
      // The menu still says where the editor is: the report is a tab of "Addresses".
      await expect(
        page.getByRole("navigation").getByRole("link", { name: x.nav, exact: true }),
      ).toHaveAttribute("aria-current", "page");
      const rowsOf = (name: string) => page.locator("tbody tr").filter({ hasText: name });
      const mine = rowsOf(broken);
      await expect(mine).toHaveCount(3);
      await expect(mine.filter({ hasText: `/article/${missing}` })).toContainText(x.reasons.missing);
      await expect(mine.filter({ hasText: `/content/${missing}.pdf` })).toContainText(x.reasons.file);
      await expect(mine.filter({ hasText: `/article/${target}` })).toContainText(x.reasons.unpublished);
      await expect(mine.filter({ hasText: "/article/auditorias-de-sesgo" })).toHaveCount(0);
      for (const name of linking) await expect(rowsOf(name)).toContainText(x.reasons.unpublished);
      const edit = mine.first().getByRole("link");
      await expect(edit).toHaveAttribute("href", editorUrl(broken));
      await expectAccessible(page, `broken links (${lang}, 1280)`);
      await page.screenshot({ path: `test-results/links-report-${lang}-1280.png`, fullPage: true });

      // At 375 px: the report and the dialog, axe-clean.
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessible(page, `broken links (${lang}, 375)`);
      await page.screenshot({ path: `test-results/links-report-${lang}-375.png`, fullPage: true });
      await edit.click();
      await expect(page).toHaveURL(new RegExp(`${editorUrl(broken)}$`));
    });

    test("at 375 px the delete dialog names the linking pages", async ({ page, request, created }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const { target, linking } = await plant(request, created);
      await signIn(page, lang, editorUrl(target));
      await page
        .getByRole("complementary", { name: x.panel })
        .getByRole("button", { name: x.delete })
        .click();
      const deletion = page.getByRole("dialog", { name: x.deleteTitle });
      await expectLinkingPages(page, deletion, linking);
      await expectAccessible(page, `delete dialog (${lang}, 375)`);
      await page.screenshot({ path: `test-results/links-delete-${lang}-375.png` });
      // Following a linking page closes the dialog and opens its editor.
      await deletion.getByRole("link").first().click();
      await expect(deletion).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${editorUrl(linking[0] ?? "")}$`));
    });
  });
}
