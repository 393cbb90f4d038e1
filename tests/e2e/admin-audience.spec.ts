import fs from "node:fs";
import type { Browser, Page } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import {
  apiToken,
  articleFixture,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";

/*
 * The Audience screen (issue 43), as an editor uses it, in both languages: an article is read by visitors
 * (a real browser with an ordinary user agent: the test browser's own "HeadlessChrome" is a bot) in both
 * languages and a search finds nothing; the screen then shows the article once with both languages added
 * and the split, the search without results, each chart with its table, and each CSV holds exactly the
 * table's cells. The page editor shows the article's 30 days per language. Axe on each, 1280 and 375 px.
 */

const VISITOR_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const TEXTS = {
  es: {
    nav: "Audiencia",
    pages: "Páginas más vistas",
    empty: "Búsquedas sin resultados",
    notFound: "Direcciones que no existen (404)",
    csv: (title: string) => `Descargar CSV: ${title}`,
    period: "7 días",
    figures: "Audiencia (30 días)",
    spanish: "Español",
    english: "Inglés",
  },
  en: {
    nav: "Audience",
    pages: "Most viewed pages",
    empty: "Searches without results",
    notFound: "Addresses that do not exist (404)",
    csv: (title: string) => `Download CSV: ${title}`,
    period: "7 days",
    figures: "Audience (30 days)",
    spanish: "Spanish",
    english: "English",
  },
} as const;

/** Visits as a person would: pages loaded in a browser with an ordinary user agent. */
async function visit(browser: Browser, baseURL: string, paths: string[], status = 200) {
  const context = await browser.newContext({ userAgent: VISITOR_UA, baseURL });
  const page = await context.newPage();
  for (const path of paths) {
    const res = await page.goto(path, { waitUntil: "load" });
    expect(res?.status(), path).toBe(status);
  }
  await context.close();
}

/** The cells of a table as the screen shows them: header row, then each row. */
async function tableCells(page: Page, title: string): Promise<string[][]> {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const table = page.getByRole("table", { name: new RegExp(`^${escaped}`) });
  return table
    .locator("tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
    );
}

/** A CSV file's rows (RFC 4180: quoted cells, doubled quotes, CRLF between rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

for (const lang of ["es", "en"] as const) {
  const t = TEXTS[lang];
  test(`an editor sees the audience, its tables and CSV, and a page's figures (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
    browser,
    created,
  }, info) => {
    // Two screens at two widths and the editor, each looked at by both accessibility engines.
    test.setTimeout(120_000);
    const name = created(uniqueName(`audiencia-${lang}`));
    const titleEs = `Audiencia ${name}`;
    const titleEn = `Audience ${name}`;
    await savePageViaApi(request, await apiToken(request), articleFixture(name, titleEs, titleEn));
    const nothing = `zzq${Date.now().toString(36)}`;
    await visit(browser, baseURL ?? "", [
      `/article/${name}`,
      `/article/${name}`,
      `/en/article/${name}`,
      `/buscar?q=${nothing}`,
    ]);
    // An address that does not exist, asked for twice (its query string is not kept).
    const gone = `/no-existe-${name}`;
    await visit(browser, baseURL ?? "", [gone, `${gone}?ref=x`], 404);
    // Counted in the server's memory, written each second (ANALYTICS_FLUSH_SECONDS in scripts/e2e-server.ts).
    const token = await apiToken(request);
    await expect(async () => {
      const res = await request.get("/api/audience?days=7", {
        headers: { authorization: `Bearer ${token}` },
      });
      const report = (await res.json()) as {
        pages: Array<{ page: string }>;
        notFound: Array<{ path: string }>;
      };
      expect(report.pages.map((p) => p.page)).toContain(name);
      expect(report.notFound.map((p) => p.path)).toContain(gone);
    }).toPass({ timeout: 10_000 });

    await useEditingAreaLang(context, baseURL, lang);
    await signIn(page, lang);
    await page.getByRole("navigation").getByRole("link", { name: t.nav, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.nav })).toBeVisible();
    await page.getByRole("link", { name: t.period }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByRole("link", { name: t.period })).toHaveAttribute("aria-current", "page");

    // The article, once, with both languages added: 3 views, 2 in Spanish and 1 in English; its visitor
    // counted once in each language (visitors are per page and language, then added).
    const title = titleEs;
    const pages = await tableCells(page, t.pages);
    expect(pages.find((row) => row[0] === title)).toEqual([title, "3", "2", "2", "1"]);
    expect(pages.filter((row) => row[0] === titleEn)).toEqual([]);
    expect((await tableCells(page, t.empty)).find((row) => row[0] === nothing)).toEqual([nothing, "ES", "1"]);
    expect((await tableCells(page, t.notFound)).find((row) => row[0] === gone)).toEqual([gone, "2", "0"]);
    await expect(page.locator("canvas[role=img]").first()).toBeVisible();
    // Chart.js is fetched when a chart is first drawn: every canvas ends up painted.
    await expect
      .poll(() =>
        page.locator("canvas[role=img]").evaluateAll((canvases) =>
          canvases.map((c) => {
            const { width, height } = c as HTMLCanvasElement;
            const pixels = (c as HTMLCanvasElement).getContext("2d")?.getImageData(0, 0, width, height).data;
            return pixels ? pixels.some((v, i) => i % 4 === 3 && v > 0) : false;
          }),
        ),
      )
      .not.toContain(false);
    await expectAccessible(page, `audience screen (${lang})`);

    // Each table's CSV holds exactly its cells.
    for (const table of [t.pages, t.empty, t.notFound]) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: t.csv(table) }).click(),
      ]);
      const csv = parseCsv(fs.readFileSync((await download.path()) ?? "", "utf8"));
      expect(csv, table).toEqual(await tableCells(page, table));
    }

    await page.screenshot({ path: info.outputPath(`audience-${lang}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, `audience screen at 375 px (${lang})`);
    await page.screenshot({ path: info.outputPath(`audience-${lang}-375.png`), fullPage: true });

    // The page editor's side panel: the article's last 30 days per language.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(editorUrl(name));
    const figures = page.getByRole("region", { name: t.figures });
    await expect(figures.getByRole("row", { name: new RegExp(`^${t.spanish} 2 1$`) })).toBeVisible();
    await expect(figures.getByRole("row", { name: new RegExp(`^${t.english} 1 1$`) })).toBeVisible();
    await expectAccessible(page, `page editor with its audience (${lang})`);
    await figures.scrollIntoViewIfNeeded();
    await page
      .locator("aside.admin-editor-side")
      .screenshot({ path: info.outputPath(`audience-editor-${lang}-1280.png`) });
  });
}
