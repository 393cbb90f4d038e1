import { expect, test } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import { mailTo } from "./support/mailbox.ts";

/*
 * The newsletter and the contact form as visitors use them (issue 16), against the built site and a real
 * SMTP server started beside it (scripts/e2e-server.ts writes what it receives into MAILBOX): the
 * confirmation e-mail arrives in the visitor's language, its links work in the browser, a message reaches
 * the team, and the traps refuse with a clear message, also without JavaScript.
 */

const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

test("a visitor subscribes on /labs, confirms from the e-mail and unsubscribes with its link", async ({
  page,
  request,
}) => {
  const email = unique("lectora");
  await page.goto("/labs");
  const newsletter = page.locator("#newsletter");
  await newsletter.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await newsletter.getByRole("checkbox", { name: /Acepto recibir el boletín/ }).check();
  await newsletter.getByRole("button", { name: "Suscribirse" }).click();
  await expect(newsletter.getByRole("status")).toHaveText(/Casi está: te hemos enviado un correo/, {
    timeout: 15_000,
  });

  const mail = await mailTo(email);
  expect(mail.subject).toBe("Confirma tu suscripción al boletín de Simbiosis");
  const confirm = /(http\S+\/api\/newsletter\/confirm\?token=\S+)/.exec(mail.text ?? "")?.[1] ?? "";
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/labs\?confirmed=1#newsletter$/);
  await expect(page.locator("#newsletter").getByRole("status")).toHaveText(
    "¡Suscripción confirmada! Recibirás el próximo boletín.",
  );
  await expectAccessible(page, "visitor-forms");

  // RFC 8058: what a mail client does with one click, then the link in the e-mail.
  const listUnsubscribe = mail.headerLines.find((l) => l.key === "list-unsubscribe")?.line ?? "";
  const oneClick = /<(http[^>]+)>/.exec(listUnsubscribe)?.[1] ?? "";
  const clicked = await request.post(oneClick, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(clicked.status()).toBe(200);
  // The link lands on the page about one's data: it says the address is out, and offers its erasure now.
  await page.goto(oneClick);
  await expect(page).toHaveURL(/\/mis-datos\?unsubscribed=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Baja hecha" })).toContainText(
    /Baja hecha: no recibirás más correos nuestros\..*se guardan 365 días desde la baja como prueba/,
  );
  await expect(page.getByRole("radio", { name: /Que se borre todo/ })).toBeVisible();
});

test("a message sent from /en/contact reaches the team by e-mail, answerable to the visitor", async ({
  page,
}) => {
  const email = unique("writer");
  await page.goto("/en/contact");
  const form = page.getByRole("region", { name: "Write to us" });
  await form.getByLabel("Name", { exact: true }).fill("Ada Writer");
  await form.getByLabel("E-mail address", { exact: true }).fill(email);
  await form.getByLabel("Subject", { exact: true }).fill(`Collaboration ${email}`);
  await form.getByLabel("Message", { exact: true }).fill("I would like to help with the labs.\nThanks!");
  await form.getByRole("checkbox", { name: /I agree that Simbiosis keeps this message/ }).check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveText(/Thank you! We have received your message/, {
    timeout: 15_000,
  });
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");

  const mail = await mailTo("equipo@e2e.local", (m) => m.subject === `[Simbiosis] Collaboration ${email}`);
  expect(mail.replyTo?.text).toBe(email);
  expect(mail.text).toContain("I would like to help with the labs.");
  await expectAccessible(page, "visitor-forms");
});

test("the traps refuse with a clear message: a filled honeypot, and a form sent without JavaScript", async ({
  page,
  browser,
}) => {
  await page.goto("/contacto");
  const form = page.getByRole("region", { name: "Escríbenos" });
  await form.getByLabel("Nombre", { exact: true }).fill("Bot");
  await form.getByLabel("Correo electrónico", { exact: true }).fill("bot@example.org");
  await form.getByLabel("Asunto", { exact: true }).fill("Oferta");
  await form.getByLabel("Mensaje", { exact: true }).fill("Compra ya");
  await form.getByRole("checkbox").check();
  // A bot fills every field it finds, the hidden one too.
  await page
    .locator('input[name="website"]')
    .evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"));
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(form.getByRole("status")).toHaveText("No se ha enviado: parece un envío automático.", {
    timeout: 15_000,
  });

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/contacto");
  await expect(plain.getByText(/Este formulario necesita JavaScript/)).toBeVisible();
  const region = plain.getByRole("region", { name: "Escríbenos" });
  await region.getByLabel("Nombre", { exact: true }).fill("Sin scripts");
  await region.getByLabel("Correo electrónico", { exact: true }).fill("sin-scripts@example.org");
  await region.getByLabel("Asunto", { exact: true }).fill("Hola");
  await region.getByLabel("Mensaje", { exact: true }).fill("Escribo sin JavaScript.");
  await region.getByRole("checkbox").check();
  await region.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(plain).toHaveURL(/\/contacto\?error=challenge_missing#contact$/);
  await expect(plain.getByRole("status")).toHaveText(
    /No se pudo hacer la comprobación anti-spam \(necesita JavaScript\)/,
  );
  await noScript.close();
});
