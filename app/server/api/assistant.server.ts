import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { langOf } from "../../content/page-model.ts";
import { checkQuestion } from "../assistant/assistant.server.ts";
import type { Services } from "../services.server.ts";
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
