import { expect, test } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";

/* The API reference at /api/docs, on the real server (with the site's catch-all route): axe finds nothing. */

for (const url of ["/api/docs", "/api/docs?lang=en"]) {
  test(`${url} reads well and axe finds no violation`, async ({ page }) => {
    test.setTimeout(60_000);
    // One of the two at a phone's width.
    if (url.includes("?")) await page.setViewportSize({ width: 375, height: 800 });
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: /Simbiosis API/ })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: /POST \/api\/prod\/pages Create or save/ }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /OpenAPI 3\.1 document/ })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );
    await page.screenshot({ path: url === "/api/docs" ? "/tmp/api-docs.png" : "/tmp/api-docs-phone.png" });
    // Open a few schemas, as a reader would, so axe sees them too.
    for (const summary of await page.locator("#op-savePage ~ * summary, #op-listPages ~ * summary").all()) {
      await summary.click();
    }
    await expectAccessible(page, "api-docs");
    // No style or script refused by the page's policy.
    expect(errors).toEqual([]);
    if (url === "/api/docs") {
      await page.locator("#op-savePage").evaluate((e) => e.scrollIntoView());
      await page.screenshot({ path: "/tmp/api-docs-operation.png" });
    }
  });
}

test("the document the real server gives describes no catch-all route", async ({ request }) => {
  const res = await request.get("/api/openapi.json");
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths).filter((p) => p.includes("*"))).toEqual([]);
  expect(Object.keys(doc.paths)).toContain("/content/{name}");
});
