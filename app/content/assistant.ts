/*
 * The /chatbot assistant's shared shapes (docs/architecture.md "Assistant: the optional model"): what the
 * retrieval hands to the answer, with or without a model, and what the page shows beside it.
 */
import type { Lang } from "./page-model.ts";

/** One retrieved piece of a site page, numbered as the model and the visitor see it. */
export interface Passage {
  /** 1-based number, shown to the model and the visitor as [n]. */
  n: number;
  /** The stored page's name. */
  page: string;
  title: string;
  /** The section of the page it comes from, when it has one. */
  heading?: string;
  /** Where the visitor reads it on the site (already in the page's language). */
  href: string;
  text: string;
  lang: Lang;
}

/** One earlier exchange of the conversation, sent back so follow-up questions make sense. */
export interface AssistantTurn {
  question: string;
  answer: string;
}
