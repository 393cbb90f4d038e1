import { describe, expect, it } from "vitest";
import { ELLIPSIS, countWords, excerpt, plainText, readingMinutes } from "./reading.ts";

describe("plain text", () => {
  it("strips tags, keeps words apart and decodes entities", () => {
    expect(plainText("<p>Hola</p><p>mundo &amp; <b>más</b></p>")).toBe("Hola mundo & más");
    expect(plainText("a&nbsp;b &#233; &#x00F1; &quot;q&quot;")).toBe('a b é ñ "q"');
  });
  it("drops what scripts, styles and comments hold", () => {
    expect(plainText("a<script>alert(1)</script>b<style>p{}</style>c<!-- x -->d")).toBe("a b c d");
  });
  it("leaves unknown entities alone", () => {
    expect(plainText("&bogus; &#0;")).toBe("&bogus; &#0;");
  });
});

describe("reading time", () => {
  it("counts words without the markup", () => {
    expect(countWords("<p>uno dos</p><ul><li>tres</li></ul>")).toBe(3);
    expect(countWords("")).toBe(0);
    expect(countWords(" — ")).toBe(0);
  });
  it("is words / 200, rounded up, at least 1 minute", () => {
    const words = (n: number) => Array.from({ length: n }, () => "palabra").join(" ");
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(1))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(`<p>${words(400)}</p>`)).toBe(2);
    expect(readingMinutes(words(401))).toBe(3);
  });
});

describe("excerpt", () => {
  it("keeps short texts whole", () => {
    expect(excerpt("<p>Breve.</p>")).toBe("Breve.");
    expect(excerpt("x".repeat(150))).toBe("x".repeat(150));
  });
  it("cuts at 150 characters and adds an ellipsis", () => {
    const out = excerpt("y".repeat(151));
    expect(out).toBe("y".repeat(150) + ELLIPSIS);
  });
  it("cuts text, not markup, and never splits an emoji", () => {
    const out = excerpt(`<p>${"😀".repeat(200)}</p>`);
    expect(Array.from(out)).toHaveLength(151);
    expect(out.endsWith(ELLIPSIS)).toBe(true);
  });
  it("trims the space before the ellipsis", () => {
    expect(excerpt(`${"a".repeat(149)} bcd`)).toBe(`${"a".repeat(149)}${ELLIPSIS}`);
  });
});
