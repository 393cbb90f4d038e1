import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { familyOf, pageLanguages } from "../../app/content/content-model.ts";
import type { Lang, PageDoc } from "../../app/content/page-model.ts";
import { createServices } from "../../app/server/bootstrap.server.ts";
import {
  evaluate,
  percent,
  type CaseResult,
  type EvaluationCase,
  type EvaluationFigures,
} from "../../app/server/assistant/evaluation.server.ts";
import { createRetriever } from "../../app/server/assistant/retrieve.server.ts";
import { seedDemo } from "../../app/server/seed/seed.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { configFor } from "../support/services.ts";
import { adapters } from "../support/adapters.ts";
import { ANSWERABLE, asCases, UNANSWERABLE, VISITORS_CHECK, VISITORS_TUNE } from "./assistant-questions.ts";
import { HELDOUT_ANSWERABLE, HELDOUT_UNANSWERABLE } from "./assistant-questions-heldout.ts";

/*
 * The assistant's retrieval over the demo content (issue 39), on each database: the targets on the
 * development set, on the visitors' set in its two parts and on the held-out half (written by someone who
 * never saw the retrieval: nothing is tuned on it), a page written in one language found from the other, a
 * FAQ answered by its answer, the index kept current in every copy that shares the database, and capped.
 */

const DEV = asCases(ANSWERABLE, UNANSWERABLE);
const HELDOUT = asCases(HELDOUT_ANSWERABLE, HELDOUT_UNANSWERABLE);

/**
 * The figures, and for the sets tuned on the questions missed (the held-out half's and the visitors' check
 * part's are never shown: a list of their misses would invite tuning on them).
 */
function report(name: string, figures: EvaluationFigures, results: readonly CaseResult[], misses = true) {
  const missed = results
    .filter((r) => !r.passed && misses)
    .map((r) => `  ${r.lang} ${r.question} → ${r.cited.join(", ") || "(no answer)"}`);
  console.log(
    `${name}: right page cited ${figures.cited}/${figures.answerable} (${percent(figures.cited, figures.answerable)}), first source right ${percent(figures.firstRight, figures.answerable)}, no answer for off-topic ${figures.refused}/${figures.offTopic}, other-language citations ${figures.wrongLanguage}\n${missed.join("\n")}`,
  );
}

const TARGETS = { cited: 0.9, firstRight: 0.75, refused: 0.9 };

/** Issue 39's targets, or where a set does not reach one yet the floor given (what it reaches, kept). */
function expectTargets(figures: EvaluationFigures, floors: Partial<typeof TARGETS> = {}) {
  const { cited, firstRight, refused } = { ...TARGETS, ...floors };
  expect(figures.cited / figures.answerable).toBeGreaterThanOrEqual(cited);
  expect(figures.firstRight / figures.answerable).toBeGreaterThanOrEqual(firstRight);
  expect(figures.refused / figures.offTopic).toBeGreaterThanOrEqual(refused);
  expect(figures.wrongLanguage).toBe(0);
}

describe.each(adapters)("the assistant's retrieval on $name, over the demo content", (target) => {
  let services: Services;
  let other: Services;
  let cleanup: () => Promise<void>;
  const languagesOf = async (page: string): Promise<Lang[]> => {
    const doc = await services.store.getPage(page);
    return doc ? pageLanguages(doc) : [];
  };
  const run = (cases: readonly EvaluationCase[]) =>
    evaluate(cases, (q, lang) => services.assistant.retrieve(q, lang), languagesOf);

  beforeAll(async () => {
    const db = await target.fresh();
    const config = configFor(db);
    ({ services } = await createServices(config, { seed: false }));
    await seedDemo(services);
    // A second copy of the server on the same database: it learns of writes from the change feed.
    ({ services: other } = await createServices(config, { seed: false }));
    cleanup = async () => {
      await other.store.close();
      await services.store.close();
      await db.cleanup();
    };
  });
  afterAll(() => cleanup());

  it(`meets the targets on the development half (${ANSWERABLE.length} answerable, ${UNANSWERABLE.length} off-topic)`, async () => {
    expect(ANSWERABLE.length).toBeGreaterThanOrEqual(75);
    expect(UNANSWERABLE.length).toBeGreaterThanOrEqual(15);
    const { figures, results } = await run(DEV);
    report("development", figures, results);
    expectTargets(figures);
  });

  // Not every target is reached on the visitors' set yet (docs/performance.md, 2026-11-27): off-topic questions
  // of the tune part near the site's subjects ("the energy my fridge uses") get an answer (22 of 27 refused),
  // while the check part meets every target (its right page cited for 93 %). These floors keep what is reached
  // from slipping.
  it.each([
    { part: "tune", cases: VISITORS_TUNE, floors: { refused: 0.8 } },
    { part: "check", cases: VISITORS_CHECK, floors: { cited: 0.92 } },
  ])(
    "meets the targets on the visitors' set, its $part part ($cases.length questions)",
    async ({ part, cases, floors }) => {
      expect(cases.filter((c) => c.pages.length).length).toBeGreaterThanOrEqual(50);
      expect(cases.filter((c) => !c.pages.length).length).toBeGreaterThanOrEqual(10);
      const { figures, results } = await run(cases);
      report(`visitors (${part})`, figures, results, part === "tune");
      expectTargets(figures, floors);
    },
  );

  it.skipIf(HELDOUT.length === 0)(
    `meets the targets on the held-out half (${HELDOUT_ANSWERABLE.length} answerable, ${HELDOUT_UNANSWERABLE.length} off-topic)`,
    async () => {
      const { figures, results } = await run(HELDOUT);
      report("held-out", figures, results, false);
      // Issue 39's targets (right page 90 %, first source 75 %) are not reached on this half yet (measured
      // after a question that speaks to the initiative needs less of its words found: 87 % and 72 %,
      // docs/performance.md). These floors keep what is reached from slipping; they become the targets
      // (expectTargets) when the retrieval meets them.
      expect(figures.cited / figures.answerable).toBeGreaterThanOrEqual(0.86);
      expect(figures.firstRight / figures.answerable).toBeGreaterThanOrEqual(0.72);
      expect(figures.refused / figures.offTopic).toBeGreaterThanOrEqual(0.9);
      expect(figures.wrongLanguage).toBe(0);
    },
  );

  it("answers a FAQ with the answer under its question, asked in other words", async () => {
    const answer = await services.assistant.retrieve("¿quien pone la pasta para que esto funcione?", "es");
    expect(answer.passages[0]?.page).toBe("faq");
    expect(answer.passages[0]?.heading).toBe("¿Quién financia la iniciativa?");
    expect(answer.lead?.text).toMatch(
      /^Las donaciones individuales, los servicios de la cooperativa Harmonia/,
    );
  });

  it("answers with a page the question names distinctively, whatever other word it holds", async () => {
    // Words the site never uses ("leaflet", "folleto") weigh as much as a rare word: without the name's
    // say they outweighed it and the answer was "no answer".
    for (const [q, lang, page] of [
      ["harmonia compass leaflet", "en", "Harmonia Compass"],
      ["folleto impreso de EthicsI Audit", "es", "EthicsI Audit"],
      ["what does Okafor think about it", "en", "amara-okafor"],
    ] as const) {
      const answer = await services.assistant.retrieve(q, lang);
      expect(
        answer.passages.map((p) => p.page),
        q,
      ).toContain(page);
    }
    // A name of everyday words ("Primeros pasos") says nothing distinctive: the rest of the question decides.
    const common = await services.assistant.retrieve("primeros pasos para bailar salsa", "es");
    expect(common.kind).toBe("none");
  });

  it("reads a word that asks for a kind of page as answered by a page of that kind", async () => {
    // "La autora" is nowhere in the chapter's text: the chapter, a page of the book, answers for it.
    const answer = await services.assistant.retrieve("¿qué cuenta la autora sobre los tres silencios?", "es");
    expect(answer.passages[0]?.page).toBe("capitulo-02-aprender-a-escuchar");
  });

  it("answers a question that speaks to the initiative with less of its words found", async () => {
    // Both were "no answer" while every question needed the same share of its words found on a page.
    for (const [q, lang, page] of [
      ["¿de dónde sacáis el dinero para pagar todo esto?", "es", "faq"],
      ["can a random person like me join one of your meetings and vote", "en", "gobernanza"],
    ] as const) {
      const answer = await services.assistant.retrieve(q, lang);
      expect(answer.passages[0]?.page, q).toBe(page);
    }
  });

  it("reads a typo as the word meant, and drops one meant as a word that only asks", async () => {
    const typo = await services.assistant.retrieve("¿Quién finanica la iniciativa?", "es");
    expect(typo.passages[0]?.page).toBe("faq");
    const filler = await services.assistant.retrieve("what is the bias detector abuot", "en");
    expect(filler.passages[0]?.page).toBe("detector-de-sesgos");
  });

  it("is built once warmed, before any question; past its cap it leaves articles out, never the site's own pages", async () => {
    const capped = createRetriever(services.store, services.assistant.lexicon, { maxPostings: 1 });
    await capped.warm();
    const alive = (lang: Lang) => capped.index.langs[lang].pages.filter((p) => p.alive).map((p) => p.name);
    expect(capped.index.capped).toBe(true);
    const docs = await services.store.getPages(alive("es"));
    // The first page read fills it: at most that one is an article.
    expect(docs.filter((d) => familyOf(d.Template) === "article").length).toBeLessThanOrEqual(1);
    expect(alive("es")).toEqual(expect.arrayContaining(["faq", "gobernanza", "manifest"]));
    const answer = await capped.retrieve("¿Quién financia la iniciativa?", "es");
    expect(answer.passages[0]?.page).toBe("faq");
    // Without a cap every published page is there, in both languages.
    const whole = createRetriever(services.store, services.assistant.lexicon);
    await whole.warm();
    expect(whole.index.capped).toBe(false);
    expect(alive("es").length).toBeLessThan(whole.index.langs.es.size.pages);
  });

  it("reads one of a person's names as naming their page, never a word of a title like 'Asistente de IA'", async () => {
    // Both people are named in articles' text too; their own page comes first.
    for (const [question, lang, page] of [
      ["where did okafor work before", "en", "amara-okafor"],
      ["¿y jonas a que se dedica?", "es", "jonas-ibarra"],
    ] as const)
      expect((await services.assistant.retrieve(question, lang)).passages[0]?.page).toBe(page);
    // "IA" and "Asistente" are words, not the name of the AI assistant's page: a question about AI is not about it.
    const ai = await services.assistant.retrieve("¿quién decide cómo se usa la IA en un barrio?", "es");
    expect(ai.kind).toBe("quotes");
    expect(ai.passages[0]?.page).not.toBe("asistente-ia");
  });

  it("leads with the sentence of the best passage that answers", async () => {
    const answer = await services.assistant.retrieve("what does your bias detector actually do??", "en");
    expect(answer.passages[0]?.page).toBe("detector-de-sesgos");
    // Cited at its English address now: its English slug (app/content/slugs.ts).
    expect(answer.passages[0]?.href).toMatch(/^\/en\/project\/bias-detector#:~:text=/);
    expect(answer.lead?.text).toMatch(/^The bias detector is a library/);
    expect(answer.lead?.parts.some((p) => p.mark && /bias/i.test(p.text))).toBe(true);
  });

  it("finds a page written only in the other language, cites its own address, and follows publishes in every copy", async () => {
    const page: PageDoc = {
      Page: "huerto-comunitario-solar",
      Template: "Article",
      Created: "2026-11-01T10:00:00.000Z",
      values: [
        { name: "Title", lang: "es", value: { text: "Riego solar en el huerto comunitario de Vallecas" } },
        {
          name: "Excerpt",
          lang: "es",
          value: { text: "Cómo regamos los bancales con bombas alimentadas por paneles solares." },
        },
        {
          name: "Content",
          lang: "es",
          value: {
            html: "<h2>Las bombas</h2><p>Las bombas de riego funcionan con paneles solares instalados en el tejado de la caseta del huerto de Vallecas.</p>",
          },
        },
      ],
    };
    const question = "How does the Vallecas garden water its beds with solar energy?";
    expect((await other.assistant.retrieve(question, "en")).passages.map((p) => p.page)).not.toContain(
      page.Page,
    );
    await services.store.savePage(page, { user: "test" });
    for (const copy of [services, other]) {
      const answer = await copy.assistant.retrieve(question, "en");
      expect(answer.kind).toBe("quotes");
      const cited = answer.passages.find((p) => p.page === page.Page);
      expect(cited?.lang).toBe("es");
      expect(cited?.href).toMatch(/^\/article\/huerto-comunitario-solar#:~:text=/);
    }
    // Once it is written in English too, its English address is cited: the slug made from its English title.
    await services.store.savePage(
      {
        ...page,
        values: [
          ...page.values,
          { name: "Title", lang: "en", value: { text: "Solar watering at the Vallecas community garden" } },
          {
            name: "Content",
            lang: "en",
            value: {
              html: "<p>The garden's watering pumps run on solar panels on the shed roof in Vallecas.</p>",
            },
          },
        ],
      },
      { user: "test" },
    );
    for (const copy of [services, other]) {
      const cited = (await copy.assistant.retrieve(question, "en")).passages.find(
        (p) => p.page === page.Page,
      );
      expect(cited?.lang).toBe("en");
      expect(cited?.href).toMatch(/^\/en\/article\/solar-watering-at-the-vallecas-community-garden#:~:text=/);
    }
    await services.store.deletePage(page.Page, { user: "test" });
    for (const copy of [services, other])
      expect((await copy.assistant.retrieve(question, "en")).passages.map((p) => p.page)).not.toContain(
        page.Page,
      );
  });
});
