/** The store the benchmarks measure: the demo content plus synthetic articles in both languages. */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { createServices, openStorage } from "../app/server/bootstrap.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { LANGS, type PageDoc } from "../app/content/page-model.ts";
import { metaAfterPublish, metaAfterWrite } from "../app/content/publishing.ts";
import { suggestedSlug } from "../app/content/content-model.ts";
import { DEMO_SEEDED, seedDemo } from "../app/server/seed/seed.server.ts";
import { archivedTable, type ArchiveRow } from "../app/server/store/archive-tables.server.ts";
import type { Store } from "../app/server/store/store.server.ts";
import { root } from "./support.ts";

const WORDS =
  "la inteligencia artificial comunitaria necesita datos cuidados auditorías abiertas y personas que decidan juntas cómo se usa cada modelo".split(
    " ",
  );
const ENGLISH =
  "community artificial intelligence needs careful data open audits and people who decide together how each model is used".split(
    " ",
  );
/** Topic words: each article has two, so a search for one finds a few hundred articles, not all. */
const TOPICS = {
  es: "sesgo privacidad energía cooperativa transparencia salud educación clima trabajo justicia ciudades agua idiomas archivos música vivienda transporte agricultura memoria periodismo".split(
    " ",
  ),
  en: "bias privacy energy cooperative transparency health education climate labour justice cities water languages archives music housing transport farming memory journalism".split(
    " ",
  ),
};
function paragraph(seed: number, words: number, list: readonly string[] = WORDS): string {
  return Array.from({ length: words }, (_, i) => list[(seed * 7 + i * 13) % list.length]).join(" ");
}
function topics(i: number, lang: "es" | "en"): string {
  const t = TOPICS[lang];
  return `${t[i % t.length]} ${t[(i * 7 + 3) % t.length]}`;
}

/** An edit of a synthetic article's Spanish summary, as an editor makes it (the n-th revision). */
export function editSpanishExcerpt(page: PageDoc, n: number): void {
  const excerpt = page.values.find((v) => v.name === "Excerpt" && v.lang === "es");
  if (!excerpt) throw new Error(`${page.Page} has no Spanish excerpt`);
  excerpt.value = { text: `${(excerpt.value as { text: string }).text} (revisión ${n})` };
}

export function syntheticArticle(i: number): PageDoc {
  const n = String(i).padStart(5, "0");
  return {
    Page: `bench-articulo-${n}`,
    Template: "Article",
    Category: ["general", "ai", "ethics", "technology", "research"][i % 5],
    Author: "Equipo Simbiosis",
    Created: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
    Tags: ["ia", "comunidad", `t${i % 20}`],
    values: [
      { name: "Title", lang: "es", value: { text: `Artículo de prueba ${n}: ${topics(i, "es")}` } },
      { name: "Title", lang: "en", value: { text: `Benchmark article ${n}: ${topics(i, "en")}` } },
      { name: "Excerpt", lang: "es", value: { text: paragraph(i, 20) } },
      { name: "Excerpt", lang: "en", value: { text: paragraph(i + 1, 20, ENGLISH) } },
      {
        name: "Content",
        lang: "es",
        value: {
          html: `<p>${paragraph(i, 200)}</p><p>${topics(i + 5, "es")} ${paragraph(i + 2, 200)}</p>`,
        },
      },
      {
        name: "Content",
        lang: "en",
        value: { html: `<p>${topics(i + 5, "en")} ${paragraph(i + 3, 200, ENGLISH)}</p>` },
      },
    ],
  };
}

/** Synthetic articles written per call of the import's insert (one statement or a few). */
const BULK_BATCH = 500;

/**
 * The synthetic articles as the store holds them after a save (revision 1, published in both
 * languages, their slugs settled), inserted through the import's path (Store.loadArchive): rows in
 * batches in one transaction, then the store derives its search, slug, tag and link rows as an import
 * does. 100,000 pages take minutes this way instead of the hours of one savePage each.
 */
async function loadSynthetic(store: Store, count: number): Promise<void> {
  const pages = archivedTable("pages")!;
  const revisions = archivedTable("page_revisions")!;
  const now = new Date().toISOString();
  await store.loadArchive(async (insert) => {
    for (let from = 0; from < count; from += BULK_BATCH) {
      const pageRows: ArchiveRow[] = [];
      const revisionRows: ArchiveRow[] = [];
      for (let i = from; i < Math.min(count, from + BULK_BATCH); i++) {
        const input: PageDoc = { ...syntheticArticle(i), Updated: now, revision: 1 };
        // Unique by construction: every title carries the article's number (app/content/slugs.ts).
        const doc: PageDoc = {
          ...input,
          Slugs: Object.fromEntries(LANGS.map((l) => [l, suggestedSlug(input, l)])),
        };
        const meta = metaAfterPublish({}, metaAfterWrite({}, undefined, doc, 1), LANGS, {});
        pageRows.push({
          name: doc.Page,
          template: doc.Template,
          doc: JSON.stringify(doc),
          revision: 1,
          created_at: doc.Created ?? now,
          updated_at: now,
          updated_by: "bench",
          meta: JSON.stringify(meta),
        });
        revisionRows.push({
          id: i + 1,
          name: doc.Page,
          revision: 1,
          action: "save",
          template: doc.Template,
          doc: JSON.stringify(doc),
          saved_at: now,
          saved_by: "bench",
          detail: JSON.stringify({ languages: [...LANGS] }),
        });
      }
      await insert(pages, pageRows);
      await insert(revisions, revisionRows);
    }
  });
}

/**
 * Fills a data folder (or the PostgreSQL database at databaseUrl) with synthetic articles and the demo
 * content, `totalPages` pages in all. The store must be empty (a new folder or schema).
 */
export async function prepareData(
  dataDir: string,
  totalPages: number,
  admin?: { email: string; password: string },
  databaseUrl?: string,
) {
  const started = Date.now();
  const config = { ...loadConfig({}), dataDir, databaseUrl, logRequests: false };
  const { demoPages } = await import("../app/server/seed/demo-pages.server.ts");
  const storage = await openStorage(config);
  if ((await storage.store.countPages()) === 0)
    await loadSynthetic(storage.store, Math.max(0, totalPages - demoPages.length));
  await storage.store.close();
  const { services } = await createServices(
    { ...config, adminEmail: admin?.email, adminPassword: admin?.password },
    { seed: false },
  );
  if ((await services.store.getSetting(DEMO_SEEDED)) === undefined) await seedDemo(services);
  const count = await services.store.countPages();
  await services.store.close();
  console.log(
    `store: ${count} pages (demo + synthetic), prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Bump when what prepareData makes changes: a kept store of an older kind is made again. */
const PREPARED_VERSION = 1;
/** Where prepared stores are kept between runs (git-ignored). */
export const KEPT_DATA = path.join(root, ".bench-data");

/**
 * A store of `totalPages` pages kept between runs, keyed by its size: SQLite in .bench-data/, PostgreSQL
 * in a schema of its own on databaseUrl's database. Made once (minutes at 100,000 pages), then reused at
 * once. Pages the bench's server writes (audience counts aside) are none: its measures only read.
 */
export async function keptData(
  totalPages: number,
  databaseUrl?: string,
): Promise<{ dataDir: string; databaseUrl?: string }> {
  const key = `pages-${totalPages}-v${PREPARED_VERSION}`;
  const dataDir = path.join(KEPT_DATA, databaseUrl ? `postgres-${key}` : `sqlite-${key}`);
  const ready = path.join(dataDir, "prepared");
  let url: string | undefined;
  if (databaseUrl) {
    const schema = `bench_${key.replace(/-/g, "_")}`;
    const u = new URL(databaseUrl);
    u.searchParams.set("options", `-c search_path=${schema}`);
    url = u.toString();
    if (!fs.existsSync(ready)) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.query(`create schema ${schema}`);
      } finally {
        await admin.end();
      }
    }
  }
  if (!fs.existsSync(ready)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    await prepareData(dataDir, totalPages, undefined, url);
    if (url) {
      // As autovacuum would have done on a running database: the planner needs the tables' statistics.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("analyze");
      await client.end();
    }
    fs.writeFileSync(ready, new Date().toISOString());
  } else {
    // Opened once before anything is measured: a migration or one-time work the code added since the
    // store was made runs here, not in the measured start.
    const { store } = await openStorage({ ...loadConfig({}), dataDir, databaseUrl: url });
    await store.close();
    console.log(`store: ${totalPages} pages kept in ${path.relative(root, dataDir)}`);
  }
  return { dataDir, databaseUrl: url };
}
