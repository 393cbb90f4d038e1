import {
  familyOf,
  pageLanguages,
  publicPathOrNull,
  titleText,
  type Family,
} from "../../content/content-model.ts";
import { LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { STOP_WORDS, fold, tokens } from "../search/text.server.ts";
import { everydayRank, everydayStemRank } from "./general-words.server.ts";
import { tagsOf } from "../../content/resolvers.ts";
import { listedIn } from "../site/search-index.server.ts";
import type { Store } from "../store/store.server.ts";
import { Bridge, BridgeLearner } from "./bridge.server.ts";
import { isIgnored } from "./lexicon.server.ts";
import { pagePassages, passageText } from "./page-passages.server.ts";
import { Column, PostingStore } from "./postings.server.ts";

/*
 * The assistant's index of passages (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept"), in memory, one per
 * language: for each stem, the passages that hold it (in their text, their heading, their page's title or
 * summary) with a weighted count, BM25F-style. It is built from the published pages at the first question,
 * then kept current from the store's change feed (every copy reads the same feed), one page at a time.
 * Only numbers are kept: a passage's text is cut again from its page when it is quoted.
 */

/** How much a word counts where it is, against once in the passage's own text. */
export const FIELD_WEIGHTS = { body: 1, heading: 1, question: 2, title: 1.5, summary: 0.5, meta: 0.5 };
/** BM25's constants. */
const K1 = 1.2;
const B = 0.75;
/** A person's name word ranked among everyday words above this is a word ("Asistente"), not a name. */
const NAME_RANK = 3_000;
/** A page's names (title, its part before a colon, its address's words) are used up to this many words. */
const NAME_WORDS = 5;
/** Postings put since the last freeze kept apart at least (then sorted in with the others). */
const TAIL_POSTINGS = 100_000;
/** A passage counts as at least this many words long: a short line is no better for holding a word once. */
const MIN_LENGTH = 25;

interface PageSlot {
  name: string;
  alive: boolean;
  first: number;
  count: number;
  /** The page is not written in the other language (a question in it may find it here). */
  onlyHere: boolean;
  /** The page's names, as term ids, each all needed. */
  names: number[][];
  /** Words in its passages' own text. */
  length: number;
  /** Its kind (an article, a product, a person's page…). */
  family: Family;
}

/** One language's passages and what each holds. */
export class LangIndex {
  readonly lang: Lang;
  private readonly termIds = new Map<string, number>();
  private readonly postings = new PostingStore();
  private readonly slotOf = new Map<string, number>();
  readonly pages: PageSlot[] = [];
  private readonly namesByTerm = new Map<number, number[]>();
  /** Passages: page slot, number in the page, length in words, alive, kind. */
  private pPage = new Column((n) => new Int32Array(n));
  private pOrd = new Column((n) => new Int32Array(n));
  private pLen = new Column((n) => new Float32Array(n));
  private pAlive = new Column((n) => new Uint8Array(n));
  private pFaq = new Column((n) => new Uint8Array(n));
  private pTerms = new Column((n) => new Int32Array(n));
  private passages = 0;
  private livePassages = 0;
  private deadTerms = 0;
  private liveTerms = 0;
  private liveLength = 0;
  livePages = 0;
  /** Pages here not written in the other language. */
  onlyHereCount = 0;
  /** Every folded word seen, with its stem (a question's typo is looked up among them). */
  readonly vocabulary = new Map<string, string>();
  private readonly byLength = new Map<number, string[]>();
  /** Scratch per passage, reused by each question. */
  private scratch = {
    slot: new Float64Array(0),
    held: new Float64Array(0),
    total: new Float64Array(0),
    heldTotal: new Float64Array(0),
    pageBody: new Float64Array(0),
    pageLabels: new Float64Array(0),
    pageSlot: new Float64Array(0),
    pageSlotHeld: new Float64Array(0),
    pageTotal: new Float64Array(0),
    pageHeld: new Float64Array(0),
  };
  private mask = new Uint32Array(0);
  private bodyMask = new Uint32Array(0);

  constructor(lang: Lang) {
    this.lang = lang;
  }

  get size() {
    return {
      pages: this.livePages,
      passages: this.livePassages,
      terms: this.termIds.size,
      postings: this.postings.frozenSize + this.postings.tailSize,
    };
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termIds.size;
      this.termIds.set(term, id);
    }
    return id;
  }

  private learn(words: ReturnType<typeof tokens>) {
    for (const w of words) {
      if (this.vocabulary.has(w.folded) || /\d/.test(w.folded)) continue;
      this.vocabulary.set(w.folded, w.term);
      const list = this.byLength.get(w.folded.length) ?? [];
      list.push(w.folded);
      this.byLength.set(w.folded.length, list);
    }
  }

  /** Words of the vocabulary this long. */
  wordsOfLength(n: number): readonly string[] {
    return this.byLength.get(n) ?? [];
  }

  /** Indexes a published page (again: its earlier passages are dropped), or drops it when not shown here. */
  put(page: PageDoc) {
    this.remove(page.Page);
    this.dfKept.clear();
    const lang = this.lang;
    const path = listedIn(page, lang) ? publicPathOrNull(page, lang) : null;
    if (path === null) return;
    const passages = pagePassages(page, lang);
    if (passages.length === 0) return;
    const title = titleText(page, lang) || page.Page;
    const titleWords = tokens(title, lang);
    const summary = passages.find((p) => p.summary);
    const summaryWords = summary ? tokens(passageText(summary), lang) : [];
    // What the page is filed under and who wrote it say what it is about too ("path of life", an author).
    const metaWords = tokens(
      [...tagsOf(page, lang), typeof page.Author === "string" ? page.Author : ""].join("\n"),
      lang,
    );
    this.learn(titleWords);
    const other = LANGS.find((l) => l !== lang);
    const onlyHere = other ? !pageLanguages(page).includes(other) : false;
    let slot = this.slotOf.get(page.Page);
    if (slot === undefined) {
      slot = this.pages.length;
      this.slotOf.set(page.Page, slot);
      this.pages.push({
        name: page.Page,
        alive: false,
        first: 0,
        count: 0,
        onlyHere,
        names: [],
        length: 0,
        family: familyOf(page.Template),
      });
    }
    const first = this.passages;
    let pageLength = 0;
    passages.forEach((passage, ord) => {
      const id = this.passages++;
      const weights = new Map<string, [number, number]>();
      const add = (words: ReturnType<typeof tokens>, w: number, field: 0 | 1) => {
        for (const t of words) {
          const both = weights.get(t.term) ?? [0, 0];
          both[field] += w;
          weights.set(t.term, both);
        }
      };
      const body = tokens(passageText(passage), lang);
      this.learn(body);
      add(body, FIELD_WEIGHTS.body, 0);
      if (passage.heading) {
        const heading = tokens(passage.heading, lang);
        this.learn(heading);
        add(heading, passage.faq ? FIELD_WEIGHTS.question : FIELD_WEIGHTS.heading, 1);
      }
      add(titleWords, FIELD_WEIGHTS.title, 1);
      if (!passage.summary) add(summaryWords, FIELD_WEIGHTS.summary, 1);
      add(metaWords, FIELD_WEIGHTS.meta, 1);
      for (const [term, [inBody, inLabels]] of weights)
        this.postings.add(this.termId(term), id, inBody, inLabels);
      this.pPage.set(id, slot);
      this.pOrd.set(id, ord);
      this.pLen.set(id, Math.max(body.length, 1));
      this.pAlive.set(id, 1);
      this.pFaq.set(id, passage.faq ? 1 : 0);
      this.pTerms.set(id, weights.size);
      this.livePassages++;
      this.liveLength += Math.max(body.length, 1);
      pageLength += Math.max(body.length, 1);
      this.liveTerms += weights.size;
    });
    const names = this.namesOf(page, title).map((stems) => stems.map((s) => this.termId(s)));
    for (const [i, name] of names.entries())
      for (const t of name) {
        const list = this.namesByTerm.get(t) ?? [];
        list.push(slot * 8 + i);
        this.namesByTerm.set(t, list);
      }
    Object.assign(this.pages[slot]!, {
      alive: true,
      first,
      count: passages.length,
      onlyHere,
      names,
      length: pageLength,
    });
    this.livePages++;
    if (onlyHere) this.onlyHereCount++;
    if (this.frozen && this.postings.tailSize > Math.max(TAIL_POSTINGS, this.postings.frozenSize / 4))
      this.freeze();
  }

  /**
   * The words a question uses to name the page: its title, the title's head, its name, each if short; a
   * person's page, each of their names too.
   */
  private namesOf(page: PageDoc, title: string): string[][] {
    const meaningful = (text: string) =>
      tokens(text, this.lang)
        .filter((t) => !STOP_WORDS[this.lang].has(t.folded) && !isIgnored(t.folded, this.lang))
        .map((t) => t.term);
    const candidates = [title, title.split(/[:：—–(|]/)[0] ?? "", page.Page.replace(/[-_]+/g, " ")];
    // Visitors name a person by one of their names ("Mateo", "Okafor"): each word of a person's title written
    // as a name (a capital, then small letters) that everyday language does not use much.
    if (familyOf(page.Template) === "bio")
      for (const word of title.split(/\s+/))
        if (/^\p{Lu}\p{Ll}+$/u.test(word) && (everydayRank(fold(word), this.lang) ?? Infinity) > NAME_RANK)
          candidates.push(word);
    const out: string[][] = [];
    for (const c of candidates) {
      const stems = [...new Set(meaningful(c))];
      if (stems.length === 0 || stems.length > NAME_WORDS) continue;
      if (out.some((o) => o.length === stems.length && o.every((s, i) => s === stems[i]))) continue;
      out.push(stems);
      if (out.length === 8) break;
    }
    return out;
  }

  remove(name: string) {
    const slot = this.slotOf.get(name);
    if (slot === undefined) return;
    const page = this.pages[slot]!;
    if (!page.alive) return;
    this.dfKept.clear();
    for (let id = page.first; id < page.first + page.count; id++) {
      this.pAlive.data[id] = 0;
      this.livePassages--;
      this.liveLength -= this.pLen.data[id]!;
      this.liveTerms -= this.pTerms.data[id]!;
      this.deadTerms += this.pTerms.data[id]!;
    }
    page.alive = false;
    this.livePages--;
    if (page.onlyHere) this.onlyHereCount--;
    if (this.deadTerms > 50_000 && this.deadTerms > this.liveTerms / 3) this.compact();
  }

  /** Drops the postings of removed passages and numbers the passages again (after many edits). */
  private compact() {
    const renumber = new Int32Array(this.passages).fill(-1);
    let next = 0;
    const pPage = new Int32Array(this.livePassages + 1024);
    const pOrd = new Int32Array(pPage.length);
    const pLen = new Float32Array(pPage.length);
    const pFaq = new Uint8Array(pPage.length);
    const pTerms = new Int32Array(pPage.length);
    for (const page of this.pages) {
      if (!page.alive) continue;
      const first = next;
      for (let id = page.first; id < page.first + page.count; id++) {
        renumber[id] = next;
        pPage[next] = this.pPage.data[id]!;
        pOrd[next] = this.pOrd.data[id]!;
        pLen[next] = this.pLen.data[id]!;
        pFaq[next] = this.pFaq.data[id]!;
        pTerms[next] = this.pTerms.data[id]!;
        next++;
      }
      page.first = first;
    }
    this.postings.freeze(this.termIds.size, (passage) => renumber[passage] ?? -1);
    this.pPage.data = pPage;
    this.pOrd.data = pOrd;
    this.pLen.data = pLen;
    this.pFaq.data = pFaq;
    this.pTerms.data = pTerms;
    const alive = new Uint8Array(pPage.length);
    alive.fill(1, 0, next);
    this.pAlive.data = alive;
    this.passages = next;
    this.deadTerms = 0;
    this.namesByTerm.clear();
    this.pages.forEach((page, slot) => {
      if (!page.alive) return;
      for (const [i, name] of page.names.entries())
        for (const t of name) {
          const list = this.namesByTerm.get(t) ?? [];
          list.push(slot * 8 + i);
          this.namesByTerm.set(t, list);
        }
    });
  }

  /**
   * Sorts the postings added since by term (after the first build, and when many pages were put since):
   * a page's postings are then 6 bytes each, in one flat run.
   */
  freeze() {
    const alive = this.pAlive.data;
    this.postings.freeze(this.termIds.size, (passage) => (alive[passage] ? passage : -1));
    this.frozen = true;
  }

  /** Frozen once (the first build is over): pages put since are sorted in when they grow many. */
  private frozen = false;

  has(term: string): boolean {
    const id = this.termIds.get(term);
    return id !== undefined && this.postings.count(id) > 0;
  }

  /** A mark per page, one number per count (no clearing between counts). */
  private stamp = 0;
  private stamps = new Int32Array(0);
  private pageStamps(pages: number): Int32Array {
    if (this.stamps.length < pages) this.stamps = new Int32Array(Math.max(pages, this.stamps.length * 2));
    return this.stamps;
  }

  /** Pages holding each term, as counted since the index last changed. */
  private readonly dfKept = new Map<number, number>();

  /** How many pages (alive) hold the term: rarer words weigh more. */
  pagesWith(term: string): number {
    const id = this.termIds.get(term);
    if (id === undefined) return 0;
    const kept = this.dfKept.get(id);
    if (kept !== undefined) return kept;
    let df = 0;
    const alive = this.pAlive.data;
    const pages = this.pPage.data;
    const stamp = ++this.stamp;
    const seen = this.pageStamps(this.pages.length);
    const count = (passage: number) => {
      if (!alive[passage]) return;
      const page = pages[passage]!;
      if (seen[page] !== stamp) {
        seen[page] = stamp;
        df++;
      }
    };
    const [from, to] = this.postings.frozen(id);
    for (let i = from; i < to; i++) count(this.postings.passage[i]!);
    for (const i of this.postings.tailOf(id) ?? []) count(this.postings.tPassage.data[i]!);
    this.dfKept.set(id, df);
    return df;
  }

  /** A term's weight: its rarity among the pages of this language (BM25's IDF; a word no page holds weighs most). */
  idf(df: number): number {
    const n = this.livePages;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * The pages whose every word of one of their names is among the terms, each with whether one such name
   * is distinctive: a word of it is rare in everyday language ("Harmonia Compass", "Okafor"), so a question
   * holding it asks about that page whatever else it says ("primeros pasos" is not distinctive).
   */
  namedPages(terms: ReadonlySet<string>): Map<number, boolean> {
    const out = new Map<number, boolean>();
    for (const term of terms) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      for (const code of this.namesByTerm.get(id) ?? []) {
        const slot = Math.floor(code / 8);
        const page = this.pages[slot];
        const name = page?.names[code % 8];
        if (!page?.alive || !name || out.get(slot)) continue;
        if (!name.every((t) => terms.has(this.termText(t)))) continue;
        out.set(
          slot,
          name.some((t) => (everydayStemRank(this.termText(t), this.lang) ?? Infinity) > NAME_RANK),
        );
      }
    }
    return out;
  }

  private termTexts: string[] = [];
  private termText(id: number): string {
    if (this.termTexts.length !== this.termIds.size) this.termTexts = [...this.termIds.keys()];
    return this.termTexts[id]!;
  }

  /**
   * Scores every passage holding any alternative of any slot: per slot, the best of its alternatives
   * (BM25 with the alternative's weight, `mult` × its IDF); slots add up, none vetoes. The passage's page is
   * scored the same way as one long text (all its passages; its title, summary and best heading as labels),
   * so a question whose words are spread over a page still finds it: a passage's score is its own plus
   * `pageShare` of its page's. `held` adds each slot's weight (given: how much the word says in the visitor's
   * language) times the best `mult` of the alternatives the passage (`pageHeld`: its page) holds.
   */
  score(
    slots: ReadonlyArray<ReadonlyArray<{ term: string; mult: number }>>,
    slotWeights: readonly number[],
    options: {
      onlyHere: boolean;
      /** How many times a page's passages count (more for the pages the question names). */
      boost: (page: number) => number;
      /** How much of its page's score a passage adds to its own. */
      pageShare: number;
      /** Only passages scoring this share of the best are answered, at most `keep` of them. */
      share: number;
      keep: number;
    },
  ): Scores {
    const { onlyHere } = options;
    const size = this.passages;
    if (this.scratch.total.length < size) {
      const n = Math.max(size, this.scratch.total.length * 2);
      this.scratch = {
        ...this.scratch,
        slot: new Float64Array(n),
        held: new Float64Array(n),
        total: new Float64Array(n),
        heldTotal: new Float64Array(n),
      };
      this.mask = new Uint32Array(n);
      this.bodyMask = new Uint32Array(n);
    }
    const pages = this.pages.length;
    if (this.scratch.pageTotal.length < pages) {
      const n = Math.max(pages, this.scratch.pageTotal.length * 2);
      this.scratch = {
        ...this.scratch,
        pageBody: new Float64Array(n),
        pageLabels: new Float64Array(n),
        pageSlot: new Float64Array(n),
        pageSlotHeld: new Float64Array(n),
        pageTotal: new Float64Array(n),
        pageHeld: new Float64Array(n),
      };
    }
    const { slot: slotScore, held: slotHeld, total, heldTotal } = this.scratch;
    const { pageBody, pageLabels, pageSlot, pageSlotHeld, pageTotal, pageHeld } = this.scratch;
    const touched: number[] = [];
    const touchedPages: number[] = [];
    const weights: number[] = [];
    const alive = this.pAlive.data;
    const pageOf = this.pPage.data;
    const len = this.pLen.data;
    const average = this.livePassages ? this.liveLength / this.livePassages : 1;
    const averagePage = this.livePages ? this.liveLength / this.livePages : 1;
    const mask = this.mask;
    const bodyMask = this.bodyMask;
    const saturate = (tf: number) => (tf * (K1 + 1)) / (tf + K1);
    slots.forEach((alts, s) => {
      const inSlot: number[] = [];
      const pagesInSlot: number[] = [];
      let best = 0;
      // A slot found here only through its synonyms counts whole when held: they are all there is of it.
      let top = 0;
      for (const alt of alts) if (alt.mult > top && this.has(alt.term)) top = alt.mult;
      for (const alt of alts) {
        const id = this.termIds.get(alt.term);
        if (id === undefined) continue;
        const df = this.pagesWith(alt.term);
        if (df === 0) continue;
        const weight = alt.mult * this.idf(df);
        best = Math.max(best, weight);
        const held = (alt.mult / top) * (slotWeights[s] ?? 0);
        const pagesOfAlt: number[] = [];
        const visit = (passage: number, body: number, stored: number) => {
          if (!alive[passage]) return;
          const page = pageOf[passage]!;
          if (onlyHere && !this.pages[page]!.onlyHere) return;
          // BM25F: the text's count normalised by its length, the labels' as they are, then saturated.
          const length = Math.max(len[passage]!, MIN_LENGTH);
          const labels = PostingStore.label(stored);
          const c = weight * saturate(body / (1 - B + (B * length) / average) + labels);
          if (body > 0) bodyMask[passage] = bodyMask[passage]! | (1 << s);
          if (slotScore[passage] === 0 && slotHeld[passage] === 0) inSlot.push(passage);
          if (c > slotScore[passage]!) slotScore[passage] = c;
          if (held > slotHeld[passage]!) slotHeld[passage] = held;
          if (pageBody[page] === 0 && pageLabels[page] === 0) pagesOfAlt.push(page);
          pageBody[page] = pageBody[page]! + body;
          if (labels > pageLabels[page]!) pageLabels[page] = labels;
        };
        const { postings } = this;
        const [from, to] = postings.frozen(id);
        for (let i = from; i < to; i++) visit(postings.passage[i]!, postings.body[i]!, postings.labels[i]!);
        for (const i of postings.tailOf(id) ?? [])
          visit(postings.tPassage.data[i]!, postings.tBody.data[i]!, postings.tLabels.data[i]!);
        for (const page of pagesOfAlt) {
          const length = Math.max(this.pages[page]!.length, MIN_LENGTH);
          const c =
            weight * saturate(pageBody[page]! / (1 - B + (B * length) / averagePage) + pageLabels[page]!);
          if (pageSlot[page] === 0 && pageSlotHeld[page] === 0) pagesInSlot.push(page);
          if (c > pageSlot[page]!) pageSlot[page] = c;
          if (held > pageSlotHeld[page]!) pageSlotHeld[page] = held;
          pageBody[page] = 0;
          pageLabels[page] = 0;
        }
      }
      weights[s] = best;
      for (const passage of inSlot) {
        if (mask[passage] === 0) touched.push(passage);
        mask[passage] = mask[passage]! | (1 << s);
        total[passage] = total[passage]! + slotScore[passage]!;
        heldTotal[passage] = heldTotal[passage]! + slotHeld[passage]!;
        slotScore[passage] = 0;
        slotHeld[passage] = 0;
      }
      for (const page of pagesInSlot) {
        if (pageTotal[page] === 0 && pageHeld[page] === 0) touchedPages.push(page);
        pageTotal[page] = pageTotal[page]! + pageSlot[page]!;
        pageHeld[page] = pageHeld[page]! + pageSlotHeld[page]!;
        pageSlot[page] = 0;
        pageSlotHeld[page] = 0;
      }
    });
    // Thousands of passages may hold a common word: only those near the best become objects.
    let max = 0;
    for (const passage of touched) {
      const page = pageOf[passage]!;
      total[passage] = total[passage]! + options.pageShare * pageTotal[page]!;
      total[passage] = total[passage]! * options.boost(page);
      if (total[passage]! > max) max = total[passage]!;
    }
    const out: Scored[] = [];
    for (const passage of touched)
      if (total[passage]! >= max * options.share) {
        const page = pageOf[passage]!;
        out.push({
          passage,
          page,
          score: total[passage]!,
          held: heldTotal[passage]!,
          pageScore: pageTotal[page]!,
          pageHeld: pageHeld[page]!,
          mask: mask[passage]!,
          bodyMask: bodyMask[passage]!,
        });
      }
    out.sort((a, b) => b.score - a.score);
    out.length = Math.min(out.length, options.keep);
    for (const passage of touched) {
      total[passage] = 0;
      heldTotal[passage] = 0;
      mask[passage] = 0;
      bodyMask[passage] = 0;
    }
    for (const page of touchedPages) {
      pageTotal[page] = 0;
      pageHeld[page] = 0;
    }
    return { passages: out, weights };
  }

  /** Where a passage is: its page and its number among the page's passages. */
  where(passage: number): { slot: number; ord: number; faq: boolean } {
    return {
      slot: this.pPage.data[passage]!,
      ord: this.pOrd.data[passage]!,
      faq: this.pFaq.data[passage] === 1,
    };
  }
}

export interface Scored {
  passage: number;
  page: number;
  score: number;
  held: number;
  /** Its page's score as one text, and the weight of the slots its page holds. */
  pageScore: number;
  pageHeld: number;
  /** The slots it holds (bit s: slot s), and those in its own text. */
  mask: number;
  bodyMask: number;
}

export interface Scores {
  passages: Scored[];
  /** Each slot's weight here: its best alternative's `mult` × IDF; 0 when no page holds any. */
  weights: number[];
}

/**
 * Postings kept at most (both languages; ~25 bytes each with what the passages and pages keep): 2 million,
 * ~50 MB, about 13,000 pages of a few paragraphs. Past it, articles are left out (docs/performance.md).
 */
const MAX_POSTINGS = 2_000_000;

/** Published pages read per query while the index is built. */
const BUILD_CHUNK = 200;
/**
 * The build runs on the thread that answers requests: it gives way after this much work, so a request that
 * arrives meanwhile (the first ones after a start, while a large site is read) waits about that long.
 */
const BUILD_SLICE_MS = 8;

/** Resolves after the requests waiting on the event loop have had their turn. */
const giveWay = () => new Promise((resolve) => setImmediate(resolve));

/** Both languages' indexes, kept at the store's content version. */
export class PassageIndex {
  readonly langs: Record<Lang, LangIndex> = { es: new LangIndex("es"), en: new LangIndex("en") };
  /** Word translations learned from the pages written in both languages at the last full read. */
  bridge: Bridge = Bridge.empty;
  private version = -1;
  private updating: Promise<void> | undefined;
  private readonly store: Pick<Store, "contentVersion" | "changesSince" | "listPages" | "getPages">;

  private readonly maxPostings: number;

  constructor(
    store: Pick<Store, "contentVersion" | "changesSince" | "listPages" | "getPages">,
    options: { maxPostings?: number } = {},
  ) {
    this.store = store;
    this.maxPostings = options.maxPostings ?? MAX_POSTINGS;
  }

  /** The index as the store's content is now (built at the first call, then brought up to date). */
  async current(): Promise<this> {
    const version = await this.store.contentVersion();
    if (version !== this.version) {
      this.updating ??= this.update().finally(() => {
        this.updating = undefined;
      });
      await this.updating;
    }
    return this;
  }

  /** The postings of both languages. */
  get postings(): number {
    return LANGS.reduce((a, lang) => a + this.langs[lang].size.postings, 0);
  }

  /**
   * Past `maxPostings` (MAX_POSTINGS) the index is full: articles are no longer read into it (the other pages, the site's
   * own, always are), so a very large site keeps the assistant within its memory.
   */
  capped = false;

  private put(page: PageDoc, into: Record<Lang, LangIndex> = this.langs) {
    const full = LANGS.reduce((a, lang) => a + into[lang].size.postings, 0) >= this.maxPostings;
    if (full && familyOf(page.Template) === "article") {
      this.capped = true;
      for (const lang of LANGS) into[lang].remove(page.Page);
      return;
    }
    for (const lang of LANGS) into[lang].put(page);
  }

  private async update() {
    if (this.version >= 0) {
      const changes = await this.store.changesSince(this.version);
      if (changes) {
        if (changes.length === 0) return;
        const names = [...new Set(changes.map((c) => c.page))];
        const pages = new Map((await this.store.getPages(names)).map((p) => [p.Page, p]));
        for (const name of names) {
          const page = pages.get(name);
          if (page) this.put(page);
          else for (const lang of LANGS) this.langs[lang].remove(name);
        }
        this.version = Math.max(this.version, ...changes.map((c) => c.version));
        return;
      }
    }
    // First question, or too far behind the feed: read every published page again. A change made while
    // reading is read again from the feed next time (putting a page twice gives the same index).
    const version = await this.store.contentVersion();
    const fresh = { es: new LangIndex("es"), en: new LangIndex("en") };
    const learner = new BridgeLearner();
    this.capped = false;
    let startKey: string | undefined;
    let sliceStarted = performance.now();
    do {
      const { items, lastKey } = await this.store.listPages({ limit: BUILD_CHUNK, startKey });
      for (const page of items) {
        this.put(page, fresh);
        // What a visitor can read in both languages teaches the translations.
        if (LANGS.every((l) => listedIn(page, l))) learner.add(page);
        if (performance.now() - sliceStarted > BUILD_SLICE_MS) {
          await giveWay();
          sliceStarted = performance.now();
        }
      }
      startKey = lastKey;
    } while (startKey);
    for (const lang of LANGS) fresh[lang].freeze();
    Object.assign(this.langs, fresh);
    this.bridge = learner.learn();
    this.version = version;
  }
}
