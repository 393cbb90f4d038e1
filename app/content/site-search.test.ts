import { describe, expect, it } from "vitest";
import { SEARCH_COUNT_LIMIT, shownCount } from "./site-search.ts";

describe("shownCount (the results page's tab counts)", () => {
  it("shows an exact count as it is, and one past the limit as the limit and a plus", () => {
    expect(shownCount(3, false)).toBe("3");
    expect(shownCount(0, false)).toBe("0");
    // The store counts SEARCH_COUNT_LIMIT + 1 pages to know there are more: never shown as such.
    expect(shownCount(SEARCH_COUNT_LIMIT + 1, true)).toBe(`${SEARCH_COUNT_LIMIT}+`);
    // A kind that holds part of the pages counted: at least that many.
    expect(shownCount(600, true)).toBe("600+");
  });
});
