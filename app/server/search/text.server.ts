import { stemmer as spanishStem } from "@orama/stemmers/spanish";
import englishStem from "wink-porter2-stemmer";
import type { Lang } from "../../content/page-model.ts";
import type { Snippet } from "../../content/site-search.ts";

/*
 * How the site search reads text (docs/architecture.md "Site search"): folded (lower case, no accents)
 * and stemmed here, in the app, with the Snowball stemmers of each language (Spanish; Porter2 for
 * English). The index stores the stemmed words and queries are stemmed the same way, so SQLite's FTS5
 * and PostgreSQL's full-text search see the same words and find the same pages. Server only: the
 * stemmers never reach the browser.
 */

/** A word: letters, combining marks and digits (split on everything else). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Longer "words" (a pasted hash, a run of letters) are never searched for, nor indexed. */
const MAX_WORD = 40;
/** Words of a page's text indexed at most (a very long page: its first 20,000 words). */
export const MAX_INDEXED_WORDS = 20_000;
/** Characters of a query read at most; words of a query used at most. */
export const MAX_QUERY_CHARS = 200;
const MAX_QUERY_WORDS = 8;
/** The last word of a query also finds longer words that start with it, from this many letters. */
const PREFIX_FROM = 3;

/** Lower case, accents and other combining marks removed: "Ética" → "etica", "Ñandú" → "nandu". */
export function fold(word: string): string {
  // Most words are already plain lower-case letters: nothing to fold (and folding is the costly part).
  if (/^[a-z0-9]*$/.test(word)) return word;
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

const stemmers: Record<Lang, (word: string) => string> = { es: spanishStem, en: englishStem };
/** Stems by language and folded word: pages repeat their words, and stemming is the costly part. */
const stemMemo: Record<Lang, Map<string, string>> = { es: new Map(), en: new Map() };
const STEMS_KEPT = 50_000;

/** The stem of a folded word in a language ("eticas" → "etic", "communities" → "communiti"). */
export function stem(folded: string, lang: Lang): string {
  const memo = stemMemo[lang];
  let s = memo.get(folded);
  if (s === undefined) {
    // Stemmers expect letters; a number or a word with digits is its own stem.
    s = /^\p{L}+$/u.test(folded) ? stemmers[lang](folded) || folded : folded;
    if (memo.size >= STEMS_KEPT) memo.clear();
    memo.set(folded, s);
  }
  return s;
}

/** One word of a text: where it is (UTF-16 offsets in the text) and its stem. */
export interface Token {
  start: number;
  end: number;
  folded: string;
  term: string;
}

/** A word found by WORD as a token; undefined when it is not one (longer than MAX_WORD, or nothing once folded). */
function tokenOf(m: RegExpExecArray | RegExpMatchArray, lang: Lang): Token | undefined {
  const folded = fold(m[0]);
  if (!folded || folded.length > MAX_WORD) return undefined;
  const start = m.index ?? 0;
  return { start, end: start + m[0].length, folded, term: stem(folded, lang) };
}

/** The words of a text with their places and stems (words longer than MAX_WORD are skipped). */
export function tokens(text: string, lang: Lang, max = Number.POSITIVE_INFINITY): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    if (out.length >= max) break;
    const token = tokenOf(m, lang);
    if (token) out.push(token);
  }
  return out;
}

/** The words of a text read one at a time, as far as a caller needs (a loop, not a generator: cheaper). */
function tokenReader(text: string, lang: Lang): () => Token | undefined {
  const word = new RegExp(WORD.source, WORD.flags);
  // A failed exec sets lastIndex back to 0: once at the end, the reader stays there.
  let ended = false;
  return () => {
    for (let m = ended ? null : word.exec(text); m; m = word.exec(text)) {
      const token = tokenOf(m, lang);
      if (token) return token;
    }
    ended = true;
    return undefined;
  };
}

/** What the index stores for a text: its stems, space-separated, in order (at most MAX_INDEXED_WORDS). */
export function indexTerms(text: string, lang: Lang): string {
  return tokens(text, lang, MAX_INDEXED_WORDS)
    .map((t) => t.term)
    .join(" ");
}

/** Words that say nothing about a page; dropped from a query that has other words. */
export const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  es: new Set(
    "a al algo con como de del el en es esta este ha la las lo los mas me mi muy no o para pero por que se si sin sobre su sus te tu un una uno unos unas y ya yo".split(
      " ",
    ),
  ),
  en: new Set(
    "a an and are as at be by for from has have how i in is it its of on or that the this to was what when where which who why will with".split(
      " ",
    ),
  ),
};

/** One word of a query: its stem, and (the last word) the folded word it may also start. */
export interface QueryTerm {
  term: string;
  prefix?: string;
}

/**
 * A visitor's query as the index reads it, in a language: every word must be found (its stem); the
 * last word, from 3 letters, also finds longer words that start with it (so typing "sober" finds
 * "soberanía"). Words like "de" or "the" are dropped unless the query has nothing else. NUL and other
 * characters a database could refuse never survive: a term holds only letters and digits.
 */
export function parseQuery(raw: string, lang: Lang): QueryTerm[] {
  const all = tokens(raw.slice(0, MAX_QUERY_CHARS), lang);
  const meaningful = all.filter((t) => !STOP_WORDS[lang].has(t.folded));
  const words = (meaningful.length ? meaningful : all).slice(0, MAX_QUERY_WORDS);
  const out: QueryTerm[] = [];
  words.forEach((t, i) => {
    const prefix = i === words.length - 1 && t.folded.length >= PREFIX_FROM ? t.folded : undefined;
    if (!out.some((o) => o.term === t.term && o.prefix === prefix)) out.push({ term: t.term, prefix });
  });
  return out;
}

/** Does a stored term (a stem) answer to a query term? */
function termMatches(q: QueryTerm, term: string): boolean {
  return term === q.term || (q.prefix !== undefined && term.startsWith(q.prefix));
}

/** Whether indexed terms (space-separated stems) hold every query term: what both databases answer. */
export function termsMatch(query: readonly QueryTerm[], terms: string | TermSet): boolean {
  if (query.length === 0) return true;
  if (typeof terms !== "string") return query.every((q) => terms.has(q));
  const words = terms.split(" ");
  return query.every((q) => words.some((w) => termMatches(q, w)));
}

/**
 * A page's indexed terms read once, to be asked by many queries: a write is compared with every
 * cached search (app/server/cache/dependencies.server.ts), and splitting a long page's words for each would
 * cost more than the rest of the save.
 */
export class TermSet {
  private readonly exact: Set<string>;
  /** The distinct terms in order, for the prefix of a query's last word (binary search). */
  private readonly sorted: string[];

  constructor(terms: string) {
    this.exact = new Set(terms ? terms.split(" ") : []);
    this.sorted = [...this.exact].sort();
  }

  has(q: QueryTerm): boolean {
    if (this.exact.has(q.term)) return true;
    if (q.prefix === undefined) return false;
    const { sorted } = this;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < q.prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < sorted.length && sorted[lo]!.startsWith(q.prefix);
  }
}

/** The query as an FTS5 expression: every term quoted by us, never the visitor's text. */
export function ftsExpression(query: readonly QueryTerm[], join: "all" | "any" = "all"): string {
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  return query
    .map((q) => (q.prefix ? `(${quote(q.term)} OR ${quote(q.prefix)}*)` : quote(q.term)))
    .join(join === "all" ? " AND " : " OR ");
}

/** The query as a PostgreSQL tsquery (config 'simple'): terms hold only letters and digits. */
export function tsqueryText(query: readonly QueryTerm[], join: "all" | "any" = "all"): string {
  const word = (s: string) => `'${s.replaceAll("'", "''")}'`;
  return query
    .map((q) => (q.prefix ? `(${word(q.term)} | ${word(q.prefix)}:*)` : word(q.term)))
    .join(join === "all" ? " & " : " | ");
}

/* ---------------------------------------------------------------- snippets */

/** Words of context a snippet shows around what it found. */
const SNIPPET_WORDS = 28;

/** The text with the words that answer the query marked, as parts: text is text, never markup. */
export function highlight(text: string, query: readonly QueryTerm[], lang: Lang): Snippet {
  return marked(text, tokens(text, lang), query, 0, text.length);
}

function marked(
  text: string,
  words: readonly Token[],
  query: readonly QueryTerm[],
  from: number,
  to: number,
): Snippet {
  const out: Snippet = [];
  let at = from;
  for (const w of words) {
    if (w.start < from || w.end > to) continue;
    if (!query.some((q) => termMatches(q, w.term))) continue;
    if (w.start > at) out.push({ text: text.slice(at, w.start) });
    out.push({ text: text.slice(w.start, w.end), mark: true });
    at = w.end;
  }
  if (to > at) out.push({ text: text.slice(at, to) });
  return out;
}

/**
 * A short passage of `text` around the words that answer the query (the window of SNIPPET_WORDS words
 * holding most of the query's terms), with those words marked; undefined when none is in the text.
 * The text's words are read only as far as needed: a page's whole body is long, and the first window
 * holding every term of the query ends the search (a results page asks this of a dozen pages).
 */
export function snippet(text: string, query: readonly QueryTerm[], lang: Lang): Snippet | undefined {
  const read = tokenReader(text, lang);
  const words: Token[] = [];
  /** Whether there is an i-th word, reading the text up to it. */
  const has = (i: number): boolean => {
    while (words.length <= i) {
      const next = read();
      if (!next) return false;
      words.push(next);
    }
    return true;
  };
  const answers = (w: Token) => query.some((q) => termMatches(q, w.term));
  // The window that starts a little before a hit and covers the most distinct query terms.
  let best = { start: 0, score: -1 };
  for (let h = 0; has(h); h++) {
    if (!answers(words[h]!)) continue;
    const start = Math.max(0, h - 6);
    has(start + SNIPPET_WORDS - 1);
    const inside = words.slice(start, start + SNIPPET_WORDS);
    const score = query.filter((q) => inside.some((w) => termMatches(q, w.term))).length;
    if (score > best.score) best = { start, score };
    if (score === query.length) break;
  }
  if (best.score < 0) return undefined;
  const end = best.start + SNIPPET_WORDS;
  // One word past the window tells whether the text goes on after it.
  const more = has(end);
  const first = words[best.start];
  const last = words[Math.min(words.length, end) - 1];
  if (!first || !last) return undefined;
  const from = best.start === 0 ? 0 : first.start;
  const to = more ? last.end : text.length;
  const parts = marked(text, words.slice(best.start, end), query, from, to);
  if (from > 0) parts.unshift({ text: "… " });
  if (to < text.length) parts.push({ text: " …" });
  return parts;
}
