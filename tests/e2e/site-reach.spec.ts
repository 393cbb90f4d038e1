import { expect, test, type Page } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";

/*
 * Visitors can reach everything from the header (issue 42, item 6): projects, products, the people and the
 * book sit in the navigation's "Explore" group, on a desktop and in the phone's menu, in both languages;
 * the labs' experiment cards lead to their projects' pages.
 */

const LANGS = [
  {
    lang: "es",
    prefix: "",
    menu: /Abrir menú/,
    nav: "Navegación principal",
    explore: "Explorar",
    see: /^Ver el proyecto: /,
    entries: [
      ["Proyectos", "/projects"],
      ["Productos", "/products"],
      ["Personas", "/bios"],
      ["El libro", "/book"],
    ],
  },
  {
    lang: "en",
    prefix: "/en",
    menu: /Open menu/,
    nav: "Main navigation",
    explore: "Explore",
    see: /^See the project: /,
    entries: [
      ["Projects", "/projects"],
      ["Products", "/products"],
      ["People", "/bios"],
      ["The book", "/book"],
    ],
  },
] as const;

const WIDTHS = [1280, 375] as const;

/** The navigation, with the phone's menu opened first when the width folds it. */
async function openNavigation(page: Page, width: number, l: (typeof LANGS)[number]) {
  const header = page.getByRole("banner");
  if (width < 1152) await header.getByRole("button", { name: l.menu }).click();
  return header.getByRole("navigation", { name: l.nav });
}

for (const l of LANGS) {
  for (const width of WIDTHS) {
    test.describe(`${l.lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, locale: l.lang === "es" ? "es-ES" : "en-GB" });

      test("the header's Explore group reaches projects, products, people and the book", async ({ page }) => {
        for (const [name, path] of l.entries) {
          await page.goto(`${l.prefix}/manifiesto`);
          const nav = await openNavigation(page, width, l);
          const explore = nav.getByRole("button", { name: l.explore });
          await expect(explore).toHaveAttribute("aria-expanded", "false");
          await explore.click();
          await expect(explore).toHaveAttribute("aria-expanded", "true");
          const link = nav.getByRole("link", { name, exact: true });
          await expect(link).toBeVisible();
          if (name === l.entries[0][0]) {
            await expectAccessible(page, `explore open (${l.lang}, ${width})`);
            await page.screenshot({ path: `test-results/reach-explore-${l.lang}-${width}.png` });
          }
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${l.prefix}${path}$`));
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // On the screen it leads to, the group is marked as where the visitor is, and closed again.
          const here = await openNavigation(page, width, l);
          await expect(here.getByRole("button", { name: l.explore })).toHaveClass(/is-active/);
          await expect(here.getByRole("button", { name: l.explore })).toHaveAttribute(
            "aria-expanded",
            "false",
          );
        }
      });

      test("Escape and an outside click close the Explore group", async ({ page }) => {
        await page.goto(`${l.prefix}/`);
        const nav = await openNavigation(page, width, l);
        const explore = nav.getByRole("button", { name: l.explore });
        await explore.click();
        await expect(nav.getByRole("link", { name: l.entries[3][0], exact: true })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(nav.getByRole("link", { name: l.entries[3][0], exact: true })).toBeHidden();
        if (width >= 1152) {
          await explore.click();
          await page.getByRole("heading", { level: 1 }).click();
          await expect(explore).toHaveAttribute("aria-expanded", "false");
        }
      });

      test("each labs experiment leads to its project's page", async ({ page }) => {
        await page.goto(`${l.prefix}/labs`);
        const experiments = page.locator("#experimentos .experiment-card");
        await expect(experiments).toHaveCount(3);
        const links = experiments.getByRole("link", { name: l.see });
        await expect(links).toHaveCount(3);
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        // Each project at its address in the visitor's language (its slug there: issue 42).
        expect(hrefs).toEqual(
          (l.lang === "es"
            ? ["detector-de-sesgos", "modelo-algebra-booleana", "marco-tensorial-fractal"]
            : ["bias-detector", "boolean-algebra-based-model", "semantic-fractal-tensor-framework"]
          ).map((slug) => `${l.prefix}/project/${slug}`),
        );
        await expectAccessible(page, `labs (${l.lang}, ${width})`);
        await page.screenshot({ path: `test-results/reach-labs-${l.lang}-${width}.png`, fullPage: false });
        await links.first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/reach-labs-card-${l.lang}-${width}.png` });
        await links.first().click();
        await expect(page).toHaveURL(new RegExp(`${hrefs[0] ?? ""}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          l.lang === "es" ? "Detector de sesgos" : "Bias detector",
        );
      });
    });
  }
}
