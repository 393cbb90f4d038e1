/*
 * What a model's answer may look like on the page (docs/architecture.md "Assistant: the optional model"): a
 * small Markdown allowlist read into a plain, serialisable tree that React renders as text. Paragraphs,
 * "- " / "* " and "1. " lists, **bold**, *italic*, `code` and citations [n]; everything else (links, images,
 * headings, HTML) stays the characters it is, so a model, or a page it quotes, can never put markup on the
 * page. Every step is linear in the answer's length: the page re-reads the whole answer at each delta.
 */

export type AnswerInline =
  | { type: "text"; text: string }
  | { type: "strong"; children: AnswerInline[] }
  | { type: "em"; children: AnswerInline[] }
  | { type: "code"; text: string }
  /** A citation of passage n, shown as [n] (one node per number: "[1, 2]" gives two). */
  | { type: "cite"; n: number };

export type AnswerBlock =
  | { type: "paragraph"; children: AnswerInline[] }
  | { type: "list"; ordered: boolean; start?: number; items: AnswerInline[][] };

/** A range such as [2-40] stands for each number in it only up to this span; longer ones name their ends. */
const RANGE_SPAN_MAX = 50;

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isBlank = (c: string | undefined) => c === " " || c === "\t";

/**
 * The citation starting at text[start] ("["), if it is one: a bracket holding numbers (1 to 4 digits) separated
 * by commas or semicolons, each possibly a range with "-" or "–": [1], [1, 3], [1;3], [2-4], [1, 3–5].
 * Anything else in the brackets ("[see 1]", "[^1]", "[1.2]") makes it plain text. The scan stops at the first
 * character that cannot belong to a citation, so scans never overlap.
 */
export function readCitation(text: string, start: number): { end: number; numbers: number[] } | undefined {
  let i = start + 1;
  const numbers: number[] = [];
  const skipBlanks = () => {
    while (isBlank(text[i])) i++;
  };
  const readNumber = (): number | undefined => {
    const from = i;
    while (isDigit(text[i]) && i - from < 5) i++;
    if (i === from || i - from > 4) return undefined;
    return Number(text.slice(from, i));
  };
  for (;;) {
    skipBlanks();
    const a = readNumber();
    if (a === undefined) return undefined;
    skipBlanks();
    if (text[i] === "-" || text[i] === "–") {
      i++;
      skipBlanks();
      const b = readNumber();
      if (b === undefined) return undefined;
      if (a <= b && b - a < RANGE_SPAN_MAX) for (let k = a; k <= b; k++) numbers.push(k);
      else numbers.push(a, b);
      skipBlanks();
    } else numbers.push(a);
    if (text[i] === "]") return { end: i + 1, numbers: [...new Set(numbers)] };
    if (text[i] !== "," && text[i] !== ";") return undefined;
    i++;
  }
}

/** Every passage number the text cites, each once, in the order first cited (the same reading as the page's). */
export function citedNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (let i = text.indexOf("["); i >= 0; i = text.indexOf("[", i + 1)) {
    const cite = readCitation(text, i);
    if (!cite) continue;
    for (const n of cite.numbers) seen.add(n);
    i = cite.end - 1;
  }
  return [...seen];
}

/** Emphasis needs text right inside its markers: "2 * 3 * 4" stays as it is. */
const flanked = (inner: string) =>
  inner.length > 0 && !/\s/.test(inner[0] ?? "") && !/\s/.test(inner.at(-1) ?? "");

/**
 * Inline marks of one paragraph or list item. Bold may hold italic, italic holds neither; a marker without its
 * closing pair is text. Each search for a closing marker stops at the next marker of its kind, which is
 * either the pair or the next opening, so the text is scanned a bounded number of times.
 */
function inline(s: string, allowStrong = true, allowEm = true): AnswerInline[] {
  const out: AnswerInline[] = [];
  let buf = "";
  const flush = () => {
    if (buf) out.push({ type: "text", text: buf });
    buf = "";
  };
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === "`") {
      const j = s.indexOf("`", i + 1);
      if (j > i + 1) {
        flush();
        out.push({ type: "code", text: s.slice(i + 1, j) });
        i = j + 1;
      } else {
        // "``" is not an empty code span; a lone backtick has no pair.
        const run = j === i + 1 ? 2 : 1;
        buf += s.slice(i, i + run);
        i += run;
      }
      continue;
    }
    if (c === "[") {
      const cite = readCitation(s, i);
      if (cite) {
        flush();
        for (const n of cite.numbers) out.push({ type: "cite", n });
        i = cite.end;
        continue;
      }
    }
    if (c === "*" && s[i + 1] === "*") {
      const j = allowStrong ? s.indexOf("**", i + 2) : -1;
      const inner = j > 0 ? s.slice(i + 2, j) : "";
      if (j > 0 && flanked(inner)) {
        flush();
        out.push({ type: "strong", children: inline(inner, false, allowEm) });
        i = j + 2;
      } else {
        buf += "**";
        i += 2;
      }
      continue;
    }
    if (c === "*" && allowEm) {
      const j = s.indexOf("*", i + 1);
      const inner = j > 0 ? s.slice(i + 1, j) : "";
      if (j > 0 && s[j + 1] !== "*" && flanked(inner)) {
        flush();
        out.push({ type: "em", children: inline(inner, false, false) });
        i = j + 1;
        continue;
      }
    }
    buf += c;
    i++;
  }
  flush();
  return out;
}

const BULLET = /^ {0,3}[-*•][ \t]+(.*)$/s;
const NUMBERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/s;

/** The answer as blocks: blank lines end paragraphs and lists; an indented line continues a list item. */
export function parseAnswerText(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | undefined;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: inline(paragraph.join(" ")) });
    paragraph = [];
  };
  const endList = () => {
    if (list) {
      const items = list.items.map((item) => inline(item));
      blocks.push(
        list.ordered
          ? { type: "list", ordered: true, start: list.start, items }
          : { type: "list", ordered: false, items },
      );
    }
    list = undefined;
  };
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (!line.trim()) {
      endParagraph();
      endList();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      endParagraph();
      const ordered = !bullet;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push((bullet?.[1] ?? numbered?.[2] ?? "").trim());
    } else if (list && isBlank(line[0])) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      endList();
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  endList();
  return blocks;
}

function inlineText(nodes: readonly AnswerInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
        case "code":
          return node.text;
        case "cite":
          return `[${node.n}]`;
        default:
          return inlineText(node.children);
      }
    })
    .join("");
}

/** What the visitor reads, without the marks: blocks on their own lines, list items after "- " or "n. ". */
export function answerPlainText(blocks: readonly AnswerBlock[]): string {
  return blocks
    .map((block) =>
      block.type === "paragraph"
        ? inlineText(block.children)
        : block.items
            .map((item, k) => `${block.ordered ? `${(block.start ?? 1) + k}.` : "-"} ${inlineText(item)}`)
            .join("\n"),
    )
    .join("\n\n");
}
