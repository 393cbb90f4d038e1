import { describe, expect, it } from "vitest";
import type { PageDoc } from "../../content/page-model.ts";
import { stem } from "../search/text.server.ts";
import { BridgeLearner } from "./bridge.server.ts";

/** A page written in both languages, paragraph for paragraph. */
function page(name: string, title: [string, string], paragraphs: Array<[string, string]>): PageDoc {
  const html = (i: 0 | 1) => paragraphs.map((p) => `<p>${p[i]}</p>`).join("");
  return {
    Page: name,
    Template: "Article",
    values: [
      { name: "Title", lang: "es", value: { text: title[0] } },
      { name: "Title", lang: "en", value: { text: title[1] } },
      { name: "Content", lang: "es", value: { html: html(0) } },
      { name: "Content", lang: "en", value: { html: html(1) } },
    ],
  };
}

describe("the assistant's bridge between languages", () => {
  it("learns word translations from the pieces of pages written in both languages", () => {
    const learner = new BridgeLearner();
    learner.add(
      page(
        "huerto",
        ["El huerto del barrio", "The neighbourhood garden"],
        [
          ["Regamos el huerto con agua de lluvia.", "We water the garden with rain water."],
          ["El huerto da tomates en verano.", "The garden gives tomatoes in summer."],
          ["Los vecinos cuidan el huerto juntos.", "The neighbours look after the garden together."],
        ],
      ),
    );
    learner.add(
      page(
        "lluvia",
        ["Guardar la lluvia", "Keeping the rain"],
        [
          ["Un depósito guarda el agua de lluvia.", "A tank keeps the rain water."],
          ["En verano el depósito se vacía.", "In summer the tank empties."],
        ],
      ),
    );
    const bridge = learner.learn();
    const translations = (word: string, lang: "es" | "en") =>
      bridge.translate(stem(word, lang), lang).map((t) => t.term);
    expect(translations("huerto", "es")[0]).toBe(stem("garden", "en"));
    expect(translations("garden", "en")[0]).toBe(stem("huerto", "es"));
    expect(translations("lluvia", "es")[0]).toBe(stem("rain", "en"));
    expect(translations("verano", "es")[0]).toBe(stem("summer", "en"));
    // A word of one page only is not linked to a word it never stands beside.
    expect(translations("tomates", "es")).not.toContain(stem("tank", "en"));
  });

  it("learns nothing from a page written in one language", () => {
    const learner = new BridgeLearner();
    const only: PageDoc = {
      Page: "solo",
      Template: "Article",
      values: [
        { name: "Title", lang: "es", value: { text: "Solo en español" } },
        { name: "Content", lang: "es", value: { html: "<p>Un texto sin traducir.</p>" } },
      ],
    };
    learner.add(only);
    expect(learner.learn().size).toBe(0);
  });
});
