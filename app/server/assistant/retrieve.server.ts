import { localizedPath } from "../../content/addresses.ts";
import {
  textFragmentHref,
  type AssistantAnswer,
  type QuotedPassage,
} from "../../content/assistant-answer.ts";
import { LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { highlight, tokens, type QueryTerm, type Token } from "../search/text.server.ts";
import type { Store } from "../store/store.server.ts";
import { isIgnored, stemIn, type Lexicon } from "./lexicon.server.ts";
import { pagePassages, passageText, sentencesOf, type PagePassage } from "./page-passages.server.ts";
import { PassageIndex, type LangIndex, type Scored } from "./passage-index.server.ts";

/*
 * The assistant's retrieval (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept").
 * A question is read as "slots", one per meaningful word (filler and stop words dropped; a several-word
 * entry of the vocabulary is one slot), each with alternatives: its own stem, the other words of its
 * vocabulary groups, a near word of the site when it is unknown (a typo), and for pages written only in the
 * other language, its translations and its own spelling there. Every passage that holds any alternative is
 * scored (BM25F: each slot adds its best alternative, none vetoes), passages of a page the question names
 * count more, and the site "has an answer" when a passage near the top holds most of the question's weight,
 * where a word the site never uses weighs as a rare one: a question about something else stays below.
 */

export const RETRIEVAL = {
  /** A word of the same vocabulary group, against the visitor's own word. */
  synonym: 0.6,
  /** A near word of the site, for a word it does not know. */
  typo: 0.8,
  /** A passage of a page written only in the other language. */
  otherLanguage: 0.85,
  /** Passages of a page the question names (its title, its name). */
  named: 1.5,
  /** A word no page holds weighs this share of the rarest word's weight (a name the site never uses: all of it). */
  unknown: 0.6,
  /** The share of the question's weight a passage near the top must hold for the site to have an answer. */
  threshold: 0.5,
  /** Further passages are quoted when they score at least this share of the best one. */
  nextQuote: 0.5,
};
/** Slots read at most from a question. */
const MAX_SLOTS = 12;
/** Passages quoted at most, and from one page at most. */
const MAX_QUOTES = 3;
const MAX_QUOTES_PER_PAGE = 2;
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
}

interface Alt {
  term: string;
  mult: number;
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
    if (isIgnored(w.folded, lang)) {
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

/** The site's (or the vocabulary's) word nearest to an unknown word: one edit from 5 letters, two from 9. */
function nearestWord(
  word: string,
  index: LangIndex,
  lexicon: Lexicon,
): { folded: string; term: string; fromLexicon: boolean } | undefined {
  if (word.length < 5 || word.length > 30 || /\d/.test(word)) return undefined;
  const max = word.length >= 9 ? 2 : 1;
  let best: { folded: string; term: string; fromLexicon: boolean; d: number; df: number } | undefined;
  const consider = (candidate: string, term: string, fromLexicon: boolean) => {
    // Most words differ in their first two letters or more: a typo there is rare, and skipping them is fast.
    if (candidate[0] !== word[0] && candidate[1] !== word[1]) return;
    const d = distance(word, candidate, max);
    if (d > max || (best && d > best.d) || isIgnored(candidate, index.lang)) return;
    const df = index.pagesWith(term);
    if (!fromLexicon && df === 0) return;
    if (!best || d < best.d || df > best.df) best = { folded: candidate, term, fromLexicon, d, df };
  };
  for (let n = word.length - max; n <= word.length + max; n++)
    for (const candidate of index.wordsOfLength(n))
      consider(candidate, index.vocabulary.get(candidate)!, false);
  for (const [candidate, term] of lexicon.words[index.lang])
    if (Math.abs(candidate.length - word.length) <= max) consider(candidate, term, true);
  return best;
}

/** Each slot's alternatives in the visitor's language. */
function ownAlternatives(slots: readonly Slot[], lang: Lang, index: LangIndex, lexicon: Lexicon): Alt[][] {
  return slots.map((slot) => {
    const alts = new Map<string, number>();
    const add = (term: string, mult: number) => {
      if (mult > (alts.get(term) ?? 0)) alts.set(term, mult);
    };
    for (const s of slot.stems) add(s, 1);
    for (const g of slot.groups) for (const s of lexicon.stems(g, lang)) add(s, RETRIEVAL.synonym);
    const known = slot.stems.some((s) => index.has(s)) || slot.groups.length > 0;
    const word = slot.words.length === 1 ? slot.words[0]! : undefined;
    if (!known && word !== undefined && !lexicon.knows(word, lang)) {
      const near = nearestWord(word, index, lexicon);
      if (near) {
        add(near.term, RETRIEVAL.typo);
        for (const g of lexicon.groupsOf(near.term, lang))
          for (const s of lexicon.stems(g, lang)) add(s, RETRIEVAL.typo * RETRIEVAL.synonym);
      }
    }
    return [...alts].map(([term, mult]) => ({ term, mult }));
  });
}

/** Each slot's alternatives in the other language: its words as they are (names) and its groups' words there. */
function otherAlternatives(slots: readonly Slot[], other: Lang, lexicon: Lexicon): Alt[][] {
  return slots.map((slot) => {
    const alts = new Map<string, number>();
    for (const w of slot.words) alts.set(stemIn(w, other), 1);
    for (const g of slot.groups) for (const s of lexicon.stems(g, other)) alts.set(s, 1);
    return [...alts].map(([term, mult]) => ({ term, mult }));
  });
}

interface Candidate extends Scored {
  lang: Lang;
  index: LangIndex;
  final: number;
  coverage: number;
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
  slots: readonly Slot[],
  alts: readonly Alt[][],
  own: LangIndex,
  others: readonly LangIndex[],
  otherAlts: readonly Alt[][][],
): number[] {
  const rarest = own.idf(0);
  return slots.map((slot, s) => {
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
  });
}

function candidatesIn(
  index: LangIndex,
  slots: readonly Slot[],
  alts: Alt[][],
  weights: readonly number[],
  lexicon: Lexicon,
  options: { onlyHere: boolean; factor: number },
): { candidates: Candidate[]; termWeights: Map<string, number> } {
  const named = index.namedPages(nameTerms(index, slots, alts, lexicon));
  const { passages } = index.score(alts, weights, {
    onlyHere: options.onlyHere,
    boosted: named,
    boost: RETRIEVAL.named,
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
    candidates: passages.map((p) => ({
      ...p,
      lang: index.lang,
      index,
      final: p.score * options.factor,
      coverage: p.held / total,
    })),
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
) {
  const passages = new PassageIndex(store);

  /** Reads the question against the site and picks the passages that answer it, or none. */
  async function retrieve(
    question: string,
    lang: Lang,
    context: readonly string[] = [],
  ): Promise<AssistantAnswer> {
    const [index, lex] = await Promise.all([passages.current(), lexicon.current()]);
    const none: AssistantAnswer = { kind: "none", question, passages: [] };
    let slots = questionSlots(question, lang, lex);
    // A follow-up ("¿y quién lo mantiene?") borrows the words of the previous question.
    if (slots.length < 2 && context.length) {
      const previous = questionSlots(context[context.length - 1] ?? "", lang, lex);
      const have = new Set(slots.map((s) => s.stems.join(" ")));
      slots = [...slots, ...previous.filter((s) => !have.has(s.stems.join(" ")))].slice(0, MAX_SLOTS);
    }
    if (slots.length === 0) return none;

    const own = index.langs[lang];
    const ownAlts = ownAlternatives(slots, lang, own, lex);
    const others = LANGS.filter((l) => l !== lang && index.langs[l].onlyHereCount > 0).map(
      (l) => index.langs[l],
    );
    const otherAlts = others.map((there) => otherAlternatives(slots, there.lang, lex));
    const weights = slotWeights(slots, ownAlts, own, others, otherAlts);
    const found = [candidatesIn(own, slots, ownAlts, weights, lex, { onlyHere: false, factor: 1 })];
    const marks: Record<Lang, QueryTerm[]> = { es: [], en: [] };
    marks[lang] = ownAlts.flat().map((a) => ({ term: a.term }));
    others.forEach((there, i) => {
      const alts = otherAlts[i]!;
      found.push(
        candidatesIn(there, slots, alts, weights, lex, { onlyHere: true, factor: RETRIEVAL.otherLanguage }),
      );
      marks[there.lang] = alts.flat().map((a) => ({ term: a.term }));
    });
    const ranked = found
      .flatMap((f) => f.candidates)
      .sort((a, b) => b.final - a.final || b.coverage - a.coverage);
    const top = ranked[0];
    if (!top || top.final <= 0) return none;
    // The site answers with passages near the top that hold most of the question; the best of them leads.
    const near = ranked
      .slice(0, NEAR)
      .filter((c) => c.final >= top.final * RETRIEVAL.nextQuote && c.coverage >= RETRIEVAL.threshold);
    if (near.length === 0) return none;

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
    const quoted: Array<{ c: Candidate; passage: PagePassage }> = [];
    for (const c of picked) {
      const slot = c.index.pages[c.page]!;
      const doc = pages.get(slot.name);
      if (!doc) continue;
      const key = `${c.lang}:${slot.name}`;
      if (!cut.has(key)) cut.set(key, pagePassages(doc, c.lang));
      const passage = cut.get(key)![c.index.where(c.passage).ord];
      if (passage) quoted.push({ c, passage });
    }
    if (quoted.length === 0) return none;

    const out: QuotedPassage[] = quoted.map(({ c, passage }, i) => {
      const slot = c.index.pages[c.page]!;
      const text = passageText(passage);
      return {
        n: i + 1,
        page: slot.name,
        title: slot.title,
        heading: passage.heading,
        href: textFragmentHref(localizedPath(slot.path, c.lang), passage.blocks[0] ?? text),
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

  return { retrieve, index: passages };
}

export type Retriever = ReturnType<typeof createRetriever>;
