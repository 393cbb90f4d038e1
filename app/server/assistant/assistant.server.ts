import { createHmac, randomUUID } from "node:crypto";
import {
  HISTORY_TURNS,
  MAX_QUESTION_CHARS,
  type AssistantAnswer,
  type AssistantQuestion,
} from "../../content/assistant-answer.ts";
import type { Lang } from "../../content/page-model.ts";
import { ApiError } from "../api/errors.server.ts";
import { settingSecret } from "../api/setting-secret.server.ts";
import type { Store } from "../store/store.server.ts";
import type { LlmConfig } from "../config.server.ts";
import { buildMessages, checkCitations, ModelError, streamModelAnswer } from "./model.server.ts";
import { createEvaluator, createLexiconSource, questionTopics } from "./editing.server.ts";
import { createRetriever } from "./retrieve.server.ts";

/*
 * The /chatbot assistant's requests (docs/decisions/0017-assistant.md): a question is checked, counted
 * against its visitor's limits, answered from the site's passages, and kept (with its answer and, later,
 * the visitor's feedback) for ASSISTANT_RETENTION_DAYS, the visitor's address only as a keyed hash.
 */

/** Questions one visitor may ask: per minute (a burst while trying it) and per hour. */
export const ASSISTANT_LIMITS = { perMinute: 20, perHour: 100 };
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface Turn {
  question: string;
  answer?: string;
}

export interface Asked {
  id: string;
  answer: AssistantAnswer;
}

/** What the page receives, one event per line: the passages, then (with a model) its words and verdict. */
/** A question counted and read against the site, before it is answered and kept. */
export interface Prepared {
  id: string;
  askedAt: string;
  answer: AssistantAnswer;
  lang: Lang;
  client: string;
}

export type AssistantEvent =
  | ({ type: "answer" } & Asked)
  | { type: "delta"; text: string }
  | { type: "final"; kind: "model" | "quotes"; text?: string; reason?: string };

/** What a visitor sent, checked: a question of 1–500 characters and at most the last 3 turns. */
export function checkQuestion(question: unknown, history: unknown): { question: string; history: Turn[] } {
  if (typeof question !== "string" || !question.trim())
    throw new ApiError(400, "question_required", "Write a question.");
  const q = question.replace(/\s+/g, " ").trim();
  if (q.length > MAX_QUESTION_CHARS)
    throw new ApiError(
      400,
      "question_too_long",
      `The question is longer than ${MAX_QUESTION_CHARS} characters.`,
    );
  const turns = Array.isArray(history) ? history : [];
  return {
    question: q,
    history: turns.slice(-HISTORY_TURNS).flatMap((t: unknown) =>
      t && typeof t === "object" && typeof (t as Turn).question === "string"
        ? [
            {
              question: (t as Turn).question.slice(0, MAX_QUESTION_CHARS),
              answer: typeof (t as Turn).answer === "string" ? (t as Turn).answer?.slice(0, 2000) : undefined,
            },
          ]
        : [],
    ),
  };
}

type AssistantStore = Pick<
  Store,
  | "contentVersion"
  | "changesSince"
  | "listPages"
  | "getPages"
  | "countAttempts"
  | "recordAttempt"
  | "setSettingIfAbsent"
  | "addAssistantQuestion"
  | "purgeAssistantQuestions"
  | "setAssistantFeedback"
  | "assistantSynonymsStamp"
  | "listAssistantSynonyms"
  | "listEvaluationPairs"
>;

export function createAssistant(
  store: AssistantStore,
  options: {
    retentionDays: number;
    llm?: LlmConfig;
    onModelError?: (err: ModelError) => void;
  },
) {
  const secret = settingSecret(store, "assistant_secret");
  const lexicon = createLexiconSource(store);
  const retriever = createRetriever(store, lexicon);
  const evaluation = createEvaluator(store, retriever.retrieve, () => store.assistantSynonymsStamp());

  /** The visitor's address as a keyed hash: counts and records never hold the address itself. */
  async function clientOf(ip: string): Promise<string> {
    return createHmac("sha256", await secret())
      .update(ip)
      .digest("base64url")
      .slice(0, 22);
  }

  /** Refuses a visitor over a limit (429, seconds to wait), else counts this question. */
  async function limit(client: string, now: Date) {
    const minute = `assistant-min:${client}`;
    const hour = `assistant-hour:${client}`;
    const [inMinute, inHour] = await Promise.all([
      store.countAttempts(minute, new Date(now.getTime() - MINUTE_MS)),
      store.countAttempts(hour, new Date(now.getTime() - HOUR_MS)),
    ]);
    if (inHour >= ASSISTANT_LIMITS.perHour)
      throw new ApiError(429, "rate_limited", "Too many questions in the last hour: try again later.", {
        retryAfter: HOUR_MS / 1000,
      });
    if (inMinute >= ASSISTANT_LIMITS.perMinute)
      throw new ApiError(429, "rate_limited", "Too many questions in a minute: wait a moment.", {
        retryAfter: MINUTE_MS / 1000,
      });
    await store.recordAttempt([minute, hour], now);
  }

  return {
    /** The site's passages for a question, without counting it or keeping it (tests, the evaluation). */
    retrieve: retriever.retrieve,
    /** Builds the passage index now (the server calls it once listening). */
    warm: retriever.warm,
    /** The passage index (its size, for the bench). */
    index: retriever.index,
    /** The vocabulary as editors left it. */
    lexicon,
    /** The editors' evaluation, worked out again after each change of the content. */
    evaluation,
    /** Unanswered and "not helpful" questions grouped by what they ask about. */
    async topics(questions: readonly AssistantQuestion[]) {
      return questionTopics(questions, await lexicon.current());
    },

    /** Counts the question against its visitor's limits and reads the site's passages for it. */
    async prepare(input: { question: string; history: Turn[]; lang: Lang; ip: string }): Promise<Prepared> {
      const now = new Date();
      const client = await clientOf(input.ip);
      await limit(client, now);
      const answer = await retriever.retrieve(
        input.question,
        input.lang,
        input.history.map((t) => t.question),
      );
      return { id: randomUUID(), askedAt: now.toISOString(), answer, lang: input.lang, client };
    },

    /** Answers a checked question from the site's passages, and keeps it. */
    async ask(input: { question: string; history: Turn[]; lang: Lang; ip: string }): Promise<Asked> {
      const prepared = await this.prepare(input);
      await this.keep(prepared);
      return { id: prepared.id, answer: prepared.answer };
    },

    /**
     * The answer as events: the quoted passages first; with a model configured and passages found, the
     * model's words as they come, then whether they stand (every citation one of the passages given) or
     * the quoted passages stay the answer. Any model failure or timeout leaves the quoted passages.
     */
    async *answer(prepared: Prepared, history: Turn[], signal?: AbortSignal): AsyncGenerator<AssistantEvent> {
      const { id, answer } = prepared;
      yield { type: "answer", id, answer };
      const llm = options.llm;
      if (!llm || answer.kind !== "quotes") {
        await this.keep(prepared);
        return;
      }
      let text = "";
      let final: Extract<AssistantEvent, { type: "final" }>;
      try {
        for await (const delta of streamModelAnswer({
          baseUrl: llm.baseUrl,
          model: llm.model,
          apiKey: llm.apiKey,
          timeoutMs: llm.timeoutMs,
          firstTokenMs: llm.firstTokenMs,
          signal,
          messages: buildMessages({
            question: answer.question,
            history: history.map((t) => ({ question: t.question, answer: t.answer ?? "" })),
            passages: answer.passages,
            lang: prepared.lang,
          }),
        })) {
          text += delta;
          yield { type: "delta", text: delta };
        }
        const check = checkCitations(text, answer.passages);
        final = check.ok
          ? { type: "final", kind: "model", text }
          : {
              type: "final",
              kind: "quotes",
              reason: check.invented.length ? "invented_citation" : "no_citation",
            };
      } catch (err) {
        if (!(err instanceof ModelError)) throw err;
        options.onModelError?.(err);
        final = { type: "final", kind: "quotes", reason: err.reason };
      }
      await this.keep({ ...prepared, kind: final.kind, text: final.kind === "model" ? text : "" });
      yield final;
    },

    /** Records a question and what was answered; what is older than the retention goes at the same time. */
    async keep(input: {
      id: string;
      askedAt: string;
      answer: AssistantAnswer;
      lang: Lang;
      client: string;
      kind?: AssistantQuestion["kind"];
      text?: string;
    }) {
      const record: AssistantQuestion = {
        id: input.id,
        askedAt: input.askedAt,
        lang: input.lang,
        question: input.answer.question,
        kind: input.kind ?? input.answer.kind,
        sources: [...new Set(input.answer.passages.map((p) => p.page))],
        answer: input.text ?? "",
        helpful: null,
      };
      await store.addAssistantQuestion(record, input.client);
      await store.purgeAssistantQuestions(
        new Date(Date.parse(input.askedAt) - options.retentionDays * DAY_MS),
      );
    },

    /** The visitor's "was this helpful?"; false for a question not (or no longer) kept. */
    feedback(id: string, helpful: boolean): Promise<boolean> {
      return store.setAssistantFeedback(id, helpful);
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
