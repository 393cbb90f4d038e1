import { randomUUID } from "node:crypto";
import { deflateSync, crc32 } from "node:zlib";
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from "./test.ts";

/** The account scripts/e2e-server.ts creates. */
export const ADMIN = { email: "admin@e2e.local", password: "e2e-admin-password" };

/** A page name no other test (or worker) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * The editing area's language (/admin) for the next page loads: the `lang` cookie the selector writes.
 * It does not choose a public page's language, whose address does (`/en/...`, app/content/addresses.ts).
 */
export async function useEditingAreaLang(
  context: BrowserContext,
  baseURL: string | undefined,
  lang: "es" | "en",
) {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL ?? "http://127.0.0.1" }]);
}

/**
 * Focuses a rich text editor and puts the caret after its last character. The editor places its selection a
 * moment after the focus, and on a busy machine after a key meant to move it (CI pasted and typed before
 * the text twice): the key is pressed until the caret is really there.
 */
export async function caretToEnd(page: Page, content: Locator) {
  await content.click();
  await expect(content).toBeFocused();
  await expect(async () => {
    await page.keyboard.press("Control+End");
    const atEnd = await content.evaluate((el) => {
      const selection = getSelection();
      if (!selection?.rangeCount) return false;
      const before = document.createRange();
      before.selectNodeContents(el);
      const caret = selection.getRangeAt(0);
      before.setEnd(caret.endContainer, caret.endOffset);
      return selection.isCollapsed && before.toString() === el.textContent;
    });
    expect(atEnd).toBe(true);
  }).toPass({ timeout: 5000 });
}

/** Signs in through the form at /admin (Spanish labels unless told) and waits for the list. */
export async function signIn(page: Page, lang: "es" | "en" = "es", path = "/admin") {
  await page.goto(path);
  const es = lang === "es";
  await page.getByLabel(es ? "Correo electrónico" : "E-mail").fill(ADMIN.email);
  await page.getByLabel(es ? "Contraseña" : "Password").fill(ADMIN.password);
  await page.getByRole("button", { name: es ? "Iniciar sesión" : "Sign in" }).click();
  await expect(page.getByRole("button", { name: es ? "Cerrar sesión" : "Sign out" })).toBeVisible();
}

export async function apiToken(request: APIRequestContext): Promise<string> {
  const login = () => request.post("/api/auth/login", { data: ADMIN });
  // The server closes a connection idle for 6 s (keepAliveTimeout 5 s, announced, plus Node's 1 s margin);
  // Playwright's request context may reuse one at that very moment and get "socket hang up" before any
  // answer. A browser sends such a request again on a new connection; so does this, once.
  const res = await login().catch((err: unknown) => {
    if (/ECONNRESET|socket hang up/.test(String(err))) return login();
    throw err;
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export interface TestPage {
  Page: string;
  Template: string;
  values: Array<Record<string, unknown>>;
  revision?: number;
  [key: string]: unknown;
}

/** Creates (or saves) a page through the API, as another editor would. */
export async function savePageViaApi(
  request: APIRequestContext,
  token: string,
  page: TestPage,
): Promise<TestPage> {
  const res = await request.post("/api/prod/pages", {
    data: page,
    headers: { authorization: `Bearer ${token}` },
  });
  expect([200, 201]).toContain(res.status());
  return (await res.json()) as TestPage;
}

export async function getPageViaApi(request: APIRequestContext, name: string): Promise<TestPage> {
  const res = await request.get(`/api/prod/pages/${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { Items: TestPage[] }).Items[0] as TestPage;
}

/** The draft an editor works on (or the published version when there is none), read with a token. */
export async function getDraftViaApi(request: APIRequestContext, name: string): Promise<TestPage> {
  const res = await request.get(`/api/prod/pages/${encodeURIComponent(name)}/draft`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as TestPage;
}

/** The editor's save state once the draft is on the server ("Borrador guardado · 10:42"). */
export const DRAFT_SAVED = /Borrador guardado · \d/;

/**
 * Publishes from the editor: the dialog, the languages ticked as asked (or as it offers them), "Publicar
 * ahora", and the dialog gone.
 */
export async function publishFromEditor(page: Page, languages?: Array<"Español" | "English">) {
  await page.getByRole("button", { name: "Publicar…" }).first().click();
  const dialog = page.getByRole("dialog", { name: /^Publicar «/ });
  await expect(dialog).toBeVisible();
  if (languages) {
    for (const label of ["Español", "English"] as const) {
      const box = dialog.getByRole("checkbox", { name: new RegExp(`^${label}`) });
      if (languages.includes(label)) await box.check();
      else await box.uncheck();
    }
  }
  await dialog.getByRole("button", { name: "Publicar ahora" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: /^Publicada en / })).toBeVisible();
}

/** Creates a page from the catalogue at /admin/new and waits for its editor. */
export async function createFromCatalogue(page: Page, template: string, name: string) {
  await page.goto("/admin/new");
  await page.getByRole("radio", { name: template, exact: true }).check();
  await page.getByLabel("Nombre", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Crear página" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** A small article with a title in both languages. */
export function articleFixture(name: string, titleEs = "Título de prueba", titleEn = "Test title"): TestPage {
  return {
    Page: name,
    Template: "Article",
    Category: "general",
    Tags: ["prueba"],
    values: [
      { name: "Title", lang: "es", value: { text: titleEs } },
      { name: "Title", lang: "en", value: { text: titleEn } },
      { name: "Content", lang: "es", value: { html: "<p>Contenido</p>" } },
      { name: "Content", lang: "en", value: { html: "<p>Content</p>" } },
    ],
  };
}

/** The small article with its Spanish formatted text replaced by `html`. */
export function articleWithContent(name: string, html: string): TestPage {
  const page = articleFixture(name);
  page.values = page.values.map((v) =>
    v.name === "Content" && v.lang === "es" ? { ...v, value: { html } } : v,
  );
  return page;
}

export function editorUrl(name: string): string {
  return `/admin/pages/${encodeURIComponent(name)}`;
}

/**
 * A real PNG (a 4x4 teal square) made in the test, so no binary fixture lives in the repository. Each call
 * carries its own text chunk: the media library keeps one copy per content, and one test's upload must not
 * be taken for another's.
 */
export function tinyPng(): Buffer {
  const width = 4;
  const height = 4;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([15, 92, 93]).flat())]);
  const raw = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("tEXt", Buffer.from(`Comment\u0000${randomUUID()}`, "latin1")),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Nothing is wider than the screen: the page does not scroll sideways, and no box inside it (a table's
 * wrapper, say) hides a sideways scroll either. Returns what overflows, for the assertion's message.
 */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  const overflowing = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(el);
      if (!["auto", "scroll"].includes(style.overflowX) || el.clientWidth === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(`${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return out;
  });
  expect(overflowing, `sideways overflow on ${label}`).toEqual([]);
}

/** The token the editing area keeps in sessionStorage (docs/product.md "The legacy client"). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem("accessToken"));
}

/**
 * `test` with a `created` fixture: pages a test makes are deleted when it ends, so the shared e2e
 * server's public lists (articles, projects...) are back to the demo content for other specs.
 */
export const test = base.extend<{ created: (name: string) => string }>({
  // Playwright calls the second argument `use`; named otherwise so it is not mistaken for React's.
  created: async ({ request }, provide) => {
    const names: string[] = [];
    await provide((name) => {
      names.push(name);
      return name;
    });
    if (names.length === 0) return;
    const token = await apiToken(request);
    for (const name of names) {
      await request.delete("/api/prod/pages", {
        data: { Page: name },
        headers: { authorization: `Bearer ${token}` },
      });
    }
  },
});
export { expect };
