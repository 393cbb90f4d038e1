import type { AssistantQuestion } from "./assistant-answer.ts";
import type { Lang } from "./page-model.ts";

/*
 * What the editing area shows of the assistant (docs/product.md "The editing area"): the questions
 * it could not answer grouped by topic, the evaluation editors keep, and the vocabulary they edit.
 * Browser-safe shapes, shared by the API and /admin/assistant.
 */

/** A group of the vocabulary: words that stand for each other, per language. */
export interface SynonymGroup {
  /** Stable name (a shipped group's, or one made for an editor's group). */
  key: string;
  es: string[];
  en: string[];
  /** Send it back when saving: another editor's save in between is a conflict. 0: never saved here. */
  revision: number;
  /** Shipped with the site (editors may still change or remove it). */
  shipped: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Words of a group at most, per language, and letters per word. */
export const SYNONYM_LIMITS = { words: 60, wordChars: 60 };

/** A question editors expect the assistant to answer with one of these pages (none: to say it cannot). */
export interface EvaluationPair {
  id: string;
  lang: Lang;
  question: string;
  pages: string[];
  createdAt: string;
  createdBy: string | null;
}

export interface EvaluationOutcome {
  id: string;
  lang: Lang;
  question: string;
  pages: string[];
  cited: string[];
  passed: boolean;
}

/** The evaluation as of a content version: how many pass, and which fail. */
export interface EvaluationReport {
  contentVersion: number;
  computedAt: string;
  total: number;
  passed: number;
  outcomes: EvaluationOutcome[];
}

/** Unanswered or "not helpful" questions that share a significant word. */
export interface QuestionTopic {
  /** The words they share (as visitors wrote them), most frequent first. */
  words: string[];
  counts: Record<Lang, number>;
  questions: AssistantQuestion[];
}

/** The FAQ page an answer is drafted into. */
export const FAQ_PAGE = "faq";
