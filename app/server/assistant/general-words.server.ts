import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Lang } from "../../content/page-model.ts";
import { fold, stem } from "../search/text.server.ts";

/*
 * How common a word is in everyday language (docs/architecture.md "Assistant: retrieval, the endpoint and
 * what is kept"): the words of film and TV subtitles (OpenSubtitles, ODC-BY), ranked by use, as the
 * zxcvbn-ts language packages ship them. A small site says little about how much a word means: "seems" or
 * "during" may be on one page only, "fridge" on none, and both would weigh as rare. Ranked among everyday
 * words, "seems" is the 521st and says little about what is asked; a word past the first few thousand, or
 * not among them at all (a name, a technical term), says much. The lists are read once, on first use, and
 * only a map of the first WORDS_KEPT folded words is kept.
 */

/** Everyday words kept per language: past this rank a word counts as rare. */
const WORDS_KEPT = 40_000;

const PACKAGES: Record<Lang, string> = { es: "@zxcvbn-ts/language-es-es", en: "@zxcvbn-ts/language-en" };

const ranks: Partial<Record<Lang, Map<string, number>>> = {};
const byLength: Partial<Record<Lang, Map<number, string[]>>> = {};

function load(lang: Lang): Map<string, number> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve(`${PACKAGES[lang]}/package.json`));
  const words = JSON.parse(fs.readFileSync(path.join(dir, "src", "commonWords.json"), "utf8")) as unknown;
  const map = new Map<string, number>();
  if (!Array.isArray(words)) return map;
  for (const [i, word] of words.entries()) {
    if (map.size >= WORDS_KEPT) break;
    if (typeof word !== "string" || !/^\p{L}+$/u.test(word)) continue;
    const folded = fold(word);
    // "qué" and "que" are one word once folded: the commoner rank stands.
    if (!map.has(folded)) map.set(folded, i + 1);
  }
  return map;
}

/** Every kept everyday word of a language (folded) with its rank, 1 the commonest. */
export function everydayWords(lang: Lang): ReadonlyMap<string, number> {
  return (ranks[lang] ??= load(lang));
}

const stemRanks: Partial<Record<Lang, Map<string, number>>> = {};

/**
 * How common a word's family is: the best rank of the everyday words sharing its stem ("funcione" is as
 * common as "funciona"), or undefined when none is kept.
 */
export function everydayStemRank(term: string, lang: Lang): number | undefined {
  let map = stemRanks[lang];
  if (!map) {
    map = new Map();
    for (const [word, rank] of everydayWords(lang)) {
      const t = stem(word, lang);
      if (!map.has(t)) map.set(t, rank);
    }
    stemRanks[lang] = map;
  }
  return map.get(term);
}

/** The rank of a folded word among everyday words, or undefined past WORDS_KEPT. */
export function everydayRank(folded: string, lang: Lang): number | undefined {
  return everydayWords(lang).get(folded);
}

/** The kept everyday words of a language this long (folded). */
export function everydayOfLength(n: number, lang: Lang): readonly string[] {
  let lengths = byLength[lang];
  if (!lengths) {
    lengths = new Map();
    for (const word of everydayWords(lang).keys()) {
      const list = lengths.get(word.length) ?? [];
      list.push(word);
      lengths.set(word.length, list);
    }
    byLength[lang] = lengths;
  }
  return lengths.get(n) ?? [];
}
