import { randomUUID } from "node:crypto";
import type { AssistantQuestion } from "../../content/assistant-answer.ts";
import {
  FAQ_PAGE,
  type EvaluationPair,
  type EvaluationReport,
  type QuestionTopic,
  type SynonymGroup,
} from "../../content/assistant-editing.ts";
import { LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { valueHtml } from "../../content/entries.ts";
import { evaluate } from "./evaluation.server.ts";
import type { AssistantAnswer } from "../../content/assistant-answer.ts";
import type { Store } from "../store/store.server.ts";
import type { StoredSynonyms } from "../store/messaging-store.server.ts";
import { Lexicon } from "./lexicon.server.ts";
import { LEXICON_GROUPS, type LexiconGroup } from "./lexicon-seed.ts";
import { questionSlots, type LexiconSource } from "./retrieve.server.ts";

/*
 * The editors' side of the assistant (docs/product.md "The editing area"): the vocabulary as they
 * changed it over the shipped one, the questions it could not answer grouped by topic, an answer drafted in
 * the FAQ from one of them, and the evaluation they keep.
 */

/** The shipped groups with the editors' rows over them (a removed group is left out), as editors see them. */
export function mergeSynonyms(rows: readonly StoredSynonyms[]): SynonymGroup[] {
  const stored = new Map(rows.map((r) => [r.key, r]));
  const shipped = new Set(LEXICON_GROUPS.map((g) => g.key));
  const group = (row: StoredSynonyms): SynonymGroup => ({
    key: row.key,
    es: row.es,
    en: row.en,
    revision: row.revision,
    shipped: shipped.has(row.key),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  });
  const out: SynonymGroup[] = [];
  for (const g of LEXICON_GROUPS) {
    const row = stored.get(g.key);
    if (row?.deleted) continue;
    out.push(
      row
        ? group(row)
        : { key: g.key, es: g.es, en: g.en, revision: 0, shipped: true, updatedAt: null, updatedBy: null },
    );
  }
  for (const row of rows) if (!shipped.has(row.key) && !row.deleted) out.push(group(row));
  return out;
}

/** The vocabulary every question reads: read again from the store only when an editor changed it. */
export function createLexiconSource(store: Pick<Store, "assistantSynonymsStamp" | "listAssistantSynonyms">) {
  let kept: { stamp: string; lexicon: Lexicon } | undefined;
  const shipped = new Lexicon(LEXICON_GROUPS);
  const source: LexiconSource & { groups(): Promise<SynonymGroup[]> } = {
    async current() {
      const stamp = await store.assistantSynonymsStamp();
      if (stamp === "0:0") return shipped;
      if (kept?.stamp !== stamp) {
        const groups: LexiconGroup[] = mergeSynonyms(await store.listAssistantSynonyms());
        kept = { stamp, lexicon: new Lexicon(groups) };
      }
      return kept.lexicon;
    },
    async groups() {
      return mergeSynonyms(await store.listAssistantSynonyms());
    },
  };
  return source;
}

/** Questions grouped at most, and questions listed per group. */
const MAX_TOPICS = 40;

/**
 * Unanswered and "not helpful" questions grouped by what they ask about: each question's significant words
 * (as the retrieval reads them: stems, a vocabulary group standing for all its words, in both languages),
 * then, again and again, the word most questions share makes a group of the questions holding it. A
 * question sharing nothing stays alone. A word spelled the same in both languages ("podcast") is one word.
 * Simple to explain: a group is "the questions that say X".
 */
export function questionTopics(questions: readonly AssistantQuestion[], lexicon: Lexicon): QuestionTopic[] {
  const failing = questions.filter((q) => q.kind === "none" || q.helpful === false);
  const keysOf = new Map<AssistantQuestion, Map<string, string>>();
  for (const q of failing) {
    const keys = new Map<string, string>();
    for (const slot of questionSlots(q.question, q.lang, lexicon)) {
      const key = slot.groups.length
        ? `group:${lexicon.groups[slot.groups[0]!]!.key}`
        : `word:${slot.stems.join(" ")}`;
      if (!keys.has(key)) keys.set(key, slot.said);
    }
    keysOf.set(q, keys);
  }
  const left = new Set(failing);
  const topics: QuestionTopic[] = [];
  while (left.size && topics.length < MAX_TOPICS) {
    const counts = new Map<string, number>();
    for (const q of left)
      for (const key of keysOf.get(q)!.keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
    const [key, n] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ["", 0];
    const members = n >= 2 ? [...left].filter((q) => keysOf.get(q)!.has(key)) : [[...left][0]!];
    const words = new Map<string, number>();
    for (const q of members) {
      const word = n >= 2 ? keysOf.get(q)!.get(key) : [...keysOf.get(q)!.values()][0];
      if (word) words.set(word, (words.get(word) ?? 0) + 1);
      left.delete(q);
    }
    const counted: Record<Lang, number> = { es: 0, en: 0 };
    for (const q of members) counted[q.lang]++;
    topics.push({
      words: [...words].sort((a, b) => b[1] - a[1]).map(([w]) => w),
      counts: counted,
      questions: members,
    });
  }
  return topics;
}

/** Text as HTML text (a question is a visitor's: never markup). */
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The question as a FAQ heading: one line, with its question marks. */
function asHeading(question: string, lang: Lang): string {
  const q = question
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "");
  const asked = q.endsWith("?") ? q : `${q}?`;
  return lang === "es" && !asked.startsWith("¿") ? `¿${asked}` : asked;
}

/**
 * Adds the question to the FAQ's draft, in its language, as a new entry (a heading and an empty
 * paragraph for its answer) at the end of its text, against the revision read: a save in between is a
 * ConflictError, never overwritten. Visitors see nothing until the draft is published.
 */
export async function draftFaqEntry(
  store: Pick<Store, "getDraft" | "saveDraft">,
  input: { question: string; lang: Lang; user: string },
): Promise<{ page: string; revision: number }> {
  const current = await store.getDraft(FAQ_PAGE);
  const heading = `<h3>${escapeHtml(asHeading(input.question, input.lang))}</h3><p></p>`;
  let page: PageDoc;
  if (current) {
    const values = [...current.page.values];
    const at = values.findIndex((v) => v.name === "Content" && v.lang === input.lang);
    const before = at >= 0 ? valueHtml(values[at]!.value).trimEnd() : "";
    const entry = { name: "Content", lang: input.lang, value: { html: `${before}\n${heading}`.trim() } };
    if (at >= 0) values[at] = entry;
    else values.push(entry);
    page = { ...current.page, values };
  } else {
    // No FAQ yet: a new page of the kind the demo's is, in the question's language.
    page = {
      Page: FAQ_PAGE,
      Template: "Page",
      values: [
        ...LANGS.map((lang) => ({
          name: "Title",
          lang,
          value: { text: lang === "es" ? "Preguntas frecuentes" : "Frequently asked questions" },
        })),
        { name: "Content", lang: input.lang, value: { html: heading } },
      ],
    };
  }
  const { state } = await store.saveDraft(page, {
    expectedRevision: current?.page.revision,
    createOnly: !current,
    user: input.user,
  });
  return { page: state.page.Page, revision: state.page.revision ?? 0 };
}

/** The editors' evaluation, worked out again whenever the content, the vocabulary or the pairs change. */
export function createEvaluator(
  store: Pick<Store, "contentVersion" | "listEvaluationPairs">,
  retrieve: (question: string, lang: Lang) => Promise<AssistantAnswer>,
  stamp: () => Promise<string>,
) {
  let kept: { key: string; report: EvaluationReport } | undefined;
  let running: Promise<EvaluationReport> | undefined;
  async function run(force: boolean): Promise<EvaluationReport> {
    const [version, pairs, vocabulary] = await Promise.all([
      store.contentVersion(),
      store.listEvaluationPairs(),
      stamp(),
    ]);
    const key = `${version}|${vocabulary}|${pairs.map((p) => p.id).join(",")}`;
    if (!force && kept?.key === key) return kept.report;
    // Which language a cited page is in is the tests' concern; the editors see pages.
    const { results } = await evaluate(
      pairs.map((p) => ({ lang: p.lang, question: p.question, pages: p.pages })),
      retrieve,
      async () => [],
    );
    const report: EvaluationReport = {
      contentVersion: version,
      computedAt: new Date().toISOString(),
      total: results.length,
      passed: results.filter((r) => r.passed).length,
      outcomes: results.map((r, i) => ({
        id: pairs[i]!.id,
        lang: r.lang,
        question: r.question,
        pages: [...r.pages],
        cited: r.cited,
        passed: r.passed,
      })),
    };
    kept = { key, report };
    return report;
  }
  return {
    /** The report for the site as it is now (worked out once per change; `force`: again now). */
    report(force = false): Promise<EvaluationReport> {
      running ??= run(force).finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

/** A pair as the store keeps it. */
export function newPair(input: {
  lang: Lang;
  question: string;
  pages: string[];
  user: string | null;
}): EvaluationPair {
  return {
    id: randomUUID(),
    lang: input.lang,
    question: input.question,
    pages: input.pages,
    createdAt: new Date().toISOString(),
    createdBy: input.user,
  };
}
