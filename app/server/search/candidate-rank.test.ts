import { describe, expect, it } from "vitest";
import { rankCandidates, type RankCandidate } from "./candidate-rank.server.ts";

const page = (id: number, name: string, title: string, excerpt = "", body = ""): RankCandidate => ({
  id,
  name,
  columns: [title, excerpt, body],
});
const WEIGHTS = [10, 4, 1];

describe("rankCandidates (the order of a query's candidates when it matches too many pages to rank them all)", () => {
  it("puts a word in the title before one in the excerpt, before one in the body", () => {
    const order = rankCandidates(
      [
        page(1, "a", "otra cosa", "", "marea alta"),
        page(2, "b", "otra cosa", "la marea", ""),
        page(3, "c", "mapa de la marea", "", ""),
      ],
      [{ term: "marea" }],
      WEIGHTS,
    );
    expect(order).toEqual([3, 2, 1]);
  });

  it("counts more occurrences and a shorter page higher, as bm25 does", () => {
    const often = rankCandidates(
      [page(1, "a", "dato", "uno dos tres", ""), page(2, "b", "dato", "dato dato", "")],
      [{ term: "dato" }],
      WEIGHTS,
    );
    expect(often).toEqual([2, 1]);
    const shorter = rankCandidates(
      [page(1, "a", "dato " + "relleno ".repeat(30), "", ""), page(2, "b", "dato breve", "", "")],
      [{ term: "dato" }],
      WEIGHTS,
    );
    expect(shorter).toEqual([2, 1]);
  });

  it("adds every word of the query, reads the last one's prefix, and orders ties by name", () => {
    const order = rankCandidates(
      [
        page(1, "zeta", "energi", "", ""),
        page(2, "alfa", "energi", "", ""),
        page(3, "beta", "energi soberani", "", ""),
      ],
      [{ term: "energi" }, { term: "sober", prefix: "sober" }],
      WEIGHTS,
    );
    expect(order).toEqual([3, 2, 1]);
    expect(rankCandidates([], [{ term: "x" }], WEIGHTS)).toEqual([]);
  });
});
