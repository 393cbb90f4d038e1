import { expect, test } from "@playwright/test";
import { watchConsole } from "./support/site-console.ts";

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
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(list).toBeHidden();
    await expect(page.getByRole("button", { name: /^Language/ })).toBeFocused();
  });

  test("switching language is immediate, reload-free, and kept across a reload; ?lang= selects it too", async ({
    page,
    context,
  }) => {
    const console = watchConsole(page);
    await page.goto("/plataformas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tres plataformas, un mismo propósito");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole("button", { name: /^Idioma/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Three platforms, one purpose");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");

    // The server renders the chosen language from the first byte after a reload.
    const res = await page.reload();
    expect(await res?.text()).toContain('<html lang="en"');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Three platforms, one purpose");
    // Store content follows too.
    await page.getByRole("link", { name: "Visit EthicsI" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("EthicsI");
    await expect(page.locator("main")).toContainText("Foundation for ethics and academic research");

    // A ?lang= address wins over the cookie.
    await page.goto("/plataformas?lang=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tres plataformas, un mismo propósito");
    // Switching on a ?lang= address rewrites the address, so it stays linkable.
    await page.getByRole("button", { name: /^Idioma/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\?lang=en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Three platforms, one purpose");
    expect(console.errors).toEqual([]);
  });

  test("a fresh visitor following a ?lang=en link gets English, with the footer's English legal link", async ({
    page,
  }) => {
    const res = await page.goto("/acerca?lang=en");
    expect(await res?.text()).toContain('<html lang="en"');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A community building the AI it wants to live with",
    );
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    await page.goto("/acerca?lang=es");
    await expect(footer.getByRole("link", { name: "Privacidad" })).toHaveAttribute("href", "/privacidad");
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Open experiments for AI you can understand",
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });
});
