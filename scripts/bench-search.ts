/**
 * The site search's own figure for `npm run bench -- --large`: how long the store takes to answer a
 * query (Store.searchSite, as the results page asks it: 10 best and the counts per kind) on a store of
 * 10,000 pages, for a few realistic queries, one at a time. p50 and p95 per query, and over all.
 */
import { openStore } from "../app/server/store/open-store.server.ts";
import { siteIndexer } from "../app/server/site/search-index.server.ts";

/** Queries a visitor would type: a topic word (a few hundred pages), two words, a word in every page. */
export const SEARCH_QUERIES: ReadonlyArray<{ lang: "es" | "en"; q: string }> = [
  { lang: "es", q: "privacidad" },
  { lang: "es", q: "sesgos energéticos" },
  { lang: "es", q: "inteligencia artificial comunitaria" },
  { lang: "en", q: "bias" },
  { lang: "en", q: "open audits" },
  { lang: "es", q: "datos" },
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface SearchFigure {
  label: string;
  p50: number;
  p95: number;
  matching: number;
}

/** Times each query `runs` times (after one warm-up) against the store at dataDir / databaseUrl. */
export async function measureSearch(
  where: { dataDir: string; databaseUrl?: string },
  runs = 40,
): Promise<{ rows: SearchFigure[]; all: SearchFigure }> {
  const store = await openStore({ ...where, indexer: siteIndexer });
  const rows: SearchFigure[] = [];
  const every: number[] = [];
  try {
    for (const { lang, q } of SEARCH_QUERIES) {
      const ask = () => store.searchSite({ lang, query: q, offset: 0, limit: 10 });
      const { matching } = await ask();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await ask();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      every.push(...times);
      rows.push({ label: `${lang}: ${q}`, p50: percentile(times, 50), p95: percentile(times, 95), matching });
    }
  } finally {
    await store.close();
  }
  every.sort((a, b) => a - b);
  return {
    rows,
    all: { label: "all queries", p50: percentile(every, 50), p95: percentile(every, 95), matching: 0 },
  };
}
