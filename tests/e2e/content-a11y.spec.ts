import { expect, test, type Page } from "./support/test.ts";
import { localizedPath } from "../../app/content/addresses.ts";
import { EMPTY_BASE, demoAddress, expectAccessible, waitForHydration } from "./support/content-helpers.ts";

/*
 * axe finds no violation on any content screen, at desktop and phone widths, in both languages: each
 * language at its own address (English under /en/), and the language notice a first-time visitor sees.
 */

const SCREENS = [
  "/articles",
  "/articles?q=zzz-sin-resultados",
  "/article/auditorias-de-sesgo",
  "/article/no-existe",
  "/documentation",
  "/docs?type=tutorial",
  "/document/como-contribuir",
  "/document/detector-de-sesgos",
  "/document/no-existe",
  "/projects",
  "/project/detector-de-sesgos",
  "/products",
  "/product/EthicsI%20Audit",
  "/product/no-existe",
  "/bios",
  "/bio/lucia-ferrer",
  "/book",
  "/chapter/capitulo-01-la-semilla",
  "/manifest",
  "/chatbot",
];

const EMPTY_SCREENS = [
  "/articles",
  "/documentation",
  "/projects",
  "/products",
  "/bios",
  "/book",
  "/manifest",
  "/chatbot",
];

const WIDTHS = [1280, 375] as const;
const GROUP = 5;

/** Both widths on one page load: the layout follows the viewport, no reload needed. */
async function checkWidths(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await expectAccessible(page, `${label}, ${width}px`);
  }
}

for (const lang of ["es", "en"] as const) {
  test.describe(`axe, ${lang}`, () => {
    // A browser in the page's language: no "available in English/español" notice (it has its own test).
    test.use({ locale: lang === "es" ? "es-ES" : "en-US" });

    // A few screens per test: one browser context opened for several pages (the failure names the screen).
    for (let i = 0; i < SCREENS.length; i += GROUP) {
      const group = SCREENS.slice(i, i + GROUP);
      test(group.join(", "), async ({ page }) => {
        test.setTimeout(60_000);
        for (const path of group) {
          await page.goto(localizedPath(path, lang));
          await waitForHydration(page);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await checkWidths(page, `${localizedPath(path, lang)} (${lang})`);
        }
      });
    }

    test("empty-store screens", async ({ page }) => {
      test.setTimeout(90_000);
      for (const path of EMPTY_SCREENS) {
        await page.goto(`${EMPTY_BASE}${localizedPath(path, lang)}`);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await checkWidths(page, `empty ${localizedPath(path, lang)} (${lang})`);
      }
    });

    test("the open PDF viewer", async ({ page }) => {
      await page.goto(localizedPath("/documentation", lang));
      await waitForHydration(page);
      await page.locator(".pdf-item button").first().click();
      await page.locator("#pdf-viewer").waitFor();
      await checkWidths(page, `PDF viewer (${lang})`);
    });
  });
}

test.describe("the language notice", () => {
  // A first-time visitor (no cookie, nothing dismissed) whose browser prefers English.
  test.use({ locale: "en-US" });

  test("on a Spanish article, offered in English", async ({ page }) => {
    const path = "/article/auditorias-de-sesgo";
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText("This page is available in English.")).toBeVisible();
    // The same page's English address: its English slug.
    await expect(page.getByRole("link", { name: "Read it in English" })).toHaveAttribute(
      "href",
      demoAddress("auditorias-de-sesgo", "en"),
    );
    await expect(page.getByRole("button", { name: "Dismiss this notice" })).toBeVisible();
    await checkWidths(page, `${path} with the language notice`);
  });
});
