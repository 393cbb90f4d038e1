import { expect, test, type Page } from "./support/test.ts";
import { localizedPath } from "../../app/content/addresses.ts";
import { axeViolations, codeSnifferErrors } from "./support/axe.ts";
import { SITE_ROUTES } from "./support/site-routes.ts";

/*
 * axe on every fixed-copy screen (and the 404), at desktop and phone widths, in both languages at their
 * own addresses (English under /en/): zero violations. The language notice has a test of its own.
 */

/** What axe and HTML_CodeSniffer (WCAG 2 AA) find on the page: both must find nothing. */
const violations = async (page: Page) => [...(await axeViolations(page)), ...(await codeSnifferErrors(page))];

// The search results (marked passages, kind filters, the other language's matches) and its empty page.
const PATHS = [...SITE_ROUTES.map((r) => r.path), "/no-existe", "/buscar?q=datos", "/buscar"];
const GROUP = 4;
const groups: string[][] = [];
for (let i = 0; i < PATHS.length; i += GROUP) groups.push(PATHS.slice(i, i + GROUP));

test.describe("every screen", () => {
  // A browser in neither of the site's languages: no "available in English/español" notice on any page, so
  // Spanish and English pages (alternated in one test) are checked as everyone gets them.
  test.use({ locale: "fr-FR" });

  for (const width of [1280, 375]) {
    groups.forEach((paths, i) => {
      test(`axe at ${width} px (${i + 1}/${groups.length})`, async ({ page }) => {
        // axe takes a few seconds a page on a busy machine.
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        for (const [j, path] of paths.entries()) {
          // Alternate the languages so both dictionaries go through axe at both widths.
          const lang = (i + j + (width === 375 ? 1 : 0)) % 2 === 0 ? "es" : "en";
          const address = localizedPath(path, lang);
          await page.goto(address);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          expect(await violations(page), `${address} at ${width} px`).toEqual([]);
        }
      });
    });
  }

  test("axe with the phone menu and the language dropdown open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/labs");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: /^Idioma/ }).click();
    await expect(page.getByRole("button", { name: "English" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("the language notice", () => {
  // A first-time visitor (no cookie, nothing dismissed) whose browser prefers English.
  test.use({ locale: "en-US" });

  test("axe with the notice shown on the Spanish home, at both widths", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // Decided in the browser after hydration: the server's page has no notice.
    await expect(page.getByText("This page is available in English.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Read it in English" })).toHaveAttribute("href", "/en/");
    await expect(page.getByRole("button", { name: "Dismiss this notice" })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await violations(page), `/ with the language notice at ${width} px`).toEqual([]);
    }
  });
});

test.describe("the language notice, the other way", () => {
  // The same visitor with a browser in Spanish, on an English page: the notice is in Spanish (lang="es").
  test.use({ locale: "es-ES" });

  test("axe with the notice shown on an English page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/en/labs");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("Esta página está disponible en español.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Leerla en español" })).toHaveAttribute("href", "/labs");
    await expect(page.getByRole("button", { name: "Cerrar este aviso" })).toBeVisible();
    expect(await violations(page), "/en/labs with the language notice").toEqual([]);
  });
});
