import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { EDITOR, startApi, type Harness } from "../support/api-harness.ts";

/*
 * What faces the outside of the assistant (issue 39), fuzzed: any question (any unicode, long words, marks,
 * the vocabulary's own words run together) is read without failing and answered with well-formed passages
 * whose links stay on the site; the editors' calls answer any body with a status below 500 and a JSON error.
 */

const question = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 120 }),
  fc
    .array(
      fc.constantFrom(
        "qué",
        "financia",
        "¿",
        "?",
        "dinero",
        "big tech",
        "a".repeat(45),
        "ñ",
        "\u0301",
        "IA",
        "when",
        "cuándo",
        "pódcast",
        "1234",
      ),
      { maxLength: 30 },
    )
    .map((words) => words.join(" ")),
);

describe("the assistant, fuzzed", () => {
  let h: Harness;
  let auth: { authorization: string };
  beforeAll(async () => {
    h = await startApi(adapters[0]!, { seed: true });
    auth = { authorization: `Bearer ${await h.login(EDITOR)}` };
  });
  afterAll(() => h?.close());

  it("reads any question and answers with passages of the site", async () => {
    await fc.assert(
      fc.asyncProperty(
        question,
        fc.constantFrom("es", "en") as fc.Arbitrary<"es" | "en">,
        async (q, lang) => {
          const answer = await h.services.assistant.retrieve(q, lang);
          expect(["quotes", "none"]).toContain(answer.kind);
          for (const p of answer.passages) {
            expect(p.href.startsWith("/") && !p.href.startsWith("//")).toBe(true);
            expect(p.parts.map((part) => part.text).join("")).toBe(p.text);
          }
          if (answer.lead) expect(answer.lead.parts.map((part) => part.text).join("")).toBe(answer.lead.text);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("answers any body of the editors' calls with a status below 500 and a JSON error", async () => {
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.record({
        es: fc.anything(),
        en: fc.anything(),
        revision: fc.anything(),
        question: fc.anything(),
        lang: fc.anything(),
        pages: fc.anything(),
      }),
    );
    const call = fc.constantFrom(
      ["POST", "/api/assistant/synonyms"],
      ["PUT", "/api/assistant/synonyms/funding"],
      ["PUT", "/api/assistant/synonyms/../x"],
      ["DELETE", "/api/assistant/synonyms/funding?revision=abc"],
      ["POST", "/api/assistant/evaluation"],
      ["DELETE", "/api/assistant/evaluation/not-a-uuid"],
      ["POST", "/api/assistant/answer-draft"],
    ) as fc.Arbitrary<["POST" | "PUT" | "DELETE", string]>;
    await fc.assert(
      fc.asyncProperty(call, body, async ([method, url], payload) => {
        const res = await h.app.inject({
          method,
          url,
          headers: { ...auth, "content-type": "application/json" },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof (res.json() as { code?: unknown }).code).toBe("string");
      }),
      { numRuns: 150 },
    );
  });
});
