import { expect, test } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import { linkIn, mailTo } from "./support/mailbox.ts";
import { apiToken } from "./support/admin-helpers.ts";

/*
 * A forgotten password (issue 16, item 5), as an editor lives it, against the site server and the real SMTP
 * server beside it: ask on the sign-in screen, open the e-mailed link, choose a new password, sign in with it.
 * A user of its own, so no other test's sign-in changes.
 */

test("an editor who forgot the password gets a link by e-mail, chooses a new one and signs in", async ({
  page,
  request,
}) => {
  const email = `olvidadiza-${Date.now().toString(36)}@e2e.local`;
  const accessToken = await apiToken(request);
  const created = await request.post("/api/users", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { email, role: "editor", password: "the first passphrase" },
  });
  expect(created.status()).toBe(201);

  await page.goto("/admin");
  await page.getByRole("button", { name: "¿Has olvidado tu contraseña?" }).click();
  const ask = page.getByRole("form", { name: "Cambiar la contraseña por correo" });
  await ask.getByLabel("Correo electrónico").fill(email);
  await ask.getByRole("button", { name: "Enviar el enlace" }).click();
  await expect(ask.getByRole("status")).toContainText(
    "Si esa dirección tiene una cuenta, te hemos enviado un enlace",
  );
  await expectAccessible(page, "password-reset");

  const link = linkIn(await mailTo(email), /(http\S+\/admin\?reset=\S+)/);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Elige una contraseña nueva" })).toBeVisible();
  await page.getByLabel("Contraseña nueva (al menos 10 caracteres)").fill("the second passphrase");
  await page.getByLabel("Repite la contraseña nueva").fill("the second passphrase!");
  await page.getByRole("button", { name: "Guardar la contraseña" }).click();
  await expect(page.getByRole("alert")).toContainText("Las dos contraseñas no coinciden.");
  await page.getByLabel("Repite la contraseña nueva").fill("the second passphrase");
  await page.getByRole("button", { name: "Guardar la contraseña" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Contraseña cambiada" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("the second passphrase");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText(`Sesión iniciada como ${email}`)).toBeVisible();

  // The link worked once.
  const reused = await request.post("/api/auth/password-reset/confirm", {
    data: { token: new URL(link).searchParams.get("reset"), password: "a third passphrase" },
  });
  expect(reused.status()).toBe(400);
});

test("an admin invites an author by e-mail; the author chooses a password from the link and signs in", async ({
  page,
  request,
}) => {
  const email = `invitada-${Date.now().toString(36)}@e2e.local`;
  const invited = await request.post("/api/users", {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { email, role: "author", lang: "en" },
  });
  expect(invited.status()).toBe(201);
  const link = linkIn(
    await mailTo(email, (m) => m.subject === "You are invited to the Simbiosis editing area"),
    /(http\S+\/admin\?reset=\S+)/,
  );
  await page.goto(link);
  await page.getByLabel("Contraseña nueva (al menos 10 caracteres)").fill("an invited passphrase");
  await page.getByLabel("Repite la contraseña nueva").fill("an invited passphrase");
  await page.getByRole("button", { name: "Guardar la contraseña" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Contraseña cambiada" })).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("an invited passphrase");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText(`Sesión iniciada como ${email} · Autoría`)).toBeVisible();
});
