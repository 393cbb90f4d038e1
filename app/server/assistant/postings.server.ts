/*
 * The assistant's postings, compact (docs/architecture.md "Assistant: retrieval, the endpoint and what is
 * kept"): for each term, the passages holding it with its count in their text and its weighted count in their
 * labels, each posting 6 bytes. Postings arrive in passage order (a page at a time) into a tail; `freeze`
 * sorts them by term into one flat run (compressed sparse rows), dropping the passages no longer alive. After
 * a first freeze, the tail also keeps, per term, where its postings are, so pages put since are found too.
 */

/** A growable typed array. */
export class Column<T extends Int32Array | Float32Array | Uint8Array> {
  data: T;
  private readonly make: (n: number) => T;
  constructor(make: (n: number) => T, size = 1024) {
    this.make = make;
    this.data = make(size);
  }
  set(i: number, v: number) {
    if (i >= this.data.length) {
      const next = this.make(Math.max(this.data.length * 2, i + 1));
      next.set(this.data);
      this.data = next;
    }
    this.data[i] = v;
  }
  /** Back to a small array (its values are no longer needed). */
  shrink() {
    this.data = this.make(1024);
  }
}

/** Labels are kept in halves (a summary's word weighs 0.5); counts past 255 count as 255. */
const LABEL_SCALE = 2;
const MAX_COUNT = 255;

export class PostingStore {
  /** Frozen postings: term t's are at [start[t], start[t + 1]). */
  private start = new Int32Array(1);
  passage = new Int32Array(0);
  body = new Uint8Array(0);
  labels = new Uint8Array(0);
  /** Postings added since the last freeze, in passage order. */
  private readonly tTerm = new Column((n) => new Int32Array(n));
  readonly tPassage = new Column((n) => new Int32Array(n));
  readonly tBody = new Column((n) => new Uint8Array(n));
  readonly tLabels = new Column((n) => new Uint8Array(n));
  private tail = 0;
  /** Per term, its postings' places in the tail (kept once frozen: a first build has no use for it). */
  private tailByTerm: Map<number, number[]> | undefined;

  /** Postings added since the last freeze. */
  get tailSize(): number {
    return this.tail;
  }

  get frozenSize(): number {
    return this.passage.length;
  }

  add(term: number, passage: number, body: number, labels: number) {
    const i = this.tail++;
    this.tTerm.set(i, term);
    this.tPassage.set(i, passage);
    this.tBody.set(i, Math.min(MAX_COUNT, Math.round(body)));
    this.tLabels.set(i, Math.min(MAX_COUNT, Math.round(labels * LABEL_SCALE)));
    if (this.tailByTerm) {
      const list = this.tailByTerm.get(term);
      if (list) list.push(i);
      else this.tailByTerm.set(term, [i]);
    }
  }

  /** Term t's frozen postings: [from, to) of `passage`, `body`, `labels`. */
  frozen(term: number): [number, number] {
    if (term + 1 >= this.start.length) return [0, 0];
    return [this.start[term]!, this.start[term + 1]!];
  }

  /** Term t's postings in the tail (indexes of `tPassage`, `tBody`, `tLabels`). */
  tailOf(term: number): readonly number[] | undefined {
    return this.tailByTerm?.get(term);
  }

  /** How many postings a term has (alive or not). */
  count(term: number): number {
    const [from, to] = this.frozen(term);
    return to - from + (this.tailOf(term)?.length ?? 0);
  }

  /** A label count as stored, back in weight. */
  static label(stored: number): number {
    return stored / LABEL_SCALE;
  }

  /**
   * Sorts every posting by term into the frozen run; `renumber` gives a passage's new number, or -1 to drop
   * its postings (a removed page). `terms` is how many terms there are.
   */
  freeze(terms: number, renumber: (passage: number) => number) {
    const counts = new Int32Array(terms + 1);
    const keep = (passage: number) => renumber(passage) >= 0;
    for (let t = 0; t + 1 < this.start.length; t++)
      for (let i = this.start[t]!; i < this.start[t + 1]!; i++) if (keep(this.passage[i]!)) counts[t + 1]!++;
    for (let i = 0; i < this.tail; i++) if (keep(this.tPassage.data[i]!)) counts[this.tTerm.data[i]! + 1]!++;
    for (let t = 0; t < terms; t++) counts[t + 1]! += counts[t]!;
    const size = counts[terms]!;
    const passage = new Int32Array(size);
    const body = new Uint8Array(size);
    const labels = new Uint8Array(size);
    const next = counts.slice(0, terms);
    const place = (t: number, p: number, b: number, l: number) => {
      const at = next[t]!++;
      passage[at] = p;
      body[at] = b;
      labels[at] = l;
    };
    // Old frozen postings first, then the tail: a page's passages stay together in each term's run.
    for (let t = 0; t + 1 < this.start.length; t++)
      for (let i = this.start[t]!; i < this.start[t + 1]!; i++) {
        const p = renumber(this.passage[i]!);
        if (p >= 0) place(t, p, this.body[i]!, this.labels[i]!);
      }
    for (let i = 0; i < this.tail; i++) {
      const p = renumber(this.tPassage.data[i]!);
      if (p >= 0) place(this.tTerm.data[i]!, p, this.tBody.data[i]!, this.tLabels.data[i]!);
    }
    this.start = counts;
    this.passage = passage;
    this.body = body;
    this.labels = labels;
    this.tail = 0;
    this.tailByTerm = new Map();
    for (const column of [this.tTerm, this.tPassage, this.tBody, this.tLabels]) column.shrink();
  }
}
