import type { FastifyInstance } from "fastify";
import { entriesOf } from "../../content/entries.ts";
import { LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { groupKeyOf } from "../../content/template-fields.ts";
import {
  comparableText,
  fieldLabels,
  GLOSSARY_MAX_TERMS,
  liveMarks,
  withFieldTranslation,
} from "../../content/translation.ts";
import { ModelError } from "../assistant/model.server.ts";
import type { Services } from "../services.server.ts";
import { ConflictError, type MachineMark, type Store } from "../store/store.server.ts";
import { planTranslation } from "../translation/plan.server.ts";
import {
  TranslationIncomplete,
  TranslationTooLong,
  translatePlans,
} from "../translation/translate.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { draftAnswer } from "./drafts.server.ts";
import { ApiError } from "./errors.server.ts";
import { translationOps } from "./openapi.server.ts";
import { cleanPage, etagOf, sendConflict } from "./page-answers.server.ts";
import { requirePageAccess } from "./permissions.server.ts";

/*
 * Translation help with a model (issue 41, item 7; docs/architecture.md "Translation help"): the glossary,
 * "Translate what changed" (a suggestion, nothing written), accepting it into the draft with a
 * machine-translated mark, and a person approving the marked fields. Without LLM_BASE_URL only the glossary
 * and the marks answer; a suggestion is 503 no_model.
 */

const other = (lang: Lang): Lang => LANGS.find((l) => l !== lang) ?? lang;

function notFound(name: string): never {
  throw new ApiError(404, "not_found", `No page named "${name}".`);
}

/** The source as it was when `to` was last published (a publish of it, or a save that published all). */
async function baselineOf(store: Store, name: string, to: Lang) {
  const revisions = (await store.listRevisions(name)).toSorted((a, b) => b.revision - a.revision);
  const last = revisions.find(
    (r) => r.action === "save" || (r.action === "publish" && (r.languages ?? LANGS).includes(to)),
  );
  if (!last) return undefined;
  const doc = await store.getRevision(name, last.revision);
  return doc ? { revision: last.revision, doc } : undefined;
}

/** The marks still true of the draft, with each field's label. */
async function liveMarksOf(store: Store, name: string, page: PageDoc) {
  const labels = fieldLabels(page);
  return liveMarks(page, await store.machineMarks(name)).map((m) => ({
    ...m,
    label: labels.get(m.field) ?? { es: m.field, en: m.field },
  }));
}

function modelFailure(err: unknown): never {
  if (err instanceof TranslationTooLong) throw new ApiError(422, "too_long", err.message);
  if (err instanceof TranslationIncomplete) throw new ApiError(502, "model_incomplete", err.message);
  if (err instanceof ModelError) {
    if (err.reason === "timeout" || err.reason === "first_token_timeout")
      throw new ApiError(
        504,
        "model_timeout",
        `The translation model did not answer in time: ${err.message}`,
      );
    if (err.reason === "network")
      throw new ApiError(502, "model_unreachable", "The translation model's server could not be reached.");
    throw new ApiError(502, "model_failed", `The translation model failed: ${err.message}`);
  }
  throw err;
}

export function registerTranslationRoutes(app: FastifyInstance, services: Services) {
  const { store, config } = services;
  const noStore = { "Cache-Control": "private, no-store" };

  app.get("/glossary", { schema: translationOps.glossary.schema }, async (_request, reply) =>
    reply.headers(noStore).send({ Items: await store.glossary() }),
  );

  app.post("/glossary", { schema: translationOps.addTerm.schema }, async (request, reply) => {
    const body = translationOps.addTerm.body(request);
    const terms = await store.glossary();
    if (terms.some((t) => t.es.toLowerCase() === body.es.toLowerCase()))
      throw new ApiError(409, "term_exists", `The glossary already has "${body.es}".`);
    if (terms.length >= GLOSSARY_MAX_TERMS)
      throw new ApiError(409, "glossary_full", `The glossary holds at most ${GLOSSARY_MAX_TERMS} terms.`);
    return reply
      .code(201)
      .headers(noStore)
      .send(await store.addGlossaryTerm(body));
  });

  app.delete("/glossary/:id", { schema: translationOps.removeTerm.schema }, async (request, reply) => {
    const { id } = translationOps.removeTerm.params(request);
    if (!(await store.removeGlossaryTerm(id))) throw new ApiError(404, "not_found", "There is no such term.");
    return reply.headers(noStore).send({ ok: true });
  });

  async function marksAnswer(name: string) {
    const state = await store.getDraft(name);
    if (!state) notFound(name);
    const marked = await liveMarksOf(store, name, state.page);
    return {
      available: config.llm !== undefined,
      marked: marked.map(({ lang, field, label, at }) => ({ lang, field, label, at })),
    };
  }

  app.get(
    "/prod/pages/:page/machine-translation",
    { schema: translationOps.marks.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { page } = translationOps.marks.params(request);
      await requirePageAccess(store, user, page, "read");
      return reply.headers(noStore).send(await marksAnswer(page));
    },
  );

  app.delete(
    "/prod/pages/:page/machine-translation",
    { schema: translationOps.approve.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { page } = translationOps.approve.params(request);
      const { lang } = translationOps.approve.query(request);
      await requirePageAccess(store, user, page, "edit");
      if (!(await store.getDraft(page))) notFound(page);
      await store.clearMachineMarks(page, lang);
      return reply.headers(noStore).send(await marksAnswer(page));
    },
  );

  app.post(
    "/prod/pages/:page/machine-translation/suggest",
    { schema: translationOps.suggest.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { page } = translationOps.suggest.params(request);
      const { from, to } = translationOps.suggest.body(request);
      await requirePageAccess(store, user, page, "edit");
      const llm = config.llm;
      if (!llm)
        throw new ApiError(503, "no_model", "No language model is configured: there is no translation help.");
      const state = await store.getDraft(page);
      if (!state) notFound(page);
      const baseline = await baselineOf(store, page, to);
      const plans = planTranslation(state.page, baseline?.doc, from, to);
      const stop = new AbortController();
      request.raw.once("close", () => {
        if (!reply.raw.writableEnded) stop.abort();
      });
      let fields;
      try {
        fields = plans.length
          ? await translatePlans(llm, plans, await store.glossary(), from, to, stop.signal)
          : [];
      } catch (err) {
        modelFailure(err);
      }
      return reply.headers(noStore).send({
        from,
        to,
        revision: state.page.revision ?? 0,
        baseline: baseline?.revision ?? null,
        fields,
      });
    },
  );

  app.post(
    "/prod/pages/:page/machine-translation/accept",
    { schema: translationOps.accept.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { page } = translationOps.accept.params(request);
      const body = translationOps.accept.body(request);
      await requirePageAccess(store, user, page, "edit");
      const state = await store.getDraft(page);
      if (!state) notFound(page);
      const from = other(body.lang);
      let doc: PageDoc = state.page;
      for (const f of body.fields) {
        const next = withFieldTranslation(doc, f.field, from, body.lang, f.value);
        if (!next)
          throw new ApiError(422, "unknown_field", `"${f.field}" is not a text of the page to translate.`);
        doc = next;
      }
      try {
        // cleanPage sanitises as every save does (and drops the revision: expectedRevision says it).
        const { state: saved } = await store.saveDraft(cleanPage(doc as Parameters<typeof cleanPage>[0]), {
          expectedRevision: body.revision,
          user: user.email,
        });
        const entries = entriesOf(saved.page);
        const at = new Date().toISOString();
        const marks: MachineMark[] = [];
        for (const f of body.fields.filter((x) => !x.edited)) {
          const entry = entries.find((e) => groupKeyOf(e) === f.field && e.lang === body.lang);
          if (entry) marks.push({ lang: body.lang, field: f.field, text: comparableText(entry.value), at });
        }
        await store.markMachineTranslated(page, marks);
        await store.clearMachineMarks(
          page,
          body.lang,
          body.fields.filter((x) => x.edited).map((x) => x.field),
        );
        return reply.header("ETag", etagOf(saved.page)).headers(noStore).send(draftAnswer(saved));
      } catch (err) {
        if (err instanceof ConflictError) return sendConflict(reply, err);
        throw err;
      }
    },
  );
}
