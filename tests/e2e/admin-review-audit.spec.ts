import fs from "node:fs";
import type { APIRequestContext, Browser, Page } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import {
  apiToken,
  editorUrl,
  expect,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";

/*
 * Review before publishing and the activity log (issue 41, items 4 and 5), as people use them, in both
 * languages: an author (at a phone's width) sees only their pages under a truthful heading and submits a
 * draft; an editor finds it waiting in the list (badge and filter), sends it back with a comment; the author
 * reads the comment in the editor and submits again; the editor approves it by publishing; the history
 * keeps the conversation. Then an admin reads the activity log, filters it and downloads the CSV, which
 * holds the rows of the table. Axe on each screen.
 */

const TEXTS = {
  es: {
    signIn: ["Correo electrónico", "Contraseña", "Iniciar sesión", "Cerrar sesión"],
    myPages: "Mis páginas",
    waiting: "Esperando revisión",
    submit: "Enviar a revisión",
    comment: "Comentario",
    sendBack: "Devolver con este comentario",
    returned: "Devuelta con comentarios",
    review: "Revisión",
    waitingFilter: /^Esperando revisión \(\d+\)$/,
    publish: "Publicar…",
    publishNow: "Publicar ahora",
    approved: /la aprobó y publicó/,
    conversation: "Conversación de la revisión",
    history: "Historial",
    audit: "Registro de actividad",
    action: "Acción",
    page: "Página (nombre)",
    apply: "Filtrar",
    csv: "Descargar CSV",
    publishAction: "Publicación",
    returnAction: "Devuelta con comentario",
  },
  en: {
    signIn: ["E-mail", "Password", "Sign in", "Sign out"],
    myPages: "My pages",
    waiting: "Waiting for review",
    submit: "Submit for review",
    comment: "Comment",
    sendBack: "Send back with this comment",
    returned: "Sent back with comments",
    review: "Review",
    waitingFilter: /^Waiting for review \(\d+\)$/,
    publish: "Publish…",
    publishNow: "Publish now",
    approved: /approved and published it/,
    conversation: "The review's conversation",
    history: "History",
    audit: "Activity log",
    action: "Action",
    page: "Page (name)",
    apply: "Filter",
    csv: "Download CSV",
    publishAction: "Publish",
    returnAction: "Sent back with a comment",
  },
} as const;

type Lang = keyof typeof TEXTS;

async function addAccount(request: APIRequestContext, role: "author" | "editor") {
  const email = `${role}-${uniqueName("r")}@example.org`;
  const password = "a long enough passphrase";
  const res = await request.post("/api/users", {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { email, role, password },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

/** A browser of its own for one person, signed in, in the editing area's language. */
async function personIn(
  browser: Browser,
  baseURL: string | undefined,
  lang: Lang,
  who: { email: string; password: string },
  width = 1280,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  // The editing area's language, as its selector keeps it (the helper useEditingAreaLang does the same).
  await context.addCookies([{ name: "lang", value: lang, url: baseURL ?? "http://127.0.0.1" }]);
  const page = await context.newPage();
  const [email, password, button, signOut] = TEXTS[lang].signIn;
  await page.goto("/admin");
  await page.getByLabel(email).fill(who.email);
  await page.getByLabel(password).fill(who.password);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("button", { name: signOut })).toBeVisible();
  return page;
}

/** A small article's draft, with a title and a text in both languages. */
function draftOf(name: string, es: string, en: string) {
  return {
    Page: name,
    Template: "Article",
    values: [
      { name: "Title", lang: "es", value: { text: es } },
      { name: "Title", lang: "en", value: { text: en } },
      { name: "Content", lang: "es", value: { html: "<p>Texto</p>" } },
      { name: "Content", lang: "en", value: { html: "<p>Text</p>" } },
    ],
  };
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ["es", "en"] as const) {
  const t = TEXTS[lang];

  test(`an author submits, an editor sends back with a comment, the author reads it, the editor approves (${lang})`, async ({
    browser,
    baseURL,
    request,
  }, info) => {
    // Two people's browsers, each screen checked by axe: longer than one screen's test.
    test.slow();
    const author = await addAccount(request, "author");
    const editor = await addAccount(request, "editor");
    const name = uniqueName(`revision-${lang}`);

    // The author, on a phone: their own pages under a heading that says so; a new draft, submitted.
    const writer = await personIn(browser, baseURL, lang, author, 375);
    await expect(writer.getByRole("heading", { level: 1, name: t.myPages })).toBeVisible();
    const login = await request.post("/api/auth/login", { data: author });
    const authorToken = ((await login.json()) as { accessToken: string }).accessToken;
    const created = await request.put(`/api/prod/pages/${name}/draft`, {
      headers: { authorization: `Bearer ${authorToken}` },
      data: draftOf(name, "Taller de IA", "AI workshop"),
    });
    expect(created.status()).toBe(201);
    await writer.goto(editorUrl(name));
    await writer.getByRole("button", { name: t.submit }).click();
    const writerReview = writer.getByRole("region", { name: new RegExp(`^${t.review}`) });
    await expect(writerReview.locator(".admin-review-badge")).toHaveText(t.waiting);
    await noOverflow(writer);
    await expectAccessible(writer, `review panel, submitted, 375 px (${lang})`);
    await writer.screenshot({ path: info.outputPath(`review-author-${lang}-375.png`), fullPage: true });

    // The editor: the page waits in the list, found with the filter; sent back with a comment.
    const reviewer = await personIn(browser, baseURL, lang, editor);
    const filter = reviewer.getByLabel(t.review, { exact: true });
    await expect(filter.locator("option[value=waiting]")).toHaveText(t.waitingFilter);
    await filter.selectOption("waiting");
    // The filter reloads the root's data (/admin.data): the list stays in the editor's language.
    await reviewer.waitForLoadState("networkidle");
    await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(lang === "es" ? "Páginas" : "Pages");
    const row = reviewer.getByRole("row").filter({ hasText: name });
    await expect(row.locator(".admin-review-badge")).toHaveText(t.waiting);
    await expectAccessible(reviewer, `page list filtered to waiting (${lang})`);
    await reviewer.screenshot({ path: info.outputPath(`review-list-${lang}-1280.png`) });
    await row.getByRole("link", { name }).first().click();
    const panel = reviewer.getByRole("region", { name: new RegExp(`^${t.review}`) });
    const comment = lang === "es" ? "Falta la fecha del taller." : "The workshop's date is missing.";
    await panel.getByLabel(t.comment, { exact: true }).fill(comment);
    await panel.getByRole("button", { name: t.sendBack }).click();
    await expect(panel.locator(".admin-review-badge")).toHaveText(t.returned);
    await expectAccessible(reviewer, `review panel, sent back (${lang})`);
    await reviewer.screenshot({ path: info.outputPath(`review-editor-${lang}-1280.png`), fullPage: true });

    // The author reads the comment in the editor, and submits again.
    await writer.reload();
    await expect(writerReview.locator(".admin-review-badge")).toHaveText(t.returned);
    await expect(writerReview.locator(".admin-review-comment")).toHaveText(comment);
    await writer.screenshot({ path: info.outputPath(`review-returned-${lang}-375.png`), fullPage: true });
    await writer.getByRole("button", { name: t.submit }).click();
    await expect(writerReview.locator(".admin-review-badge")).toHaveText(t.waiting);

    // The editor approves it by publishing; the conversation stays in the history.
    await reviewer.reload();
    await reviewer.getByRole("button", { name: t.publish }).first().click();
    const dialog = reviewer.getByRole("dialog");
    await dialog.getByRole("button", { name: t.publishNow }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.locator(".admin-review-badge")).toHaveCount(0);
    await expect(panel.getByText(t.approved)).toBeVisible();
    await reviewer.goto(`${editorUrl(name)}/history`);
    const conversation = reviewer.getByRole("region", { name: t.conversation });
    await expect(conversation.locator(".admin-review-comment")).toHaveText(comment);
    await expect(conversation.getByText(t.approved)).toBeVisible();
    await expectAccessible(reviewer, `history with the review (${lang})`);
    await writer.context().close();
    await reviewer.context().close();
  });

  test(`an admin reads the activity log, filters it and downloads it as CSV (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    // Something to find: an author's submission sent back and a publish, on one page.
    const token = await apiToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const name = uniqueName(`registro-${lang}`);
    expect(
      (
        await request.put(`/api/prod/pages/${name}/draft`, {
          headers: auth,
          data: draftOf(name, "Registro", "Log"),
        })
      ).status(),
    ).toBe(201);
    await request.post(`/api/prod/pages/${name}/review`, {
      headers: auth,
      data: { step: "returned", comment: "Otra vez" },
    });
    expect(
      (await request.post(`/api/prod/pages/${name}/publish`, { headers: auth, data: {} })).status(),
    ).toBe(200);

    await useEditingAreaLang(context, baseURL, lang);
    await signIn(page, lang);
    await page.getByRole("navigation").getByRole("link", { name: t.audit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.audit })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expectAccessible(page, `activity log (${lang})`);

    await page.getByLabel(t.page, { exact: true }).fill(name);
    await page.getByRole("button", { name: t.apply }).click();
    await expect(page).toHaveURL(new RegExp(`page=${name}`));
    const rows = page.locator("table.admin-audit-table tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole("rowheader")).toHaveText(t.publishAction);
    await expect(rows.nth(1).getByRole("rowheader")).toHaveText(t.returnAction);
    await page.screenshot({ path: info.outputPath(`audit-${lang}-1280.png`), fullPage: true });

    await page.getByLabel(t.action, { exact: true }).selectOption("publish");
    await page.getByRole("button", { name: t.apply }).click();
    await expect(rows).toHaveCount(1);

    // The CSV holds the rows of the table: the same records, in the same order.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t.csv }).click(),
    ]);
    const csv = fs
      .readFileSync((await download.path()) ?? "", "utf8")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe("at,action,actor,page,lang,revision,subject,detail");
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        at: tr.querySelector("time")?.getAttribute("datetime"),
        who: tr.querySelector(".admin-audit-who")?.textContent,
      })),
    );
    expect(csv.slice(1).map((line) => line.split(",").slice(0, 4))).toEqual(
      table.map((r) => [r.at, "publish", r.who, name]),
    );

    await page.setViewportSize({ width: 375, height: 800 });
    await noOverflow(page);
    await expectAccessible(page, `activity log at 375 px (${lang})`);
    await page.screenshot({ path: info.outputPath(`audit-${lang}-375.png`), fullPage: true });
  });
}
