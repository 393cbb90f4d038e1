/** The store the benchmarks measure: the demo content plus synthetic articles in both languages. */
import { createServices } from "../app/server/bootstrap.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import type { PageDoc } from "../app/content/page-model.ts";

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

/** Fills a data folder with the demo content and synthetic articles up to `totalPages` pages. */
export async function prepareData(
  dataDir: string,
  totalPages: number,
  admin?: { email: string; password: string },
  databaseUrl?: string,
) {
  const started = Date.now();
  const { services } = await createServices({
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    logRequests: false,
    adminEmail: admin?.email,
    adminPassword: admin?.password,
  });
  const existing = await services.store.countPages();
  for (let i = 0; existing + i < totalPages; i++)
    await services.store.savePage(syntheticArticle(i), { user: "bench" });
  const count = await services.store.countPages();
  await services.store.close();
  console.log(
    `store: ${count} pages (demo + synthetic), prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
