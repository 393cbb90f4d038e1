import fs from "node:fs";
import type { APIRequestContext, Page } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import { apiToken, expect, signIn, test, useEditingAreaLang } from "./support/admin-helpers.ts";

/*
 * A person's data in the editing area (issue 38; GDPR arts. 15, 17, 20), as an admin uses it, in both
 * languages: an address with an account, an edit and a password request is looked up, everything kept
 * about it is shown and downloaded as JSON, then erased after typing it again; a second lookup finds
 * nothing but the records of the lookup and the erasure. Axe on each state, at 1280 and 375 px.
 */

const TEXTS = {
  es: {
    nav: "Datos personales",
    heading: "Datos personales de una persona",
    email: "Correo electrónico",
    search: "Buscar",
    found: (a: string) => `Lo que se guarda sobre ${a}`,
    account: "Cuentas del equipo editorial",
    authorship: "Quién hizo cada cambio",
    mail: "Correos enviados y por enviar",
    download: "Descargar JSON",
    erase: "Borrar todo…",
    confirmLabel: "Escribe la dirección otra vez para confirmar",
    eraseNow: "Borrar definitivamente",
    erased: /^Borrado\. Registro n\.º \d+, con la huella [0-9a-f]{12}…$/,
    nothing: "El sitio no guarda nada sobre esta dirección.",
    records: "Consultas y borrados anteriores de esta dirección",
    erasedRecord: /^Borrada el .*, por admin@e2e\.local$/,
  },
  en: {
    nav: "Personal data",
    heading: "A person's personal data",
    email: "E-mail address",
    search: "Look up",
    found: (a: string) => `What is kept about ${a}`,
    account: "Editors' accounts",
    authorship: "Who made each change",
    mail: "E-mails sent and waiting",
    download: "Download JSON",
    erase: "Erase everything…",
    confirmLabel: "Type the address again to confirm",
    eraseNow: "Erase for good",
    erased: /^Erased\. Record no\. \d+, with the hash [0-9a-f]{12}…$/,
    nothing: "The site keeps nothing about this address.",
    records: "Earlier lookups and erasures of this address",
    erasedRecord: /^Erased on .*, by admin@e2e\.local$/,
  },
} as const;

/** Someone the site keeps data about: an editor account, a page they saved, a password link they asked for. */
async function somebody(request: APIRequestContext, address: string) {
  const auth = { authorization: `Bearer ${await apiToken(request)}` };
  const password = "a long enough passphrase";
  expect(
    (
      await request.post("/api/users", { headers: auth, data: { email: address, role: "editor", password } })
    ).status(),
  ).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email: address, password } });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const page = `pagina-de-${address.split("@")[0]}`;
  const saved = await request.post("/api/prod/pages", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      Page: page,
      Template: "Article",
      values: [{ name: "Title", lang: "es", value: { text: "Hola" } }],
    },
  });
  expect(saved.status()).toBe(201);
  expect((await request.post("/api/auth/password-reset", { data: { email: address } })).status()).toBe(200);
}

async function lookUp(page: Page, t: (typeof TEXTS)["es" | "en"], address: string) {
  await page.getByLabel(t.email, { exact: true }).fill(address);
  await page.getByRole("button", { name: t.search }).click();
  await expect(page.getByRole("heading", { name: t.found(address) })).toBeVisible();
}

for (const lang of ["es", "en"] as const) {
  const t = TEXTS[lang];
  test(`an admin finds, downloads and erases a person's data (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    const address = `persona-${lang}-${Date.now().toString(36)}@example.org`;
    await somebody(request, address);
    await useEditingAreaLang(context, baseURL, lang);
    await signIn(page, lang);
    await page.getByRole("navigation").getByRole("link", { name: t.nav }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
    await expectAccessible(page, `privacy screen (${lang})`);

    await lookUp(page, t, address.toUpperCase());
    for (const title of [t.account, t.authorship, t.mail])
      await expect(page.locator("summary").filter({ hasText: title })).toBeVisible();
    await expect(page.getByText(address).first()).toBeVisible();
    await expectAccessible(page, `what is kept (${lang})`);
    await page.screenshot({ path: info.outputPath(`privacy-found-${lang}-1280.png`), fullPage: true });

    // The download is the same document, all of it.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t.download }).click(),
    ]);
    const file = JSON.parse(fs.readFileSync((await download.path()) ?? "", "utf8")) as {
      address: string;
      items: Array<{ id: string; rows: unknown[] }>;
    };
    expect(file.address).toBe(address);
    expect(file.items.map((i) => i.id)).toEqual(
      expect.arrayContaining([
        "editor-accounts",
        "editor-sessions",
        "authorship",
        "mail-queue",
        "sign-in-limits",
      ]),
    );

    // Erasing asks for the address again; the button waits for it.
    await page.getByRole("button", { name: t.erase }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const eraseNow = dialog.getByRole("button", { name: t.eraseNow });
    await expect(eraseNow).toBeDisabled();
    await dialog.getByLabel(t.confirmLabel).fill("otra@example.org");
    await expect(eraseNow).toBeDisabled();
    await dialog.getByLabel(t.confirmLabel).fill(address);
    await expectAccessible(page, `erase dialog (${lang})`);
    await page.screenshot({ path: info.outputPath(`privacy-erase-${lang}-1280.png`) });
    await eraseNow.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(".admin-privacy-erased .alert")).toHaveText(t.erased);
    await expectAccessible(page, `erased (${lang})`);

    // Looked up again: nothing, but the record of the lookup and of the erasure, by the keyed hash.
    await lookUp(page, t, address);
    await expect(page.getByText(t.nothing)).toBeVisible();
    await expect(page.getByRole("heading", { name: t.records })).toBeVisible();
    await expect(page.locator(".admin-privacy-records li").first()).toHaveText(t.erasedRecord);

    // The phone layout: everything reachable, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await lookUp(page, t, address);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, `privacy screen at 375 px (${lang})`);
    await page.screenshot({ path: info.outputPath(`privacy-${lang}-375.png`), fullPage: true });
  });
}

test("the API refuses an editor the lookup", async ({ request }) => {
  const token = await apiToken(request);
  const editor = `editora-${Date.now().toString(36)}@example.org`;
  await request.post("/api/users", {
    headers: { authorization: `Bearer ${token}` },
    data: { email: editor, role: "editor", password: "another long passphrase" },
  });
  const login = await request.post("/api/auth/login", {
    data: { email: editor, password: "another long passphrase" },
  });
  const editorToken = ((await login.json()) as { accessToken: string }).accessToken;
  const refused = await request.post("/api/privacy/lookup", {
    headers: { authorization: `Bearer ${editorToken}` },
    data: { email: editor },
  });
  expect(refused.status()).toBe(403);
});
