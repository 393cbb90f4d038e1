import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantAnswer } from "../../app/content/assistant-answer.ts";
import type {
  EvaluationPair,
  EvaluationReport,
  QuestionTopic,
  SynonymGroup,
} from "../../app/content/assistant-editing.ts";
import { valueHtml } from "../../app/content/entries.ts";
import { adapters } from "../support/adapters.ts";
import { EDITOR, json, startApi, type ApiCopy, type Harness } from "../support/api-harness.ts";

/*
 * The editors' side of the assistant (issue 39) through the real API, on both databases with the demo
 * content: the unanswered questions grouped by topic, an answer drafted in the FAQ from one of them and,
 * once published, the question answered; the evaluation kept and worked out again after a publish; the
 * vocabulary edited (every copy reading the edit), with conflicts instead of overwrites.
 */

let address = 1;
const ask = (copy: ApiCopy, question: string, lang: "es" | "en") =>
  copy.app
    .inject({
      method: "POST",
      url: "/api/assistant/ask",
      payload: { question, lang },
      remoteAddress: `10.60.${Math.floor(address / 250)}.${address++ % 250}`,
    })
    .then((res) => JSON.parse(res.body.split("\n")[0] ?? "{}") as { id: string; answer: AssistantAnswer });

describe.each(adapters)("the assistant's editing on $name", (target) => {
  let h: Harness;
  let other: ApiCopy;
  let auth: { authorization: string };
  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    copy: ApiCopy = h,
  ) => copy.app.inject({ method, url, payload, headers: auth });

  beforeAll(async () => {
    h = await startApi(target, { seed: true });
    other = await h.openCopy();
    auth = { authorization: `Bearer ${await h.login(EDITOR)}` };
  });
  afterAll(() => h?.close());

  it("groups unanswered and unhelpful questions by the words they share, with counts per language", async () => {
    const asked = [
      ["¿Tenéis un podcast?", "es"],
      ["¿Grabáis algún podcast?", "es"],
      ["Do you have a podcast?", "en"],
      ["¿Dónde compro entradas para el festival?", "es"],
    ] as const;
    for (const [q, lang] of asked) expect((await ask(h, q, lang)).answer.kind).toBe("none");
    // A question answered but rated "not helpful" is a failure too.
    const rated = await ask(h, "¿Qué es la soberanía de datos?", "es");
    await h.app.inject({
      method: "POST",
      url: "/api/assistant/feedback",
      payload: { id: rated.id, helpful: false },
    });

    expect((await h.app.inject({ method: "GET", url: "/api/assistant/topics" })).statusCode).toBe(401);
    const res = await call("GET", "/api/assistant/topics");
    expect(res.statusCode).toBe(200);
    const topics = json<{ Items: QuestionTopic[] }>(res).Items;
    const podcast = topics.find((t) => t.words.includes("podcast"));
    expect(podcast?.counts).toEqual({ es: 2, en: 1 });
    expect(podcast?.questions.map((q) => q.question).sort()).toEqual(
      ["¿Grabáis algún podcast?", "¿Tenéis un podcast?", "Do you have a podcast?"].sort(),
    );
    expect(topics.some((t) => t.questions.some((q) => q.question === "¿Qué es la soberanía de datos?"))).toBe(
      true,
    );
    expect(
      topics.find((t) => t.questions.some((q) => q.question.includes("festival")))?.questions,
    ).toHaveLength(1);
  });

  it("drafts the answer in the FAQ from a question; once published, the question is answered", async () => {
    const question = "¿Tenéis un podcast?";
    expect((await ask(h, question, "es")).answer.kind).toBe("none");
    const drafted = await call("POST", "/api/assistant/answer-draft", { question, lang: "es" });
    expect(drafted.statusCode).toBe(201);
    expect(json(drafted)).toMatchObject({ page: "faq" });
    const draft = await h.services.store.getDraft("faq");
    const content = draft?.page.values.find((v) => v.name === "Content" && v.lang === "es");
    expect(valueHtml(content?.value)).toMatch(/<h3>¿Tenéis un podcast\?<\/h3><p><\/p>$/);
    // Visitors see nothing of a draft.
    expect((await ask(h, question, "es")).answer.kind).toBe("none");
    // The question waits in the evaluation, failing.
    let report = json<{ report: EvaluationReport }>(await call("GET", "/api/assistant/evaluation")).report;
    expect(report.outcomes.find((o) => o.question === question)).toMatchObject({
      pages: ["faq"],
      passed: false,
    });

    // The editor writes the answer and publishes (as the editor does, through the API).
    const page = structuredClone(draft!.page);
    const entry = page.values.find((v) => v.name === "Content" && v.lang === "es")!;
    entry.value = {
      html: valueHtml(entry.value).replace(
        /<p><\/p>$/,
        "<p>Todavía no: contamos lo que hacemos en el blog y en las asambleas abiertas.</p>",
      ),
    };
    const saved = await call("PUT", "/api/prod/pages/faq/draft", { ...page, revision: draft!.page.revision });
    expect(saved.statusCode).toBe(200);
    const published = await call("POST", "/api/prod/pages/faq/publish", {
      languages: ["es"],
      revision: json<{ revision: number }>(saved).revision,
    });
    expect(published.statusCode).toBe(200);

    for (const copy of [h, other]) {
      const answer = (await ask(copy, question, "es")).answer;
      expect(answer.passages[0]).toMatchObject({ page: "faq", heading: question });
      expect(answer.lead?.text).toMatch(/^Todavía no: contamos lo que hacemos/);
    }
    report = json<{ report: EvaluationReport }>(
      await call("GET", "/api/assistant/evaluation", undefined, other),
    ).report;
    expect(report.outcomes.find((o) => o.question === question)).toMatchObject({
      passed: true,
      cited: ["faq"],
    });
  });

  it("refuses a draft over another editor's newer save (409), never overwriting it", async () => {
    const state = await h.services.store.getDraft("faq");
    // Another editor saves the FAQ between the read and the write: the store's revision check refuses.
    const { draftFaqEntry } = await import("../../app/server/assistant/editing.server.ts");
    const racing = {
      getDraft: async () => state,
      saveDraft: h.services.store.saveDraft.bind(h.services.store),
    };
    const edited = structuredClone(state!.page);
    edited.values.push({ name: "Nota", lang: "es", value: { text: "Cambio de otra persona" } });
    await h.services.store.saveDraft(edited, { expectedRevision: state!.page.revision, user: "otra" });
    await expect(
      draftFaqEntry(racing, { question: "¿Otra pregunta?", lang: "es", user: "yo" }),
    ).rejects.toMatchObject({ name: "ConflictError" });
    expect((await call("POST", "/api/assistant/answer-draft", { question: "", lang: "es" })).statusCode).toBe(
      400,
    );
    expect(
      (await call("POST", "/api/assistant/answer-draft", { question: "x", lang: "fr" })).statusCode,
    ).toBe(400);
  });

  it("keeps the evaluation seeded from the development questions, with pairs added and removed", async () => {
    const first = json<{ Items: EvaluationPair[]; report: EvaluationReport }>(
      await call("GET", "/api/assistant/evaluation"),
    );
    expect(first.Items.length).toBeGreaterThanOrEqual(100);
    expect(first.report.total).toBe(first.Items.length);
    expect(first.report.passed / first.report.total).toBeGreaterThan(0.85);

    const bad = await call("POST", "/api/assistant/evaluation", {
      question: "¿Qué es?",
      lang: "es",
      pages: ["no-existe"],
    });
    expect(bad.statusCode).toBe(404);
    expect(json(bad)).toMatchObject({ code: "unknown_page" });
    const added = await call("POST", "/api/assistant/evaluation", {
      question: "¿Qué hace el laboratorio de innovación?",
      lang: "es",
      pages: ["innvalab"],
    });
    expect(added.statusCode).toBe(201);
    const id = json<EvaluationPair>(added).id;
    const run = json<{ report: EvaluationReport }>(
      await call("POST", "/api/assistant/evaluation/run"),
    ).report;
    expect(run.total).toBe(first.report.total + 1);
    expect(run.outcomes.find((o) => o.id === id)?.passed).toBe(true);
    expect((await call("DELETE", `/api/assistant/evaluation/${id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/assistant/evaluation/${id}`)).statusCode).toBe(404);
  });

  it("lets editors add, change and remove synonyms; every copy answers with them; a stale save is a 409", async () => {
    const question = "¿Qué es el semáforo de sesgos?";
    expect((await ask(other, question, "es")).answer.passages.map((p) => p.page)).not.toContain(
      "detector-de-sesgos",
    );
    const added = await call("POST", "/api/assistant/synonyms", { es: ["semáforo", "detector"], en: [] });
    expect(added.statusCode).toBe(201);
    const group = json<SynonymGroup>(added);
    expect(group).toMatchObject({ es: ["semáforo", "detector"], shipped: false, revision: 1 });
    for (const copy of [h, other])
      expect((await ask(copy, question, "es")).answer.passages[0]?.page).toBe("detector-de-sesgos");

    const list = json<{ Items: SynonymGroup[] }>(await call("GET", "/api/assistant/synonyms")).Items;
    const funding = list.find((g) => g.key === "funding");
    expect(funding).toMatchObject({ shipped: true, revision: 0 });
    const changed = await call("PUT", "/api/assistant/synonyms/funding", {
      es: [...funding!.es, "mecenazgo"],
      en: funding!.en,
      revision: 0,
    });
    expect(changed.statusCode).toBe(200);
    expect(json<SynonymGroup>(changed)).toMatchObject({ revision: 1, shipped: true });
    const stale = await call("PUT", "/api/assistant/synonyms/funding", {
      es: ["x", "y"],
      en: [],
      revision: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(json<{ current: SynonymGroup }>(stale).current.es).toContain("mecenazgo");
    expect(
      (await call("PUT", "/api/assistant/synonyms/funding", { es: ["solo"], en: [], revision: 1 }))
        .statusCode,
    ).toBe(400);

    expect((await call("DELETE", `/api/assistant/synonyms/${group.key}?revision=0`)).statusCode).toBe(409);
    expect((await call("DELETE", `/api/assistant/synonyms/${group.key}?revision=1`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/assistant/synonyms/${group.key}?revision=2`)).statusCode).toBe(404);
    for (const copy of [h, other])
      expect((await ask(copy, question, "es")).answer.passages.map((p) => p.page)).not.toContain(
        "detector-de-sesgos",
      );
  });
});
