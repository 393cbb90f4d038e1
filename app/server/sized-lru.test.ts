import { describe, expect, it } from "vitest";
import { SizedLru } from "./sized-lru.server.ts";

describe("SizedLru", () => {
  it("keeps within its budget, dropping the least recently used first", () => {
    const memo = new SizedLru<string, string>(10);
    memo.set("a", "A", 4);
    memo.set("b", "B", 4);
    expect(memo.get("a")).toBe("A"); // a is now the most recently used
    memo.set("c", "C", 4);
    expect([memo.get("a"), memo.get("b"), memo.get("c")]).toEqual(["A", undefined, "C"]);
    expect([memo.count, memo.totalSize]).toEqual([2, 8]);
  });

  it("replaces a key's value and its size, and drops what alone exceeds the budget", () => {
    const memo = new SizedLru<string, number>(10);
    memo.set("a", 1, 6);
    memo.set("a", 2, 3);
    expect([memo.get("a"), memo.count, memo.totalSize]).toEqual([2, 1, 3]);
    memo.set("huge", 3, 11);
    expect([memo.get("huge"), memo.count, memo.totalSize]).toEqual([undefined, 0, 0]);
  });
});
