import type { QueryTerm } from "./text.server.ts";

/*
 * The order of a few hundred candidate pages for a query that matches more pages than the site search
 * ranks (repositories/search.server.ts): BM25 as SQLite's FTS5 computes it (each term's frequency summed
 * over the columns with their weights, saturated, normalised by the page's length), computed here from the
 * candidates' stored terms. FTS5's bm25() reads every row of each term in the whole index for its
 * statistics before scoring even one candidate: 7–14 ms a tier for a word on nearly every page at 100,000
 * pages, against ~1 ms to read the candidates (docs/performance.md). Every candidate holds every word of
 * the query and each word is on more pages than the site ranks, so the words' rarity is taken as equal
 * (FTS5 gives every word on more than half the rows the same, smallest weight).
 */

/** FTS5's bm25 constants. */
const K1 = 1.2;
const B = 0.75;

export interface RankCandidate {
  id: number;
  name: string;
  /** Each column's indexed terms (space-separated stems), in the order of the weights. */
  columns: readonly string[];
}

/** How often each query word (its stem, or a word its prefix starts) is in each column of a candidate. */
function frequencies(columns: readonly string[], query: readonly QueryTerm[]) {
  const counts = query.map(() => columns.map(() => 0));
  let length = 0;
  columns.forEach((text, c) => {
    for (const word of text.split(" ")) {
      if (!word) continue;
      length++;
      query.forEach((q, i) => {
        if (word === q.term || (q.prefix !== undefined && word.startsWith(q.prefix))) counts[i]![c]!++;
      });
    }
  });
  return { counts, length };
}

/** The candidates' ids, best first (ties by name); `weights` per column, as in the index's bm25 call. */
export function rankCandidates(
  candidates: readonly RankCandidate[],
  query: readonly QueryTerm[],
  weights: readonly number[],
): number[] {
  const read = candidates.map((c) => ({ c, ...frequencies(c.columns, query) }));
  const average = read.reduce((n, r) => n + r.length, 0) / Math.max(1, read.length) || 1;
  const scored = read.map(({ c, counts, length }) => {
    const norm = K1 * (1 - B + (B * length) / average);
    let score = 0;
    for (const perColumn of counts) {
      const f = perColumn.reduce((sum, n, col) => sum + n * (weights[col] ?? 0), 0);
      score += (f * (K1 + 1)) / (f + norm);
    }
    return { id: c.id, name: c.name, score };
  });
  scored.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return scored.map((s) => s.id);
}
