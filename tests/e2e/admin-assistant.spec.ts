import fs from "node:fs";
import type { Page } from "./support/test.ts";
import { expectAccessible } from "./support/axe.ts";
import {
  caretToEnd,
  expect,
  publishFromEditor,
  signIn,
  test,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";
import { waitForHydration } from "./support/content-helpers.ts";

/*
 * The editors' loop of the assistant (issue 39), on the editing area's server with the demo content and no
 * language model: questions nobody answered are grouped by the word they share; "Write the answer" opens
 * the FAQ's draft with the question as a new entry; the editor writes the answer and publishes; the
 * assistant now answers the question on /chatbot and the evaluation counts it right. Both tabs are
 * keyboard-usable and axe-clean, in Spanish and English. ADMIN_SHOTS=1 also takes screenshots (1280, 375).
 */

const SHOTS = process.env.ADMIN_SHOTS_DIR ?? "/tmp/shots-admin";

async function ask(page: Page, question: string, lang: "es" | "en") {
  const res = await page.request.post("/api/assistant/ask", { data: { question, lang } });
  expect(res.status()).toBe(200);
  return JSON.parse((await res.text()).split("\n")[0] ?? "{}") as { answer: { kind: string } };
}

test("a question nobody answered: grouped, answered in the FAQ, published, then answered", async ({
  page,
}) => {
  // A word the site has never used, new on every run: these questions have no answer yet.
  const thing = `pódcast${Date.now().toString(36)}`;
  const question = `¿Tenéis un ${thing}?`;
  expect((await ask(page, question, "es")).answer.kind).toBe("none");
  expect((await ask(page, `Do you have a ${thing}?`, "en")).answer.kind).toBe("none");

  await signIn(page, "es", "/admin/assistant");
  await expect(
    page.getByRole("heading", { level: 2, name: "Lo que el asistente no supo responder" }),
  ).toBeVisible();
  const group = page.getByRole("article", { name: `Preguntas con «${thing}»` });
  await expect(group).toContainText("1 en español · 1 en inglés");
  await expectAccessible(page, "the assistant's questions, grouped");

  // The keyboard reaches the group's button and presses it.
  const write = group.getByRole("button", {
    name: `Escribir la respuesta a «${question}» en las preguntas frecuentes`,
  });
  await write.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/pages\/faq$/);
  await expect(page.getByRole("status").filter({ hasText: `La pregunta «${question}»` })).toBeVisible();
  const content = page.getByRole("textbox", { name: "Contenido (Español)" });
  await expect(content.getByRole("heading", { name: question })).toBeVisible();

  const answer = `Sí: cada viernes publicamos un episodio del ${thing} en el blog del sitio.`;
  await caretToEnd(page, content);
  await page.keyboard.type(answer);
  await publishFromEditor(page, ["Español"]);

  // The evaluation counts the question right now that the answer is published.
  await page.goto("/admin/assistant/evaluation");
  await expect(page.getByTestId("evaluation-rate")).toContainText(/^Acierta \d+ de \d+/);
  await page.getByText(/^Preguntas que acierta/).click();
  await expect(page.getByRole("row", { name: new RegExp(question.replace(/[?¿]/g, ".")) })).toContainText(
    "faq",
  );
  await expectAccessible(page, "the assistant's evaluation");

  // A visitor asks again: the FAQ answers, and its link leads to the entry.
  await page.goto("/chatbot");
  await waitForHydration(page);
  await page.getByLabel("Tu mensaje").fill(question);
  await page.getByLabel("Tu mensaje").press("Enter");
  const reply = page.locator(".chat-answer").last();
  await expect(reply.locator(".chat-answer-lead")).toHaveText(new RegExp(`^${answer.replace(/[.:]/g, ".")}`));
  await reply.getByRole("link", { name: `Preguntas frecuentes — ${question}` }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { name: question })).toBeVisible();
});

for (const lang of ["es", "en"] as const) {
  test(`both tabs in ${lang}, axe-clean at 1280 and 375 pixels`, async ({ page, context, baseURL }) => {
    await useEditingAreaLang(context, baseURL, lang);
    await signIn(page, lang, "/admin/assistant");
    const es = lang === "es";
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
      await page.goto("/admin/assistant");
      await expect(
        page.getByRole("navigation", { name: es ? "Secciones del asistente" : "Assistant sections" }),
      ).toBeVisible();
      await expectAccessible(page, `assistant questions, ${lang}, ${width}px`);
      if (process.env.ADMIN_SHOTS) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/${lang}-${width}-assistant-questions.png`, fullPage: true });
      }
      await page.getByRole("link", { name: es ? "Evaluación" : "Evaluation" }).click();
      await expect(page.getByRole("heading", { name: es ? "Sinónimos" : "Synonyms" })).toBeVisible();
      await expect(page.getByRole("link", { name: es ? "Evaluación" : "Evaluation" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // A group of synonyms opens for editing from the keyboard and closes again.
      const edit = page
        .getByRole("button", { name: es ? /^Editar el grupo «/ : /^Edit the group “/ })
        .first();
      await edit.focus();
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("textbox", { name: es ? "Palabras en español" : "Words in Spanish" }).nth(1),
      ).toBeVisible();
      await expectAccessible(page, `assistant evaluation, ${lang}, ${width}px`);
      if (process.env.ADMIN_SHOTS)
        await page.screenshot({ path: `${SHOTS}/${lang}-${width}-assistant-evaluation.png`, fullPage: true });
      await page.getByRole("button", { name: es ? "Cancelar" : "Cancel" }).click();
    }
  });
}
