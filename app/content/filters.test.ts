import { describe, expect, it } from "vitest";
import { onlyParamsChanged, pickAllowed, withParams } from "./filters.ts";

const u = (s: string) => new URL(s, "http://x");

describe("filters in the URL", () => {
  it("says when only filter parameters changed (no data reload then)", () => {
    expect(onlyParamsChanged(u("/articles"), u("/articles?q=a"), ["q", "category"])).toBe(true);
    expect(onlyParamsChanged(u("/articles?q=a&lang=en"), u("/articles?lang=en&q=ab"), ["q"])).toBe(true);
  });
  it("reloads for another page, another language, or the same URL (a revalidation)", () => {
    expect(onlyParamsChanged(u("/articles?q=a"), u("/docs?q=a"), ["q"])).toBe(false);
    expect(onlyParamsChanged(u("/articles?lang=es"), u("/articles?lang=en"), ["q"])).toBe(false);
    expect(onlyParamsChanged(u("/articles?q=a"), u("/articles?q=a"), ["q"])).toBe(false);
  });
  it("writes values, drops empty ones and keeps the rest", () => {
    expect(withParams("?lang=en", { q: "ética digital", category: "" })).toBe(
      "?lang=en&q=%C3%A9tica+digital",
    );
    expect(withParams("?q=a", { q: "" })).toBe("");
  });
  it("accepts only known values", () => {
    expect(pickAllowed("ai", ["ai", "ethics"] as const)).toBe("ai");
    expect(pickAllowed("<script>", ["ai"] as const)).toBe("");
    expect(pickAllowed(null, ["ai"] as const)).toBe("");
  });
});
