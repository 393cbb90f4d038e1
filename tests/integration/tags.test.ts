import { slugIn } from "../../app/content/slugs.ts";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import path from "node:path";
import pg from "pg";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { requestContext, servicesContext } from "../../app/context.ts";
import type { Lang, PageDoc } from "../../app/content/page-model.ts";
import { tagsOf } from "../../app/content/resolvers.ts";
import { TAGS_PAGE, TAGS_TEMPLATE, tagKey } from "../../app/content/tags.ts";
import { loader as articleLoader } from "../../app/routes/site/article.server.ts";
import { loader as articlesLoader } from "../../app/routes/site/articles.server.ts";
import { loader as documentLoader } from "../../app/routes/site/document.server.ts";
import { loader as documentationLoader } from "../../app/routes/site/documentation.server.ts";
import { loader as projectLoader } from "../../app/routes/site/project.server.ts";
import { seedDemo } from "../../app/server/seed/seed.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { listAll, readTagVocabulary } from "../../app/server/site/pages.server.ts";
import { siteIndexer } from "../../app/server/site/search-index.server.ts";
import { migrationProvider } from "../../app/server/store/migrations.server.ts";
import { SchemaPostgresDialect } from "../../app/server/store/pg-dialect.server.ts";
import { openStore } from "../../app/server/store/open-store.server.ts";
import type { Database } from "../../app/server/store/schema.server.ts";
import type { SearchQuery } from "../../app/server/store/store.server.ts";
import { adapters, type AdapterTarget } from "../support/adapters.ts";
import { freshServices } from "../support/services.ts";

/*
 * Tags with a label per language, linking to their list (docs/product.md "Tags"): /articles?tag= as the
 * database filters, counts and pages it together with ?q= and ?category=, what the screens' loaders
 * hand the page, the demo's vocabulary, and the search table's tags filled for rows written before
 * they existed.
 */

/** Article n: every third is tagged "Sesgo" (as an editor may write it), every fifth "modelos abiertos". */
function article(n: number, extra: Partial<PageDoc> = {}): PageDoc {
  const tags = [n % 3 === 0 ? "Sesgo" : "", n % 5 === 0 ? "modelos abiertos" : "", "ia"].filter(Boolean);
  return {
    Page: `art-${String(n).padStart(2, "0")}`,
    Template: "Article",
    Category: n % 2 === 0 ? "ethics" : "ai",
    Created: new Date(Date.UTC(2025, 0, 1 + n)).toISOString(),
    Tags: n % 2 === 0 ? tags.join(", ") : tags,
    values: [
      { name: "Title", lang: "es", value: { text: `Artículo ${n}${n === 15 ? " especial" : ""}` } },
      { name: "Title", lang: "en", value: { text: `Article ${n}` } },
    ],
    ...extra,
  };
}

const vocabulary: PageDoc = {
  Page: TAGS_PAGE,
  Template: TAGS_TEMPLATE,
  values: [
    { name: "sesgo", lang: "es", value: { text: "sesgo" } },
    { name: "sesgo", lang: "en", value: { text: "bias" } },
    { name: "Modelos abiertos", lang: "en", value: { text: "open models" } },
  ],
};

describe.each(adapters)("tags on $name", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    for (let n = 1; n <= 30; n++) await services.store.savePage(article(n));
    await services.store.savePage(vocabulary);
    // A documentation page with the tag: read at /document/, never listed among the articles.
    await services.store.savePage({ Page: "guia", Template: "Guide", Tags: ["sesgo"], values: [] });
    // Tags per language: the Spanish text has one, the English text another.
    await services.store.savePage({
      Page: "bilingue",
      Template: "Article",
      Created: "2024-01-01T00:00:00.000Z",
      values: [
        { name: "Tags", lang: "es", value: ["uno"] },
        { name: "Tags", lang: "en", value: "one" },
      ],
    });
  });
  afterAll(() => cleanup());

  const search = (q: Partial<SearchQuery>) =>
    services.store.searchPages({ kind: "article", lang: "es", offset: 0, limit: 50, ...q });

  it("filters by tag key in SQL, whole keys only, per language", async () => {
    const sesgo = await search({ tag: "sesgo" });
    expect(sesgo.matching).toBe(10);
    expect(sesgo.total).toBe(31);
    expect(sesgo.names[0]).toBe("art-30");
    expect((await search({ tag: "modelos abiertos" })).names).toEqual([
      "art-30",
      "art-25",
      "art-20",
      "art-15",
      "art-10",
      "art-05",
    ]);
    // Part of a key, a key's neighbour or a LIKE wildcard finds nothing.
    for (const tag of ["ses", "esgo", "modelos", "%", "_", "sesgo|ia", "|"])
      expect((await search({ tag })).matching, tag).toBe(0);
    expect((await search({ tag: "uno" })).names).toEqual(["bilingue"]);
    expect((await search({ tag: "one" })).names).toEqual([]);
    expect((await search({ tag: "one", lang: "en" })).names).toEqual(["bilingue"]);
  });

  it("combines the tag with the query, the category and paging, and counts what it combined", async () => {
    const both = await search({ tag: "sesgo", category: "ethics" });
    expect(both.names).toEqual(["art-30", "art-24", "art-18", "art-12", "art-06"]);
    expect(both.matching).toBe(5);
    const queried = await search({ tag: "modelos abiertos", query: "especial" });
    expect(queried.names).toEqual(["art-15"]);
    expect(queried.matching).toBe(1);
    const second = await search({ tag: "sesgo", offset: 4, limit: 4 });
    expect(second.names).toEqual(["art-18", "art-15", "art-12", "art-09"]);
    expect(second).toMatchObject({ matching: 10, total: 31 });
  });

  function args<P extends Record<string, string>>(address: string, params = {} as P) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { origin: "http://site.test" });
    const url = new URL(address, "http://site.test");
    const pattern = url.pathname.startsWith("/en/") ? url.pathname.slice(1) : url.pathname;
    return { request: new Request(url), url, params, pattern, context };
  }

  it("/articles?tag= lists the tag's articles with the visitor's labels, and keeps ?q=, ?category= and ?page=", async () => {
    const es = await articlesLoader(args("/articles?tag=Sesgo"));
    expect(es.tag).toEqual({ key: "sesgo", label: "sesgo" });
    expect(es).toMatchObject({ matching: 10, total: 31, page: 1, pageCount: 1 });
    expect(es.meta.title).toBe("Artículos con la etiqueta #sesgo");
    const en = await articlesLoader(args("/en/articles?tag=sesgo&category=ethics"));
    expect(en.tag).toEqual({ key: "sesgo", label: "bias" });
    expect(en.articles.map((a) => a.name)).toEqual(["art-30", "art-24", "art-18", "art-12", "art-06"]);
    expect(en.articles[0]?.tags).toEqual([
      { key: "sesgo", label: "bias" },
      { key: "modelos abiertos", label: "open models" },
      { key: "ia", label: "ia" },
    ]);
    expect(en.meta.title).toBe("Articles tagged #bias");
    // Whole words: "article 15" is Article 15, not Article 1 or 150.
    const queried = await articlesLoader(args("/en/articles?tag=modelos+abiertos&q=article+15"));
    expect(queried.articles.map((a) => a.name)).toEqual(["art-15"]);
    const paged = await articlesLoader(args("/articles?tag=ia&page=3"));
    expect(paged).toMatchObject({ matching: 30, page: 3, pageCount: 3 });
    expect(paged.articles.map((a) => a.name)).toEqual([
      "art-06",
      "art-05",
      "art-04",
      "art-03",
      "art-02",
      "art-01",
    ]);
  });

  it("answers an unknown or hostile tag with no articles, never an error", async () => {
    for (const tag of [
      "nadie",
      "%25",
      "_",
      "sesgo%7Cia",
      "'%3B drop table pages%3B--",
      "%E2%80%AE",
      "%F0%9F%A4%96",
      "a".repeat(3000),
    ]) {
      const data = await articlesLoader(args(`/articles?tag=${tag}`));
      expect(data.matching, tag).toBe(0);
      expect(data.articles, tag).toEqual([]);
      expect(data.total, tag).toBe(31);
    }
    // A NUL never reaches the database (PostgreSQL refuses it): it is taken out of the key.
    for (const tag of ["%00sesgo", "sesgo%00", "%23Sesgo%00"])
      expect((await articlesLoader(args(`/articles?tag=${tag}`))).matching, tag).toBe(10);
    // An empty or blank tag is no filter.
    expect((await articlesLoader(args("/articles?tag=+"))).tag).toBeNull();
    expect((await search({})).total).toBe(31);
  });

  it("gives every screen that shows tags the labels of its language", async () => {
    // Each page at its English address: its English slug (app/content/slugs.ts).
    const en = async (name: string) =>
      slugIn((await services.store.getPage(name)) ?? { Page: name }, "en") ?? name;
    const art = await en("art-15");
    const view = (await articleLoader(args(`/en/article/${art}`, { id: art }))).view;
    expect(view.tags).toEqual([
      { key: "sesgo", label: "bias" },
      { key: "modelos abiertos", label: "open models" },
      { key: "ia", label: "ia" },
    ]);
    const guide = await en("guia");
    const doc = (await documentLoader(args(`/en/document/${guide}`, { id: guide }))).view;
    expect(doc.tags).toEqual([{ key: "sesgo", label: "bias" }]);
    const docs = await documentationLoader(args("/en/documentation"));
    expect(docs.docs.find((d) => d.name === "guia")?.tags).toEqual([{ key: "sesgo", label: "bias" }]);
    await services.store.savePage({ Page: "proyecto", Template: "Projects", Tags: "Sesgo", values: [] });
    const proyecto = await en("proyecto");
    const project = (await projectLoader(args(`/en/project/${proyecto}`, { name: proyecto }))).view;
    expect(project.tags).toEqual([{ key: "sesgo", label: "bias" }]);
    const spanish = (await articleLoader(args("/article/art-15", { id: "art-15" }))).view;
    expect(spanish.tags.map((t) => t.label)).toEqual(["sesgo", "modelos abiertos", "ia"]);
  });
});

/** Opens the database of a test target directly, as the code before migration 0006 did. */
async function rawDatabase(db: { dataDir: string; databaseUrl?: string }) {
  if (db.databaseUrl) {
    const kysely = new Kysely<Database>({
      dialect: new SchemaPostgresDialect({ pool: new pg.Pool({ connectionString: db.databaseUrl, max: 2 }) }),
    });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely);
    return { kysely, dialect: "postgres" as const, schema: rows[0]?.schema };
  }
  const database = new BetterSqlite3(path.join(db.dataDir, "site.db"));
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: "sqlite" as const,
  };
}

describe.each(adapters)(
  "tags of the rows written before migration 0006 on $name",
  (target: AdapterTarget) => {
    const open: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const close of open.splice(0).reverse()) await close();
    });

    it("are filled at the first start after it, so the tag filter finds every article", async () => {
      const db = await target.fresh();
      open.push(db.cleanup);
      const raw = await rawDatabase(db);
      const migrator = new Migrator({
        db: raw.kysely,
        provider: migrationProvider(raw.dialect),
        migrationTableSchema: raw.schema,
      });
      const { error } = await migrator.migrateTo("0005-content-change-detail");
      expect(error).toBeUndefined();
      // An article and its search rows as the code of migration 0005 wrote them (no tags column).
      const page = { ...article(3), revision: 1 };
      const now = new Date().toISOString();
      await raw.kysely
        .insertInto("pages")
        .values({
          name: page.Page,
          template: page.Template,
          doc: JSON.stringify(page),
          revision: 1,
          created_at: now,
          updated_at: now,
          updated_by: null,
        })
        .execute();
      for (const lang of ["es", "en"] as const)
        await sql`insert into page_search (name, lang, kind, title, category, created, search) values (${page.Page}, ${lang}, 'article', ${page.Page}, 'ai', ${page.Created ?? ""}, 'x')`.execute(
          raw.kysely,
        );
      await sql`insert into settings (key, value) values ('index_version', '2026-11-24.1')`.execute(
        raw.kysely,
      );
      await raw.kysely.destroy();

      const store = await openStore({ ...db, indexer: siteIndexer });
      open.push(() => store.close());
      for (const lang of ["es", "en"] as const) {
        const found = await store.searchPages({ kind: "article", lang, tag: "sesgo", offset: 0, limit: 10 });
        expect(found.names, lang).toEqual(["art-03"]);
      }
    });
  },
);

describe.each(adapters)("the demo's tag vocabulary on $name", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    await seedDemo(services);
  });
  afterAll(() => cleanup());

  it("labels every tag of every demo page in both languages, so no English page shows a Spanish tag", async () => {
    const labels = await readTagVocabulary(services.store);
    const pages = await listAll(services.store);
    let tags = 0;
    for (const page of pages)
      for (const lang of ["es", "en"] as Lang[])
        for (const tag of tagsOf(page, lang)) {
          tags++;
          const entry = labels.get(tagKey(tag));
          expect(entry?.es, `${page.Page}: ${tag} (es)`).toBeTruthy();
          expect(entry?.en, `${page.Page}: ${tag} (en)`).toBeTruthy();
        }
    expect(tags).toBeGreaterThan(50);
    expect(labels.get("sesgo")).toEqual({ es: "sesgo", en: "bias" });
    expect(labels.get("páginas")).toEqual({ es: "páginas", en: "pages" });
  });

  it("lists the demo's articles of a tag, in English with English labels", async () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { origin: "http://site.test" });
    const url = new URL("http://site.test/en/articles?tag=sesgo");
    const data = await articlesLoader({
      request: new Request(url),
      url,
      params: {},
      pattern: "en/articles",
      context,
    });
    expect(data.tag).toEqual({ key: "sesgo", label: "bias" });
    expect(data.articles.map((a) => a.name)).toEqual(["auditorias-de-sesgo"]);
    expect(data.articles[0]?.tags.map((t) => t.label)).toEqual([
      "bias",
      "auditing",
      "fairness",
      "methodology",
    ]);
  });
});
