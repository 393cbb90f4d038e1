import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { requestContext, servicesContext } from "../../app/context.ts";
import type { PageDoc } from "../../app/content/page-model.ts";
import type { Snippet } from "../../app/content/site-search.ts";
import { loader as searchLoader } from "../../app/routes/site/search.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { siteIndexer } from "../../app/server/site/search-index.server.ts";
import { openStore } from "../../app/server/store/open-store.server.ts";
import type { PageIndexer } from "../../app/server/store/store.server.ts";
import { adapters } from "../support/adapters.ts";
import { openRaw } from "../support/raw-db.ts";
import { freshServices } from "../support/services.ts";

/*
 * The site search on a real store, both databases: what a visitor finds for their words, in which
 * order, with which passage, and that the index follows every publish in its own transaction.
 */

function text(lang: "es" | "en", name: string, value: string) {
  return { name, lang, value: { text: value } };
}
function html(lang: "es" | "en", name: string, value: string) {
  return { name, lang, value: { html: value } };
}

const PAGES: PageDoc[] = [
  {
    Page: "etica-algoritmica",
    Template: "Article",
    Created: "2025-03-01T00:00:00.000Z",
    Tags: ["gobernanza"],
    values: [
      text("es", "Title", "Ética algorítmica"),
      text("en", "Title", "Algorithmic ethics"),
      text("es", "Excerpt", "Un resumen breve."),
      text("en", "Excerpt", "A short summary."),
      html("es", "Content", "<p>Las comunidades deciden juntas cómo se usan los modelos.</p>"),
      html("en", "Content", "<p>Communities decide together how models are used.</p>"),
    ],
  },
  {
    Page: "guia-de-datos",
    Template: "Documentation",
    values: [
      text("es", "Title", "Guía de datos abiertos"),
      text("en", "Title", "Open data guide"),
      text("es", "Description", "Cómo publicar conjuntos de datos."),
      text("en", "Description", "How to publish datasets."),
      html(
        "es",
        "Content",
        `<p>${"Texto de relleno sobre otros temas. ".repeat(30)}Aquí hablamos de la ética de los datos con cuidado.</p>`,
      ),
      html("en", "Content", "<p>We talk about the ethics of data with care.</p>"),
    ],
  },
  {
    Page: "solo-espanol",
    Template: "Article",
    values: [
      text("es", "Title", "Soberanía tecnológica"),
      html("es", "Content", "<p>Datos comunitarios.</p>"),
    ],
  },
  {
    Page: "oculta",
    Template: "Article",
    values: [
      text("es", "Title", "Ética escondida"),
      text("en", "Title", "Hidden ethics"),
      { name: "noindex", lang: "es", value: true },
      { name: "noindex", lang: "en", value: true },
    ],
  },
  {
    Page: "gobernanza",
    Template: "Page",
    values: [
      text("es", "Title", "Gobernanza"),
      html("es", "Content", "<p>Cómo se toman las decisiones <script>alert(1)</script><b>éticas</b>.</p>"),
      text("en", "Title", "Governance"),
      html("en", "Content", "<p>How decisions are made.</p>"),
    ],
  },
];

const marked = (parts: Snippet) => parts.filter((p) => p.mark).map((p) => p.text);
const plain = (parts: Snippet) => parts.map((p) => p.text).join("");

describe.each(adapters)("site search on $name", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    for (const page of PAGES) await services.store.savePage(page);
  });
  afterAll(() => cleanup());

  const search = (lang: "es" | "en", query: string, kind?: string) =>
    services.store.searchSite({ lang, query, kind, offset: 0, limit: 10 });

  /** The results page's loader for an address (the query given as a value: it is encoded here). */
  function load(path: string, q?: Record<string, string>) {
    if (q) path += `?${new URLSearchParams(q)}`;
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { origin: "http://site.test" });
    const url = new URL(path, "http://site.test");
    return searchLoader({ request: new Request(url), url, params: {}, pattern: url.pathname, context });
  }

  it("ignores accents and case, and finds the variants of a word (stemming) in both languages", async () => {
    for (const q of ["etica", "ÉTICA", "éticas", "éticos"]) {
      const names = (await search("es", q)).hits.map((h) => h.name);
      expect(names, q).toContain("etica-algoritmica");
      expect(names, q).toContain("guia-de-datos");
      expect(names, q).toContain("gobernanza");
    }
    expect((await search("es", "comunidad")).hits.map((h) => h.name)).toEqual(["etica-algoritmica"]);
    expect((await search("en", "community")).hits.map((h) => h.name)).toEqual(["etica-algoritmica"]);
    expect((await search("en", "ethical")).hits.map((h) => h.name).sort()).toEqual([
      "etica-algoritmica",
      "guia-de-datos",
    ]);
    // Every word must be found; words like "de" do not count.
    expect((await search("es", "ética de los datos")).hits.map((h) => h.name)).toEqual(["guia-de-datos"]);
  });

  it("ranks a word in the title above the same word in the body", async () => {
    const r = await search("es", "ética");
    expect(r.hits[0]?.name).toBe("etica-algoritmica");
    expect(r.matching).toBe(3);
  });

  it("pages through every match once, title and excerpt matches before body matches", async () => {
    // On PostgreSQL the best hits come in two tiers (title/excerpt, then body): a page of results
    // that straddles them must neither repeat nor skip a page.
    const inTitle = ["cuenca-a", "cuenca-b", "cuenca-c"];
    const inBody = ["rio-a", "rio-b", "rio-c", "rio-d"];
    for (const name of inTitle)
      await services.store.savePage({
        Page: name,
        Template: "Article",
        values: [text("es", "Title", `Cuenca ${name}`)],
      });
    for (const name of inBody)
      await services.store.savePage({
        Page: name,
        Template: "Article",
        values: [text("es", "Title", `Río ${name}`), html("es", "Content", "<p>Agua de la cuenca.</p>")],
      });
    const seen: string[] = [];
    for (let offset = 0; offset < 10; offset += 2) {
      const r = await services.store.searchSite({ lang: "es", query: "cuenca", offset, limit: 2 });
      expect(r.matching).toBe(7);
      seen.push(...r.hits.map((h) => h.name));
    }
    expect(seen).toHaveLength(7);
    expect(seen.slice(0, 3).sort()).toEqual(inTitle);
    expect(seen.slice(3).sort()).toEqual(inBody);
    const articles = await services.store.searchSite({
      lang: "es",
      query: "cuenca",
      kind: "article",
      offset: 2,
      limit: 3,
    });
    expect(articles.hits.map((h) => h.name)).toEqual(seen.slice(2, 5));
    for (const name of [...inTitle, ...inBody]) await services.store.deletePage(name);
  });

  it("counts by kind and filters by kind", async () => {
    const r = await search("es", "ética");
    expect(r.kinds).toEqual({ article: 1, doc: 1, static: 1 });
    const docs = await search("es", "ética", "doc");
    expect(docs.hits.map((h) => h.name)).toEqual(["guia-de-datos"]);
    expect(docs.matching).toBe(1);
    expect(docs.kinds).toEqual(r.kinds);
  });

  it("leaves out pages hidden from search engines and languages a page is not written in", async () => {
    expect((await search("es", "escondida")).hits).toEqual([]);
    expect((await search("en", "hidden")).hits).toEqual([]);
    expect((await search("es", "soberanía")).hits.map((h) => h.name)).toEqual(["solo-espanol"]);
    expect((await search("en", "soberania")).hits).toEqual([]);
  });

  it("shows a passage around the words found, marked, from the text as written", async () => {
    const data = await load("/buscar?q=etica+datos");
    const guide = data.results.find((r) => r.name === "guia-de-datos");
    expect(guide).toBeDefined();
    expect(marked(guide?.snippet ?? [])).toEqual(["ética", "datos"]);
    expect(plain(guide?.snippet ?? [])).toMatch(/^… .*ética de los datos con cuidado\.$/);
    expect(guide?.href).toBe("/document/guia-de-datos");
    expect(marked(guide?.title ?? [])).toEqual(["datos"]);
    // Sanitised text: no script survives into a passage, and marks are the only markup (React escapes text).
    const page = (await load("/buscar?q=éticas")).results.find((r) => r.name === "gobernanza");
    expect(plain(page?.snippet ?? [])).not.toContain("alert");
    expect(marked(page?.snippet ?? [])).toEqual(["éticas"]);
    expect(data.meta.noindex).toBe(true);
  });

  it("keeps every page of results out of search engines, and only those", async () => {
    for (const asked of ["/buscar?q=datos", "/buscar?q=zzzxqv", "/en/search?kind=article", "/buscar?page=2"])
      expect((await load(asked)).meta.noindex, asked).toBe(true);
    // The search form alone is an ordinary page (Lighthouse's SEO audit fails a page kept out of engines).
    for (const bare of ["/buscar", "/en/search", "/buscar?q="])
      expect((await load(bare)).meta.noindex, bare).toBeFalsy();
  });

  it("answers in the visitor's language and offers the other language's matches", async () => {
    const en = await load("/en/search?q=ethics");
    expect(en.results.map((r) => r.name).sort()).toEqual(["etica-algoritmica", "guia-de-datos"]);
    // At its English address: its English slug.
    expect(en.results.find((r) => r.name === "etica-algoritmica")?.href).toBe(
      "/en/article/algorithmic-ethics",
    );
    expect(en.other).toMatchObject({ lang: "es", matching: 0, results: [] });
    // Found by its tag in both languages (and the information page by its name).
    const both = await load("/en/search?q=gobernanza");
    expect(both.results.map((r) => r.name).sort()).toEqual(["etica-algoritmica", "gobernanza"]);
    expect(both.other.lang).toBe("es");
    expect(both.other.matching).toBe(2);
    expect(both.other.results.map((r) => r.href).sort()).toEqual([
      "/article/etica-algoritmica",
      "/gobernanza",
    ]);
    const filtered = await load("/buscar?q=etica&kind=static");
    expect(filtered.results.map((r) => r.name)).toEqual(["gobernanza"]);
    expect(filtered.kind).toBe("static");
  });

  it("follows every publish and delete in the same transaction", async () => {
    const store = services.store;
    await store.saveDraft({
      Page: "nuevo-borrador",
      Template: "Article",
      values: [text("es", "Title", "Cooperativismo digital"), text("en", "Title", "Digital cooperatives")],
    });
    // A draft is not public: not found.
    expect((await search("es", "cooperativismo")).hits).toEqual([]);
    await store.publish("nuevo-borrador", { languages: ["es", "en"] });
    expect((await search("es", "cooperativismo")).hits.map((h) => h.name)).toEqual(["nuevo-borrador"]);
    expect((await search("en", "cooperative")).hits.map((h) => h.name)).toEqual(["nuevo-borrador"]);
    // The articles list's search reads the same index.
    const list = await store.searchPages({
      kind: "article",
      lang: "es",
      query: "cooperativismo",
      offset: 0,
      limit: 5,
    });
    expect(list.names).toEqual(["nuevo-borrador"]);
    await store.deletePage("nuevo-borrador");
    expect((await search("es", "cooperativismo")).hits).toEqual([]);
  });

  it("rewrites only the search rows a save changed, and finds the new words, not the old", async () => {
    // A store of its own, whose indexer tells which languages' rows (a card and its stemmed text each)
    // the store has the site make.
    const made: Array<readonly string[] | undefined> = [];
    const indexer: PageIndexer = {
      ...siteIndexer,
      searchRows: (p, langs) => (made.push(langs), siteIndexer.searchRows(p, langs)),
      siteRows: (p, langs) => (made.push(langs), siteIndexer.siteRows(p, langs)),
    };
    const fresh = await target.fresh();
    const store = await openStore({ ...fresh, indexer });
    // The store's derived rows, read as a test must (not part of the Store interface).
    const db = openRaw(fresh);
    onTestFinished(async () => {
      await db.destroy();
      await store.close();
      await fresh.cleanup();
    });
    const search = (lang: "es" | "en", query: string) =>
      store.searchSite({ lang, query, offset: 0, limit: 10 });
    const siteIds = async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom("site_search")
            .select(["lang", "id"])
            .where("name", "=", "cuenca-del-ebro")
            .execute()
        ).map((r) => [r.lang, Number(r.id)]),
      );
    const listed = async (lang: "es" | "en", query: string) =>
      (await store.searchPages({ kind: "article", lang, query, offset: 0, limit: 5 })).names;
    const page = (esExcerpt: string, enTitle: string): PageDoc => ({
      Page: "cuenca-del-ebro",
      Template: "Article",
      Created: "2025-05-01T00:00:00.000Z",
      values: [
        text("es", "Title", "La cuenca del Ebro"),
        text("en", "Title", enTitle),
        text("es", "Excerpt", esExcerpt),
        text("en", "Excerpt", "Who decides over the river."),
        html("es", "Content", "<p>Regantes y ciudades comparten el agua.</p>"),
        html("en", "Content", "<p>Farmers and cities share the water.</p>"),
      ],
    });
    const madeFor = () => made.splice(0).map((langs) => (langs ? [...langs] : "all"));
    await store.savePage(page("Quién decide sobre el caudal.", "The Ebro basin"));
    const first = await siteIds();
    expect(Object.keys(first).sort()).toEqual(["en", "es"]);
    expect(madeFor()).toEqual(["all", "all"]);

    // Only the Spanish summary changes: the English rows stay as they were, not even made again.
    await store.savePage(page("Los embalses y su gestión comunitaria.", "The Ebro basin"));
    const second = await siteIds();
    expect(madeFor()).toEqual([["es"], ["es"]]);
    expect(second.en).toBe(first.en);
    expect(second.es).not.toBe(first.es);
    expect((await search("en", "farmers")).hits.map((h) => h.name)).toEqual(["cuenca-del-ebro"]);
    expect(await listed("en", "basin")).toEqual(["cuenca-del-ebro"]);
    expect((await search("es", "embalses")).hits.map((h) => h.name)).toEqual(["cuenca-del-ebro"]);
    expect(await listed("es", "embalses")).toEqual(["cuenca-del-ebro"]);
    expect((await search("es", "caudal")).hits).toEqual([]);
    expect(await listed("es", "caudal")).toEqual([]);

    // A save that changes nothing searched writes no search row (and this one makes none).
    await store.savePage(page("Los embalses y su gestión comunitaria.", "The Ebro basin"));
    expect(await siteIds()).toEqual(second);
    expect(madeFor()).toEqual([[], []]);

    // Only the English title changes: the Spanish rows stay.
    await store.savePage(page("Los embalses y su gestión comunitaria.", "The Ebro watershed"));
    const third = await siteIds();
    expect(madeFor()).toEqual([["en"], ["en"]]);
    expect(third.es).toBe(second.es);
    expect(third.en).not.toBe(second.en);
    expect((await search("en", "watershed")).hits.map((h) => h.name)).toEqual(["cuenca-del-ebro"]);
    expect(await listed("en", "watershed")).toEqual(["cuenca-del-ebro"]);
    expect((await search("en", "basin")).hits).toEqual([]);
    expect(await listed("en", "basin")).toEqual([]);

    // A change every language shows (the date): both made again.
    await store.savePage({
      ...page("Los embalses y su gestión comunitaria.", "The Ebro watershed"),
      Created: "2025-06-01T00:00:00.000Z",
    });
    expect(madeFor()).toEqual([
      ["es", "en"],
      ["es", "en"],
    ]);
    await store.deletePage("cuenca-del-ebro");
    expect(await siteIds()).toEqual({});
    expect(await listed("es", "embalses")).toEqual([]);
  });

  it("never fails on hostile words: NUL, quotes, FTS and tsquery syntax, very long input", async () => {
    const hostile = [
      "\u0000",
      'a"b',
      "NEAR(a b)",
      "a OR b AND NOT c",
      "etica*",
      "'); drop table site_search; --",
      "a:* & !b | (c",
      "\ud800",
      "x".repeat(5000),
      "-etica",
      "^etica",
      "{title_terms}: etica",
    ];
    for (const q of hostile) {
      await expect(search("es", q)).resolves.toBeDefined();
      await expect(load("/buscar", { q, kind: q })).resolves.toBeDefined();
    }
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 40 }),
        fc.string({ maxLength: 6 }),
        async (q, page) => {
          const data = await load("/buscar", { q, page });
          expect(data.page).toBeGreaterThanOrEqual(1);
          await store().searchPages({ kind: "article", lang: "es", query: q, offset: 0, limit: 5 });
        },
      ),
      { seed: 20_261_126, numRuns: 60 },
    );
  });

  const store = () => services.store;
});
