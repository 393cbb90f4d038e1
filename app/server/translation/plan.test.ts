import { describe, expect, it } from "vitest";
import { planTranslation, splitBlocks } from "./plan.server.ts";

const page = (es: string, en: string, title = "Título") => ({
  Page: "p",
  Template: "Article",
  values: [
    { name: "Title", lang: "es" as const, value: { text: title } },
    { name: "Content", lang: "es" as const, value: { html: es } },
    { name: "Title", lang: "en" as const, value: { text: "Title" } },
    { name: "Content", lang: "en" as const, value: { html: en } },
  ],
});

describe("rich text blocks", () => {
  it("splits top-level blocks, inline runs together, comments and spaces out", () => {
    expect(
      splitBlocks(
        '<p>a <b>b</b></p>\n<!-- x --><h2 id="h">T</h2>text <em>e</em> more<ul><li>1</li></ul><img src="/x.png">',
      ),
    ).toEqual([
      "<p>a <b>b</b></p>",
      '<h2 id="h">T</h2>',
      "text <em>e</em> more",
      "<ul><li>1</li></ul>",
      '<img src="/x.png">',
    ]);
  });
});

describe("what changed since the translation was published", () => {
  const before = page("<p>A</p><p>B</p><p>C</p>", "<p>a</p><p>b</p><p>c</p>");

  it("sends a changed block and an added one, keeps the others and drops a removed one", () => {
    const now = page("<p>A</p><p>B2</p><p>D</p>", "<p>a</p><p>b</p><p>c</p>");
    const [content, ...rest] = planTranslation(now, before, "es", "en");
    expect(rest).toEqual([]);
    expect(content?.parts).toEqual([
      { kind: "kept", text: "<p>a</p>" },
      { kind: "new", source: "<p>B2</p>", previous: "<p>b</p>" },
      { kind: "new", source: "<p>D</p>", previous: "<p>c</p>" },
    ]);
  });

  it("proposes nothing when the source did not change, and the title when it did", () => {
    expect(planTranslation(before, before, "es", "en")).toEqual([]);
    const retitled = planTranslation(
      page("<p>A</p><p>B</p><p>C</p>", "<p>a</p><p>b</p><p>c</p>", "Otro"),
      before,
      "es",
      "en",
    );
    expect(retitled.map((f) => [f.field, f.parts])).toEqual([
      ["|Title", [{ kind: "new", source: "Otro", previous: "Title" }]],
    ]);
  });

  it("proposes every block when the translation is not aligned with the source", () => {
    const unaligned = page("<p>A</p><p>B</p><p>C2</p>", "<p>a and b</p><p>c</p>");
    const [content] = planTranslation(unaligned, before, "es", "en");
    expect(content?.parts.map((p) => p.kind)).toEqual(["new", "new", "new"]);
  });
});
