/**
 * The site search's own figure for `npm run bench -- --large`: how long the store takes to answer a
 * query (Store.searchSite, as the results page asks it: 10 best and the counts per kind) on a store of
 * 10,000 pages, for a few realistic queries, one at a time. p50 and p95 per query, and over all.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openStore } from "../app/server/store/open-store.server.ts";
import { siteIndexer } from "../app/server/site/search-index.server.ts";

/** Queries a visitor would type: a topic word (a few hundred pages), two words, a word in every page. */
export const SEARCH_QUERIES: ReadonlyArray<{ lang: "es" | "en"; q: string }> = [
  { lang: "es", q: "privacidad" },
  { lang: "es", q: "sesgo energía" },
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

/**
 * The same on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL): a throwaway schema filled the
 * way `prepare` fills a SQLite folder, measured, then dropped. Undefined when neither is set.
 */
export async function measureSearchOnPostgres(
  prepare: (databaseUrl: string) => Promise<void>,
): Promise<{ rows: SearchFigure[]; all: SearchFigure } | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const u = new URL(url);
    u.searchParams.set("options", `-c search_path=${schema}`);
    await prepare(u.toString());
    // As autovacuum would have done on a running database: the planner needs the table's statistics.
    await admin.query(`analyze ${schema}.site_search`);
    return await measureSearch({ dataDir: "", databaseUrl: u.toString() });
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

/** The figures as the bench prints them; `limit` is the p50 target over all queries. */
export function printSearch(
  title: string,
  figures: { rows: SearchFigure[]; all: SearchFigure },
  limit: number,
) {
  console.log(
    `\nsite search, ${title} (Store.searchSite: 10 best and the counts per kind, one query at a time)`,
  );
  console.log(`${"query".padEnd(42)}${"matches".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}`);
  for (const r of [...figures.rows, figures.all]) {
    const matches = r === figures.all ? "" : String(r.matching);
    console.log(
      `${r.label.padEnd(42)}${matches.padStart(9)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}`,
    );
  }
  const ok = figures.all.p50 < limit;
  console.log(`p50 over all queries ${figures.all.p50.toFixed(1)} ms (limit ${limit} ms)${ok ? "" : "  ✗"}`);
  return ok;
}
