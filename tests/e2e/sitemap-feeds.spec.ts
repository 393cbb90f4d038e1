import { expect, test } from "@playwright/test";

/*
 * The sitemap and feeds as a crawler and a feed reader reach them on the built server: robots.txt names
 * the sitemap, the XML answers carry their types (and are kept by the response cache: the second ask is
 * a hit with the same ETag), and each articles page links the feeds of its own language.
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
  expect(body).toContain(`<loc>${baseURL}/articles?lang=en</loc>`);
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
  expect(body).toContain(`<link>${baseURL}/articles?lang=en</link>`);
  expect(body).toMatch(new RegExp(`<link>${baseURL}/article/[^<]+\\?lang=en</link>`));
});

for (const [path, lang] of [
  ["/articles", "es"],
  ["/articles?lang=en", "en"],
] as const) {
  test(`${path} links the ${lang} feeds`, async ({ page, baseURL }) => {
    await page.goto(path);
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
