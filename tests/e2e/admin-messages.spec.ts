import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { APIRequestContext } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import { expect, signIn, test } from "./support/admin-helpers.ts";

/*
 * What the team reads of the visitors' forms (issue 16): the contact messages (read, reply by e-mail,
 * delete) and the newsletter's subscribers (state, CSV, delete), with the notice that this server does
 * not send e-mail (no SMTP_URL: it keeps .eml files).
 */

/** A solved challenge, old enough for the server's time trap. */
async function solvedChallenges(request: APIRequestContext, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const challenge = (await (await request.get("/api/forms/challenge")).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    out.push(Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
  }
  await new Promise((r) => setTimeout(r, 3200));
  return out;
}

test("a contact message is read, answered by e-mail and deleted; a subscriber is listed, exported and deleted", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const [c1, c2] = await solvedChallenges(request, 2);
  const sent = await request.post("/api/contact", {
    data: {
      name: "Marta Visitante",
      email: `marta-${tag}@example.org`,
      subject: `Propuesta ${tag}`,
      message: "Hola:\nQuiero proponer un taller.",
      consent: true,
      lang: "es",
      altcha: c1,
    },
  });
  expect(sent.status()).toBe(200);
  const subscribed = await request.post("/api/newsletter/subscribe", {
    data: { email: `lector-${tag}@example.org`, consent: true, lang: "en", altcha: c2 },
  });
  expect(subscribed.status()).toBe(200);

  await signIn(page, "es", "/admin/messages");
  await expect(
    page.getByRole("heading", { level: 1, name: "Mensajes del formulario de contacto" }),
  ).toBeVisible();
  await expect(page.getByRole("note")).toContainText("El correo no se está enviando: falta SMTP_URL");
  const message = page.getByRole("article", { name: new RegExp(`Propuesta ${tag}`) });
  await expect(message.getByText("Sin leer")).toBeVisible();
  await expect(message.getByText("Quiero proponer un taller.")).toBeVisible();
  await expect(message.getByRole("link", { name: "Responder por correo" })).toHaveAttribute(
    "href",
    `mailto:marta-${tag}%40example.org?subject=${encodeURIComponent(`Re: Propuesta ${tag}`)}`,
  );
  await expectAccessible(page, "admin-messages");
  await message.getByRole("button", { name: "Marcar como leído" }).click();
  await expect(message.getByText("Sin leer")).toBeHidden();
  await expect(message.getByRole("button", { name: "Marcar como no leído" })).toBeVisible();
  await message.getByRole("button", { name: "Borrar" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Borrar" }).click();
  await expect(page.getByRole("article", { name: new RegExp(`Propuesta ${tag}`) })).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Área de edición" })
    .getByRole("link", { name: "Suscriptores" })
    .click();
  const row = page.getByRole("row", { name: new RegExp(`lector-${tag}@example.org`) });
  await expect(row).toContainText("EN");
  await expect(row).toContainText("Pendiente de confirmar");
  await expectAccessible(page, "admin-messages");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("subscribers.csv");
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain(`lector-${tag}@example.org,en,pending,`);
  await row.getByRole("button", { name: `Borrar a lector-${tag}@example.org` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Borrar" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`lector-${tag}@example.org`) })).toHaveCount(0);
});

test("an admin composes a newsletter and previews what each language receives", async ({ page }) => {
  await signIn(page, "es", "/admin/subscribers");
  const composer = page.getByRole("region", { name: "Enviar un boletín" });
  await composer.getByRole("button", { name: "Vista previa" }).click();
  await expect(composer.getByRole("alert")).toHaveText("Elige al menos un artículo.");
  const first = composer.getByRole("group", { name: "Artículos" }).getByRole("checkbox").first();
  const title = ((await first.locator("xpath=..").textContent()) ?? "").trim();
  await first.check();
  await composer.getByLabel("Introducción (Español)").fill("Hola, comunidad: esto es lo nuevo.");
  await composer.getByLabel("Introducción (English)").fill("Hello, community: here is what is new.");
  await composer.getByRole("button", { name: "Vista previa" }).click();
  const spanish = composer.getByRole("figure", { name: "Lo que recibirán en Español" });
  await expect(spanish).toContainText("Boletín de Simbiosis");
  await expect(spanish).toContainText("Hola, comunidad: esto es lo nuevo.");
  await expect(spanish).toContainText(`■ ${title}`);
  await expect(composer.getByRole("figure", { name: "Lo que recibirán en English" })).toContainText(
    "Hello, community: here is what is new.",
  );
  await expectAccessible(page, "admin-messages");
});

test("the questions asked to the assistant are listed with their sources and feedback, filtered and deleted", async ({
  page,
  request,
}) => {
  // A question the demo content answers (a made-up word in it would leave the site without an answer).
  const question = "¿Quién financia la iniciativa?";
  const asked = await request.post("/api/assistant/ask", { data: { question, lang: "es" } });
  expect(asked.status()).toBe(200);
  const { id } = JSON.parse((await asked.text()).split("\n")[0] ?? "{}") as { id: string };
  expect((await request.post("/api/assistant/feedback", { data: { id, helpful: false } })).status()).toBe(
    200,
  );

  await signIn(page, "es", "/admin/assistant");
  await expect(page.getByRole("heading", { level: 1, name: "Preguntas al asistente" })).toBeVisible();
  await expect(page.getByText(/Se guardan 30 días, sin la dirección IP/)).toBeVisible();
  const item = page.getByRole("article", { name: question }).first();
  await expect(item).toContainText("No útil");
  await expect(item).toContainText("Fuentes: faq");
  await expectAccessible(page, "admin-messages");
  await page.getByRole("radio", { name: "Sin respuesta en el sitio" }).check();
  await expect(page.getByRole("article", { name: question })).toHaveCount(0);
  await page.getByRole("radio", { name: "No útiles" }).check();
  const before = await page.getByRole("article", { name: question }).count();
  await item.getByRole("button", { name: "Borrar" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Borrar" }).click();
  await expect(page.getByRole("article", { name: question })).toHaveCount(before - 1);
});
