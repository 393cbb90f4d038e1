import { expect, test } from "./support/test.ts";

/*
 * The sitemap and feeds as a crawler and a feed reader reach them on the built server: robots.txt names
 * the sitemap, the XML answers carry their types (and are kept by the response cache: the second ask is
 * a hit with the same ETag), they list each language at its own address (English under /en/), and each
 * articles page links the feeds of its own language.
 */

test("robots.txt names the sitemap, which answers as XML", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const line = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1];
  expect(line).toBe(`${baseURL}/sitemap.xml`);

  const sitemap = await request.get(line ?? "/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const body = await sitemap.text();
  // Each language at its own address: English under /en/, no old `?lang=` addresses left.
  expect(body).toContain(`<loc>${baseURL}/articles</loc>`);
  expect(body).toContain(`<loc>${baseURL}/en/articles</loc>`);
  expect(body).not.toMatch(/(\?|&amp;)lang=/);
  // Kept by the response cache from the second ask on: the same answer, by its ETag.
  const kept = (await request.get("/sitemap.xml")).headers()["etag"];
  expect(kept).toBeTruthy();
  expect((await request.get("/sitemap.xml")).headers()["etag"]).toBe(kept);
});

test("the English feed answers as RSS, linking English articles", async ({ request, baseURL }) => {
  const feed = await request.get("/en/feed.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const body = await feed.text();
  expect(body).toContain(`<link>${baseURL}/en/articles</link>`);
  expect(body).toMatch(new RegExp(`<link>${baseURL}/en/article/[^<]+</link>`));
  expect(body).not.toMatch(new RegExp(`<link>${baseURL}/article/`));
  expect(body).not.toMatch(/(\?|&amp;)lang=/);
});

// The old English address answers 301 to /en/articles, whose page links the English feeds.
for (const [path, lang, address] of [
  ["/articles", "es", "/articles"],
  ["/en/articles", "en", "/en/articles"],
  ["/articles?lang=en", "en", "/en/articles"],
] as const) {
  test(`${path} links the ${lang} feeds`, async ({ page, baseURL }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const redirect = await res?.request().redirectedFrom()?.response();
    expect(redirect?.status() ?? "none").toBe(path === address ? "none" : 301);
    expect(page.url()).toBe(`${baseURL}${address}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toBeVisible();
    const prefix = lang === "en" ? "/en" : "";
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `${baseURL}${prefix}/feed.xml`,
    );
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      `${baseURL}${prefix}/atom.xml`,
    );
  });
}
