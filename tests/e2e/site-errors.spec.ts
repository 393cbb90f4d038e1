import { expect, test } from "./support/test.ts";
import { EMPTY_PORT } from "../../playwright.config.ts";
import { at } from "./support/content-helpers.ts";
import { watchConsole } from "./support/site-console.ts";

test("an unknown address is a 404 page in the address's language, with a way home", async ({ page }) => {
  for (const [lang, title, home] of [
    ["es", "Página no encontrada", "Volver al inicio"],
    ["en", "Page not found", "Back to home"],
  ] as const) {
    const res = await page.goto(at("/esto/no/existe", lang));
    expect(res?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: home })).toHaveAttribute("href", at("/", lang));

    // An old ?lang= link answers 301 to that address, and the 404 is there.
    const old = await page.goto(`/esto/no/existe?lang=${lang}`);
    expect((await old?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(at("/esto/no/existe", lang));
    expect(old?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
});

test("a missing content page is its screen's own 404, with its title, also when reached inside the site", async ({
  page,
}) => {
  const console = watchConsole(page, [/status of 404/]);
  const res = await page.goto(at("/product/nope", "en"));
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle("Product not found | Simbiosis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
  await page.getByRole("link", { name: "Back to products" }).click();
  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(page.locator(".card-grid .card").first()).toBeVisible();
  // Back again, the router asks for the missing page itself (its .data answer is the 404).
  const data = page.waitForResponse(/\/en\/product\/nope\.data/);
  await page.goBack();
  expect((await data).status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
  await expect(page).toHaveTitle("Product not found | Simbiosis");
  await expect(page.getByRole("link", { name: "Back to products" })).toHaveAttribute("href", "/en/products");
  expect(console.errors).toEqual([]);
});

test("the redirects answer 301 to the declared routes, keeping the language and the query", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/plataformas/ethicsi", "/ethicsi"],
    ["/plataformas/innvalab", "/innvalab"],
    ["/plataformas/harmonia", "/harmonia"],
    ["/platforms", "/plataformas"],
    ["/platforms?ref=x", "/plataformas?ref=x"],
    ["/en/platforms/ethicsi", "/en/ethicsi"],
    // The Spanish names of English addresses (app/content/route-names.ts): to the English name.
    ["/en/plataformas/ethicsi", "/en/platforms/ethicsi"],
    ["/en/plataformas", "/en/platforms"],
    ["/en/plataformas?ref=x", "/en/platforms?ref=x"],
    ["/en/manifiesto", "/en/manifesto"],
    ["/en/acerca", "/en/about"],
    ["/en/contacto", "/en/contact"],
    ["/en/gobernanza", "/en/governance"],
    ["/en/codigo", "/en/conduct"],
    ["/en/privacidad", "/en/privacy"],
    ["/en/mis-datos", "/en/my-data"],
    ["/en/buscar?q=x", "/en/search?q=x"],
    // An old ?lang= address goes to its language's address at once.
    ["/platforms?lang=en", "/en/platforms"],
    ["/platforms?lang=es&ref=x", "/plataformas?ref=x"],
    ["/en", "/en/"],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(
      new URL(res.headers()["location"] ?? "", "http://x").pathname +
        new URL(res.headers()["location"] ?? "", "http://x").search,
    ).toBe(to);
  }
  expect((await request.get("/plataformas/otra", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/en/platforms/otra", { maxRedirects: 0 })).status()).toBe(404);
  // The editing area has an address of its own.
  expect((await request.get("/admin")).status()).toBe(200);
});

test("the home cards and the landing buttons lead to the declared routes, through the redirects", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Descubrir InnvaLab" }).click();
  await expect(page).toHaveURL(/\/innvalab$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("InnvaLab");
  await page.goto("/ethicsi");
  await page.getByRole("link", { name: "Ver todas las plataformas" }).click();
  await expect(page).toHaveURL(/\/plataformas$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tres plataformas, un mismo propósito");
  expect(console.errors).toEqual([]);
});

test("a failure while loading a page shows the generic error page, with no details", async ({ page }) => {
  await page.goto("/plataformas");
  await page.route(/\/ethicsi\.data/, (route) =>
    route.fulfill({
      status: 500,
      contentType: "text/plain",
      body: "Error: boom\n    at secret (/srv/app.js:1:1)",
    }),
  );
  await page.getByRole("link", { name: "Visitar EthicsI" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.locator("main")).toContainText("Algo ha fallado");
  await expect(page.locator("body")).not.toContainText("boom");
  await expect(page.locator("body")).not.toContainText("at secret");
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
});

test.describe("with an empty store", () => {
  test.use({ baseURL: `http://127.0.0.1:${EMPTY_PORT}` });

  test("landings still say what each platform is, info pages are 404 and the example says it is empty", async ({
    page,
  }) => {
    const res = await page.goto("/harmonia");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harmonia");
    await expect(page.getByRole("link", { name: "Ver productos" })).toHaveAttribute("href", "/products");
    expect((await page.goto("/contacto"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await page.goto(at("/example", "en"));
    await expect(page.locator("main")).toContainText("There are no stored pages yet.");
    await expect(page.locator("main")).toContainText("0 pages");
  });
});

test("the favicon, robots.txt and the Open Graph image every page names are served", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.svg", /image\/svg\+xml/],
    ["/robots.txt", /text\/plain/],
    ["/og-image.png", /image\/png/],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toMatch(type);
  }
});
