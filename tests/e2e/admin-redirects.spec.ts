import type { Page } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import {
  apiToken,
  articleFixture,
  editorUrl,
  expect,
  publishFromEditor,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";

/*
 * The redirects and the 404 log in the editing area (issue 42, docs/product.md "Addresses"), as an editor
 * uses them in each language: a redirect added by hand answers 301 at once and is listed with its hits; a
 * visitor's 404 is listed by count and "Redirect to…" a page picked by its title makes it lead there; the
 * editor's slug field changes a page's English address, and its old address answers 301. Axe on each
 * screen; screenshots at 1280 and 375 px (ADMIN_SHOTS_DIR, default /tmp/shots-admin).
 */

const SHOTS = process.env.ADMIN_SHOTS_DIR ?? "/tmp/shots-admin";
/** A browser's User-Agent: the headless shell's own says "HeadlessChrome", which isbot counts as a bot. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const TEXTS = {
  es: {
    nav: "Direcciones",
    title: "Redirecciones",
    from: "Dirección antigua",
    to: "Dirección nueva",
    add: "Añadir",
    added: (from: string) => `Redirección de ${from} añadida.`,
    loop: "Esa redirección volvería a su propia dirección: sería un bucle.",
    notFoundTab: "No encontradas (404)",
    notFoundTitle: "Direcciones no encontradas (404)",
    redirectOf: (path: string) => `Redirigir a… ${path}`,
    pick: "Página de destino",
    redirected: (path: string) => new RegExp(`${path} ya redirige a /`),
  },
  en: {
    nav: "Addresses",
    title: "Redirects",
    from: "Old address",
    to: "New address",
    add: "Add",
    added: (from: string) => `Redirect of ${from} added.`,
    loop: "That redirect would lead back to its own address: a loop.",
    notFoundTab: "Not found (404)",
    notFoundTitle: "Addresses not found (404)",
    redirectOf: (path: string) => `Redirect to… ${path}`,
    pick: "Target page",
    redirected: (path: string) => new RegExp(`${path} now redirects to /`),
  },
} as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  expect(overflow, `${name} at 375 px: ${wide.join(" | ")}`).toBeLessThanOrEqual(0);
  await expectAccessible(page, `${name} at 375 px`);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lang of ["es", "en"] as const) {
  const t = TEXTS[lang];

  test(`an editor adds a redirect, sees a loop refused, and redirects a visitor's 404 to a page (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const from = `/viejo-${lang}-${Date.now().toString(36)}`;
    await useEditingAreaLang(context, baseURL, lang);
    await signIn(page, lang);
    await page.getByRole("navigation").getByRole("link", { name: t.nav }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expectAccessible(page, `redirects (${lang})`);

    await page.getByLabel(t.from).fill(from);
    await page.getByLabel(t.to).fill("/articles");
    await page.getByRole("button", { name: t.add, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t.added(from) })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: from })).toContainText("/articles");
    const answer = await request.get(from, { maxRedirects: 0 });
    expect([answer.status(), answer.headers()["location"]]).toEqual([301, "/articles"]);

    // Back again would loop: said next to the field, in the editor's language.
    await page.getByLabel(t.from).fill("/articles");
    await page.getByLabel(t.to).fill(from);
    await page.getByRole("button", { name: t.add, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.loop })).toBeVisible();
    await expectAccessible(page, `redirects with an error (${lang})`);
    await shoot(page, `redirects-${lang}`);

    // A visitor's 404, then redirected from the list to a page picked by its title.
    const dead = `/${lang === "en" ? "en/" : ""}articulo-perdido-${Date.now().toString(36)}`;
    for (let i = 0; i < 2; i++)
      expect((await request.get(`${dead}?ref=${i}`, { headers: { "user-agent": BROWSER } })).status()).toBe(
        404,
      );
    await page.getByRole("link", { name: t.notFoundTab }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.notFoundTitle })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: dead });
    await expect(row).toContainText("2");
    await expectAccessible(page, `404 list (${lang})`);
    await row.getByRole("button", { name: t.redirectOf(dead) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.pick).fill(lang === "es" ? "Gobernanza comunitaria" : "Community governance");
    await expect(dialog.getByRole("listbox")).toBeVisible();
    await expectAccessible(page, `page picker (${lang})`);
    await shoot(page, `not-found-picker-${lang}`);
    await dialog.getByRole("button", { name: /\/article\// }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: dead })).toContainText(t.redirected(dead));
    const followed = await request.get(dead, { maxRedirects: 0 });
    expect(followed.status()).toBe(301);
    expect(followed.headers()["location"]).toBe(
      lang === "es"
        ? "/article/gobernanza-comunitaria-de-la-ia"
        : "/en/article/community-governance-of-ai-who-decides-and-how",
    );
    await shoot(page, `not-found-${lang}`);
  });
}

test("the editor's slug field changes a page's English address; the old one answers 301", async ({
  page,
  request,
  created,
}) => {
  const name = created(uniqueName("direccion"));
  const token = await apiToken(request);
  const saved = await savePageViaApi(request, token, articleFixture(name, "Dirección propia", "Own address"));
  // Made from the English title (another run's page may have taken the plain one: then -2…).
  const own = (saved as { Slugs?: { en?: string } }).Slugs?.en ?? "";
  expect(own).toMatch(/^own-address(?:-\d+)?$/);
  expect((await request.get(`/en/article/${own}`, { maxRedirects: 0 })).status()).toBe(200);

  await signIn(page, "es", editorUrl(name));
  const field = page.getByLabel("Nombre en la dirección (inglés)");
  await expect(page.getByText(`Ahora: /en/article/${own}`)).toBeVisible();
  // Not a slug: said at once, under the field.
  await field.fill("Own Address!");
  await expect(page.getByRole("alert").filter({ hasText: /Solo minúsculas/ })).toBeVisible();
  // Another page's: said at once too.
  await field.fill("community-governance-of-ai-who-decides-and-how");
  await expect(page.getByRole("alert").filter({ hasText: /gobernanza-comunitaria-de-la-ia/ })).toBeVisible();
  await expectAccessible(page, "the editor's slug field with an error");
  const better = `a-better-address-${Date.now().toString(36)}`;
  await field.fill(better);
  await publishFromEditor(page);
  await page.screenshot({ path: `${SHOTS}/editor-slug-1280.png`, fullPage: true });
  const old = await request.get(`/en/article/${own}`, { maxRedirects: 0 });
  expect([old.status(), old.headers()["location"]]).toEqual([301, `/en/article/${better}`]);
  expect((await request.get(`/en/article/${better}`)).status()).toBe(200);
  // The API refuses another page's slug too (the editor's check is a courtesy).
  const refused = await request.put(`/api/prod/pages/${encodeURIComponent(name)}/draft`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...articleFixture(name), Slugs: { es: "gobernanza-comunitaria-de-la-ia" } },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe("slug_taken");
});
