import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Lang } from "../../content/page-model.ts";
import { fold, stem } from "../search/text.server.ts";
import { memo } from "../memo.server.ts";

/*
 * How common a word is in everyday language (docs/architecture.md "Assistant: retrieval, the endpoint and
 * what is kept"): the words of film and TV subtitles (OpenSubtitles via OPUS, ODC-BY), ranked by use, as the
 * zxcvbn-ts language packages ship them. A small site says little about how much a word means: "seems" or
 * "during" may be on one page only, "fridge" on none, and both would weigh as rare. Ranked among everyday
 * words, "seems" is the 521st and says little about what is asked; a word past the first few thousand, or not
 * among them at all (a name, a technical term), says much. Each list is read once, on first use, and kept
 * compact: its first WORDS_KEPT words folded, sorted, in one string (~0.5 MB a language).
 */

/** Everyday words kept per language: past this rank a word counts as rare. */
const WORDS_KEPT = 40_000;

const PACKAGES: Record<Lang, string> = { es: "@zxcvbn-ts/language-es-es", en: "@zxcvbn-ts/language-en" };

/** One language's everyday words, sorted, with their ranks. */
class EverydayWords {
  private readonly text: string;
  private readonly starts: Int32Array;
  private readonly ranks: Uint16Array;
  private readonly stemRanks = new Map<string, number | null>();
  private readonly lang: Lang;

  constructor(lang: Lang, ranked: readonly string[]) {
    this.lang = lang;
    const best = new Map<string, number>();
    for (const [i, word] of ranked.entries()) {
      if (best.size >= WORDS_KEPT) break;
      // "qué" and "que" are one word once folded: the commoner rank stands.
      const folded = fold(word);
      if (/^\p{L}+$/u.test(folded) && !best.has(folded)) best.set(folded, i + 1);
    }
    const words = [...best.keys()].sort();
    this.text = words.join("\n");
    this.starts = new Int32Array(words.length + 1);
    this.ranks = new Uint16Array(words.length);
    let at = 0;
    words.forEach((w, i) => {
      this.starts[i] = at;
      this.ranks[i] = Math.min(best.get(w)!, 65_535);
      at += w.length + 1;
    });
    this.starts[words.length] = at;
  }

  get size(): number {
    return this.ranks.length;
  }

  word(i: number): string {
    return this.text.slice(this.starts[i]!, this.starts[i + 1]! - 1);
  }

  /** The first word at or after `prefix` in sorted order. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.word(mid) < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  rank(folded: string): number | undefined {
    const i = this.lowerBound(folded);
    return i < this.size && this.word(i) === folded ? this.ranks[i] : undefined;
  }

  /** The words starting with a prefix, with their ranks. */
  *startingWith(prefix: string): Generator<[string, number]> {
    for (let i = this.lowerBound(prefix); i < this.size; i++) {
      const w = this.word(i);
      if (!w.startsWith(prefix)) return;
      yield [w, this.ranks[i]!];
    }
  }

  /** The best rank of the words with this stem. */
  stemRank(term: string): number | undefined {
    let rank = this.stemRanks.get(term);
    if (rank === undefined) {
      rank = null;
      // A stem starts the words it comes from, but for a last letter ("happi", "happy").
      for (const [w, r] of this.startingWith(term.length > 3 ? term.slice(0, -1) : term))
        if ((rank === null || r < rank) && stem(w, this.lang) === term) rank = r;
      if (this.stemRanks.size > 10_000) this.stemRanks.clear();
      this.stemRanks.set(term, rank);
    }
    return rank ?? undefined;
  }
}

const everydayLists = memo("assistant: everyday words", (): Partial<Record<Lang, EverydayWords>> => ({}));

function everyday(lang: Lang): EverydayWords {
  const lists = everydayLists();
  let list = lists[lang];
  if (!list) {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve(`${PACKAGES[lang]}/package.json`));
    const words = JSON.parse(fs.readFileSync(path.join(dir, "src", "commonWords.json"), "utf8")) as unknown;
    const ranked = Array.isArray(words) ? words.filter((w): w is string => typeof w === "string") : [];
    lists[lang] = list = new EverydayWords(lang, ranked);
  }
  return list;
}

/** Reads both lists now (the index's build does, so no visitor's question waits for them). */
export function loadEverydayWords(): void {
  everyday("es");
  everyday("en");
}

/** The rank of a folded word among everyday words, or undefined past WORDS_KEPT. */
export function everydayRank(folded: string, lang: Lang): number | undefined {
  return everyday(lang).rank(folded);
}

/**
 * How common a word's family is: the best rank of the everyday words sharing its stem ("funcione" is as
 * common as "funciona"), or undefined when none is kept.
 */
export function everydayStemRank(term: string, lang: Lang): number | undefined {
  return everyday(lang).stemRank(term);
}

/** The everyday words starting with the same letter as `word`, `min`–`max` letters long (typo candidates). */
export function* everydayNear(word: string, min: number, max: number, lang: Lang): Generator<string> {
  for (const [w] of everyday(lang).startingWith(word[0] ?? ""))
    if (w.length >= min && w.length <= max) yield w;
}
