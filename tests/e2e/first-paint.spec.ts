import { expect, test } from "./support/test.ts";
import { collectErrors, demoAddress, waitForHydration } from "./support/content-helpers.ts";

/*
 * A page paints from its own bytes: the public styles travel inline in the head (no stylesheet to wait
 * for) and the hydration scripts are asked for only once the page has painted
 * (app/server/hydrate-after-paint.server.ts). These tests hold
 * that shape, and check that the inline styles stay in place through hydration, client navigations
 * and a language switch (React keeps the server's <style> by its href).
 */

const SITE_STYLE = 'style[data-href^="/assets/public-"]';

test("the document needs no request to paint: styles inline, no script asked for before the first paint", async ({
  request,
  page,
}) => {
  const errors = collectErrors(page);
  for (const path of [
    "/",
    "/en/articles",
    demoAddress("como-contribuir", "es"),
    demoAddress("como-contribuir", "en"),
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(head, path).toMatch(/<style data-precedence="site" data-href="\/assets\/public-[\w-]+\.css">\S/);
    expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html, path).not.toMatch(/<script[^>]*>\s*import\s+\*/);

    // In the browser: the page paints, then asks for its code, then React hydrates it.
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => /\/assets\/.+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(timing.paint, path).toBeGreaterThan(0);
    expect(timing.scripts.length, path).toBeGreaterThan(2);
    expect(Math.min(...timing.scripts), path).toBeGreaterThan(timing.paint!);
    expect(errors, path).toEqual([]);
  }
});

test("the inline styles stay through hydration, client navigations and a language switch", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet") stylesheets.push(r.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator(SITE_STYLE)).toHaveCount(1);
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("position", "sticky");

  // A client-side navigation to a content screen: its styles (content.css) are already there.
  await header.getByRole("link", { name: "Artículos", exact: true }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.locator(".card-grid").first()).toHaveCSS("margin-top", "16px");
  await expect(page.locator(SITE_STYLE)).toHaveCount(1);

  await page.getByRole("button", { name: /^Idioma/ }).click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/articles$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator(".card-grid").first()).toHaveCSS("margin-top", "16px");
  await expect(header).toHaveCSS("position", "sticky");
  await expect(page.locator(SITE_STYLE)).toHaveCount(1);
  expect(stylesheets).toEqual([]);
});

test("hashed assets are sent as built: compressed once at build time, cached for a year", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const script = /"(\/assets\/framework-[\w-]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const [accept, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    const res = await request.get(script!, { headers: { "accept-encoding": accept } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-encoding"], accept).toBe(encoding);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers().vary).toMatch(/accept-encoding/i);
    // A precompressed copy has a known length; on-the-fly compression would be chunked.
    expect(Number(res.headers()["content-length"])).toBeGreaterThan(0);
  }
});
