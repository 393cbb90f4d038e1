import type { Browser, Page } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import {
  createFromCatalogue,
  DRAFT_SAVED,
  editorUrl,
  expect,
  signIn,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";

/*
 * Accounts in the browser (issue 15, item 7), as people would use them: a second tab needs no sign-in,
 * an admin adds users and gives them roles, an author writes drafts but cannot publish, a password is
 * changed with the current one, and a removed editor's open tab stops working.
 */

async function signInAs(page: Page, who: { email: string; password: string }, path = "/admin") {
  await page.goto(path);
  await page.getByLabel("Correo electrónico").fill(who.email);
  await page.getByLabel("Contraseña").fill(who.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
}

/** Adds a user through the users screen, as an admin does. */
async function addUser(page: Page, who: { email: string; password: string }, role: "Edición" | "Autoría") {
  await page.goto("/admin/users");
  const form = page.getByRole("form", { name: "Añadir un usuario" });
  await form.getByLabel("Correo electrónico").fill(who.email);
  await form.getByLabel("Rol").selectOption({ label: role });
  await form.getByLabel("Contraseña inicial").fill(who.password);
  await form.getByRole("button", { name: "Añadir usuario" }).click();
  await expect(page.getByRole("rowheader", { name: who.email })).toBeVisible();
}

async function newContextPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test.describe("accounts in the browser", () => {
  test("a second tab of the editing area opens signed in, and signing out ends both", async ({
    page,
    context,
  }) => {
    await signIn(page);
    const second = await context.newPage();
    await second.goto("/admin");
    // No form: the browser's session (an HttpOnly cookie) gave this tab its own token.
    await expect(second.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
    await expect(second.getByLabel("Contraseña")).toHaveCount(0);
    expect(await second.evaluate(() => sessionStorage.getItem("accessToken"))).toBeTruthy();
    expect((await context.cookies()).find((c) => c.name === "simbiosis_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/auth",
    });

    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inicia sesión para editar" })).toBeVisible();
    // The other tab's next call finds its session ended and asks to sign in.
    await second.getByRole("link", { name: "Páginas borradas" }).first().click();
    await expect(second.getByRole("dialog", { name: "Tu sesión ha caducado" })).toBeVisible();
  });

  test("an admin adds an author, who writes drafts but cannot publish, and changes their password", async ({
    page,
    browser,
    baseURL,
    created,
  }) => {
    const author = { email: `${uniqueName("autora")}@e2e.local`, password: "a first password" };
    await signIn(page);
    await addUser(page, author, "Autoría");
    await expect(page.getByRole("combobox", { name: `Rol de ${author.email}` })).toHaveValue("author");
    await expectAccessible(page, "admin-accounts");

    const { context, page: tab } = await newContextPage(browser, baseURL);
    await signInAs(tab, author);
    await expect(tab.getByText(`Sesión iniciada como ${author.email} · Autoría`)).toBeVisible();
    await expect(tab.getByRole("link", { name: "Usuarios" })).toHaveCount(0);
    // Only their own pages are listed: none yet.
    // Pages are listed by title with their address name below: the manifesto is not among them.
    await expect(tab.getByText("manifest", { exact: true })).toHaveCount(0);

    const name = created(uniqueName("de-autora"));
    await createFromCatalogue(tab, "Artículo", name);
    await tab.getByLabel("Título (Español)").fill("Escrito por una autora");
    await tab.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(tab.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    await expect(tab.getByRole("button", { name: "Publicar…" })).toHaveCount(0);
    await expect(
      tab.getByText("Con el rol de autoría guardas borradores; una persona de edición los publica."),
    ).toBeVisible();
    // Another person's page is refused, in words.
    await tab.goto(editorUrl("manifest"));
    await expect(
      tab.getByText("Con el rol de autoría solo puedes trabajar en las páginas que has creado."),
    ).toBeVisible();

    // Their password, changed with the current one.
    await tab.goto("/admin/account");
    await expect(tab.getByText(`Has entrado como ${author.email}, con el rol Autoría.`)).toBeVisible();
    await tab.getByLabel("Contraseña actual").fill("not the password");
    await tab.getByLabel("Contraseña nueva", { exact: true }).fill("a brand new password");
    await tab.getByLabel("Repite la contraseña nueva").fill("a brand new password");
    await tab.getByRole("button", { name: "Cambiar la contraseña" }).click();
    await expect(
      tab.getByRole("alert").filter({ hasText: "La contraseña actual no es correcta." }),
    ).toBeVisible();
    await tab.getByLabel("Contraseña actual").fill(author.password);
    await tab.getByRole("button", { name: "Cambiar la contraseña" }).click();
    await expect(
      tab.getByText("Contraseña cambiada. Las demás sesiones abiertas con tu cuenta se han cerrado."),
    ).toBeVisible();
    await expectAccessible(tab, "admin-accounts");
    // This tab goes on working with the new session.
    await tab.goto("/admin");
    await expect(tab.getByRole("link", { name: "Escrito por una autora", exact: true })).toBeVisible();
    await context.close();
  });

  test("an admin removes an editor: the editor's open tab stops working", async ({
    page,
    browser,
    baseURL,
  }) => {
    const editor = { email: `${uniqueName("editora")}@e2e.local`, password: "editor's password" };
    await signIn(page);
    await addUser(page, editor, "Edición");

    const { context, page: tab } = await newContextPage(browser, baseURL);
    await signInAs(tab, editor, editorUrl("manifest"));
    await expect(tab.getByLabel("Título (Español)")).toBeVisible();

    await page.getByRole("button", { name: `Quitar a ${editor.email}` }).click();
    const dialog = page.getByRole("dialog", { name: `¿Quitar a ${editor.email}?` });
    await dialog.getByRole("button", { name: "Quitar usuario" }).click();
    await expect(page.getByRole("rowheader", { name: editor.email })).toHaveCount(0);

    // The editor's next call: the token is refused, the session cannot renew it, sign-in again fails.
    await tab.getByRole("link", { name: "Páginas", exact: true }).first().click();
    const expired = tab.getByRole("dialog", { name: "Tu sesión ha caducado" });
    await expect(expired).toBeVisible();
    await expired.getByLabel("Contraseña").fill(editor.password);
    await expired.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(expired.getByText("El correo o la contraseña no son correctos.")).toBeVisible();
    await context.close();
  });
});
