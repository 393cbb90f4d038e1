import type { Lang } from "../../content/page-model.ts";
import { tokens } from "../search/text.server.ts";
import { everydayRank } from "./general-words.server.ts";

/*
 * Whether a question speaks to the initiative itself: "your models", "do you keep my email", "¿cómo reducís…?",
 * "vuestros textos". Such a question asks about the site whatever its other words, so the retrieval accepts an
 * answer that holds less of it (`RETRIEVAL.addressed`); a question about the world ("the capital of France",
 * "can you recommend a hotel") does not speak to the initiative and keeps the full bar.
 */

/** Words that speak to the initiative (folded). */
const ADDRESSING: Record<Lang, ReadonlySet<string>> = {
  en: new Set(["your", "yours", "yourselves", "ur"]),
  es: new Set(["vuestro", "vuestra", "vuestros", "vuestras", "vosotros", "vosotras", "os", "ustedes"]),
};
/** "Do you…?", "are you…?": asks what the initiative does; "can you…?" asks the assistant for a favour. */
const ASKING_YOU = /\b(?:do|did|does|are|were|have|will) (?:you|u)\b/i;
/** Everyday words that end like a verb said to "vosotros" and are not one. */
const NOT_VOSOTROS = new Set(["pais", "seis", "jerseis"]);
const VOSOTROS_ENDING = /^(\p{L}{2,}?)(ais|eis|is)$/u;
const INFINITIVE: Record<string, string> = { ais: "ar", eis: "er", is: "ir" };

export function addressesTheSite(question: string, lang: Lang): boolean {
  const text = question.slice(0, 1000);
  if (lang === "en" && ASKING_YOU.test(text)) return true;
  for (const { folded, start, end } of tokens(text, lang)) {
    // "OS" in capitals is an operating system, not "os" (you).
    if (ADDRESSING[lang].has(folded) && text.slice(start, end) !== folded.toUpperCase()) return true;
    if (lang === "en" && folded === "you" && /\bguys\b/i.test(text)) return true;
    if (lang !== "es" || NOT_VOSOTROS.has(folded)) continue;
    // A verb said to "vosotros" ("tenéis", "reducís", often without the accent), whose infinitive is a word:
    // "análisis" or "crisis" are not ("análir").
    const verb = VOSOTROS_ENDING.exec(folded);
    if (verb && everydayRank(verb[1] + INFINITIVE[verb[2]!]!, lang) !== undefined) return true;
  }
  return false;
}
