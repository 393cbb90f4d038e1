import { localizedPath } from "../../content/addresses.ts";
import {
  textFragmentHref,
  type AssistantAnswer,
  type QuotedPassage,
} from "../../content/assistant-answer.ts";
import { publicPathOrNull, titleText, type Family } from "../../content/content-model.ts";
import { LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { highlight, tokens, type QueryTerm, type Token } from "../search/text.server.ts";
import { KIND_HINTS } from "./lexicon-seed.ts";
import type { Store } from "../store/store.server.ts";
import { everydayNear, everydayRank, everydayStemRank, loadEverydayWords } from "./general-words.server.ts";
import { addressesTheSite } from "./addressing.server.ts";
import { isIgnored, stemIn, type Lexicon } from "./lexicon.server.ts";
import { pagePassages, passageText, sentencesOf, type PagePassage } from "./page-passages.server.ts";
import type { Bridge } from "./bridge.server.ts";
import { PassageIndex, type LangIndex, type Scored } from "./passage-index.server.ts";
import { memo } from "../memo.server.ts";

/*
 * The assistant's retrieval (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept").
 * A question is read as "slots", one per meaningful word (filler and stop words dropped; a several-word
 * entry of the vocabulary is one slot), each with alternatives: its own stem, the other words of its
 * vocabulary groups, the word meant when it is a typo, translations learned from the site's bilingual pages,
 * and for pages written only in the other language its own spelling there. Every passage that holds any
 * alternative is scored (BM25F: each slot adds its best alternative, none vetoes; its page's score read as
 * one text adds), passages of a page the question names or of the kind it asks for count more, and the site
 * "has an answer" when a passage near the top holds enough of the question's weight, a word weighing by its
 * rarity on the site and in everyday language (a question about something else stays below; one that speaks to
 * the initiative, "your models", needs less of its weight), or belongs to a page the question names
 * distinctively: "Harmonia Compass leaflet" asks about that product, whatever a leaflet weighs.
 */

export const RETRIEVAL = {
  /** A word of the same vocabulary group, against the visitor's own word. */
  synonym: 0.6,
  /** A near word of the site, for a word it does not know. */
  typo: 0.8,
  /** A word of the same root the stemmer keeps apart ("vota", "votación"). */
  derived: 0.8,
  /** A translation learned from the site's pages, times how sure it is. */
  translated: 0.8,
  /** A passage of a page written only in the other language. */
  otherLanguage: 0.85,
  /** Passages of a page of the kind the question asks for ("who…": a person's page; "the tool…": a product). */
  kind: 1.4,
  /** Passages of a page the question names (its title, its name). */
  named: 1.5,
  /** A word no page holds weighs this share of the rarest word's weight (a name the site never uses: all of it). */
  unknown: 0.6,
  /**
   * A passage near the top answers when it holds this share of the question's weight, or as much weight as
   * `matched` of the site's rarest words (a long question that says more than the site does).
   */
  threshold: 0.58,
  matched: 0.82,
  /** Both shares for a question that speaks to the initiative ("your models", "¿cómo reducís…?"). */
  addressed: 0.75,
  /** Further passages are quoted when they score at least this share of the best one. */
  nextQuote: 0.5,
  /** How much of its page's score (the page read as one text) a passage adds to its own. */
  pageShare: 0.3,
  /** Ranks among everyday words: a word this common says least (`least`), one this rare says all. */
  everyday: { common: 20, rare: 20_000, least: 0.3 },
};
/** Slots read at most from a question. */
const MAX_SLOTS = 16;
/** Passages quoted at most, and from one page at most. */
const MAX_QUOTES = 3;
const MAX_QUOTES_PER_PAGE = 1;
/** Passages near the top considered for the "has an answer" check. */
const NEAR = 30;

interface Slot {
  /** The visitor's words (folded). */
  words: string[];
  /** The same words as the visitor wrote them (lower case). */
  said: string;
  /** Their stems in the visitor's language. */
  stems: string[];
  groups: readonly number[];
  /** Written with a capital inside the sentence: a name ("Francia", "Bitcoin"). */
  name: boolean;
  /** Read as another word (a typo of it). */
  corrected?: boolean;
}

interface Alt {
  term: string;
  mult: number;
}

/**
 * English contractions: the verb of "isn't", "don't", "can't" (an auxiliary, whatever the verb) and the tail of
 * "we're", "I've", "you'll", "it's", "I'd" say nothing of what is asked.
 */
function isContracted(text: string, w: Token, lang: Lang): boolean {
  if (lang !== "en") return false;
  if (/^['’]t\b/i.test(text.slice(w.end, w.end + 3))) return true;
  return /['’]$/.test(text.slice(0, w.start)) && /^(?:re|ve|ll|d|m|s|t)$/.test(w.folded);
}

/** The question's meaningful words as slots, in order (at most MAX_SLOTS). */
export function questionSlots(question: string, lang: Lang, lexicon: Lexicon): Slot[] {
  const text = question.slice(0, 1000);
  const words = tokens(text, lang);
  const stems = words.map((w) => w.term);
  const spelled = (run: readonly Token[]) =>
    run.map((w) => text.slice(w.start, w.end).toLowerCase()).join(" ");
  const out: Slot[] = [];
  const seen = new Set<string>();
  const push = (slot: Slot) => {
    const key = slot.stems.length ? slot.stems.join(" ") : `?${slot.words.join(" ")}`;
    if (!key || seen.has(key)) return;
    seen.add(key);
    out.push(slot);
  };
  for (let i = 0; i < words.length && out.length < MAX_SLOTS; i++) {
    const phrase = lexicon.phraseAt(stems, i, lang);
    if (phrase) {
      const inside = words.slice(i, i + phrase.stems.length).filter((w) => !isIgnored(w.folded, lang));
      push({
        words: inside.map((w) => w.folded),
        said: spelled(words.slice(i, i + phrase.stems.length)),
        stems: inside.map((w) => w.term),
        groups: phrase.groups,
        name: false,
      });
      i += phrase.stems.length - 1;
      continue;
    }
    const w = words[i]!;
    if (isIgnored(w.folded, lang) || isContracted(text, w, lang)) {
      // "When…?" asks about dates and plans: only its group's words stand for it.
      const groups = lexicon.askingGroups(w.folded, lang);
      if (groups.length) push({ words: [w.folded], said: spelled([w]), stems: [], groups, name: false });
      continue;
    }
    // A capital after the first word of a sentence marks a name; "EthicsI" or "GPL" are names too.
    const first = text.slice(0, w.start).trim();
    const opensSentence = first === "" || /[.!?¿¡:;]$/.test(first);
    const capital = /^\p{Lu}/u.test(text.slice(w.start, w.end));
    push({
      words: [w.folded],
      said: spelled([w]),
      stems: [w.term],
      groups: lexicon.groupsOf(w.term, lang),
      name: capital && !opensSentence,
    });
  }
  return out;
}

/** Per language, each stem of KIND_HINTS with the kinds of page it asks for ("who": a person, "tool": a product…). */
const kindsByStem = memo("assistant.kindsByStem", () => {
  const out: Record<Lang, Map<string, Family[]>> = { es: new Map(), en: new Map() };
  for (const [kind, hints] of Object.entries(KIND_HINTS) as Array<[Family, Record<Lang, string[]>]>)
    for (const lang of LANGS)
      for (const hint of hints[lang]) {
        const stem = stemIn(hint, lang);
        out[lang].set(stem, [...(out[lang].get(stem) ?? []), kind]);
      }
  return out;
});

/** The kinds of page some words (their stems) ask for. */
function kindsOf(stems: Iterable<string>, lang: Lang): Set<Family> {
  const known = kindsByStem()[lang];
  const out = new Set<Family>();
  for (const stem of stems) for (const kind of known.get(stem) ?? []) out.add(kind);
  return out;
}

/** The kinds of page a question's words ask for, the words that only ask ("who") included. */
const askedKinds = (question: string, lang: Lang) =>
  kindsOf(
    tokens(question.slice(0, 1000), lang).map((t) => t.term),
    lang,
  );

/**
 * Words of the same root that the stemmer keeps apart: in Spanish the nouns made from verbs ("vota" and
 * "votación", "financia" and "financiación", "decide" and "decisión" are one thing asked).
 */
const DERIVED: Record<Lang, readonly string[]> = {
  es: ["acion", "icion", "cion", "sion", "amiento", "imiento"],
  en: [],
};
function relatives(term: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const suffix of DERIVED[lang]) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 3) out.push(term.slice(0, -suffix.length));
    else if (term.length >= 3) out.push(term + suffix);
  }
  return out;
}

/** Rows reused by `distance` (words are at most 40 letters). */
const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance of two words, or max + 1 once it is beyond `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let [prev2, prev, row] = ROWS as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length]!;
}

/**
 * The word an unknown word was meant to be: the nearest word of the site, of the vocabulary or of everyday
 * language (one edit from 5 letters, two from 9); at the same distance the site's commonest word, then the
 * vocabulary's, then the everyday word. A word of everyday language is no typo: "stock" is not "stuck".
 */
function nearestWord(
  word: string,
  index: LangIndex,
  lexicon: Lexicon,
): { folded: string; term: string } | undefined {
  if (word.length < 5 || word.length > 30 || /\d/.test(word)) return undefined;
  const lang = index.lang;
  if (everydayRank(word, lang) !== undefined) return undefined;
  const max = word.length >= 9 ? 2 : 1;
  // Rank of a candidate at the same distance: on the site (by pages), in the vocabulary, everyday.
  let best: { folded: string; term: string; d: number; rank: number } | undefined;
  const consider = (candidate: string, term: string, rank: number) => {
    // Most words differ in their first two letters or more: a typo there is rare, and skipping them is fast.
    if (candidate[0] !== word[0] && candidate[1] !== word[1]) return;
    if (best && Math.abs(candidate.length - word.length) > best.d) return;
    const d = distance(word, candidate, max);
    if (d > max || (best && (d > best.d || (d === best.d && rank <= best.rank)))) return;
    best = { folded: candidate, term, d, rank };
  };
  for (let n = word.length - max; n <= word.length + max; n++)
    for (const candidate of index.wordsOfLength(n)) {
      const term = index.vocabulary.get(candidate)!;
      const df = index.pagesWith(term);
      if (df > 0 || isIgnored(candidate, lang)) consider(candidate, term, 2 + df);
    }
  for (const [candidate, term] of lexicon.words[lang])
    if (Math.abs(candidate.length - word.length) <= max) consider(candidate, term, 1);
  for (const candidate of everydayNear(word, word.length - max, word.length + max, lang))
    consider(candidate, "", 0);
  // An everyday word is stemmed only once chosen.
  return best && { folded: best.folded, term: best.term || stemIn(best.folded, lang) };
}

/**
 * Each word the site, the vocabulary and everyday language do not know read as the word it was meant to be
 * (a typo: "abuot", "finanicacion"); one meant as a word that asks or fills ("abuot") is dropped.
 */
function correctTypos(slots: readonly Slot[], index: LangIndex, lexicon: Lexicon): Slot[] {
  const lang = index.lang;
  return slots.flatMap((slot) => {
    const word = slot.words.length === 1 ? slot.words[0]! : undefined;
    if (word === undefined || slot.groups.length || slot.name) return [slot];
    if (slot.stems.some((s) => index.has(s)) || lexicon.knows(word, lang)) return [slot];
    const near = nearestWord(word, index, lexicon);
    if (!near) return [slot];
    if (isIgnored(near.folded, lang)) return [];
    return [
      {
        ...slot,
        words: [near.folded],
        stems: [near.term],
        groups: lexicon.groupsOf(near.term, lang),
        corrected: true,
      },
    ];
  });
}

/**
 * Each slot's alternatives in the visitor's language: its stems, its groups' words, and for a word the site
 * does not use here but does in the other language ("aprender" in an English question), its translations.
 */
function ownAlternatives(
  slots: readonly Slot[],
  index: LangIndex,
  others: readonly LangIndex[],
  lexicon: Lexicon,
  bridge: Bridge,
): Alt[][] {
  const lang = index.lang;
  return slots.map((slot) => {
    const alts = new Map<string, number>();
    const add = (term: string, mult: number) => {
      if (mult > (alts.get(term) ?? 0)) alts.set(term, mult);
    };
    const own = slot.corrected ? RETRIEVAL.typo : 1;
    for (const s of slot.stems) {
      add(s, own);
      for (const t of relatives(s, lang)) if (index.has(t)) add(t, own * RETRIEVAL.derived);
    }
    for (const g of slot.groups) for (const s of lexicon.stems(g, lang)) add(s, own * RETRIEVAL.synonym);
    if (!slot.groups.length && !slot.stems.some((s) => index.has(s)))
      for (const there of others)
        for (const w of slot.words) {
          const term = stemIn(w, there.lang);
          if (there.has(term))
            for (const t of bridge.translate(term, there.lang)) add(t.term, RETRIEVAL.translated * t.p);
        }
    return [...alts].map(([term, mult]) => ({ term, mult }));
  });
}

/**
 * Each slot's alternatives in the other language: its words as they are (names), its groups' words there and
 * its stems' translations.
 */
function otherAlternatives(
  slots: readonly Slot[],
  from: Lang,
  other: Lang,
  lexicon: Lexicon,
  bridge: Bridge,
): Alt[][] {
  return slots.map((slot) => {
    const alts = new Map<string, number>();
    for (const w of slot.words) alts.set(stemIn(w, other), 1);
    for (const g of slot.groups) for (const s of lexicon.stems(g, other)) alts.set(s, 1);
    for (const s of slot.stems)
      for (const t of bridge.translate(s, from))
        alts.set(t.term, Math.max(alts.get(t.term) ?? 0, RETRIEVAL.translated * t.p));
    return [...alts].map(([term, mult]) => ({ term, mult }));
  });
}

/** Whether a passage near the top answers: it holds enough of the question, or its page is named distinctively. */
function answers(c: Candidate, share = 1): boolean {
  return c.coverage >= RETRIEVAL.threshold * share || c.matched >= RETRIEVAL.matched * share || c.named;
}

interface Candidate extends Scored {
  lang: Lang;
  index: LangIndex;
  final: number;
  coverage: number;
  /** The share of the question's weight its page holds. */
  pageCoverage: number;
  /** The question's weight it holds, in rarest words (a word on one page of the site). */
  matched: number;
  /** Its page is named by the question with a distinctive name (`PassageIndex.namedPages`). */
  named: boolean;
}

/** Scores the question's slots in one language's index and weighs each passage against the whole question. */
/**
 * The words that may name a page here: the alternatives, and the question's vocabulary groups' words of the
 * other language read in this one (pages are often named in the other language: "detector-de-sesgos").
 */
function nameTerms(index: LangIndex, slots: readonly Slot[], alts: Alt[][], lexicon: Lexicon): Set<string> {
  const terms = new Set(alts.flat().map((a) => a.term));
  for (const slot of slots)
    for (const g of slot.groups)
      for (const other of LANGS)
        if (other !== index.lang)
          for (const w of lexicon.foldedWords(g, other)) terms.add(stemIn(w, index.lang));
  return terms;
}

/**
 * How much each slot says, read in the visitor's language: the rarity of the visitor's own word on the
 * site; for a word the site does not use, that of its commonest synonym, of its correction, or of its
 * spelling in the other language's pages; a word found nowhere weighs as a rare one (a name, as the rarest).
 */
function slotWeights(
  lang: Lang,
  slots: readonly Slot[],
  alts: readonly Alt[][],
  own: LangIndex,
  others: readonly LangIndex[],
  otherAlts: readonly Alt[][][],
): number[] {
  const rarest = own.idf(0);
  return slots
    .map((slot, s) => {
      const idf = (index: LangIndex, term: string) => {
        const df = index.pagesWith(term);
        return df > 0 ? index.idf(df) : undefined;
      };
      const mine = slot.stems.flatMap((t) => idf(own, t) ?? []);
      if (mine.length) return Math.max(...mine);
      const near = (alts[s] ?? []).flatMap((a) => idf(own, a.term) ?? []);
      if (near.length) return Math.min(...near);
      const there = others.flatMap((index, i) =>
        (otherAlts[i]?.[s] ?? []).flatMap((a) => idf(index, a.term) ?? []),
      );
      if (there.length) return Math.min(...there);
      return slot.name ? rarest : rarest * RETRIEVAL.unknown;
    })
    .map((w, s) => w * specificity(slots[s]!, lang));
}

/**
 * How much a slot's words say by how rare they are in everyday language, `everyday.least`–1: the log of the
 * rank of the word's family (the commonest everyday word with its stem: "funcione" as "funciona") between the
 * commonest words (`everyday.common`) and rare ones (`everyday.rare`); a word past the kept everyday words (a
 * technical word) or a name says all it can.
 */
function specificity(slot: Slot, lang: Lang): number {
  if (slot.name) return 1;
  const { common, rare, least } = RETRIEVAL.everyday;
  let best = least;
  for (const w of slot.words) {
    const rank = everydayStemRank(stemIn(w, lang), lang);
    const g = rank === undefined ? 1 : Math.log(rank / common) / Math.log(rare / common);
    best = Math.max(best, Math.min(1, g));
  }
  return slot.words.length ? best : 1;
}

function candidatesIn(
  index: LangIndex,
  slots: readonly Slot[],
  alts: Alt[][],
  weights: readonly number[],
  lexicon: Lexicon,
  options: {
    onlyHere: boolean;
    factor: number;
    kinds: ReadonlySet<Family>;
    slotKinds: ReadonlyArray<ReadonlySet<Family>>;
  },
): { candidates: Candidate[]; termWeights: Map<string, number> } {
  const named = index.namedPages(nameTerms(index, slots, alts, lexicon));
  const { passages } = index.score(alts, weights, {
    onlyHere: options.onlyHere,
    boost: (page) =>
      (named.has(page) ? RETRIEVAL.named : 1) *
      (options.kinds.has(index.pages[page]!.family) ? RETRIEVAL.kind : 1),
    pageShare: RETRIEVAL.pageShare,
    share: RETRIEVAL.nextQuote,
    keep: NEAR,
  });
  const total = weights.reduce((a, w) => a + w, 0) || 1;
  const termWeights = new Map<string, number>();
  for (const alt of alts.flat()) {
    const df = index.pagesWith(alt.term);
    if (df > 0) termWeights.set(alt.term, Math.max(termWeights.get(alt.term) ?? 0, alt.mult * index.idf(df)));
  }
  return {
    termWeights,
    candidates: passages.map((p) => {
      // A word that asks for a kind of page ("the author", "the tool") is answered by a page of that kind.
      const family = index.pages[p.page]!.family;
      let held = p.held;
      options.slotKinds.forEach((kinds, s) => {
        if (kinds.has(family) && !(p.mask & (1 << s))) held += weights[s] ?? 0;
      });
      return {
        ...p,
        lang: index.lang,
        index,
        final: p.score * options.factor,
        coverage: held / total,
        pageCoverage: p.pageHeld / total,
        matched: held / index.idf(0),
        named: named.get(p.page) === true,
      };
    }),
  };
}

/** The passage's sentence that holds most of the question's weight (the first on a tie). */
function leadSentence(passage: PagePassage, lang: Lang, weights: ReadonlyMap<string, number>): string {
  if (passage.faq) return passageText(passage);
  let best = { text: "", score: 0 };
  for (const block of passage.blocks)
    for (const sentence of sentencesOf(block, lang)) {
      const terms = new Set(tokens(sentence, lang).map((t) => t.term));
      let score = 0;
      for (const [term, w] of weights) if (terms.has(term)) score += w;
      if (!best.text || score > best.score) best = { text: sentence, score };
    }
  return best.text;
}

export interface LexiconSource {
  /** The vocabulary as editors left it (cheap when unchanged). */
  current(): Promise<Lexicon>;
}

/** The assistant's retrieval over one store: its passage index and its vocabulary. */
export function createRetriever(
  store: Pick<Store, "contentVersion" | "changesSince" | "listPages" | "getPages">,
  lexicon: LexiconSource,
  options: { maxPostings?: number } = {},
) {
  const passages = new PassageIndex(store, options);

  /** The question read against the site: every passage near the top, best first (none when no word counts). */
  async function rank(question: string, lang: Lang, context: readonly string[] = []) {
    const [index, lex] = await Promise.all([passages.current(), lexicon.current()]);
    let slots = questionSlots(question, lang, lex);
    // A follow-up ("¿y quién lo mantiene?") borrows the words of the previous question.
    if (slots.length < 2 && context.length) {
      const previous = questionSlots(context[context.length - 1] ?? "", lang, lex);
      const have = new Set(slots.map((s) => s.stems.join(" ")));
      slots = [...slots, ...previous.filter((s) => !have.has(s.stems.join(" ")))].slice(0, MAX_SLOTS);
    }
    if (slots.length === 0) return undefined;

    const own = index.langs[lang];
    const kinds = askedKinds(question, lang);
    slots = correctTypos(slots, own, lex);
    if (slots.length === 0) return undefined;
    // Per slot, the kinds its word asks for ("author": a person's page or the book's).
    const kindsOfSlots = slots.map((slot) => kindsOf(slot.stems, lang));
    const others = LANGS.filter((l) => l !== lang && index.langs[l].onlyHereCount > 0).map(
      (l) => index.langs[l],
    );
    const ownAlts = ownAlternatives(
      slots,
      own,
      LANGS.filter((l) => l !== lang).map((l) => index.langs[l]),
      lex,
      index.bridge,
    );
    const otherAlts = others.map((there) => otherAlternatives(slots, lang, there.lang, lex, index.bridge));
    const weights = slotWeights(lang, slots, ownAlts, own, others, otherAlts);
    const found = [
      candidatesIn(own, slots, ownAlts, weights, lex, {
        onlyHere: false,
        factor: 1,
        kinds,
        slotKinds: kindsOfSlots,
      }),
    ];
    const marks: Record<Lang, QueryTerm[]> = { es: [], en: [] };
    marks[lang] = ownAlts.flat().map((a) => ({ term: a.term }));
    others.forEach((there, i) => {
      const alts = otherAlts[i]!;
      found.push(
        candidatesIn(there, slots, alts, weights, lex, {
          onlyHere: true,
          factor: RETRIEVAL.otherLanguage,
          kinds,
          slotKinds: kindsOfSlots,
        }),
      );
      marks[there.lang] = alts.flat().map((a) => ({ term: a.term }));
    });
    const ranked = found
      .flatMap((f) => f.candidates)
      .sort((a, b) => b.final - a.final || b.coverage - a.coverage);
    return { ranked, found, marks, slots, weights };
  }

  /** Reads the question against the site and picks the passages that answer it, or none. */
  async function retrieve(
    question: string,
    lang: Lang,
    context: readonly string[] = [],
  ): Promise<AssistantAnswer> {
    const none: AssistantAnswer = { kind: "none", question, passages: [] };
    const read = await rank(question, lang, context);
    if (!read) return none;
    const { ranked, found, marks } = read;
    const top = ranked[0];
    if (!top || top.final <= 0) return none;
    // The site has an answer when a passage near the top holds enough of the question; then the passages near
    // the top are quoted, best first, one a page (the visitor sees up to three sources).
    const near = ranked.slice(0, NEAR).filter((c) => c.final >= top.final * RETRIEVAL.nextQuote);
    const share = addressesTheSite(question, lang) ? RETRIEVAL.addressed : 1;
    if (!near.some((c) => answers(c, share))) return none;

    const picked: Candidate[] = [];
    const perPage = new Map<string, number>();
    for (const c of near) {
      if (picked.length >= MAX_QUOTES) break;
      // After the first, a passage is quoted for what its own text says, not for its page's title.
      if (picked.length && c.bodyMask === 0) continue;
      const key = `${c.lang}:${c.page}`;
      const count = perPage.get(key) ?? 0;
      if (count >= MAX_QUOTES_PER_PAGE) continue;
      perPage.set(key, count + 1);
      picked.push(c);
    }
    const pages = new Map<string, PageDoc>(
      (await store.getPages([...new Set(picked.map((c) => c.index.pages[c.page]!.name))])).map((p) => [
        p.Page,
        p,
      ]),
    );
    const cut = new Map<string, PagePassage[]>();
    const quoted: Array<{ c: Candidate; passage: PagePassage; title: string; path: string }> = [];
    for (const c of picked) {
      const slot = c.index.pages[c.page]!;
      const doc = pages.get(slot.name);
      if (!doc) continue;
      const key = `${c.lang}:${slot.name}`;
      if (!cut.has(key)) cut.set(key, pagePassages(doc, c.lang));
      const passage = cut.get(key)![c.index.where(c.passage).ord];
      const path = publicPathOrNull(doc, c.lang);
      if (passage && path !== null)
        quoted.push({ c, passage, title: titleText(doc, c.lang) || doc.Page, path });
    }
    if (quoted.length === 0) return none;

    const out: QuotedPassage[] = quoted.map(({ c, passage, title, path }, i) => {
      const text = passageText(passage);
      return {
        n: i + 1,
        page: c.index.pages[c.page]!.name,
        title,
        heading: passage.heading,
        href: textFragmentHref(localizedPath(path, c.lang), passage.blocks[0] ?? text),
        text,
        parts: highlight(text, marks[c.lang], c.lang),
        lang: c.lang,
      };
    });
    const first = quoted[0]!;
    const termWeights = found.find((f) => f.candidates[0]?.lang === first.c.lang)?.termWeights ?? new Map();
    const lead = leadSentence(first.passage, first.c.lang, termWeights);
    return {
      kind: "quotes",
      question,
      passages: out,
      lead: lead
        ? { n: 1, text: lead, parts: highlight(lead, marks[first.c.lang], first.c.lang) }
        : undefined,
    };
  }

  /**
   * Builds the index and reads the everyday words now, in the background after the server starts listening,
   * so that no visitor's question waits for them (a large site takes seconds to read).
   */
  async function warm(): Promise<void> {
    loadEverydayWords();
    await Promise.all([passages.current(), lexicon.current()]);
  }

  return { retrieve, rank, warm, index: passages };
}

export type Retriever = ReturnType<typeof createRetriever>;
