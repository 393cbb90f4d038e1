import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  answerPlainText,
  citedNumbers,
  parseAnswerText,
  type AnswerBlock,
  type AnswerInline,
} from "./assistant-text.ts";

const text = (t: string): AnswerInline => ({ type: "text", text: t });
const para = (...children: AnswerInline[]): AnswerBlock => ({ type: "paragraph", children });
const cite = (n: number): AnswerInline => ({ type: "cite", n });

describe("the answer's Markdown allowlist", () => {
  it("reads paragraphs: a blank line ends one, a single line break is a space", () => {
    expect(
      parseAnswerText("Simbiosis es una iniciativa\ncomunitaria.\n\n  Tiene tres plataformas.  \n"),
    ).toEqual([
      para(text("Simbiosis es una iniciativa comunitaria.")),
      para(text("Tiene tres plataformas.")),
    ]);
    expect(parseAnswerText("")).toEqual([]);
    expect(parseAnswerText("\n \r\n\t\n")).toEqual([]);
  });

  it("reads '- ', '* ' and numbered lists, keeping the first number and indented continuations", () => {
    expect(parseAnswerText("Hay dos:\n- Ética [1]\n* Seguridad\n  comunitaria [2]\nFin.")).toEqual([
      para(text("Hay dos:")),
      {
        type: "list",
        ordered: false,
        items: [
          [text("Ética "), cite(1)],
          [text("Seguridad comunitaria "), cite(2)],
        ],
      },
      para(text("Fin.")),
    ]);
    expect(parseAnswerText("3. tres\n4) cuatro\n- otra")).toEqual([
      { type: "list", ordered: true, start: 3, items: [[text("tres")], [text("cuatro")]] },
      { type: "list", ordered: false, items: [[text("otra")]] },
    ]);
    // Not lists: no space after the marker, a number inside a sentence.
    expect(parseAnswerText("-5 grados\n2024.Año")).toEqual([para(text("-5 grados 2024.Año"))]);
  });

  it("reads **bold**, *italic* (also inside bold) and `code`, and leaves unpaired or spaced markers as text", () => {
    expect(parseAnswerText("**Simbiosis** es *abierta* y usa `npm start`.")).toEqual([
      para(
        { type: "strong", children: [text("Simbiosis")] },
        text(" es "),
        { type: "em", children: [text("abierta")] },
        text(" y usa "),
        { type: "code", text: "npm start" },
        text("."),
      ),
    ]);
    expect(parseAnswerText("**muy *importante* [2]**")).toEqual([
      para({
        type: "strong",
        children: [text("muy "), { type: "em", children: [text("importante")] }, text(" "), cite(2)],
      }),
    ]);
    for (const literal of ["2 * 3 * 4", "**sin cierre", "a ** b ** c", "``", "`sin cierre", "****", "*"]) {
      expect(parseAnswerText(literal)).toEqual([para(text(literal))]);
    }
    expect(parseAnswerText("`[1] <b>`")).toEqual([para({ type: "code", text: "[1] <b>" })]);
  });

  it("makes citations their own nodes: [1], [1, 3], [1;3], ranges; other brackets are text", () => {
    expect(parseAnswerText("Sí [1, 3] y [2–4][5].")).toEqual([
      para(text("Sí "), cite(1), cite(3), text(" y "), cite(2), cite(3), cite(4), cite(5), text(".")),
    ]);
    for (const literal of ["[see 1]", "[^1]", "[1.2]", "[]", "[12345]", "[1,]", "[-1]", "[1"]) {
      expect(parseAnswerText(literal)).toEqual([para(text(literal))]);
    }
    expect(citedNumbers("[2] [1; 2] [9-11] [1-900] [0] [see 4] `[7]`")).toEqual([2, 1, 9, 10, 11, 900, 0, 7]);
  });

  it("keeps HTML, links, images, headings and script URLs as the characters they are", () => {
    const hostile = [
      "<b>negrita</b> <script>alert(1)</script>",
      "[click](javascript:alert(1))",
      "![x](https://evil.example/x.png)",
      "<img src=x onerror=alert(1)>",
      "# Título",
      "&lt;b&gt; &amp;",
      "<a href='javascript:alert(1)'>[1]</a>",
    ];
    for (const input of hostile) {
      const blocks = parseAnswerText(input);
      expect(answerPlainText(blocks)).toBe(input);
      expect(JSON.stringify(blocks)).not.toMatch(/"(href|src|html|url)"/);
    }
    // The one citation in a link's text is still a citation; the link around it is text.
    expect(parseAnswerText("[1](javascript:alert(1))")).toEqual([
      para(cite(1), text("(javascript:alert(1))")),
    ]);
  });

  it("reads hostile runs of markers in linear time without failing", () => {
    const n = 120_000;
    const runs = [
      "*".repeat(n),
      "**a".repeat(n / 3),
      "*a ".repeat(n / 3),
      "`".repeat(n),
      "[1,".repeat(n / 3),
      "[".repeat(n),
      "[1-".repeat(n / 3),
      "- ".repeat(n / 2),
      "**`*[".repeat(n / 5),
      "1. \n".repeat(n / 4),
      "\n".repeat(n),
    ];
    for (const input of runs) {
      const started = performance.now();
      const blocks = parseAnswerText(input);
      // 120,000 characters: a quadratic step would take minutes, a linear one milliseconds.
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(Array.isArray(blocks)).toBe(true);
    }
    expect(parseAnswerText("*".repeat(10_000))).toEqual([para(text("*".repeat(10_000)))]);
  });

  it("never makes a node outside the allowlist, and loses or adds no character but the marks", () => {
    const unit = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom("*", "**", "`", "[", "]", "1", "12", ",", "-", "–", " ", "\n"),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom("- ", "1. ", "\n\n", "\t", "<b>", "</b>", "<<<", ">>>", "(", ")"),
      },
      { weight: 4, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 3 }) },
    );
    const input = fc.array(unit, { maxLength: 60 }).map((parts) => parts.join(""));
    // What the marks are made of; every other character must come out, in order, exactly once.
    const significant = (s: string) => s.replace(/[\s*`[\]\d.,;)•–-]/g, "");
    const inlineOk = (node: AnswerInline): boolean => {
      const keys = Object.keys(node).sort().join();
      switch (node.type) {
        case "text":
        case "code":
          return keys === "text,type" && typeof node.text === "string" && node.text.length > 0;
        case "cite":
          return keys === "n,type" && Number.isInteger(node.n);
        case "strong":
        case "em":
          return keys === "children,type" && node.children.every(inlineOk);
        default:
          return false;
      }
    };
    fc.assert(
      fc.property(input, (s) => {
        const blocks = parseAnswerText(s);
        expect(JSON.parse(JSON.stringify(blocks))).toEqual(blocks);
        for (const block of blocks) {
          if (block.type === "paragraph") expect(block.children.every(inlineOk)).toBe(true);
          else expect(block.items.every((item) => item.every(inlineOk))).toBe(true);
        }
        expect(significant(answerPlainText(blocks))).toBe(significant(s));
      }),
      { seed: 20_261_201, numRuns: 2_000 },
    );
  });
});
