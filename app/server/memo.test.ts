import { describe, expect, it } from "vitest";
import { memo, resetMemos } from "./memo.server.ts";

describe("memos", () => {
  it("makes a value once, and again after a reset", () => {
    let made = 0;
    const kept = memo("memo.test counter", () => ({ made: ++made }));
    const first = kept();
    expect(kept()).toBe(first);
    expect(made).toBe(1);
    resetMemos();
    const second = kept();
    expect(second).not.toBe(first);
    expect(second.made).toBe(2);
    expect(kept()).toBe(second);
  });

  it("keeps what a memo holds across calls until the reset empties it", () => {
    const seen = memo("memo.test map", () => new Map<string, number>());
    seen().set("a", 1);
    expect(seen().get("a")).toBe(1);
    resetMemos();
    expect(seen().has("a")).toBe(false);
  });
});
