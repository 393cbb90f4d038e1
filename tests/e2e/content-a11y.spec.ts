import { test, type Page } from "@playwright/test";
import { EMPTY_BASE, expectAccessible, useLang, waitForHydration } from "./support/content-helpers.ts";

/* axe finds no violation on any content screen, at desktop and phone widths, in both languages. */

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

/** Both widths on one page load: the layout follows the viewport, no reload needed. */
async function checkWidths(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await expectAccessible(page, `${label}, ${width}px`);
  }
}

for (const lang of ["es", "en"] as const) {
  test.describe(`axe, ${lang}`, () => {
    for (const path of SCREENS) {
      test(path, async ({ page, context }) => {
        await useLang(context, lang);
        await page.goto(path);
        await waitForHydration(page);
        await checkWidths(page, `${path} (${lang})`);
      });
    }

    test("empty-store screens", async ({ page, context }) => {
      test.setTimeout(90_000);
      await useLang(context, lang);
      for (const path of EMPTY_SCREENS) {
        await page.goto(`${EMPTY_BASE}${path}`);
        await waitForHydration(page);
        await checkWidths(page, `empty ${path} (${lang})`);
      }
    });

    test("the open PDF viewer", async ({ page, context }) => {
      await useLang(context, lang);
      await page.goto("/documentation");
      await waitForHydration(page);
      await page.locator(".pdf-item button").first().click();
      await page.locator("#pdf-viewer").waitFor();
      await checkWidths(page, `PDF viewer (${lang})`);
    });
  });
}
