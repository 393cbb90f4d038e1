import type { Passage } from "./assistant.ts";
import type { Lang } from "./page-model.ts";
import type { Snippet } from "./site-search.ts";

/*
 * What the /chatbot assistant answers, as plain data the page renders as text
 * (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept"). Browser-safe: the page and the
 * server share these shapes.
 */

/** A few sentences of a published page, numbered as the answer cites them, with the question's words marked. */
export interface QuotedPassage extends Passage {
  parts: Snippet;
}

/** The sentence that answers, from the best passage (n): or, for a FAQ, the answer under its question. */
export interface AnswerLead {
  n: number;
  text: string;
  parts: Snippet;
}

export interface AssistantAnswer {
  /** quotes: the site's own words; none: the site has no answer. */
  kind: "quotes" | "none";
  question: string;
  /** What the answer says first (quotes only). */
  lead?: AnswerLead;
  passages: QuotedPassage[];
}

/** Longest question the assistant reads (characters). */
export const MAX_QUESTION_CHARS = 500;
/** Turns of the conversation sent back with a question, for follow-ups. */
export const HISTORY_TURNS = 3;

/**
 * A link to a text inside a page (URL text fragment, https://wicg.github.io/scroll-to-text-fragment/):
 * browsers that know it scroll to and mark the words; others open the page. `-`, `&` and `,` are the
 * syntax's own and are escaped.
 */
export function textFragmentHref(href: string, text: string): string {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 8).join(" ");
  if (!words) return href;
  const encoded = encodeURIComponent(words).replace(/-/g, "%2D");
  return `${href}#:~:text=${encoded}`;
}

/** A question asked and what the assistant answered, as the editing area lists them. */
export interface AssistantQuestion {
  id: string;
  askedAt: string;
  lang: Lang;
  question: string;
  kind: "quotes" | "none" | "model";
  /** Names of the pages cited. */
  sources: string[];
  /** The model's words when a model answered; empty for quoted passages. */
  answer: string;
  /** The visitor's "was this helpful?": null until they say. */
  helpful: boolean | null;
}

/** Days questions and answers are kept by default (ASSISTANT_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 30;
