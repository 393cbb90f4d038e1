import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import {
  apiToken,
  articleFixture,
  editorUrl,
  expect,
  expectNoHorizontalOverflow,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";

/*
 * Every screen of the editing area, in both languages, at a desktop and a phone width: neither axe nor
 * HTML_CodeSniffer (WCAG 2 AA) finds anything, and at a phone's width nothing scrolls sideways (not the
 * page, not a table inside it: lists stack their rows as cards). Each screen is checked once its content has loaded (no
 * "Loading…" left), so the engines see what an editor works with, and again with its main dialog open
 * where it has one. Both widths on one load of each screen: the editing area's layout follows the viewport
 * by CSS alone (no script reads the width), so a resized screen is the one a phone loads.
 */

const SCREENS = [
  { path: "/admin", label: "pages list" },
  { path: "/admin/new", label: "new page" },
  { path: "/admin/deleted", label: "deleted pages" },
  { path: "/admin/media", label: "media library" },
  { path: "/admin/links", label: "broken links" },
  { path: "/admin/users", label: "users" },
  { path: "/admin/messages", label: "contact messages" },
  { path: "/admin/subscribers", label: "subscribers" },
  { path: "/admin/assistant", label: "assistant questions" },
  { path: "/admin/assistant/evaluation", label: "assistant evaluation" },
  { path: "/admin/privacy", label: "privacy requests" },
  { path: "/admin/audience", label: "audience" },
  { path: "/admin/audit", label: "activity log" },
  { path: "/admin/glossary", label: "glossary" },
  { path: "/admin/account", label: "account" },
] as const;

const LOADING = /^(Cargando|Loading)\b/;

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
] as const;

/** The screen as it is now, at each width: both engines, and at a phone's width no sideways scrolling. */
async function checkWidths(page: Page, label: string, retry = false) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const where = `${label} (${size.width}px)`;
    // A screen may render once more as its data settles (a revalidation): the engines look again
    // rather than judge a frame in between; a lasting problem still fails.
    if (retry) await expect(() => expectAccessible(page, where)).toPass({ timeout: 10_000 });
    else await expectAccessible(page, where);
    if (size.width < 600) await expectNoHorizontalOverflow(page, where);
  }
}

for (const lang of ["es", "en"] as const) {
  test(`every editing screen is accessible to both engines, at 1280 and 375 px (${lang})`, async ({
    page,
    context,
    baseURL,
    request,
    created,
  }) => {
    test.setTimeout(240_000);
    await useEditingAreaLang(context, baseURL, lang);
    const es = lang === "es";

    await page.goto("/admin");
    await expect(page.getByRole("button", { name: es ? "Iniciar sesión" : "Sign in" })).toBeVisible();
    await checkWidths(page, `sign-in (${lang})`);

    const name = created(uniqueName("accesible"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name, "Accesible", "Accessible"));
    await signIn(page, lang);

    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(LOADING)).toHaveCount(0);
      await checkWidths(page, `${screen.label} (${lang})`, true);
    }

    await page.goto(editorUrl(name));
    await expect(page.getByRole("toolbar").first()).toBeVisible();
    await checkWidths(page, `page editor (${lang})`);
    await page
      .getByRole("button", { name: es ? "Publicar…" : "Publish…" })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkWidths(page, `publish dialog (${lang})`);
    await page.keyboard.press("Escape");

    await page.goto(`${editorUrl(name)}/history`);
    await expect(page.locator(".admin-history-table tbody tr").first()).toBeVisible();
    await checkWidths(page, `page history (${lang})`);
  });
}
