import { expect, test } from "./support/test.ts";

/*
 * The list screens' filter forms work without a script: each is a GET form with a submit button, so a
 * visitor (or a browser that failed to load the script) fills the fields and presses Enter or the button,
 * and the server renders the filtered list. Implicit submission (Enter) with more than one field needs
 * that button (HTML_CodeSniffer H32.2).
 */
const LISTS = [
  {
    path: "/articles",
    search: "Buscar artículos",
    select: ["Categoría", "research"],
    count: /^Mostrando \d+ de \d+ artículos$/,
  },
  {
    path: "/en/articles",
    search: "Search articles",
    select: ["Category", "research"],
    count: /^Showing \d+ of \d+ articles$/,
  },
  { path: "/documentation", search: "Buscar en la documentación", select: ["Nivel", "beginner"] },
  { path: "/en/documentation", search: "Search the documentation", select: ["Level", "beginner"] },
  { path: "/products", search: "Buscar productos" },
  { path: "/en/projects", search: "Search projects" },
] as const;

test.describe("filter forms without a script", () => {
  for (const list of LISTS) {
    test(`${list.path}: Enter in the search box sends every field, and the button is there to press`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(list.path);
      const form = page.locator("form.filters");
      await expect(form.locator('button[type="submit"]')).toHaveCount(1);
      if ("select" in list) await form.getByLabel(list.select[0]).selectOption(list.select[1]);
      const box = form.getByLabel(list.search);
      await box.fill("a");
      await box.press("Enter");
      await expect(page).toHaveURL(/[?&]q=a(&|$)/);
      if ("select" in list) {
        await expect(page).toHaveURL(new RegExp(`${list.select[1]}`));
        await expect(page.locator("form.filters").getByLabel(list.select[0])).toHaveValue(list.select[1]);
      }
      await expect(page.locator("form.filters").getByLabel(list.search)).toHaveValue("a");
      if ("count" in list) await expect(page.getByText(list.count)).toBeVisible();
      // The button shows itself when reached with the keyboard, and sends the form too.
      await page.locator("form.filters").getByLabel(list.search).fill("");
      await page.locator("form.filters").locator('button[type="submit"]').focus();
      await expect(page.locator("form.filters").locator('button[type="submit"]')).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page).not.toHaveURL(/[?&]q=a(&|$)/);
      await context.close();
    });
  }
});
