import type { AssistantAnswer } from "../../content/assistant-answer.ts";
import type { Lang } from "../../content/page-model.ts";

/*
 * How well the assistant answers a set of questions whose right pages are known
 * (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept"): the tests, the bench and the
 * editors' Evaluation tab read the same figures.
 */

export interface EvaluationCase {
  lang: Lang;
  question: string;
  /** The pages that answer it; none: the site has no answer, and the assistant should say so. */
  pages: readonly string[];
}

export interface CaseResult extends EvaluationCase {
  /** The pages cited, in order; empty when the assistant said the site has no answer. */
  cited: string[];
  /** The right page is among those cited (or, for a question with no answer, none was cited). */
  passed: boolean;
  /** The first page cited is a right one. */
  firstRight: boolean;
  /** A cited address in the other language although the page exists in the visitor's. */
  wrongLanguage: string[];
  ms: number;
}

export interface EvaluationFigures {
  answerable: number;
  /** Answerable questions whose right page was cited. */
  cited: number;
  /** …and whose first source was a right page. */
  firstRight: number;
  offTopic: number;
  /** Off-topic questions answered "the site has no answer". */
  refused: number;
  /** Citations of the other language's address for a page that exists in the visitor's. */
  wrongLanguage: number;
  /** Answer time without a model (ms). */
  p50: number;
  p95: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Asks every question (one at a time) and compares the pages cited with the right ones. */
export async function evaluate(
  cases: readonly EvaluationCase[],
  ask: (question: string, lang: Lang) => Promise<AssistantAnswer>,
  /** The languages a page is written in (to tell a wrong-language citation). */
  languagesOf: (page: string) => Promise<readonly Lang[]>,
): Promise<{ results: CaseResult[]; figures: EvaluationFigures }> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const started = performance.now();
    const answer = await ask(c.question, c.lang);
    const ms = performance.now() - started;
    const cited = [...new Set(answer.passages.map((p) => p.page))];
    const wrongLanguage: string[] = [];
    for (const p of answer.passages)
      if (p.lang !== c.lang && (await languagesOf(p.page)).includes(c.lang)) wrongLanguage.push(p.href);
    const answerable = c.pages.length > 0;
    results.push({
      ...c,
      cited,
      passed: answerable ? cited.some((p) => c.pages.includes(p)) : answer.kind === "none",
      firstRight: answerable && cited[0] !== undefined && c.pages.includes(cited[0]),
      wrongLanguage,
      ms,
    });
  }
  return { results, figures: figuresOf(results) };
}

export function figuresOf(results: readonly CaseResult[]): EvaluationFigures {
  const answerable = results.filter((r) => r.pages.length > 0);
  const offTopic = results.filter((r) => r.pages.length === 0);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    answerable: answerable.length,
    cited: answerable.filter((r) => r.passed).length,
    firstRight: answerable.filter((r) => r.firstRight).length,
    offTopic: offTopic.length,
    refused: offTopic.filter((r) => r.passed).length,
    wrongLanguage: results.reduce((a, r) => a + r.wrongLanguage.length, 0),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

/** A share as a whole percentage ("92 %"), or "–" of nothing. */
export function percent(part: number, whole: number): string {
  return whole ? `${Math.round((100 * part) / whole)} %` : "–";
}
