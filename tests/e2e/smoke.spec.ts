import { expect, test } from "./support/test.ts";

test("the home page is served, server-rendered, hydrated under a strict CSP without console errors", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  const csp = res?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toMatch(/unsafe-inline/);
  expect(csp).toMatch(/style-src 'self' 'sha256-/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // Hydrated: React Router's client router exists once the inline scripts ran.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect(errors).toEqual([]);
});

test("an unknown URL is a 404 page with a way home", async ({ page }) => {
  const res = await page.goto("/no-existe-esta-pagina");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});
