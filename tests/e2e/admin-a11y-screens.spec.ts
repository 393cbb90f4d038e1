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
 * where it has one.
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

for (const lang of ["es", "en"] as const) {
  for (const width of [1280, 375]) {
    test(`every editing screen is accessible to both engines (${lang}, ${width}px)`, async ({
      page,
      context,
      baseURL,
      request,
      created,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
      await useEditingAreaLang(context, baseURL, lang);
      const es = lang === "es";

      await page.goto("/admin");
      await expect(page.getByRole("button", { name: es ? "Iniciar sesión" : "Sign in" })).toBeVisible();
      await expectAccessible(page, `sign-in (${lang}, ${width})`);

      const name = created(uniqueName("accesible"));
      await savePageViaApi(request, await apiToken(request), articleFixture(name, "Accesible", "Accessible"));
      await signIn(page, lang);

      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText(LOADING)).toHaveCount(0);
        // A screen may render once more as its data settles (a revalidation): the engines look again
        // rather than judge a frame in between; a lasting problem still fails.
        await expect(() => expectAccessible(page, `${screen.label} (${lang}, ${width})`)).toPass({
          timeout: 10_000,
        });
        if (width < 600) await expectNoHorizontalOverflow(page, `${screen.label} (${lang}, ${width})`);
      }

      await page.goto(editorUrl(name));
      await expect(page.getByRole("toolbar").first()).toBeVisible();
      await expectAccessible(page, `page editor (${lang}, ${width})`);
      if (width < 600) await expectNoHorizontalOverflow(page, `page editor (${lang}, ${width})`);
      await page
        .getByRole("button", { name: es ? "Publicar…" : "Publish…" })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page, `publish dialog (${lang}, ${width})`);
      await page.keyboard.press("Escape");

      await page.goto(`${editorUrl(name)}/history`);
      await expect(page.locator(".admin-history-table tbody tr").first()).toBeVisible();
      await expectAccessible(page, `page history (${lang}, ${width})`);
      if (width < 600) await expectNoHorizontalOverflow(page, `page history (${lang}, ${width})`);
    });
  }
}
