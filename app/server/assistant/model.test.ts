import { describe, expect, it } from "vitest";
import type { Passage } from "../../content/assistant.ts";
import { buildMessages, checkCitations, HISTORY_TURNS, neutralise } from "./model.server.ts";

const passage = (n: number, text = `Texto ${n}.`): Passage => ({
  n,
  page: `p${n}`,
  title: `Página ${n}`,
  href: `/p${n}`,
  text,
  lang: "es",
});

describe("the model's prompt", () => {
  it("keeps the last turns only, each cut, their citations removed, before the passages and the question", () => {
    const history = Array.from({ length: 5 }, (_, k) => ({
      question: `Pregunta ${k} ${"¿".repeat(2_000)}`,
      answer: `Respuesta ${k} [${k + 1}] [1, 2] ${"a".repeat(2_000)}`,
    }));
    const messages = buildMessages({ question: "¿Y ahora?", history, passages: [passage(1)], lang: "es" });
    expect(messages).toHaveLength(1 + 2 * HISTORY_TURNS + 1);
    expect(messages[1]?.content).toContain("Pregunta 2");
    expect(messages[5]?.content).toContain("Pregunta 4");
    for (const m of messages.slice(1, -1)) expect(m.content.length).toBeLessThan(900);
    expect(messages[2]?.content).toMatch(/^Respuesta 2 a/);
    expect(messages.at(-1)?.content).toMatch(/<<<PASSAGE 1 \| Página 1>>>\nTexto 1\.\n<<<END PASSAGE 1>>>/);
    expect(messages.at(-1)?.content).toMatch(/<<<QUESTION>>>\n¿Y ahora\?\n<<<END QUESTION>>>/);
  });

  it("says which language to answer in", () => {
    const es = buildMessages({ question: "¿Qué?", passages: [passage(1)], lang: "es" });
    const en = buildMessages({ question: "What?", passages: [passage(1)], lang: "en" });
    expect(es[0]?.content).toContain("Answer in Spanish");
    expect(en[0]?.content).toContain("Answer in English");
    expect(en.at(-1)?.content).toContain("Answer in English");
  });

  it("neutralises runs of angle brackets, full-width too, and control characters", () => {
    expect(neutralise("a <<< b >>>> c << d >> ＜＜＜e﹥﹥﹥ \u0000\u001b[31m\tf\n")).toBe(
      "a « b » c << d >> «e» [31m\tf\n",
    );
  });

  it("cuts a very long passage or question", () => {
    const [, user] = buildMessages({
      question: "q".repeat(5_000),
      passages: [passage(1, "x".repeat(50_000))],
      lang: "es",
    });
    expect(user?.content.length).toBeLessThan(4_000);
  });
});

describe("checkCitations", () => {
  const given = [passage(1), passage(2), passage(3)];
  it.each([
    ["Sí [1].", true, [1], []],
    ["Sí [1][3] y [2].", true, [1, 3, 2], []],
    ["Sí [1, 3]; [2;3].", true, [1, 3, 2], []],
    ["Sí [1-3].", true, [1, 2, 3], []],
    ["Sí [1–3].", true, [1, 2, 3], []],
    ["Sí [7].", false, [7], [7]],
    ["Sí [1, 9].", false, [1, 9], [9]],
    ["Sí [1-4].", false, [1, 2, 3, 4], [4]],
    ["Sí [0].", false, [0], [0]],
    ["Sí [2-9999].", false, [2, 9999], [9999]],
    ["En `[8]` no.", false, [8], [8]],
    ["No lo sé.", false, [], []],
    ["Ver [pasaje 1] o [^1].", false, [], []],
  ])("%s", (answer, ok, cited, invented) => {
    expect(checkCitations(answer, given)).toEqual({ ok, cited, invented });
  });
});
