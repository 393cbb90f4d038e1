import { expect, test } from "./support/test.ts";
import { STRICT_PAGE_CSP, watchCsp } from "./support/csp-watch.ts";

/*
 * Public pages under a CSP without 'unsafe-inline' for scripts or styles (issue 44): the inline stylesheet
 * is allowed by its hash, nothing is blocked while the page loads and hydrates, and the styles apply.
 */
const PAGES = [
  "/",
  "/en",
  "/articles",
  "/en/documentation",
  "/design-system",
  "/labs",
  "/chatbot",
  "/en/search?q=datos",
];

for (const path of PAGES) {
  test(`${path}: strict CSP, styled, nothing blocked`, async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).toMatch(STRICT_PAGE_CSP);
    expect(res?.headers()["content-security-policy"]).toMatch(/style-src 'self' 'sha256-/);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    // The site's stylesheet applied: the header is laid out by it, not by the browser's defaults.
    expect(
      await page
        .locator("header")
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toMatch(/sticky|fixed|relative/);
    expect(await violations()).toEqual([]);
  });
}

test("a style block that is not the site's is refused", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto("/");
  // Markup a stored value could try to add: neither a <style> element nor a style attribute applies.
  const applied = await page.evaluate(() => {
    const div = document.createElement("div");
    div.innerHTML =
      '<style>body{outline:7px solid red}</style><p id="probe" style="color: rgb(255, 0, 0)">x</p>';
    document.body.append(div);
    return {
      outline: getComputedStyle(document.body).outlineWidth,
      color: getComputedStyle(document.getElementById("probe")!).color,
    };
  });
  expect(applied.outline).not.toBe("7px");
  expect(applied.color).not.toBe("rgb(255, 0, 0)");
  expect((await violations()).length).toBeGreaterThanOrEqual(2);
});
