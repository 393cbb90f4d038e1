/**
 * The assistant's DEVELOPMENT question set (issues 17 and 39): questions a visitor could ask about the demo
 * content, each with the page(s) that answer it, and questions the site cannot answer. The retrieval's
 * constants and its vocabulary (app/server/assistant/lexicon-seed.ts) are tuned against this half only.
 *
 * The split is honest: the HELD-OUT half (assistant-questions-heldout.ts) was written by another person who
 * never saw the retrieval's code, and nothing in the retrieval was tuned against it; its figures are reported
 * as they come (`npm run bench -- --assistant`, tests/integration/assistant-retrieval.test.ts).
 *
 * The first 50 use the site's own wording (issue 17); the rest are written as visitors write: filler words,
 * paraphrases, no accents, typos, a thing named without its title. The editors' Evaluation tab starts from
 * the answerable ones (app/server/seed/seed.server.ts). The questions themselves are kept with the demo
 * content, in app/server/seed/demo-questions.server.ts.
 */
import type { EvaluationCase } from "../../app/server/assistant/evaluation.server.ts";
import { VISITOR_ANSWERABLE, VISITOR_UNANSWERABLE } from "./assistant-questions-visitors.ts";

export {
  ANSWERABLE,
  UNANSWERABLE,
  type AnswerableQuestion,
} from "../../app/server/seed/demo-questions.server.ts";
import type { AnswerableQuestion } from "../../app/server/seed/demo-questions.server.ts";

/** A half of the set as the evaluation reads it (an off-topic question expects no page). */
export function asCases(
  answerable: readonly AnswerableQuestion[],
  unanswerable: ReadonlyArray<{ lang: "es" | "en"; q: string }>,
): EvaluationCase[] {
  return [
    ...answerable.map(({ lang, q, pages }) => ({ lang, question: q, pages })),
    ...unanswerable.map(({ lang, q }) => ({ lang, question: q, pages: [] })),
  ];
}

/** Every third question (the 3rd, 6th…) of a list: the part of the visitors' set only checked now and then. */
const isCheck = (_: unknown, i: number) => i % 3 === 2;

/**
 * The VISITORS' development set (assistant-questions-visitors.ts, written by a third person in the held-out
 * half's style), split deterministically: the retrieval may be tuned on the "tune" part (two questions in
 * three); the "check" part (every third) is only measured now and then, to tell a change that generalises
 * from one fitted to the tune part. Both are reported apart.
 */
export const VISITORS_TUNE = asCases(
  VISITOR_ANSWERABLE.filter((q, i) => !isCheck(q, i)),
  VISITOR_UNANSWERABLE.filter((q, i) => !isCheck(q, i)),
);
export const VISITORS_CHECK = asCases(
  VISITOR_ANSWERABLE.filter(isCheck),
  VISITOR_UNANSWERABLE.filter(isCheck),
);
