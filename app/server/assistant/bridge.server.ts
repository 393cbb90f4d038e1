import { pageLanguages, summaryText, titleText } from "../../content/content-model.ts";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import { tokens } from "../search/text.server.ts";
import { isIgnored } from "./lexicon.server.ts";
import { pageSections, sentencesOf } from "./page-passages.server.ts";

/*
 * Word translations learned from the site's own pages written in both languages (docs/architecture.md
 * "Assistant: retrieval, the endpoint and what is kept"): a page's title, summary, headings, paragraphs and,
 * where both texts have as many, sentences are translations of each other. Words that keep turning up in
 * aligned pieces are translations ("escuchar" and "listen"), found by competitive linking (Melamed, 2000):
 * in each pair of pieces the most associated words (Dice over pieces, more for words spelled alike:
 * "auditoría", "audit") are linked first, each word once. A visitor who writes a word of the other language
 * ("the chapter 'Aprender a escuchar'") and a page written only in the other language are read through it.
 */

/**
 * Pairs of pieces read at most, and word pairs counted at most (a large site learns from its first pages); a
 * piece of more words than MAX_WORDS is too long to tell which word is which.
 */
const MAX_UNITS = 10_000;
const MAX_PAIRS = 400_000;
const MAX_WORDS = 40;
const MAX_CHARS = 400;
/** A translation is kept when this share of a word's pieces link it, at most this many per word. */
const MIN_SHARE = 0.3;
const MAX_TRANSLATIONS = 3;

/** A word's translations with how sure each is (0–1). */
export type Translations = ReadonlyArray<{ term: string; p: number }>;

/** Each language's stems with their translations into the other. */
export class Bridge {
  private readonly table: Record<Lang, Map<string, Translations>>;
  constructor(table: Record<Lang, Map<string, Translations>>) {
    this.table = table;
  }
  /** A stem of `from`'s translations into the other language. */
  translate(term: string, from: Lang): Translations {
    return this.table[from].get(term) ?? [];
  }
  get size(): number {
    return this.table.es.size + this.table.en.size;
  }
  static readonly empty = new Bridge({ es: new Map(), en: new Map() });
}

/** The meaningful stems of a piece of text (each once). */
function termsOf(text: string, lang: Lang): { terms: string[]; folded: Map<string, string> } {
  const folded = new Map<string, string>();
  for (const t of tokens(text, lang))
    if (!isIgnored(t.folded, lang) && !/\d/.test(t.folded) && !folded.has(t.term))
      folded.set(t.term, t.folded);
  return { terms: [...folded.keys()], folded };
}

/** Whether two folded words are spelled alike (cognates): a long shared start. */
function alike(a: string, b: string): boolean {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 4 && n >= 0.6 * Math.min(a.length, b.length);
}

/** Collects aligned pieces of bilingual pages, then learns the translations. */
export class BridgeLearner {
  private readonly units: Array<{ es: string[]; en: string[] }> = [];
  /** Folded spelling of each stem (for the cognate test). */
  private readonly spelling: Record<Lang, Map<string, string>> = { es: new Map(), en: new Map() };

  get full(): boolean {
    return this.units.length >= MAX_UNITS;
  }

  private unit(es: string, en: string) {
    // A long piece holds too many words to tell which is which: not even read.
    if (this.full || !es || !en || es.length > MAX_CHARS || en.length > MAX_CHARS) return;
    const a = termsOf(es, "es");
    const b = termsOf(en, "en");
    if (!a.terms.length || !b.terms.length || a.terms.length > MAX_WORDS || b.terms.length > MAX_WORDS)
      return;
    for (const [t, f] of a.folded) this.spelling.es.set(t, f);
    for (const [t, f] of b.folded) this.spelling.en.set(t, f);
    this.units.push({ es: a.terms, en: b.terms });
  }

  /** Reads a page written in both languages (others teach nothing). */
  add(page: PageDoc) {
    if (this.full) return;
    const langs = pageLanguages(page);
    if (!langs.includes("es") || !langs.includes("en")) return;
    this.unit(titleText(page, "es"), titleText(page, "en"));
    this.unit(summaryText(page, "es"), summaryText(page, "en"));
    const es = pageSections(page, "es");
    const en = pageSections(page, "en");
    // Pieces are paired only where both texts have the same shape: as many sections, paragraphs, sentences.
    if (es.length !== en.length) return;
    es.forEach((a, i) => {
      const b = en[i]!;
      if (a.heading && b.heading) this.unit(a.heading, b.heading);
      if (a.blocks.length !== b.blocks.length) return this.unit(a.blocks.join(" "), b.blocks.join(" "));
      a.blocks.forEach((block, j) => {
        const other = b.blocks[j]!;
        // A paragraph is cut into sentences only when it is too long to be a piece itself.
        if (block.length <= MAX_CHARS && other.length <= MAX_CHARS) return this.unit(block, other);
        const sa = sentencesOf(block, "es");
        const sb = sentencesOf(other, "en");
        if (sa.length === sb.length) sa.forEach((s, k) => this.unit(s, sb[k]!));
      });
    });
  }

  /** The translations the pieces read so far teach. */
  learn(): Bridge {
    const count = { es: new Map<string, number>(), en: new Map<string, number>() };
    const ids = { es: new Map<string, number>(), en: new Map<string, number>() };
    const idOf = (lang: Lang, term: string) => {
      let id = ids[lang].get(term);
      if (id === undefined) ids[lang].set(term, (id = ids[lang].size));
      return id;
    };
    const pairs = new Map<number, number>();
    const WIDTH = 1 << 22;
    for (const u of this.units) {
      for (const t of u.es) count.es.set(t, (count.es.get(t) ?? 0) + 1);
      for (const t of u.en) count.en.set(t, (count.en.get(t) ?? 0) + 1);
      for (const a of u.es) {
        const i = idOf("es", a) * WIDTH;
        for (const b of u.en) {
          const key = i + idOf("en", b);
          const c = pairs.get(key);
          if (c !== undefined) pairs.set(key, c + 1);
          else if (pairs.size < MAX_PAIRS) pairs.set(key, 1);
        }
      }
    }
    const association = (a: string, b: string) => {
      const both = pairs.get(ids.es.get(a)! * WIDTH + ids.en.get(b)!) ?? 0;
      const dice = (2 * both) / (count.es.get(a)! + count.en.get(b)!);
      return alike(this.spelling.es.get(a)!, this.spelling.en.get(b)!) ? dice + 0.5 : dice;
    };
    const links = new Map<number, number>();
    for (const u of this.units) {
      const candidates: Array<[number, string, string]> = [];
      for (const a of u.es) for (const b of u.en) candidates.push([association(a, b), a, b]);
      candidates.sort((x, y) => y[0] - x[0]);
      const usedA = new Set<string>();
      const usedB = new Set<string>();
      for (const [score, a, b] of candidates) {
        if (usedA.size === u.es.length || usedB.size === u.en.length) break;
        if (score <= 0 || usedA.has(a) || usedB.has(b)) continue;
        usedA.add(a);
        usedB.add(b);
        const key = ids.es.get(a)! * WIDTH + ids.en.get(b)!;
        links.set(key, (links.get(key) ?? 0) + 1);
      }
    }
    const table: Record<Lang, Map<string, Array<{ term: string; p: number }>>> = {
      es: new Map(),
      en: new Map(),
    };
    const esTerms = [...ids.es.keys()];
    const enTerms = [...ids.en.keys()];
    for (const [key, n] of links) {
      const a = esTerms[Math.floor(key / WIDTH)]!;
      const b = enTerms[key % WIDTH]!;
      const pa = n / count.es.get(a)!;
      const pb = n / count.en.get(b)!;
      if (pa >= MIN_SHARE) table.es.set(a, [...(table.es.get(a) ?? []), { term: b, p: pa }]);
      if (pb >= MIN_SHARE) table.en.set(b, [...(table.en.get(b) ?? []), { term: a, p: pb }]);
    }
    for (const lang of ["es", "en"] as const)
      for (const [term, list] of table[lang])
        table[lang].set(term, list.sort((x, y) => y.p - x.p).slice(0, MAX_TRANSLATIONS));
    return new Bridge(table);
  }
}
