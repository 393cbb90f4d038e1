import { expect, test } from "./support/test.ts";
import { watchConsole } from "./support/site-console.ts";

type Shared = { title?: string; text?: string; url?: string };

test("with the Web Share API the manifesto's share button shares title, text and the current address", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __shares: calls });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  const console = watchConsole(page);
  await page.goto("/en/manifesto");
  await page.getByRole("button", { name: "Share" }).click();
  const shares = await page.evaluate(() => (window as unknown as { __shares: Shared[] }).__shares);
  expect(shares).toHaveLength(1);
  expect(shares[0]?.title).toBe("The Simbiosis manifesto");
  expect(shares[0]?.text).toMatch(/symbiotic artificial intelligence/);
  expect(shares[0]?.url).toBe(page.url());
  // The English address, so whoever opens the shared link reads English.
  expect(new URL(shares[0]?.url ?? "").pathname).toBe("/en/manifesto");
  expect(console.errors).toEqual([]);
});

test("a share sheet the visitor closes (AbortError) is not an error", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: () => {
        Object.assign(window, { __shareAsked: true });
        return Promise.reject(new DOMException("Share canceled", "AbortError"));
      },
    });
  });
  const console = watchConsole(page);
  await page.goto("/manifiesto");
  await page.getByRole("button", { name: "Compartir" }).click();
  await page.waitForFunction(() => "__shareAsked" in window);
  // A task after the refusal: the page's handling of it (microtasks) has run by then.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
  expect(console.errors).toEqual([]);
});

test("without the Web Share API there is no share button and nothing fails", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
  });
  const console = watchConsole(page);
  await page.goto("/manifiesto");
  await expect(page.getByRole("link", { name: "Firmar el manifiesto" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Compartir" })).toHaveCount(0);
  expect(console.errors).toEqual([]);
});
