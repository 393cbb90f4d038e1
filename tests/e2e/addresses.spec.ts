import { expect, test, type APIRequestContext } from "./support/test.ts";
import { ROUTE_NAMES } from "../../app/content/route-names.ts";
import { PLATFORMS, staticPagesIn } from "../../app/content/site-pages.ts";
import { ADMIN } from "./support/admin-helpers.ts";

/*
 * The site's addresses on the built server (issue 42, docs/product.md "Addresses"): every English fixed
 * address answers 200 and its Spanish-named form 301 to it; every address the sitemap lists answers 200
 * at once, in each language, with hreflang alternates that are the sitemap's own; a demo page's address
 * from before slugs (a name with spaces, the Spanish slug under /en/) answers 301 to its address now; a
 * visitor's 404 is counted in the 404 log, a crawler's apart.
 */

/** A browser's User-Agent: the headless shell's own says "HeadlessChrome", which isbot counts as a bot. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const status = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).status();
const location = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path, { maxRedirects: 0 });
  return [res.status(), res.headers()["location"]];
};

/** The fixed screens with a stored page in the demo content too: every English name of the route table. */
const ENGLISH_FIXED = [
  ...Object.values(ROUTE_NAMES).map((name) => `/en/${name}`),
  ...staticPagesIn("en").map((p) => `/en/${ROUTE_NAMES[p.name as keyof typeof ROUTE_NAMES] ?? p.name}`),
  ...PLATFORMS.map((p) => `/en/${p}`),
  "/en/labs",
  "/en/articles",
  "/en/documentation",
  "/en/projects",
  "/en/products",
  "/en/bios",
  "/en/book",
  "/en/manifest",
  "/en/chatbot",
];

test("every English fixed address answers 200, and its Spanish-named form 301 to it (and the reverse)", async ({
  request,
}) => {
  for (const path of new Set(ENGLISH_FIXED)) expect(await status(request, path), path).toBe(200);
  for (const [es, en] of Object.entries(ROUTE_NAMES)) {
    expect(await location(request, `/en/${es}`), `/en/${es}`).toEqual([301, `/en/${en}`]);
    expect(await location(request, `/${en}`), `/${en}`).toEqual([301, `/${es}`]);
    expect(await status(request, `/${es}`), `/${es}`).toBe(200);
  }
  expect(await location(request, "/en/buscar?q=datos")).toEqual([301, "/en/search?q=datos"]);
});

test("every address in the sitemap answers 200 at once, with hreflang alternates that are the sitemap's", async ({
  request,
  baseURL,
}) => {
  const body = await (await request.get("/sitemap.xml")).text();
  const entries = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(m[1] ?? "")?.[1] ?? "";
    const links = Object.fromEntries(
      [...(m[1] ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => [l[1], l[2]]),
    );
    return { loc, links };
  });
  expect(entries.length).toBeGreaterThan(40);
  // English addresses use English names: no Spanish-named fixed screen, and articles at their English slugs.
  const english = entries.filter((e) => e.loc.startsWith(`${baseURL}/en/`)).map((e) => e.loc);
  for (const es of Object.keys(ROUTE_NAMES))
    expect(
      english.filter((u) => u === `${baseURL}/en/${es}`),
      es,
    ).toEqual([]);
  expect(english).toContain(`${baseURL}/en/manifesto`);
  expect(english).toContain(`${baseURL}/en/article/community-governance-of-ai-who-decides-and-how`);
  for (const { loc, links } of entries) {
    const path = loc.slice(baseURL?.length ?? 0);
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    // The page's head names the same alternates as the sitemap.
    if (!(res.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    const html = await res.text();
    const head = Object.fromEntries(
      [...html.matchAll(/<link\b[^>]*>/g)].flatMap((m) => {
        const tag = m[0];
        const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
        const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
        const lang = /\bhrefLang="([^"]+)"/i.exec(tag)?.[1];
        if (rel === "canonical") return [["canonical", href]];
        return rel === "alternate" && lang ? [[lang, href]] : [];
      }),
    );
    expect(head, path).toEqual({ ...links, canonical: loc });
  }
});

test("addresses from before slugs answer 301 to the page's address now: a name with spaces, the other language's slug", async ({
  request,
  page,
}) => {
  expect(await location(request, "/product/EthicsI%20Audit")).toEqual([301, "/product/ethicsi-audit"]);
  expect(await location(request, "/en/product/EthicsI%20Audit")).toEqual([301, "/en/product/ethicsi-audit"]);
  expect(await status(request, "/product/ethicsi-audit")).toBe(200);
  // The Spanish slug under /en/ and the English one at the root: each to the address of its language.
  expect(await location(request, "/en/article/gobernanza-comunitaria-de-la-ia")).toEqual([
    301,
    "/en/article/community-governance-of-ai-who-decides-and-how",
  ]);
  expect(await location(request, "/article/community-governance-of-ai-who-decides-and-how")).toEqual([
    301,
    "/article/gobernanza-comunitaria-de-la-ia",
  ]);
  // The language selector goes to the page's address in the other language: its slug there.
  await page.goto("/article/gobernanza-comunitaria-de-la-ia");
  await page.getByRole("button", { name: /^Idioma/ }).click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/article\/community-governance-of-ai-who-decides-and-how$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a visitor's 404 is counted in the 404 log without its query; a crawler's apart; an old address's 301 is not", async ({
  request,
}) => {
  const path = `/no-existe-${Date.now().toString(36)}`;
  for (let i = 0; i < 3; i++)
    expect(
      (await request.get(`${path}?utm_source=x${i}`, { headers: { "user-agent": BROWSER } })).status(),
    ).toBe(404);
  expect((await request.get(path)).status()).toBe(404);
  expect((await request.head(path, { headers: { "user-agent": BROWSER } })).status()).toBe(404);
  const login = await request.post("/api/auth/login", { data: ADMIN });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const list = await request.get("/api/not-found?days=1", { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as { Items: Array<{ path: string; visitors: number; bots: number }> })
    .Items;
  expect(rows.find((r) => r.path === path)).toMatchObject({ visitors: 3, bots: 1 });
});
