import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext, servicesContext } from "../../app/context.ts";
import type { PageDoc } from "../../app/content/page-model.ts";
import { RESULTS_PER_PAGE, SEARCH_COUNT_LIMIT } from "../../app/content/site-search.ts";
import { translate } from "../../app/i18n/translate.ts";
import { loader as searchLoader } from "../../app/routes/site/search.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { adapters } from "../support/adapters.ts";
import { freshServices } from "../support/services.ts";

/*
 * A word on more pages than the search counts (SEARCH_COUNT_LIMIT), both databases: the store ranks only
 * the best candidates (docs/performance.md, issue 44), so what a visitor sees must still be sensible —
 * the pages with the word in their title first, then in their summary — and the count honest: "more
 * than" the limit, never a made-up total.
 */

const WORD = "marea";
const text = (lang: "es" | "en", name: string, value: string) => ({ name, lang, value: { text: value } });
const html = (lang: "es" | "en", name: string, value: string) => ({ name, lang, value: { html: value } });

/** Pages with the word in the body only; a few with it in the title or the summary; two documents. */
function page(i: number): PageDoc {
  const n = String(i).padStart(4, "0");
  const title = i % 400 === 7 ? `Mapa de la ${WORD} ${n}` : `Costa ${n}`;
  const excerpt = i === 500 ? `Un resumen sobre la ${WORD} alta.` : "Un resumen sobre la costa.";
  return {
    Page: `costa-${n}`,
    Template: i === 20 || i === 21 ? "Documentation" : "Article",
    values: [
      text("es", "Title", title),
      text("es", i === 20 || i === 21 ? "Description" : "Excerpt", excerpt),
      html(
        "es",
        "Content",
        `<p>La ${WORD} sube y baja en la costa ${n}. ${"Arena y rocas. ".repeat(i % 7)}</p>`,
      ),
    ],
  };
}
const PAGES = SEARCH_COUNT_LIMIT + 60;

describe.each(adapters)("a word on nearly every page, on $name", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    for (let i = 0; i < PAGES; i++) await services.store.savePage(page(i));
  }, 120_000);
  afterAll(() => cleanup());

  it("says 'more than' the limit and shows the pages with the word in the title, then the summary, first", async () => {
    const r = await services.store.searchSite({ lang: "es", query: WORD, offset: 0, limit: 10 });
    expect(r.more).toBe(true);
    expect(r.matching).toBe(SEARCH_COUNT_LIMIT);
    const inTitle = ["costa-0007", "costa-0407", "costa-0807"];
    expect(
      r.hits
        .slice(0, 3)
        .map((h) => h.name)
        .sort(),
    ).toEqual(inTitle);
    expect(r.hits[3]?.name).toBe("costa-0500");
    expect(r.hits).toHaveLength(10);
    // Every hit holds the word, and none comes twice across the first pages of results.
    const seen = new Set<string>();
    for (let offset = 0; offset < 50; offset += 10) {
      const slice = await services.store.searchSite({ lang: "es", query: WORD, offset, limit: 10 });
      for (const h of slice.hits) {
        expect(h.body.toLowerCase()).toContain(WORD);
        expect(seen.has(h.name)).toBe(false);
        seen.add(h.name);
      }
    }
    expect(seen.size).toBe(50);
  });

  it("counts a kind asked for on its own, exactly when it is under the limit", async () => {
    const docs = await services.store.searchSite({
      lang: "es",
      query: WORD,
      kind: "doc",
      offset: 0,
      limit: 10,
    });
    expect(docs.more).toBe(false);
    expect(docs.matching).toBe(2);
    expect(docs.hits.map((h) => h.name).sort()).toEqual(["costa-0020", "costa-0021"]);
  });

  it("a selective query keeps its exact count and order", async () => {
    const r = await services.store.searchSite({ lang: "es", query: `${WORD} mapa`, offset: 0, limit: 10 });
    expect(r).toMatchObject({ more: false, matching: 3 });
    expect(r.hits.map((h) => h.name).sort()).toEqual(["costa-0007", "costa-0407", "costa-0807"]);
  });

  it("the results page pages through the limit and says 'more than' in both languages", async () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { origin: "http://site.test" });
    const url = new URL(`http://site.test/buscar?q=${WORD}`);
    const data = await searchLoader({
      request: new Request(url),
      url,
      params: {},
      pattern: url.pathname,
      context,
    });
    expect(data).toMatchObject({ more: true, matching: SEARCH_COUNT_LIMIT });
    expect(data.pageCount).toBe(SEARCH_COUNT_LIMIT / RESULTS_PER_PAGE);
    expect(translate("es", "search.countMore", { n: data.matching })).toBe(
      `Más de ${SEARCH_COUNT_LIMIT} resultados`,
    );
    expect(translate("en", "search.countMore", { n: data.matching })).toBe(
      `More than ${SEARCH_COUNT_LIMIT} results`,
    );
  });
});
