import { LANGS, type Lang } from "../../content/page-model.ts";
import { fold, stem, STOP_WORDS, tokens } from "../search/text.server.ts";
import { FILLERS, type LexiconGroup } from "./lexicon-seed.ts";

/*
 * The assistant's vocabulary read for matching (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept"): each group's
 * words folded and stemmed as the pages' words are, so "funds", "funding" and "fund" are one word; a
 * question's words are looked up by stem, and several-word entries ("big tech") by their stems in a row.
 */

/** Words of a question that never count (folded): the search's stop words and the fillers. */
const IGNORED: Record<Lang, ReadonlySet<string>> = {
  es: new Set([...STOP_WORDS.es, ...FILLERS.es]),
  en: new Set([...STOP_WORDS.en, ...FILLERS.en]),
};

/**
 * Words that ask and still say what about ("when…?" asks for dates and plans): when a vocabulary group
 * holds one, the group's words stand for it in a question.
 */
const ASKING: Record<Lang, ReadonlySet<string>> = {
  es: new Set(["cuando", "donde", "quien", "quienes", "cuanto", "cuanta", "cuantos", "cuantas"]),
  en: new Set(["when", "where", "who", "whom"]),
};

/** Whether a folded word of a question says nothing about what is asked. */
export function isIgnored(folded: string, lang: Lang): boolean {
  return IGNORED[lang].has(folded) || (folded.length < 2 && !/\d/.test(folded));
}

interface Phrase {
  stems: string[];
  groups: number[];
}

export class Lexicon {
  readonly groups: readonly LexiconGroup[];
  /** Per language: a single word's stem → the groups that hold it. */
  private readonly single: Record<Lang, Map<string, number[]>>;
  /** Per language: words that only ask ("when", "cuándo") but belong to a group: the group's words stand for them. */
  private readonly asking: Record<Lang, Map<string, number[]>>;
  /** Per language: entries of several words, longest first. */
  private readonly phrases: Record<Lang, Phrase[]>;
  /** Per language and group: the stems of its one-word entries (what a question's word may also be). */
  private readonly stemsOf: Record<Lang, string[][]>;
  /** Per language and group: the folded words of its entries. */
  private readonly foldedOf: Record<Lang, string[][]>;
  /** Per language: every folded word of every entry (a typo may be of one of them). */
  readonly words: Record<Lang, Map<string, string>>;

  constructor(groups: readonly LexiconGroup[]) {
    this.groups = groups;
    this.single = { es: new Map(), en: new Map() };
    this.asking = { es: new Map(), en: new Map() };
    this.phrases = { es: [], en: [] };
    this.stemsOf = { es: [], en: [] };
    this.foldedOf = { es: [], en: [] };
    this.words = { es: new Map(), en: new Map() };
    groups.forEach((group, g) => {
      for (const lang of LANGS) {
        const stems = new Set<string>();
        const phrases = new Map<string, Phrase>();
        for (const entry of group[lang]) {
          const words = tokens(entry, lang);
          if (words.length === 0) continue;
          for (const w of words) this.words[lang].set(w.folded, w.term);
          if (words.length === 1) {
            const term = words[0]!.term;
            const asks = isIgnored(words[0]!.folded, lang);
            if (asks && !ASKING[lang].has(words[0]!.folded)) continue;
            if (!asks) stems.add(term);
            const map = asks ? this.asking[lang] : this.single[lang];
            const list = map.get(asks ? words[0]!.folded : term) ?? [];
            if (!list.includes(g)) list.push(g);
            map.set(asks ? words[0]!.folded : term, list);
          } else {
            const key = words.map((w) => w.term).join(" ");
            if (!phrases.has(key)) phrases.set(key, { stems: words.map((w) => w.term), groups: [g] });
          }
        }
        this.stemsOf[lang][g] = [...stems];
        this.foldedOf[lang][g] = group[lang].flatMap((entry) => tokens(entry, lang).map((w) => w.folded));
        this.phrases[lang].push(...phrases.values());
      }
    });
    for (const lang of LANGS) this.phrases[lang].sort((a, b) => b.stems.length - a.stems.length);
  }

  /** The groups a word (its stem) belongs to. */
  groupsOf(term: string, lang: Lang): readonly number[] {
    return this.single[lang].get(term) ?? [];
  }

  /** The groups a word that only asks ("when") stands for (folded word). */
  askingGroups(folded: string, lang: Lang): readonly number[] {
    return this.asking[lang].get(folded) ?? [];
  }

  /** The several-word entry starting at `at` in a run of stems, if one does: its length and groups. */
  phraseAt(stems: readonly string[], at: number, lang: Lang): Phrase | undefined {
    return this.phrases[lang].find(
      (p) => at + p.stems.length <= stems.length && p.stems.every((s, i) => stems[at + i] === s),
    );
  }

  /** The one-word stems of a group in a language. */
  stems(group: number, lang: Lang): readonly string[] {
    return this.stemsOf[lang][group] ?? [];
  }

  /** The folded words of a group's entries in a language. */
  foldedWords(group: number, lang: Lang): readonly string[] {
    return this.foldedOf[lang][group] ?? [];
  }

  /** Whether a folded word is one of the vocabulary's (so it is no typo). */
  knows(folded: string, lang: Lang): boolean {
    return this.words[lang].has(folded);
  }
}

/** The stem of a folded word in a language (a question's word read in the other language). */
export function stemIn(folded: string, lang: Lang): string {
  return stem(fold(folded), lang);
}
