import { describe, expect, it } from "vitest";
import { PostingStore } from "./postings.server.ts";

/** Every posting of a term, frozen and in the tail, as [passage, body, labels]. */
function postingsOf(store: PostingStore, term: number): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  const [from, to] = store.frozen(term);
  for (let i = from; i < to; i++)
    out.push([store.passage[i]!, store.body[i]!, PostingStore.label(store.labels[i]!)]);
  for (const i of store.tailOf(term) ?? [])
    out.push([store.tPassage.data[i]!, store.tBody.data[i]!, PostingStore.label(store.tLabels.data[i]!)]);
  return out;
}

describe("the assistant's postings", () => {
  it("sorts postings put in passage order by term, keeping counts and labels in halves", () => {
    const store = new PostingStore();
    store.add(0, 0, 2, 1.5);
    store.add(1, 0, 1, 0);
    store.add(0, 1, 0, 0.5);
    store.add(2, 2, 300, 0);
    store.freeze(3, (p) => p);
    expect(postingsOf(store, 0)).toEqual([
      [0, 2, 1.5],
      [1, 0, 0.5],
    ]);
    expect(postingsOf(store, 1)).toEqual([[0, 1, 0]]);
    // Counts past 255 count as 255.
    expect(postingsOf(store, 2)).toEqual([[2, 255, 0]]);
    expect(store.count(0)).toBe(2);
    expect(store.count(7)).toBe(0);
  });

  it("finds postings added after a freeze, and drops a removed passage's at the next", () => {
    const store = new PostingStore();
    store.add(0, 0, 1, 0);
    store.add(0, 1, 1, 0);
    store.freeze(1, (p) => p);
    store.add(0, 2, 3, 1);
    store.add(1, 2, 1, 0);
    expect(postingsOf(store, 0)).toEqual([
      [0, 1, 0],
      [1, 1, 0],
      [2, 3, 1],
    ]);
    expect(postingsOf(store, 1)).toEqual([[2, 1, 0]]);
    expect(store.tailSize).toBe(2);
    // Passage 1 was removed; passage 2 is numbered 1 from now on.
    store.freeze(2, (p) => (p === 1 ? -1 : p === 2 ? 1 : p));
    expect(store.tailSize).toBe(0);
    expect(postingsOf(store, 0)).toEqual([
      [0, 1, 0],
      [1, 3, 1],
    ]);
    expect(postingsOf(store, 1)).toEqual([[1, 1, 0]]);
  });
});
