import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { langOf } from "../../content/page-model.ts";
import { randomBytes } from "node:crypto";
import { checkQuestion } from "../assistant/assistant.server.ts";
import { draftFaqEntry, newPair } from "../assistant/editing.server.ts";
import { FAQ_PAGE, type SynonymGroup } from "../../content/assistant-editing.ts";
import { ConflictError } from "../store/store.server.ts";
import type { StoredSynonyms } from "../store/messaging-store.server.ts";
import { sendConflict } from "./page-answers.server.ts";
import { sendError } from "./errors.server.ts";
import type { Services } from "../services.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { ApiError } from "./errors.server.ts";
import { assistantOps } from "./openapi.server.ts";

/*
 * The /chatbot assistant's API (issue 17). A question is answered as newline-delimited JSON so a model's
 * words can follow the quoted passages as they come; without a model the first line is the whole answer.
 * The page without JavaScript asks through its own form action (app/routes/site/chatbot.server.ts).
 */

/** Questions and feedback kept at most, as the editing area lists them. */
const LISTED = 500;

export function registerAssistantRoutes(app: FastifyInstance, services: Services) {
  const { assistant, store } = services;

  /** The group as editors see it, after a write. */
  async function groupOf(key: string): Promise<SynonymGroup | undefined> {
    return (await assistant.lexicon.groups()).find((g) => g.key === key);
  }

  /** A group needs two words to stand for each other (in one language or across both). */
  function checkWords(es: string[], en: string[]) {
    if (es.length + en.length < 2)
      throw new ApiError(400, "too_few_words", "A group needs at least two words, in either language.");
  }

  /** Writes a group at the revision read; a write in between is a 409 with the group as it now is. */
  async function writeGroup(
    row: Omit<StoredSynonyms, "revision" | "updatedAt">,
    expected: number,
  ): Promise<SynonymGroup | { conflict: true; current: SynonymGroup | null }> {
    const result = await store.saveAssistantSynonyms(row, expected, new Date());
    if ("conflict" in result) return { conflict: true, current: (await groupOf(row.key)) ?? null };
    const { deleted: _deleted, ...saved } = result.saved;
    return (await groupOf(row.key)) ?? { ...saved, shipped: false };
  }

  function evaluationAnswer(force: boolean) {
    return Promise.all([store.listEvaluationPairs(), assistant.evaluation.report(force)]).then(
      ([Items, report]) => ({ Items, report }),
    );
  }

  app.post(
    "/assistant/ask",
    // Each line is sent as it comes: compression would hold the model's words back.
    { schema: assistantOps.ask.schema, compress: false },
    async (request, reply) => {
      const body = assistantOps.ask.body(request);
      const { question, history } = checkQuestion(body.question, body.history);
      const lang = langOf(body.lang ?? "es");
      const prepared = await assistant
        .prepare({ question, history, lang, ip: request.ip })
        .catch((err: unknown) => {
          if (err instanceof ApiError && typeof err.extra?.retryAfter === "number")
            void reply.header("Retry-After", String(err.extra.retryAfter));
          throw err;
        });
      // A visitor who leaves stops the model.
      const stop = new AbortController();
      request.raw.once("close", () => stop.abort());
      const events = assistant.answer(prepared, history, stop.signal);
      const lines = Readable.from(
        (async function* () {
          for await (const event of events) yield `${JSON.stringify(event)}\n`;
        })(),
      );
      return reply
        .header("Cache-Control", "no-store")
        .header("X-Accel-Buffering", "no")
        .type("application/x-ndjson; charset=utf-8")
        .send(lines);
    },
  );

  app.post("/assistant/feedback", { schema: assistantOps.feedback.schema }, async (request, reply) => {
    const { id, helpful } = assistantOps.feedback.body(request);
    if (!(await assistant.feedback(id, helpful)))
      throw new ApiError(404, "not_found", "There is no such question (or it is older than the retention).");
    return reply.header("Cache-Control", "no-store").send({ ok: true });
  });

  app.get("/assistant/questions", { schema: assistantOps.questions.schema }, async (request, reply) => {
    return reply.header("Cache-Control", "private, no-store").send({
      Items: await store.listAssistantQuestions(LISTED),
      retentionDays: services.config.assistantRetentionDays,
    });
  });

  app.get("/assistant/topics", { schema: assistantOps.topics.schema }, async (request, reply) => {
    const questions = await store.listAssistantQuestions(LISTED);
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ Items: await assistant.topics(questions) });
  });

  app.post("/assistant/answer-draft", { schema: assistantOps.draftAnswer.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { question, lang } = assistantOps.draftAnswer.body(request);
    try {
      const drafted = await draftFaqEntry(store, { question, lang, user: user.email });
      // Whether the published answer works shows in the evaluation.
      const known = (await store.listEvaluationPairs()).some(
        (p) => p.lang === lang && p.question === question,
      );
      if (!known)
        await store.addEvaluationPairs([newPair({ lang, question, pages: [FAQ_PAGE], user: user.email })]);
      return reply.code(201).header("Cache-Control", "no-store").send(drafted);
    } catch (err) {
      if (err instanceof ConflictError) return sendConflict(reply, err);
      throw err;
    }
  });

  app.get("/assistant/evaluation", { schema: assistantOps.evaluation.schema }, async (request, reply) => {
    return reply.header("Cache-Control", "private, no-store").send(await evaluationAnswer(false));
  });

  app.post(
    "/assistant/evaluation/run",
    { schema: assistantOps.runEvaluation.schema },
    async (request, reply) => {
      return reply.header("Cache-Control", "no-store").send(await evaluationAnswer(true));
    },
  );

  app.post("/assistant/evaluation", { schema: assistantOps.addPair.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { question, lang, pages } = assistantOps.addPair.body(request);
    const found = new Set((await store.getPages(pages)).map((p) => p.Page));
    const missing = pages.filter((p) => !found.has(p));
    if (missing.length)
      throw new ApiError(
        404,
        "unknown_page",
        `No published page is named ${missing.map((m) => `"${m}"`).join(", ")}.`,
      );
    const pair = newPair({ lang, question, pages: [...new Set(pages)], user: user.email });
    await store.addEvaluationPairs([pair]);
    return reply.code(201).header("Cache-Control", "no-store").send(pair);
  });

  app.delete(
    "/assistant/evaluation/:id",
    { schema: assistantOps.deletePair.schema },
    async (request, reply) => {
      const { id } = assistantOps.deletePair.params(request);
      if (!(await store.deleteEvaluationPair(id)))
        throw new ApiError(404, "not_found", "There is no such record.");
      return reply.send({ ok: true });
    },
  );

  app.get("/assistant/synonyms", { schema: assistantOps.synonyms.schema }, async (request, reply) => {
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ Items: await assistant.lexicon.groups() });
  });

  app.post("/assistant/synonyms", { schema: assistantOps.addSynonyms.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { es, en } = assistantOps.addSynonyms.body(request);
    checkWords(es, en);
    const key = `editor-${randomBytes(6).toString("hex")}`;
    const group = await writeGroup({ key, es, en, deleted: false, updatedBy: user.email }, 0);
    return reply.code(201).header("Cache-Control", "no-store").send(group);
  });

  app.put(
    "/assistant/synonyms/:key",
    { schema: assistantOps.saveSynonyms.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { key } = assistantOps.saveSynonyms.params(request);
      const { es, en, revision } = assistantOps.saveSynonyms.body(request);
      checkWords(es, en);
      if (!(await groupOf(key)) && revision === 0)
        throw new ApiError(404, "not_found", "There is no such record.");
      const result = await writeGroup({ key, es, en, deleted: false, updatedBy: user.email }, revision);
      if ("conflict" in result)
        return sendError(reply, 409, "conflict", "Someone changed this group after you read it.", {
          current: result.current,
        });
      return reply.header("Cache-Control", "no-store").send(result);
    },
  );

  app.delete(
    "/assistant/synonyms/:key",
    { schema: assistantOps.deleteSynonyms.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { key } = assistantOps.deleteSynonyms.params(request);
      const { revision } = assistantOps.deleteSynonyms.query(request);
      const group = await groupOf(key);
      if (!group) throw new ApiError(404, "not_found", "There is no such record.");
      const result = await writeGroup(
        { key, es: group.es, en: group.en, deleted: true, updatedBy: user.email },
        revision,
      );
      if ("conflict" in result)
        return sendError(reply, 409, "conflict", "Someone changed this group after you read it.", {
          current: result.current,
        });
      return reply.send({ ok: true });
    },
  );

  app.delete(
    "/assistant/questions/:id",
    { schema: assistantOps.deleteQuestion.schema },
    async (request, reply) => {
      const { id } = assistantOps.deleteQuestion.params(request);
      if (!(await store.deleteAssistantQuestion(id)))
        throw new ApiError(404, "not_found", "There is no such record.");
      return reply.send({ ok: true });
    },
  );
}
