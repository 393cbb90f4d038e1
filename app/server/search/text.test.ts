import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexTerms, parseQuery, termsMatch, TermSet } from "./text.server.ts";

describe("a page's terms read once as a set", () => {
  const words = [
    "etica",
    "éticas",
    "datos",
    "dato",
    "comunidad",
    "comunidades",
    "sesgo",
    "ia",
    "modelo",
    "modelos",
  ];
  const text = fc.array(fc.constantFrom(...words, "abiertas", "2026", "ñandú"), { maxLength: 30 });

  it("finds a query exactly when the stored words do, prefixes of the last word included", () => {
    fc.assert(
      fc.property(
        text,
        fc.array(fc.constantFrom(...words, "com", "mod", "dat", "xyz", "et"), { minLength: 1, maxLength: 3 }),
        (page, q) => {
          const terms = indexTerms(page.join(" "), "es");
          const query = parseQuery(q.join(" "), "es");
          expect(termsMatch(query, new TermSet(terms))).toBe(termsMatch(query, terms));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("answers a prefix that only a longer word starts, and not one that none starts", () => {
    const set = new TermSet(indexTerms("Soberanía de datos comunitarios", "es"));
    expect(set.has({ term: "sober", prefix: "sober" })).toBe(true);
    expect(set.has({ term: "zzz", prefix: "zzz" })).toBe(false);
    expect(set.has({ term: "sober" })).toBe(false);
    expect(new TermSet("").has({ term: "a", prefix: "a" })).toBe(false);
  });
});
