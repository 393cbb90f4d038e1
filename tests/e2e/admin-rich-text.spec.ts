import { expectAccessible } from "./support/axe.ts";
import {
  apiToken,
  articleWithContent,
  caretToEnd,
  editorUrl,
  expect,
  getDraftViaApi,
  publishFromEditor,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";

/*
 * The formatted text (issue 15, item 6) as an editor writes it: inline code and code blocks, a table
 * with its rows and columns, links that open in the same tab (the site's own pages) or a new one (other
 * sites, or when asked), and text pasted from a word processor cleaned to what the site shows.
 */

/** What Word puts on the clipboard for a bold word and a two-item bulleted list (abridged, as it writes it). */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";font-family:Calibri}</style></head>
<body lang=ES><!--StartFragment--><p class=MsoNormal style='margin-bottom:0cm;line-height:normal'><span style='font-size:12.0pt;font-family:"Calibri",sans-serif'>Texto de <b>Word</b> pegado<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Primer punto<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Segundo punto<o:p></o:p></p>
<script>alert(1)</script><!--EndFragment--></body></html>`;

test.describe("the formatted text", () => {
  test("code, a table and links that open where the editor chose reach the public page", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("texto-rico"));
    const token = await apiToken(request);
    await savePageViaApi(request, token, articleWithContent(name, "<p>Inicio</p>"));
    await signIn(page, "es", editorUrl(name));
    const content = page.getByRole("textbox", { name: "Contenido (Español)" });
    const toolbar = page.getByRole("toolbar", { name: "Formato de Contenido (Español)" });
    // Home, End and Shift+Home move the browser's selection; the editor reads it back on the browser's
    // selectionchange event. A person's next key comes long after that; a script's can come first, and
    // Enter or a toolbar button would then act on the selection before the move.
    const moved = async (key: string) => {
      await page.keyboard.press(key);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    };
    await caretToEnd(page, content);
    await page.keyboard.press("Enter");

    // Inline code on words already typed (marking a space-ended word as code while typing is at the mercy
    // of how Chromium turns its trailing &nbsp; back into a space), then a code block.
    await page.keyboard.type("Ejecuta npm test y espera.");
    await moved("Home");
    for (let i = 0; i < "Ejecuta ".length; i++) await page.keyboard.press("ArrowRight");
    for (let i = 1; i < "npm test".length; i++) await page.keyboard.press("Shift+ArrowRight");
    await moved("Shift+ArrowRight");
    await toolbar.getByRole("button", { name: "Código", exact: true }).click();
    await expect(content.locator("code")).toHaveText("npm test");
    await moved("End");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bloque de código" }).click();
    await expect(toolbar.getByRole("button", { name: "Bloque de código" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.type("const sitio = 'simbiosis';");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter"); // three Enters leave the code block

    // A link to the site's own page opens in the same tab; one to another site in a new tab.
    await page.keyboard.type("Lee el manifiesto");
    await moved("Shift+Home");
    await toolbar.getByRole("button", { name: "Enlace" }).click();
    await page.getByLabel("Dirección del enlace").fill("/manifiesto");
    await expect(page.getByRole("checkbox", { name: "Abrir en una pestaña nueva" })).not.toBeChecked();
    await page.getByRole("button", { name: "Aplicar" }).click();
    await moved("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Otra web");
    await moved("Shift+Home");
    await toolbar.getByRole("button", { name: "Enlace" }).click();
    await page.getByLabel("Dirección del enlace").fill("https://example.org/guia");
    await expect(page.getByRole("checkbox", { name: "Abrir en una pestaña nueva" })).toBeChecked();
    await page.getByRole("button", { name: "Aplicar" }).click();
    await moved("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Mismo sitio, pestaña nueva");
    await moved("Shift+Home");
    await toolbar.getByRole("button", { name: "Enlace" }).click();
    await page.getByLabel("Dirección del enlace").fill("/labs");
    await page.getByRole("checkbox", { name: "Abrir en una pestaña nueva" }).check();
    await page.getByRole("button", { name: "Aplicar" }).click();
    await moved("End");
    await page.keyboard.press("Enter");

    // A 3 × 3 table with a header row; one more row from the table tools.
    await toolbar.getByRole("button", { name: "Tabla" }).click();
    const tools = page.getByRole("group", { name: "Filas y columnas de la tabla" });
    await expect(tools).toBeVisible();
    await page.keyboard.type("Modelo");
    await page.keyboard.press("Tab");
    const autosaved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith("/draft") && r.ok(),
    );
    await page.keyboard.type("Licencia");
    // The draft saves itself; the server's copy (without the editor's column widths) leaves the caret in place.
    await autosaved;
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.keyboard.type(" abierta");
    await tools.getByRole("button", { name: "Añadir fila" }).click();
    await expect(content.locator("tr")).toHaveCount(4);
    await page.keyboard.press("Tab"); // the third header, left empty: its column goes
    await tools.getByRole("button", { name: "Quitar columna" }).click();
    await expect(content.locator("tr").first().locator("th")).toHaveCount(2);
    await expectAccessible(page, "admin-rich-text");

    await publishFromEditor(page, ["Español"]);
    const stored = (await getDraftViaApi(request, name)).values.find(
      (v) => v.name === "Content" && v.lang === "es",
    );
    const html = (stored?.value as { html: string }).html;
    expect(html).toContain("<code>npm test</code>");
    expect(html).toMatch(/<pre><code>const sitio = 'simbiosis';<\/code><\/pre>/);

    await page.goto(`/article/${name}`);
    const body = page.locator(".prose");
    await expect(body.locator("p code")).toHaveText("npm test");
    await expect(body.locator("pre code")).toHaveText("const sitio = 'simbiosis';");
    const own = body.getByRole("link", { name: "Lee el manifiesto" });
    await expect(own).toHaveAttribute("href", "/manifiesto");
    await expect(own).not.toHaveAttribute("target", /.*/);
    const other = body.getByRole("link", { name: "Otra web" });
    await expect(other).toHaveAttribute("target", "_blank");
    await expect(other).toHaveAttribute("rel", "noopener noreferrer");
    await expect(body.getByRole("link", { name: "Mismo sitio, pestaña nueva" })).toHaveAttribute(
      "target",
      "_blank",
    );
    const table = body.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Modelo", "Licencia abierta"]);
    await expect(table.getByRole("row")).toHaveCount(4);
    // The table fits a phone's width.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("text pasted from Word keeps its words, bold and list, and nothing of Word's markup", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("pegado"));
    const token = await apiToken(request);
    await savePageViaApi(request, token, articleWithContent(name, "<p>Antes</p>"));
    await signIn(page, "es", editorUrl(name));
    const content = page.getByRole("textbox", { name: "Contenido (Español)" });
    await caretToEnd(page, content);
    await page.keyboard.press("Enter");
    await expect(content.locator("p")).toHaveCount(2);
    await content.evaluate((el, html) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      data.setData("text/plain", "Texto de Word pegado\n· Primer punto\n· Segundo punto");
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, WORD_HTML);
    await expect(content.getByRole("listitem")).toHaveText(["Primer punto", "Segundo punto"]);
    await expect(content.locator("strong")).toHaveText("Word");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect
      .poll(async () => {
        const v = (await getDraftViaApi(request, name)).values.find(
          (x) => x.name === "Content" && x.lang === "es",
        );
        return (v?.value as { html: string }).html;
      })
      // ProseMirror leaves an empty paragraph after what it pastes at the end.
      .toMatch(
        /^<p>Antes<\/p><p>Texto de <strong>Word<\/strong> pegado<\/p><ul><li><p>Primer punto<\/p><\/li><li><p>Segundo punto<\/p><\/li><\/ul>(<p><\/p>)?$/,
      );
  });
});
