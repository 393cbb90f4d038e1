import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Snippet } from "../../content/site-search.ts";
import {
  indexTerms,
  parseQuery,
  snippet,
  termsMatch,
  tokens,
  TermSet,
  type QueryTerm,
} from "./text.server.ts";

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

describe("a result's passage", () => {
  const plain = (parts: Snippet) => parts.map((p) => p.text).join("");
  const marks = (parts: Snippet) => parts.filter((p) => p.mark).map((p) => p.text);

  /**
   * What the passage must be, found the slow way: every window of 28 words that starts 6 words before a
   * word answering the query, the first one holding the most distinct terms of the query.
   */
  function bestWindow(text: string, query: QueryTerm[]): [from: number, to: number] | undefined {
    const words = tokens(text, "es");
    const answers = (term: string, q: QueryTerm) =>
      term === q.term || (!!q.prefix && term.startsWith(q.prefix));
    let best: { start: number; score: number } | undefined;
    words.forEach((w, h) => {
      if (!query.some((q) => answers(w.term, q))) return;
      const start = Math.max(0, h - 6);
      const inside = words.slice(start, start + 28);
      const score = query.filter((q) => inside.some((x) => answers(x.term, q))).length;
      if (!best || score > best.score) best = { start, score };
    });
    if (!best) return undefined;
    const { start } = best;
    const end = Math.min(words.length, start + 28);
    return [start === 0 ? 0 : words[start]!.start, end >= words.length ? text.length : words[end - 1]!.end];
  }

  const vocabulary = [
    "ética",
    "datos",
    "comunidad",
    "sesgo",
    "modelo",
    "abierto",
    "la",
    "de",
    "y",
    "personas",
  ];
  const text = fc
    .array(fc.constantFrom(...vocabulary, "Ética.", "DATOS,", "(sesgos)"), { maxLength: 400 })
    .map((w) => w.join(" "));

  it("is the window holding most of the query's words, read no further than it needs", () => {
    fc.assert(
      fc.property(
        text,
        fc.array(fc.constantFrom(...vocabulary, "mod", "zzz"), { minLength: 1, maxLength: 3 }),
        (t, q) => {
          const query = parseQuery(q.join(" "), "es");
          const parts = snippet(t, query, "es");
          const window = bestWindow(t, query);
          if (!window) {
            expect(parts).toBeUndefined();
            return;
          }
          const [from, to] = window;
          expect(plain(parts!)).toBe(
            `${from > 0 ? "… " : ""}${t.slice(from, to)}${to < t.length ? " …" : ""}`,
          );
          for (const word of marks(parts!))
            expect(query.some((q) => termsMatch([q], indexTerms(word, "es")))).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("shows a long page's first passage that holds every word asked, marked", () => {
    const filler = "Una comunidad abierta revisa cada propuesta con calma. ".repeat(2000);
    const body = `${filler}La ética de los datos importa. ${filler}`;
    const parts = snippet(body, parseQuery("ética datos", "es"), "es")!;
    expect(marks(parts)).toEqual(["ética", "datos"]);
    expect(plain(parts)).toMatch(/^… .*La ética de los datos importa\. .* …$/);
    expect(snippet(body, parseQuery("soberanía", "es"), "es")).toBeUndefined();
  });
});
