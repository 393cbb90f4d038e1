import { expect, test, type Page } from "./support/test.ts";
import { BASE, at, waitForHydration } from "./support/content-helpers.ts";
import { watchConsole } from "./support/site-console.ts";

/*
 * These tests follow a Spanish-speaking visitor: with a browser in another language, the notice that
 * offers the other language appears above the header after hydration and moves it down (tested on its
 * own at the end of this file).
 */
test.use({ locale: "es-ES" });

const NAV = [
  ["Inicio", "/"],
  ["Manifiesto", "/manifiesto"],
  ["Plataformas", "/plataformas"],
  ["Artículos", "/articles"],
  ["Documentación", "/documentation"],
  ["Labs", "/labs"],
] as const;

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("brand, tagline, the six links with Labs highlighted, the about button; the current page is marked", async ({
    page,
  }) => {
    await page.goto("/manifiesto");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Simbiosis/ })).toHaveAttribute("href", "/");
    await expect(header).toContainText("IA ética, segura y comunitaria");
    const nav = header.getByRole("navigation", { name: "Navegación principal" });
    for (const [name, href] of NAV) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Labs" })).toHaveClass(/nav-link-labs/);
    await expect(nav.getByRole("link", { name: "Manifiesto" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(header.getByRole("link", { name: "Acerca de" })).toHaveAttribute("href", "/acerca");
    // The toggle is only for small screens.
    await expect(header.getByRole("button", { name: /menú/i })).toBeHidden();

    await nav.getByRole("link", { name: "Labs" }).click();
    await expect(page).toHaveURL(/\/labs$/);
    await expect(nav.getByRole("link", { name: "Labs" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Manifiesto" })).not.toHaveAttribute("aria-current", /.*/);
    await page.goto("/home");
    await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
  });

  test("the language dropdown: state announced, current language marked, closes outside and on Escape", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /^Idioma/ });
    const list = page.getByRole("list", { name: "Elegir idioma" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    await expect(list.getByRole("button", { name: "Español" })).toHaveAttribute("aria-current", "true");
    await expect(list.getByRole("button", { name: "English" })).not.toHaveAttribute("aria-current", /.*/);

    // An outside click closes it.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();

    // Escape closes it and gives the focus back to the toggle.
    await toggle.click();
    await expect(list).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();

    // Keyboard only: arrows move through the options, Enter chooses.
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("button", { name: "Español" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("button", { name: "English" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(list).toBeHidden();
    await expect(page.getByRole("button", { name: /^Language/ })).toBeFocused();
  });

  test("the selector goes to the same page in the other language without a reload, which a reload keeps; an old ?lang= link answers 301", async ({
    page,
    context,
  }) => {
    const console = watchConsole(page);
    await page.goto("/plataformas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tres plataformas, un mismo propósito");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole("button", { name: /^Idioma/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/platforms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Three platforms, one purpose");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeVisible();
    // Every link of the English page stays in English.
    await expect(page.getByRole("banner").getByRole("link", { name: /Simbiosis/ })).toHaveAttribute(
      "href",
      "/en/",
    );
    await expect(nav.getByRole("link", { name: "Articles" })).toHaveAttribute("href", "/en/articles");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");

    // The address says the language: the server renders English from the first byte after a reload.
    const res = await page.reload();
    expect(await res?.text()).toContain('<html lang="en"');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Three platforms, one purpose");
    // Store content follows too: see "the English landings and information pages" below.
    await expect(page.getByRole("link", { name: "Visit EthicsI" })).toHaveAttribute("href", "/en/ethicsi");

    // An old ?lang= address answers 301 to the page in that language, whatever the cookie says.
    const old = await page.goto("/plataformas?lang=es");
    expect((await old?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(`${BASE}/plataformas`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tres plataformas, un mismo propósito");

    // Switching keeps the query and the fragment, so a search stays what it was.
    await page.goto("/articles?q=datos#main");
    await expect(page.getByLabel("Buscar artículos")).toHaveValue("datos");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Idioma/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(`${BASE}/en/articles?q=datos#main`);
    await expect(page.getByLabel("Search articles")).toHaveValue("datos");
    await expect(page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ articles$/ })).toBeVisible();
    // And back to Spanish, at the Spanish address.
    await page.getByRole("button", { name: /^Language/ }).click();
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(`${BASE}/articles?q=datos#main`);
    await expect(page.getByLabel("Buscar artículos")).toHaveValue("datos");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("es");
    expect(console.errors).toEqual([]);
  });

  test("a fresh visitor following a ?lang=en link gets the English address, with the footer's English legal link", async ({
    page,
  }) => {
    const res = await page.goto("/acerca?lang=en");
    expect((await res?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(`${BASE}/en/about`);
    expect(await res?.text()).toContain('<html lang="en"');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A community building the AI it wants to live with",
    );
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/en/privacy");
    await page.goto("/acerca?lang=es");
    await expect(page).toHaveURL(`${BASE}/acerca`);
    await expect(footer.getByRole("link", { name: "Privacidad" })).toHaveAttribute("href", "/privacidad");
  });

  test("the English landings and information pages open at their English addresses", async ({ page }) => {
    await page.goto(at("/plataformas", "en"));
    await page.getByRole("link", { name: "Visit EthicsI" }).click();
    await expect(page).toHaveURL(/\/en\/ethicsi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("EthicsI");
    await expect(page.locator("main")).toContainText("Foundation for ethics and academic research");
    for (const [path, title] of [
      ["/innvalab", "InnvaLab"],
      ["/harmonia", "Harmonia"],
      ["/privacy", "Privacy policy"],
      ["/faq", "Frequently asked questions"],
    ] as const) {
      expect((await page.goto(at(path, "en")))?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
  });

  test("the footer: six columns, social links that open safely, the AI credit, GPL and © 2024–this year", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Navegación", "Plataformas", "Recursos", "Soporte", "Redes", "Legal"]) {
      await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
    }
    for (const href of [
      "/contacto",
      "/gobernanza",
      "/roadmap",
      "/faq",
      "/codigo",
      "/privacidad",
      "/terms",
      "/documentation",
      "/articles",
      "/book",
      "/products",
      "/projects",
      "/bios",
      "/chatbot",
      "/ethicsi",
      "/innvalab",
      "/harmonia",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`), href).toHaveCount(1);
    }
    const external = footer.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(4);
    for (const rel of await external.evaluateAll((els) => els.map((el) => el.getAttribute("rel") ?? ""))) {
      expect(rel).toContain("noopener");
      expect(rel).toContain("noreferrer");
    }
    await expect(footer.locator('a[href="https://github.com/simbiosis-ai"]')).toHaveCount(1);
    await expect(footer).toContainText(`© 2024–${new Date().getUTCFullYear()} Simbiosis`);
    await expect(footer).toContainText("GPL");
    await expect(footer.getByRole("link", { name: "un asistente de IA como colaborador" })).toBeVisible();
  });
});

test.describe("mobile header (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the menu toggle announces its state, and the menu closes when a link is tapped or on Escape", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    const menu = page.locator("#site-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
    await expect(menu.getByRole("link", { name: "Manifiesto" })).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Cerrar menú" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    for (const [name] of NAV) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Acerca de" })).toBeVisible();

    await menu.getByRole("link", { name: "Manifiesto" }).tap();
    await expect(page).toHaveURL(/\/manifiesto$/);
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Plataformas" })).toBeHidden();

    // Escape closes it and returns the focus to the toggle.
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(menu.getByRole("link", { name: "Plataformas" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "Plataformas" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();

    // Keyboard users reach the links right after the toggle.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Inicio" })).toBeFocused();
  });

  test("the language selector works on a phone too", async ({ page }) => {
    await page.goto("/labs");
    await page.getByRole("button", { name: /^Idioma/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/labs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Open experiments for AI you can understand",
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });
});

/**
 * Gives a hydrated page the time to show what it decides in the browser (the language notice): React
 * renders the browser's side right after hydration, before the next frames. Only then does "no notice"
 * mean something.
 */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

test.describe("the notice for a browser in the other language", () => {
  test("an English browser on a Spanish page is offered the English address; dismissed, it stays away", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const console = watchConsole(page);
    await page.goto("/labs");
    const banner = page.getByRole("complementary", { name: "Language" });
    const notice = banner.getByText("This page is available in English.");
    await expect(notice).toBeVisible();
    // The page itself stays Spanish: the browser's language suggests, never redirects.
    await expect(page).toHaveURL(`${BASE}/labs`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(banner.getByRole("link", { name: "Read it in English" })).toHaveAttribute(
      "href",
      "/en/labs",
    );

    await banner.getByRole("button", { name: "Dismiss this notice" }).click();
    await expect(notice).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Read it in English" })).toHaveCount(0);
    await page.reload();
    await settled(page);
    await expect(notice).toHaveCount(0);
    // Not on other pages either.
    await page.goto("/manifiesto");
    await settled(page);
    await expect(notice).toHaveCount(0);
    expect(console.errors).toEqual([]);
    await context.close();
  });

  test("following the notice's link opens the English page and remembers the choice", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/labs?view=all#top");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Read it in English" }).click();
    await expect(page).toHaveURL(`${BASE}/en/labs?view=all#top`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Open experiments for AI you can understand",
    );
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    await settled(page);
    await expect(page.getByText("This page is available in English.")).toHaveCount(0);
    await context.close();
  });

  test("a Spanish browser on an English page is offered the Spanish address", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    await page.goto(at("/labs", "en"));
    const banner = page.getByRole("complementary", { name: "Idioma" });
    await expect(banner.getByText("Esta página está disponible en español.")).toBeVisible();
    await expect(banner.getByRole("link", { name: "Leerla en español" })).toHaveAttribute("href", "/labs");
    await expect(banner.getByRole("button", { name: "Cerrar este aviso" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // A browser in the page's own language gets no notice.
    await page.goto("/labs");
    await settled(page);
    await expect(banner.getByText("Esta página está disponible en español.")).toHaveCount(0);
    await expect(banner.getByText("This page is available in English.")).toHaveCount(0);
    await context.close();
  });

  test("a visitor who chose a language (the cookie) gets no notice", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    await context.addCookies([{ name: "lang", value: "es", url: BASE }]);
    const page = await context.newPage();
    await page.goto("/labs");
    await settled(page);
    await expect(page.getByText("This page is available in English.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Read it in English" })).toHaveCount(0);
    await context.close();
  });
});

test("with the cookie lang=en, / lands on /en/ while every other Spanish address stays Spanish", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "lang", value: "en", url: BASE }]);
  const res = await page.goto("/");
  expect((await res?.request().redirectedFrom()?.response())?.status()).toBe(302);
  await expect(page).toHaveURL(`${BASE}/en/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();

  const labs = await page.goto("/labs");
  expect(labs?.status()).toBe(200);
  await expect(page).toHaveURL(`${BASE}/labs`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Experimentos abiertos para una IA que se entiende",
  );
});
