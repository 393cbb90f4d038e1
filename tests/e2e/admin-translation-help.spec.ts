import type { APIRequestContext, Page } from "./support/test.ts";
import {
  expect,
  test,
  savePageViaApi,
  apiToken,
  signIn,
  uniqueName,
  type TestPage,
} from "./support/admin-helpers.ts";
import { expectAccessible } from "./support/axe.ts";
import { ADMIN, startPrivateServer, type PrivateServer } from "./support/content-server.ts";
import { startTranslationStub, type TranslationStub } from "../support/translation-stub.ts";

/*
 * Translation help with a model in the editor (issue 41, item 7), in both languages and on a phone. The model
 * is a STUB (tests/support/translation-stub.ts) started by this spec: no language model can run on this
 * machine or in CI. It translates by a word map, so what the editor shows is what it really received and
 * transformed. A private server is started with LLM_BASE_URL pointing at it; the shared server, without
 * LLM_BASE_URL, shows no translation button.
 */

let stub: TranslationStub;
let server: PrivateServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stub = await startTranslationStub();
  server = await startPrivateServer({
    LLM_BASE_URL: stub.baseUrl,
    LLM_MODEL: stub.model,
    LLM_TIMEOUT_MS: "3000",
    LLM_FIRST_TOKEN_MS: "2000",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${server.base}/api/auth/login`, { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** An article published in both languages, then its Spanish changed in the draft. */
async function changedArticle(request: APIRequestContext, name: string, esTitle: string, esBody: string) {
  const headers = { authorization: `Bearer ${await token(request)}` };
  const values = (title: string, body: string) => [
    { name: "Title", lang: "es", value: { text: title } },
    { name: "Content", lang: "es", value: { html: body } },
    { name: "Title", lang: "en", value: { text: "Test workshop" } },
    {
      name: "Content",
      lang: "en",
      value: { html: "<p>First paragraph.</p><p>Second paragraph.</p><p>Third paragraph.</p>" },
    },
  ];
  const first = await request.post(`${server.base}/api/prod/pages`, {
    headers,
    data: {
      Page: name,
      Template: "Article",
      Category: "general",
      values: values(
        "Taller de prueba",
        "<p>Primer párrafo.</p><p>Segundo párrafo.</p><p>Tercer párrafo.</p>",
      ),
    },
  });
  expect(first.status()).toBe(201);
  const saved = await request.put(`${server.base}/api/prod/pages/${name}/draft`, {
    headers,
    data: {
      Page: name,
      Template: "Article",
      Category: "general",
      revision: ((await first.json()) as { revision: number }).revision,
      values: values(esTitle, esBody),
    },
  });
  expect(saved.status()).toBe(200);
  return headers;
}

async function ensureGlossary(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await token(request)}` };
  for (const term of [
    { es: "Simbiosis", en: "Simbiosis" },
    { es: "gobernanza comunitaria", en: "community governance" },
  ]) {
    const res = await request.post(`${server.base}/api/glossary`, { headers, data: term });
    expect([201, 409]).toContain(res.status());
  }
}

async function englishDraft(request: APIRequestContext, name: string, field: string) {
  const res = await request.get(`${server.base}/api/prod/pages/${name}/draft`, {
    headers: { authorization: `Bearer ${await token(request)}` },
  });
  const draft = (await res.json()) as TestPage;
  return draft.values.find((v) => v.name === field && v.lang === "en")?.value as
    { text?: string; html?: string } | undefined;
}

async function signInOn(page: Page, lang: "es" | "en", path: string) {
  await page.context().addCookies([{ name: "lang", value: lang, url: server.base }]);
  await page.goto(`${server.base}${path}`);
  const es = lang === "es";
  await page.getByLabel(es ? "Correo electrónico" : "E-mail").fill(ADMIN.email);
  await page.getByLabel(es ? "Contraseña" : "Password").fill(ADMIN.password);
  await page.getByRole("button", { name: es ? "Iniciar sesión" : "Sign in" }).click();
  await expect(page.getByRole("button", { name: es ? "Cerrar sesión" : "Sign out" })).toBeVisible();
}

test("ES, desktop: only the changed paragraph is proposed, with the glossary; accepted, marked, then approved", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = uniqueName("traduccion-es");
  await ensureGlossary(request);
  await changedArticle(
    request,
    name,
    "Taller de prueba",
    "<p>Primer párrafo.</p><p>Segundo párrafo sobre gobernanza comunitaria y Simbiosis.</p><p>Tercer párrafo.</p>",
  );
  await signInOn(page, "es", `/admin/pages/${name}`);
  const panel = page.locator(".admin-translate");
  const before = stub.received.length;
  await panel.getByRole("button", { name: "Traducir lo que cambió al inglés" }).click();
  const dialog = page.getByRole("dialog", { name: "Traducción propuesta (inglés)" });
  await expect(dialog).toBeVisible();
  // One request with the one changed paragraph; the glossary's terms went as tokens.
  expect(stub.received.slice(before)).toEqual([
    ["<p>Segundo párrafo sobre ⟦1⟧ and ⟦2⟧.</p>".replace(" and ", " y ")],
  ]);
  const proposal = dialog.getByRole("textbox", { name: "Traducción propuesta" });
  await expect(proposal).toHaveCount(1);
  await expect(proposal).toHaveValue("Second paragraph about community governance and Simbiosis.");
  await expect(dialog).toContainText("Ahora dice: Second paragraph.");
  await expectAccessible(page, `translation dialog ES ${name}`);
  await page.screenshot({ path: "test-results/translation-dialog-es-1280.png" });
  await dialog.getByRole("button", { name: "Aceptar todas" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("status")).toHaveText(
    "Traducción guardada en el borrador, marcada como automática.",
  );
  await expect(panel).toContainText("Traducido automáticamente, sin revisar: Contenido.");
  expect((await englishDraft(request, name, "Content"))?.html).toBe(
    "<p>First paragraph.</p><p>Second paragraph about community governance and Simbiosis.</p><p>Third paragraph.</p>",
  );
  await expectAccessible(page, `translation marked ES ${name}`);
  await page.screenshot({ path: "test-results/translation-marked-es-1280.png", fullPage: true });
  // The page list marks it too.
  await page.goto(`${server.base}/admin?q=${name}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Traducción automática sin revisar (EN)");
  await expectAccessible(page, `page list with a machine translation ${name}`);
  await page.screenshot({ path: "test-results/translation-list-es-1280.png" });
  await page.goto(`${server.base}/admin/pages/${name}`);
  await panel.getByRole("button", { name: "Aprobar la traducción (EN)" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "Traducción revisada: ya no está marcada como automática.",
  );
  await expect(panel).not.toContainText("sin revisar");
});

test("EN, phone: a title and a paragraph accepted; a person's edit of the title ends its mark only", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const name = uniqueName("traduccion-en");
  await changedArticle(
    request,
    name,
    "Nuevo taller",
    "<p>Primer párrafo.</p><p>Segundo párrafo.</p><p>Tercer párrafo.</p><p>Nuevo párrafo con texto.</p>",
  );
  await signInOn(page, "en", `/admin/pages/${name}`);
  const panel = page.locator(".admin-translate");
  await panel.getByRole("button", { name: "Translate what changed into English" }).click();
  const dialog = page.getByRole("dialog", { name: "Proposed translation (English)" });
  const proposals = dialog.getByRole("textbox", { name: "Proposed translation" });
  await expect(proposals).toHaveCount(2);
  await expect(proposals.nth(0)).toHaveValue("New workshop");
  await expect(proposals.nth(1)).toHaveValue("New paragraph with text.");
  await expectAccessible(page, `translation dialog EN ${name}`);
  await page.screenshot({ path: "test-results/translation-dialog-en-375.png" });
  await dialog.getByRole("button", { name: "Accept all" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText("Machine-translated, not reviewed yet: Title and Content.");
  await expect(page.getByLabel("Title (English)")).toHaveValue("New workshop");
  // The mark beside each field's English, in the form too.
  const titleMark = page
    .locator('[data-field="Title"] .admin-variant[data-lang="en"]')
    .getByText("Machine-translated, not reviewed");
  const contentMark = page
    .locator('[data-field="Content"] .admin-variant[data-lang="en"]')
    .getByText("Machine-translated, not reviewed");
  await expect(titleMark).toBeVisible();
  await expect(contentMark).toBeVisible();
  await expect(
    page.locator('.admin-variant[data-lang="es"]').getByText("Machine-translated, not reviewed"),
  ).toHaveCount(0);
  expect((await englishDraft(request, name, "Content"))?.html).toBe(
    "<p>First paragraph.</p><p>Second paragraph.</p><p>Third paragraph.</p><p>New paragraph with text.</p>",
  );
  await page.screenshot({ path: "test-results/translation-marked-en-375.png", fullPage: true });
  await page.getByLabel("Title (English)").fill("A new workshop");
  await page.keyboard.press("Control+s");
  await expect(panel).toContainText("Machine-translated, not reviewed yet: Content.");
  await expect(titleMark).toHaveCount(0);
  await expect(contentMark).toBeVisible();
  await expectAccessible(page, `translation marked EN ${name}`);
});

test("ES, phone: a failing model says what failed and leaves the draft as it was", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const name = uniqueName("traduccion-fallo");
  await changedArticle(request, name, "Taller de prueba", "<p>Primer párrafo distinto.</p>");
  await signInOn(page, "es", `/admin/pages/${name}`);
  stub.mode = "fail500";
  try {
    await page.getByRole("button", { name: "Traducir lo que cambió al inglés" }).click();
    await expect(page.locator(".admin-translate").getByRole("alert")).toHaveText(
      /^La traducción automática ha fallado \(error 502\): The translation model failed: .*HTTP 500.* Tu borrador no ha cambiado\.$/,
    );
  } finally {
    stub.mode = "ok";
  }
  expect((await englishDraft(request, name, "Content"))?.html).toBe(
    "<p>First paragraph.</p><p>Second paragraph.</p><p>Third paragraph.</p>",
  );
  await expectAccessible(page, `translation failed ${name}`);
});

test("the glossary screen, in both languages, desktop and phone", async ({ page, request }) => {
  test.setTimeout(60_000);
  await ensureGlossary(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInOn(page, "es", "/admin/glossary");
  await expect(page.getByRole("heading", { level: 1, name: "Glosario" })).toBeVisible();
  await page.getByLabel("En español").fill("asamblea abierta");
  await page.getByLabel("En inglés").fill("open assembly");
  await page.getByRole("button", { name: "Añadir al glosario" }).click();
  const row = page.getByRole("row", { name: /asamblea abierta/ });
  await expect(row).toContainText("open assembly");
  await expectAccessible(page, "glossary ES");
  await page.screenshot({ path: "test-results/glossary-es-1280.png", fullPage: true });
  await row.getByRole("button", { name: "Quitar «asamblea abierta»" }).click();
  await expect(page.getByRole("row", { name: /asamblea abierta/ })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().addCookies([{ name: "lang", value: "en", url: server.base }]);
  await page.goto(`${server.base}/admin/glossary`);
  await expect(page.getByRole("heading", { level: 1, name: "Glossary" })).toBeVisible();
  await expect(page.getByRole("row", { name: /gobernanza comunitaria/ })).toContainText(
    "community governance",
  );
  await expectAccessible(page, "glossary EN");
  await page.screenshot({ path: "test-results/glossary-en-375.png", fullPage: true });
});

test("without LLM_BASE_URL the editor shows no translation button", async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = uniqueName("sin-modelo");
  const t = await apiToken(request);
  await savePageViaApi(request, t, {
    Page: name,
    Template: "Article",
    Category: "general",
    values: [
      { name: "Title", lang: "es", value: { text: "Sin modelo" } },
      { name: "Content", lang: "es", value: { html: "<p>Texto.</p>" } },
    ],
  });
  await signIn(page, "es", `/admin/pages/${name}`);
  await expect(page.getByRole("heading", { name: "Revisión" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Traducir lo que cambió/ })).toHaveCount(0);
  await expect(page.locator(".admin-translate")).toHaveCount(0);
});
