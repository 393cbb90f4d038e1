import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantAnswer } from "../../app/content/assistant-answer.ts";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";
import { startOpenAiStub, type OpenAiStub, type StubReply } from "../support/openai-stub.ts";

/*
 * The /chatbot assistant's API on a real store with the demo content, both databases: answers, refusals,
 * limits, what is kept (never the visitor's address) and for how long, feedback, and the editing area's list.
 * The model part runs against tests/support/openai-stub.ts, a STUB standing in for a language model (no
 * model can run here): it plays an OpenAI-compatible server and answers scripted streams.
 */

type Event = { type: string } & Record<string, unknown>;
const lines = (res: LightMyRequestResponse): Event[] =>
  res.body
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Event);

let address = 1;
const ask = (h: Harness, question: unknown, extra: Record<string, unknown> = {}, remote?: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/assistant/ask",
    payload: { question, ...extra },
    remoteAddress: remote ?? `10.9.${Math.floor(address / 250)}.${address++ % 250}`,
  });

describe.each(adapters)("the assistant's API on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target, { seed: true });
  });
  afterAll(() => h?.close());

  it("answers from the site's passages, with links to the pages, in the visitor's language", async () => {
    const res = await ask(h, "¿Quién financia la iniciativa?", { lang: "es" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/x-ndjson");
    expect(res.headers["cache-control"]).toBe("no-store");
    const [first, ...rest] = lines(res);
    expect(rest).toEqual([]);
    const answer = first?.answer as AssistantAnswer;
    expect(first?.type).toBe("answer");
    expect(answer.kind).toBe("quotes");
    expect(answer.passages[0]?.page).toBe("faq");
    expect(answer.passages[0]?.href).toMatch(/^\/faq#:~:text=/);
    expect(answer.passages[0]?.heading).toBe("¿Quién financia la iniciativa?");
    const marked = lines(await ask(h, "¿Qué es la soberanía de datos?", { lang: "es" }))[0]
      ?.answer as AssistantAnswer;
    const words = marked.passages.flatMap((p) =>
      p.parts.filter((part) => part.mark).map((part) => part.text),
    );
    expect(words.map((w) => w.toLowerCase())).toContain("soberanía");

    const en = lines(await ask(h, "Who funds the initiative?", { lang: "en" }))[0]?.answer as AssistantAnswer;
    expect(en.passages[0]?.href).toMatch(/^\/en\/faq#:~:text=/);
    expect(en.passages[0]?.lang).toBe("en");
  });

  it("says so when the site has no answer", async () => {
    const answer = lines(await ask(h, "How tall is Mount Everest?", { lang: "en" }))[0]
      ?.answer as AssistantAnswer;
    expect(answer).toMatchObject({ kind: "none", passages: [] });
  });

  it("uses the previous question for a short follow-up", async () => {
    const answer = lines(
      await ask(h, "¿Y sus requisitos?", {
        lang: "es",
        history: [{ question: "¿Cómo instalo el sitio en mi equipo?", answer: "" }],
      }),
    )[0]?.answer as AssistantAnswer;
    expect(answer.passages.map((p) => p.page)).toContain("primeros-pasos");
  });

  it("refuses an empty, a too long or a malformed question with a clear 400", async () => {
    for (const [question, code] of [
      ["", "question_required"],
      ["   ", "question_required"],
      ["x".repeat(501), "question_too_long"],
    ] as const) {
      const res = await ask(h, question);
      expect(res.statusCode, question).toBe(400);
      expect(json(res)).toMatchObject({ code });
    }
    expect((await ask(h, 42)).statusCode).toBe(400);
    expect((await ask(h, "hola", { history: "nope" })).statusCode).toBe(400);
  });

  it("lets one visitor ask a burst of 20 questions a minute (then 429 with Retry-After), others still asking", async () => {
    const remote = "10.77.0.1";
    for (let i = 0; i < 20; i++) expect((await ask(h, `pregunta ${i}`, {}, remote)).statusCode).toBe(200);
    const refused = await ask(h, "una más", {}, remote);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(json(refused)).toMatchObject({ code: "rate_limited" });
    expect((await ask(h, "otra", {}, "10.77.0.2")).statusCode).toBe(200);
  });

  it("keeps questions without the visitor's address, takes feedback, and lists them for editors", async () => {
    const remote = "10.88.1.2";
    const first = lines(await ask(h, "¿Qué es la soberanía de datos?", { lang: "es" }, remote))[0];
    const id = first?.id as string;
    const rows = await h.services.store.listAssistantQuestions(500);
    const row = rows.find((r) => r.id === id);
    expect(row).toMatchObject({ question: "¿Qué es la soberanía de datos?", kind: "quotes", helpful: null });
    expect(row?.sources).toContain("soberania-de-datos");
    expect(JSON.stringify(rows)).not.toContain(remote);

    const rate = (payload: unknown) =>
      h.app.inject({ method: "POST", url: "/api/assistant/feedback", payload: payload as object });
    expect((await rate({ id, helpful: true })).statusCode).toBe(200);
    expect((await rate({ id: "00000000-0000-4000-8000-000000000000", helpful: true })).statusCode).toBe(404);
    expect((await rate({ id, helpful: "very" })).statusCode).toBe(400);

    expect((await h.app.inject({ method: "GET", url: "/api/assistant/questions" })).statusCode).toBe(401);
    const token = await h.login();
    const auth = { authorization: `Bearer ${token}` };
    const list = await h.app.inject({ method: "GET", url: "/api/assistant/questions", headers: auth });
    expect(list.statusCode).toBe(200);
    expect(
      json<{ Items: Array<{ id: string; helpful: boolean | null }> }>(list).Items.find((q) => q.id === id),
    ).toMatchObject({ helpful: true });
    const del = () =>
      h.app.inject({ method: "DELETE", url: `/api/assistant/questions/${id}`, headers: auth });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
  });

  it("forgets questions older than the retention when new ones come", async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    await h.services.store.addAssistantQuestion(
      {
        id: "11111111-1111-4111-8111-111111111111",
        askedAt: old,
        lang: "es",
        question: "vieja",
        kind: "none",
        sources: [],
        answer: "",
        helpful: null,
      },
      "client",
    );
    await ask(h, "¿Qué es EthicsI?");
    const ids = (await h.services.store.listAssistantQuestions(500)).map((q) => q.id);
    expect(ids).not.toContain("11111111-1111-4111-8111-111111111111");
  });
});

describe("the assistant's API with a language model (a stub server)", () => {
  const target = adapters[0];
  let h: Harness;
  let stub: OpenAiStub;
  /** What the stub answers next. */
  let script: (r: StubReply) => void | Promise<void> = (r) => r.done();
  beforeAll(async () => {
    stub = await startOpenAiStub({ model: "test-model", apiKey: "k", reply: (r) => script(r) });
    if (!target) throw new Error("no adapter");
    h = await startApi(target, {
      seed: true,
      config: {
        llm: { baseUrl: stub.baseUrl, model: "test-model", apiKey: "k", timeoutMs: 3000, firstTokenMs: 1500 },
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await stub?.close();
  });

  it("streams the model's words after the passages, and keeps its answer when every citation is real", async () => {
    script = (r) => {
      r.delta("Las donaciones individuales ");
      r.delta("y los servicios de Harmonia [1].");
      r.done();
    };
    const res = await ask(h, "¿Quién financia la iniciativa?", { lang: "es" });
    const events = lines(res);
    expect(events.map((e) => e.type)).toEqual(["answer", "delta", "delta", "final"]);
    expect(events.at(-1)).toMatchObject({
      kind: "model",
      text: "Las donaciones individuales y los servicios de Harmonia [1].",
    });
    const request = stub.requests.at(-1);
    expect(request?.passages.length).toBeGreaterThan(0);
    expect(request?.question).toContain("financia");
    const kept = await h.services.store.listAssistantQuestions(1);
    expect(kept[0]).toMatchObject({
      kind: "model",
      answer: "Las donaciones individuales y los servicios de Harmonia [1].",
    });
  });

  it("falls back to the quoted passages when the model cites a passage it was not given", async () => {
    script = (r) => {
      r.delta("Lo financia una empresa secreta [9].");
      r.done();
    };
    const events = lines(await ask(h, "¿Quién financia la iniciativa?", { lang: "es" }));
    expect(events.at(-1)).toMatchObject({ type: "final", kind: "quotes", reason: "invented_citation" });
  });

  it("falls back to the quoted passages when the model fails or is silent", async () => {
    script = (r) => r.status(500, { error: "boom" });
    expect(lines(await ask(h, "Who funds the initiative?", { lang: "en" })).at(-1)).toMatchObject({
      kind: "quotes",
      reason: "http",
    });
    script = () => undefined; // never answers: the first-token limit ends it
    const started = Date.now();
    expect(lines(await ask(h, "Who funds the initiative?", { lang: "en" })).at(-1)).toMatchObject({
      kind: "quotes",
      reason: "first_token_timeout",
    });
    expect(Date.now() - started).toBeLessThan(2900);
  });

  it("never asks the model when the site has no answer", async () => {
    const before = stub.requests.length;
    const events = lines(await ask(h, "How tall is Mount Everest?", { lang: "en" }));
    expect(events).toHaveLength(1);
    expect(stub.requests.length).toBe(before);
  });
});
