import { expect, test } from "@playwright/test";

test("the home page is served, server-rendered, with strict headers", async ({ page }) => {
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  const csp = res?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-/);
  expect(csp).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe-inline/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("an unknown URL is a 404 page with a way home", async ({ page }) => {
  const res = await page.goto("/no-existe-esta-pagina");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});
