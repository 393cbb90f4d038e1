import type { APIRequestContext } from "./support/test.ts";
import { adminRoutes } from "../../app/routes/admin/admin-routes.ts";
import {
  apiToken,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
  type TestPage,
} from "./support/admin-helpers.ts";
import {
  findStoredNames,
  languageWords,
  storedNames,
  textByLanguage,
  type NameFinding,
} from "./support/stored-names.ts";

/*
 * Our words, not the site's storage (issue 41, item 2): every screen of the editing area, in both languages,
 * is read whole (dialogs and hidden text included, each piece in the language it is marked with) and no
 * stored template or field name may appear in it as a word, unless that language uses the same word
 * (support/stored-names.ts). The walk covers every route of app/routes/admin/admin-routes.ts, the editor of
 * a page of each template the site's pages are stored with (synonyms such as "Post" or "Producto"
 * included), its publish and delete dialogs, the conflict dialog, and the history with its compare, view
 * and restore dialogs.
 */

interface RouteDef {
  path?: string;
  children?: RouteDef[];
}

/** Every fixed address under /admin (the ones with a page name are walked with a page of each template). */
function adminPaths(routes: readonly RouteDef[], base = ""): string[] {
  return routes.flatMap((r) => {
    const path = r.path ? `${base}/${r.path}` : base;
    const own = r.path?.includes(":") ? [] : [path];
    return [...own, ...adminPaths(r.children ?? [], path)];
  });
}

const SCREENS = [...new Set(adminPaths(adminRoutes as RouteDef[]))];

const WORDS = { es: languageWords("es"), en: languageWords("en") };
const LOADING = /^(Cargando|Loading)\b/;

async function allPages(request: APIRequestContext): Promise<TestPage[]> {
  const out: TestPage[] = [];
  let startKey = "";
  for (let round = 0; round < 100; round++) {
    const qs = new URLSearchParams({ limit: "100", ...(startKey ? { startKey } : {}) });
    const res = await request.get(`/api/prod/pages?${qs}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { Items: TestPage[]; LastEvaluatedKey?: { Page?: string } };
    out.push(...body.Items);
    startKey = body.LastEvaluatedKey?.Page ?? "";
    if (!startKey) break;
  }
  return out;
}

/** A copy of a page with its stored names kept and every text replaced by a neutral one of its language. */
function neutralCopy(page: TestPage, name: string): TestPage {
  const neutral = (lang: unknown) => (lang === "en" ? "Sample text" : "Texto de prueba");
  const values = page.values.map((v) => {
    const value = v.value as Record<string, unknown> | null;
    if (value && typeof value === "object" && "text" in value)
      return { ...v, value: { text: neutral(v.lang) } };
    if (value && typeof value === "object" && "html" in value)
      return { ...v, value: { html: `<p>${neutral(v.lang)}</p>` } };
    return v;
  });
  // Its address names (Slugs) stay the source page's own: each language's is one page's only.
  const { revision: _revision, Updated: _updated, Slugs: _slugs, ...rest } = page;
  return { ...rest, Page: name, values };
}

test.describe("the editing area speaks in words, not stored names", () => {
  for (const lang of ["es", "en"] as const) {
    test(`no screen shows a stored template or field name (${lang})`, async ({
      page,
      context,
      baseURL,
      request,
      created,
    }) => {
      test.setTimeout(420_000);
      const es = lang === "es";
      await useEditingAreaLang(context, baseURL, lang);
      const token = await apiToken(request);

      // One page of each stored template, with neutral texts: what is checked is the screen, not the content.
      const pages = await allPages(request);
      const templates = [...new Set(pages.map((p) => p.Template))];
      const names = storedNames(templates);
      const copies: string[] = [];
      for (const template of templates) {
        const source = pages.find((p) => p.Template === template);
        if (!source) continue;
        const res = await request.get(`/api/prod/pages/${encodeURIComponent(source.Page)}`);
        const full = ((await res.json()) as { Items: TestPage[] }).Items[0] as TestPage;
        const name = created(uniqueName(`palabras-${template.toLowerCase()}`));
        await savePageViaApi(request, token, neutralCopy(full, name));
        copies.push(name);
      }

      const findings: Array<NameFinding & { screen: string }> = [];
      const check = async (screen: string) => {
        await expect(page.getByText(LOADING)).toHaveCount(0);
        for (const f of findStoredNames(await textByLanguage(page), names, WORDS))
          findings.push({ ...f, screen });
      };

      await signIn(page, lang);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The list is judged with its rows (every stored template is in it), not a frame before them.
        if (path === "/admin")
          await expect(page.locator(".admin-pages-table tbody tr").first()).toBeVisible();
        await check(path);
      }

      for (const name of copies) {
        await page.goto(editorUrl(name));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await check(`editor of ${name}`);
      }

      // One page through every dialog: publish, delete, a conflict, and its history.
      const article = copies.find((n) => n.startsWith("palabras-article-")) ?? copies[0] ?? "";
      await page.goto(editorUrl(article));
      await page
        .getByRole("button", { name: es ? "Publicar…" : "Publish…" })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await check(`publish dialog of ${article}`);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: es ? "Borrar página" : "Delete page" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await check(`delete dialog of ${article}`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      // Someone else saves meanwhile: this editor's save meets the conflict dialog.
      const titleBox = page.getByLabel(es ? "Título (Español)" : "Title (Español)").first();
      await titleBox.fill(es ? "Mi versión" : "My version");
      const stored = neutralCopy(
        ((await (await request.get(`/api/prod/pages/${article}`)).json()) as { Items: TestPage[] })
          .Items[0] as TestPage,
        article,
      );
      stored.values = stored.values.map((v) =>
        v.lang === "en" && v.value && typeof v.value === "object" && "text" in v.value
          ? { ...v, value: { text: "Their version" } }
          : v,
      );
      await savePageViaApi(request, token, { ...stored, Category: "ethics", Tags: ["otra"] });
      await page
        .getByRole("button", { name: es ? "Guardar" : "Save", exact: true })
        .first()
        .click();
      const conflict = page.getByRole("dialog", {
        name: es
          ? "Alguien ha guardado esta página mientras la editabas"
          : "Someone saved this page while you were editing it",
      });
      await expect(conflict.getByRole("row").nth(1)).toBeVisible();
      await check(`conflict dialog of ${article}`);
      await conflict.getByRole("button", { name: es ? "Guardar la mía encima" : /Save mine/ }).click();
      await expect(conflict).toBeHidden();

      await page.goto(`${editorUrl(article)}/history`);
      const rows = page.locator(".admin-history-table tbody tr");
      await expect(rows.nth(1)).toBeVisible();
      await check(`history of ${article}`);
      const compare = rows.nth(1).getByRole("button", { name: es ? /^Comparar/ : /^Compare/ });
      await compare.click();
      await expect(page.getByRole("dialog").getByRole("row").nth(1)).toBeVisible();
      await check(`compare dialog of ${article}`);
      await page.keyboard.press("Escape");
      await rows
        .nth(1)
        .getByRole("button", { name: es ? /^Ver/ : /^View/ })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await check(`revision dialog of ${article}`);
      await page.keyboard.press("Escape");
      await rows
        .nth(1)
        .getByRole("button", { name: es ? /^Restaurar/ : /^Restore/ })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await check(`restore dialog of ${article}`);
      await page.keyboard.press("Escape");

      expect(findings, "stored names shown on the editing area's screens").toEqual([]);
    });
  }
});
