import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe.ts";
import { inLang, SITE_ROUTES } from "./support/site-routes.ts";

/* axe on every fixed-copy screen (and the 404), at desktop and phone widths: zero violations. */

const violations = (page: Page) => axeViolations(page);

const PATHS = [...SITE_ROUTES.map((r) => r.path), "/no-existe"];
const GROUP = 4;
const groups: string[][] = [];
for (let i = 0; i < PATHS.length; i += GROUP) groups.push(PATHS.slice(i, i + GROUP));

for (const width of [1280, 375]) {
  groups.forEach((paths, i) => {
    test(`axe at ${width} px (${i + 1}/${groups.length})`, async ({ page }) => {
      // axe takes a few seconds a page on a busy machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const [j, path] of paths.entries()) {
        // Alternate the languages so both dictionaries go through axe at both widths.
        await page.goto(inLang(path, (i + j + (width === 375 ? 1 : 0)) % 2 === 0 ? "es" : "en"));
        expect(await violations(page), `${path} at ${width} px`).toEqual([]);
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
