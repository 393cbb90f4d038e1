import { describe, expect, it } from "vitest";
import { headingsUnderH1, shorten } from "./fixed-views.server.ts";

describe("headingsUnderH1", () => {
  it("lifts an outline that starts at h3 to start at h2", () => {
    expect(headingsUnderH1("<h3>A</h3><p>x</p><h4 id='b'>B</h4>")).toBe(
      "<h2>A</h2><p>x</p><h3 id='b'>B</h3>",
    );
  });
  it("moves an h1 in the body below the page's own h1", () => {
    expect(headingsUnderH1("<h1>A</h1><h2>B</h2>")).toBe("<h2>A</h2><h3>B</h3>");
  });
  it("leaves a body that already starts at h2, and text without headings, alone", () => {
    expect(headingsUnderH1("<h2>A</h2><h3>B</h3>")).toBe("<h2>A</h2><h3>B</h3>");
    expect(headingsUnderH1("<p>header and h3 words</p>")).toBe("<p>header and h3 words</p>");
  });
});

describe("shorten", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(shorten("breve")).toBe("breve");
    const long = "palabra ".repeat(40).trim();
    const out = shorten(long);
    expect(out.length).toBeLessThanOrEqual(181);
    expect(out.endsWith("palabra…")).toBe(true);
  });
});
