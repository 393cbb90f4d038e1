import { expect, test } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import { collectErrors, waitForHydration } from "./support/content-helpers.ts";

/*
 * The /chatbot assistant as a visitor uses it (issue 17), on the built site with the demo content and no
 * language model (the default): a question answered with quoted passages whose link leads to the page, in
 * both languages; a question the site cannot answer; feedback; the keyboard; and the page without
 * JavaScript; questions written the way visitors write, full of filler words (issue 39). The server lets one
 * visitor ask 20 questions a minute: these tests ask 9 in all.
 */

test("answers in Spanish with quoted passages and a link that leads to the page", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/chatbot");
  await waitForHydration(page);
  const box = page.getByLabel("Tu mensaje");
  await box.fill("¿Quién financia la iniciativa?");
  await box.press("Enter");
  const answer = page.locator(".chat-answer").last();
  await expect(answer).toContainText("Esto dice el sitio sobre «Quién financia la iniciativa»:");
  // A FAQ's answer leads, the paragraph under its question; its source is linked below, not quoted twice.
  await expect(answer.locator(".chat-answer-lead")).toContainText(/^Las donaciones individuales/);
  await expect(answer.locator("blockquote").filter({ hasText: "Las donaciones individuales" })).toHaveCount(
    0,
  );
  await expect(box).toHaveValue("");
  // The conversation is a live region: screen readers hear the answer.
  await expect(page.getByRole("log")).toHaveAttribute("aria-live", "polite");
  await expectAccessible(page, "chatbot with an answer");

  await answer.getByRole("button", { name: "Sí" }).click();
  await expect(answer).toContainText("Gracias por tu opinión.");

  const source = answer.getByRole("link", { name: /Preguntas frecuentes — ¿Quién financia la iniciativa\?/ });
  await source.click();
  // The link's text fragment (#:~:text=…) is taken out of the address by the browser once it has
  // scrolled to the quoted words.
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { name: "¿Quién financia la iniciativa?" })).toBeVisible();
  await expect(page.getByText(/^Las donaciones individuales/)).toBeInViewport();
  expect(errors).toEqual([]);
});

test("answers in English, and says so when the site has no answer", async ({ page }) => {
  await page.goto("/en/chatbot");
  await waitForHydration(page);
  const box = page.getByLabel("Your message");
  // Shift+Enter writes a new line instead of sending.
  await box.fill("What is data sovereignty?");
  await box.press("Shift+Enter");
  await expect(box).toHaveValue("What is data sovereignty?\n");
  await expect(page.locator(".chat-answer")).toHaveCount(0);
  await page.getByRole("button", { name: "Send" }).click();
  const answer = page.locator(".chat-answer").last();
  await expect(answer).toContainText("This is what the site says about “What is data sovereignty”:");
  const link = answer.getByRole("link", { name: /Data sovereignty/ }).first();
  // At the article's English address: its English slug.
  await expect(link).toHaveAttribute(
    "href",
    /^\/en\/article\/data-sovereignty-deciding-together-what-gets-shared#:~:text=/,
  );

  await box.fill("How tall is Mount Everest?");
  await box.press("Enter");
  const none = page.locator(".chat-answer").last();
  await expect(none).toContainText("The site has no answer for “How tall is Mount Everest”.");
  await expect(none.getByRole("link", { name: "Search for “How tall is Mount Everest”" })).toHaveAttribute(
    "href",
    "/en/search?q=How+tall+is+Mount+Everest%3F",
  );
  await expect(none.getByRole("link", { name: "Write to the team" })).toHaveAttribute("href", "/en/contact");
  await expectAccessible(page, "chatbot in English with answers");
});

for (const visitor of [
  {
    lang: "es",
    path: "/chatbot",
    box: "Tu mensaje",
    question: "hola, una duda rápida: ¿cómo se deciden realmente las cosas importantes aquí, se vota o qué?",
    lead: /votación en asamblea por mayoría de dos tercios/,
    source: /^Gobernanza — Cómo se decide$/,
    address: /\/gobernanza$/,
    heading: "Cómo se decide",
  },
  {
    lang: "en",
    path: "/en/chatbot",
    box: "Your message",
    question: "hey, so what does your bias detector thing actually do exactly??",
    lead: /^The bias detector is a library and a small application that compute fairness metrics/,
    source: /^Bias detector$/,
    address: /\/en\/project\/bias-detector$/,
    heading: "Bias detector",
  },
] as const) {
  test(`understands a question in ${visitor.lang} full of filler words and cites the page, whose link leads there`, async ({
    page,
  }) => {
    await page.goto(visitor.path);
    await waitForHydration(page);
    const box = page.getByLabel(visitor.box);
    await box.fill(visitor.question);
    await box.press("Enter");
    const answer = page.locator(".chat-answer").last();
    await expect(answer.locator(".chat-answer-lead")).toContainText(visitor.lead);
    const source = answer.getByRole("link", { name: visitor.source }).first();
    await expect(source).toBeVisible();
    await expectAccessible(page, `chatbot in ${visitor.lang}, a visitor's question`);
    await source.click();
    await expect(page).toHaveURL(visitor.address);
    await expect(page.getByRole("heading", { name: visitor.heading, exact: true }).first()).toBeVisible();
  });
}

test("an empty question gets a clear message, not a request", async ({ page }) => {
  await page.goto("/chatbot");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Escribe una pregunta.");
  await expect(page.getByLabel("Tu mensaje")).toHaveAttribute("aria-invalid", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the page comes back with the answer and its feedback form", async ({ page }) => {
    await page.goto("/chatbot");
    await page.getByLabel("Tu mensaje").fill("¿Qué son las micorrizas?");
    await page.getByRole("button", { name: "Enviar" }).click();
    const answer = page.locator(".chat-answer");
    await expect(answer).toContainText("Esto dice el sitio sobre «Qué son las micorrizas»:");
    await expect(answer.getByRole("link", { name: /El bosque conectado/ }).first()).toBeVisible();
    await answer.getByRole("button", { name: "No" }).click();
    await expect(page.locator(".chat-answer")).toContainText("Gracias por tu opinión.");
  });
});
