import { localizedPath } from "../../content/addresses.ts";
import {
  textFragmentHref,
  type AssistantAnswer,
  type QuotedPassage,
} from "../../content/assistant-answer.ts";
import type { Lang } from "../../content/page-model.ts";
import { highlight, STOP_WORDS, tokens, type QueryTerm } from "../search/text.server.ts";
import { pageSections } from "../site/search-index.server.ts";
import type { Store } from "../store/store.server.ts";

/*
 * The assistant's retrieval (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept"): the question's words are looked up in
 * the site search's index (any of them), the best pages are cut into passages of a few sentences under
 * their headings, and the passages are scored with BM25 over the question's words, weighted by how rare
 * each word is on the whole site. The site "has an answer" when the best passage (with its page's title
 * and heading) holds most of the question's weight: a question about something the site never names
 * (its rare words appear nowhere) is below the threshold, whatever else it shares with the site.
 */

/** Words that ask rather than say what about: dropped with the search's stop words (folded forms). */
const QUESTION_WORDS: Record<Lang, ReadonlySet<string>> = {
  es: new Set(
    "cual cuales cuando cuanto cuanta cuantos cuantas donde adonde quien quienes puedo puede pueden podria podrias hay hace hacen tiene tienen necesito necesita necesitas necesitan ser son estan explica explicame dime decir sabes saber significa quiero queria gustaria favor algun alguna alguno algunos algunas hola gracias tambien otra otro otras otros eso esto esa ese".split(
      " ",
    ),
  ),
  en: new Set(
    "do does did can could would should need needs go goes get gets happen happens tell me about you your there are whats explain mean means know want wanted like please some any hello hi thanks also other others those these they them its".split(
      " ",
    ),
  ),
};

/** Pages whose passages are scored. */
const CANDIDATE_PAGES = 8;
/** Passages quoted at most, and from one page at most. */
const MAX_QUOTES = 3;
const MAX_QUOTES_PER_PAGE = 2;
/** A passage is about this long (characters), whole sentences. */
const PASSAGE_CHARS = 360;
/** The share of the question's weight the best passage must hold for the site to "have an answer". */
export const ANSWER_THRESHOLD = 0.6;
/** Further passages are quoted when they score at least this share of the best one. */
const NEXT_QUOTE_SHARE = 0.5;
/** BM25's usual constants. */
const K1 = 1.2;
const B = 0.75;
/** What a word in the page's title or the passage's heading adds, as a share of its weight. */
const TITLE_BONUS = 1.5;

export interface QuestionTerm {
  term: string;
  weight: number;
}

/** The question's meaningful words as stems, at most 12, in order. */
export function questionTerms(question: string, lang: Lang): string[] {
  const seen = new Set<string>();
  for (const t of tokens(question, lang)) {
    if (STOP_WORDS[lang].has(t.folded) || QUESTION_WORDS[lang].has(t.folded)) continue;
    if (t.folded.length < 2 && !/\d/.test(t.folded)) continue;
    seen.add(t.term);
    if (seen.size >= 12) break;
  }
  return [...seen];
}

interface Candidate {
  page: string;
  title: string;
  heading?: string;
  href: string;
  text: string;
  terms: Map<string, number>;
  length: number;
  /** Stems of the page title and heading. */
  labels: Set<string>;
  /** Stems of the title, heading and the passage's whole section. */
  around: Set<string>;
}

function termCounts(text: string, lang: Lang): { terms: Map<string, number>; length: number } {
  const terms = new Map<string, number>();
  const words = tokens(text, lang);
  for (const w of words) terms.set(w.term, (terms.get(w.term) ?? 0) + 1);
  return { terms, length: words.length };
}

/** Whole sentences, grouped up to about PASSAGE_CHARS characters. */
export function passagesOf(text: string, lang: Lang): string[] {
  const sentences = [...new Intl.Segmenter(lang, { granularity: "sentence" }).segment(text)]
    .map((s) => s.segment.trim())
    .filter(Boolean);
  const out: string[] = [];
  let current = "";
  for (const s of sentences) {
    if (current && current.length + s.length + 1 > PASSAGE_CHARS) {
      out.push(current);
      current = "";
    }
    current = current ? `${current} ${s}` : s;
  }
  if (current) out.push(current);
  return out;
}

/** Reads the question against the site and picks the passages that answer it, or none. */
export async function retrieve(
  store: Pick<Store, "siteCandidates" | "getPages">,
  question: string,
  lang: Lang,
  context: readonly string[] = [],
): Promise<AssistantAnswer> {
  let terms = questionTerms(question, lang);
  // A follow-up ("¿y quién lo mantiene?") borrows the words of the previous question.
  if (terms.length < 2 && context.length) {
    const previous = questionTerms(context[context.length - 1] ?? "", lang);
    terms = [...new Set([...terms, ...previous])].slice(0, 12);
  }
  const none: AssistantAnswer = { kind: "none", question, passages: [] };
  if (terms.length === 0) return none;
  const found = await store.siteCandidates({ lang, terms, limit: CANDIDATE_PAGES });
  if (found.hits.length === 0) return none;
  const n = Math.max(found.pages, 1);
  const weights: QuestionTerm[] = terms.map((term, i) => {
    const df = found.termPages[i] ?? 0;
    return { term, weight: Math.log(1 + (n - df + 0.5) / (df + 0.5)) };
  });
  const total = weights.reduce((a, w) => a + w.weight, 0);

  const docs = new Map((await store.getPages(found.hits.map((h) => h.name))).map((d) => [d.Page, d]));
  const candidates: Candidate[] = [];
  for (const hit of found.hits) {
    const doc = docs.get(hit.name);
    if (!doc) continue;
    const href = localizedPath(hit.path, lang);
    const titleTerms = termCounts(hit.title, lang).terms;
    for (const section of pageSections(doc, lang)) {
      // What the passage "holds" for the threshold: its page's title, its heading and its whole section.
      const labels = new Set([...titleTerms.keys(), ...termCounts(section.heading ?? "", lang).terms.keys()]);
      const around = new Set([...labels, ...termCounts(section.text, lang).terms.keys()]);
      for (const text of passagesOf(section.text, lang)) {
        candidates.push({
          page: hit.name,
          title: hit.title,
          heading: section.heading,
          href,
          text,
          labels,
          around,
          ...termCounts(text, lang),
        });
      }
    }
  }
  if (candidates.length === 0) return none;
  const average = candidates.reduce((a, c) => a + c.length, 0) / candidates.length || 1;

  const scored = candidates
    .map((c) => {
      let score = 0;
      let held = 0;
      for (const { term, weight } of weights) {
        const tf = c.terms.get(term) ?? 0;
        const labelled = c.labels.has(term);
        if (tf > 0) score += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * c.length) / average));
        if (labelled) score += weight * TITLE_BONUS;
        if (c.around.has(term)) held += weight;
      }
      return { c, score, coverage: total > 0 ? held / total : 0 };
    })
    .sort((a, b) => b.score - a.score || b.coverage - a.coverage);

  const best = scored[0];
  if (!best || best.score <= 0) return none;
  // The site answers when a passage near the top holds enough of the question (the best by score may
  // be a short passage that repeats one word).
  const near = scored.filter((s) => s.score >= best.score * NEXT_QUOTE_SHARE);
  if (Math.max(...near.map((s) => s.coverage)) < ANSWER_THRESHOLD) return none;
  const picked: typeof scored = [];
  const perPage = new Map<string, number>();
  for (const s of scored) {
    if (picked.length >= MAX_QUOTES || s.score < best.score * NEXT_QUOTE_SHARE) break;
    const count = perPage.get(s.c.page) ?? 0;
    if (count >= MAX_QUOTES_PER_PAGE) continue;
    perPage.set(s.c.page, count + 1);
    picked.push(s);
  }
  const marks: QueryTerm[] = terms.map((term) => ({ term }));
  const passages: QuotedPassage[] = picked.map(({ c }, i) => ({
    n: i + 1,
    page: c.page,
    title: c.title,
    heading: c.heading,
    href: textFragmentHref(c.href, c.text),
    text: c.text,
    parts: highlight(c.text, marks, lang),
    lang,
  }));
  return { kind: "quotes", question, passages };
}
