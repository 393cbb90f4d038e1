import { describe, expect, it } from "vitest";
import { valueHtml } from "../../content/entries.ts";
import type { Entry } from "../../content/page-model.ts";
import { dictionaryFor } from "../../i18n/translate.ts";
import { assistant } from "../../i18n/sections/assistant.ts";
import { forms } from "../../i18n/sections/forms.ts";
import { demoPages } from "./demo-pages.server.ts";

/*
 * The demo content and the public interface texts tell the truth about the chatbot (issue 38): the
 * assistant's questions are sent to the server and kept for a while, so no sentence may say they are not.
 * A sentence is checked when it is about the chatbot or what is typed into it; it fails when it claims
 * that nothing is sent, kept or stored, that it runs locally, or that the assistant does not answer.
 */

const ABOUT_THE_CHATBOT =
  /chatbot|simbi\b|asistente|assistant|conversaci|conversation|preguntas?\b|questions?\b|mensajes?\b|messages?\b|lo que escribo|what i type|historial|history/i;

const CLAIMS_NOTHING_IS_SENT_OR_KEPT = [
  // Spanish
  /\bno\s+(?:se\s+)?(?:env[ií]a|manda|guarda|conserva|almacena|registra|sale)/i,
  /\bnunca\s+(?:se\s+)?(?:env[ií]a|guarda|conserva|almacena)/i,
  /ning[uú]n servidor/i,
  /no\s+conservar[aá]/i,
  /(?:todav[ií]a|a[uú]n)\s+no\s+responde/i,
  /(?:ejecuta(?:do|rá)?|funciona)\s+en\s+local/i,
  /^no\.?$/i,
  // English
  // "could not be sent" is a failure said, not a claim about what the site does.
  /(?<!could\s|can\s)\b(?:not|never)\s+(?:be\s+)?(?:sent|send|stored|store|kept|keep|saved|save|logged|recorded)\b/i,
  /\b(?:does|do|will)\s*(?:not|n't)\s+(?:send|keep|store|save|log|record|reply|answer)\b/i,
  /\b(?:to|on)\s+any\s+server/i,
  /\bruns?\s+locally|run\s+locally/i,
];

/** Plain text of an entry's value, without markup. */
function plainText(entry: Entry): string {
  return valueHtml(entry.value).replace(/<[^>]*>/g, " ");
}

function sentences(text: string, lang: string): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: "sentence" });
  return [...segmenter.segment(text)].map((s) => s.segment.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The sentences that say the chatbot sends or keeps nothing: [where, sentence]. */
function untrue(where: string, text: string, lang: string): string[] {
  return sentences(text, lang)
    .filter((s) => ABOUT_THE_CHATBOT.test(s) && CLAIMS_NOTHING_IS_SENT_OR_KEPT.some((p) => p.test(s)))
    .map((s) => `${where}: ${s}`);
}

/** Every string of a dictionary section, with its key path. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe("what the demo content and the public texts say about the chatbot", () => {
  it("no demo page, in either language, claims that questions are not sent or not kept", () => {
    const found: string[] = [];
    for (const page of demoPages)
      for (const entry of [...page.values, ...(page.components ?? [])])
        found.push(
          ...untrue(
            `${page.Page} ${entry.name} (${entry.lang ?? "any"})`,
            plainText(entry),
            entry.lang ?? "es",
          ),
        );
    expect(found).toEqual([]);
  });

  it("no interface text of the public site claims it either", () => {
    const found: string[] = [];
    for (const lang of ["es", "en"] as const) {
      const { admin: _editingArea, ...site } = dictionaryFor(lang) as Record<string, unknown>;
      for (const [path, text] of [
        ...strings(site, ""),
        ...strings(assistant[lang], "assistant"),
        ...strings(forms[lang], "forms"),
      ])
        found.push(...untrue(`${lang} ${path}`, text, lang));
    }
    expect(found).toEqual([]);
  });

  it("catches the sentences the site used to say (the check can fail)", () => {
    const before = [
      [
        "En esta versión de demostración la conversación no se envía a ningún servidor y el asistente todavía no responde.",
        "es",
      ],
      ["No guarda el historial de la conversación.", "es"],
      ["No. La demostración actual no envía tus mensajes a ningún servidor.", "es"],
      [
        "In this demo version the conversation is not sent to any server and the assistant does not reply yet.",
        "en",
      ],
      ["Does not keep a conversation history.", "en"],
      ["No. The current demo does not send your messages to any server.", "en"],
      [
        "When we connect a model, it will run on our own infrastructure and will not keep conversation histories.",
        "en",
      ],
    ] as const;
    for (const [sentence, lang] of before) expect(untrue("old", sentence, lang), sentence).toHaveLength(1);
    // And what it says now passes.
    expect(
      untrue("now", "Cada pregunta se envía al servidor de este sitio, que la guarda 30 días.", "es"),
    ).toEqual([]);
  });
});
