/**
 * The site search's own figure for `npm run bench -- --large`: how long the store takes to answer a
 * query (Store.searchSite, as the results page asks it: 10 best and the counts per kind) on the large
 * store, for a few realistic queries, one at a time. p50 and p95 per query, per class of query
 * (selective, frequent, near-universal), and over all.
 */
import { openStore } from "../app/server/store/open-store.server.ts";
import { siteIndexer } from "../app/server/site/search-index.server.ts";

/** How many pages a query finds: a few (two topic words), a fifth (one topic word), nearly all. */
type QueryClass = "selective" | "frequent" | "near-universal";

/**
 * Queries a visitor would type: two topic words (a few pages in 1,000 or fewer), a topic word (a fifth
 * of the pages), words in every page (bench-data.ts: each article has two topics among twenty).
 */
export const SEARCH_QUERIES: ReadonlyArray<{ lang: "es" | "en"; q: string; class: QueryClass }> = [
  { lang: "es", q: "privacidad", class: "frequent" },
  { lang: "es", q: "sesgo energía", class: "selective" },
  { lang: "es", q: "inteligencia artificial comunitaria", class: "near-universal" },
  { lang: "en", q: "bias", class: "frequent" },
  { lang: "en", q: "open audits", class: "near-universal" },
  { lang: "es", q: "datos", class: "near-universal" },
  { lang: "en", q: "music housing", class: "selective" },
  { lang: "es", q: "clima justicia", class: "selective" },
];
/** docs/product.md "Site search": p50 and p95 limits (ms) for every class of query. */
export const SEARCH_LIMITS = { p50: 30, p95: 100 };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface SearchFigure {
  label: string;
  p50: number;
  p95: number;
  /** How many pages match, "1000+" past the count's limit; empty for a class or all queries. */
  matching: string;
}

/** Times each query `runs` times (after one warm-up) against the store at dataDir / databaseUrl. */
export interface SearchFigures {
  rows: SearchFigure[];
  classes: SearchFigure[];
  all: SearchFigure;
}

export async function measureSearch(
  where: { dataDir: string; databaseUrl?: string },
  runs = 40,
): Promise<SearchFigures> {
  const store = await openStore({ ...where, indexer: siteIndexer });
  const rows: SearchFigure[] = [];
  const every: number[] = [];
  const byClass = new Map<QueryClass, number[]>();
  try {
    for (const { lang, q, class: kind } of SEARCH_QUERIES) {
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
      byClass.set(kind, [...(byClass.get(kind) ?? []), ...times]);
      const shown = `${matching}${(await ask()).more ? "+" : ""}`;
      rows.push({
        label: `${lang}: ${q}`,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        matching: shown,
      });
    }
  } finally {
    await store.close();
  }
  const figure = (label: string, times: number[]): SearchFigure => {
    times.sort((a, b) => a - b);
    return { label, p50: percentile(times, 50), p95: percentile(times, 95), matching: "" };
  };
  return {
    rows,
    classes: [...byClass].map(([kind, times]) => figure(kind, times)),
    all: figure("all queries", every),
  };
}

/** The figures as the bench prints them; false when a class misses SEARCH_LIMITS. */
export function printSearch(title: string, figures: SearchFigures) {
  console.log(
    `\nsite search, ${title} (Store.searchSite: 10 best and the counts per kind, one query at a time)`,
  );
  console.log(`${"query".padEnd(42)}${"matches".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}`);
  let ok = true;
  for (const r of [...figures.rows, ...figures.classes, figures.all]) {
    const checked = figures.classes.includes(r);
    const met = !checked || (r.p50 < SEARCH_LIMITS.p50 && r.p95 < SEARCH_LIMITS.p95);
    if (!met) ok = false;
    console.log(
      `${(checked ? `class: ${r.label}` : r.label).padEnd(42)}${r.matching.padStart(9)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${met ? "" : "  ✗"}`,
    );
  }
  console.log(`every class: p50 < ${SEARCH_LIMITS.p50} ms, p95 < ${SEARCH_LIMITS.p95} ms${ok ? "" : "  ✗"}`);
  return ok;
}
