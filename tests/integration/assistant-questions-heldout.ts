import type { AnswerableQuestion } from "./assistant-questions.ts";

/**
 * The assistant's HELD-OUT question set (issue 39): the other half of the questions, written by a different
 * person who never saw the retrieval's code and never used these questions to tune it. Nothing in the
 * retrieval (its constants, its vocabulary in app/server/assistant/lexicon-seed.ts, its stop and filler
 * words) is tuned against this file: a miss here is reported as it is, and fixed only in general ways found
 * on the development half (assistant-questions.ts). `npm run bench -- --assistant` prints both halves apart,
 * and tests/integration/assistant-retrieval.test.ts asserts the targets on this half.
 *
 * Waiting for its author: empty until the held-out questions are delivered.
 */
export const HELDOUT_ANSWERABLE: AnswerableQuestion[] = [];

export const HELDOUT_UNANSWERABLE: Array<{ lang: "es" | "en"; q: string }> = [];
