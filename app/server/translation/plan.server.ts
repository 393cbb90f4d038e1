import { Parser } from "htmlparser2";
import { entriesOf } from "../../content/entries.ts";
import type { Entry, Lang, PageDoc } from "../../content/page-model.ts";
import { groupKeyOf, type Localized } from "../../content/template-fields.ts";
import { fieldLabels, translatableText, type TranslatableKind } from "../../content/translation.ts";

/*
 * What "Translate what changed" sends to the model (issue 41, item 7): of each field of the source language,
 * the blocks (a plain field whole; a rich text's paragraphs, headings, lists…) that differ from the source as it
 * was when the target language was last published. Blocks the source still has unchanged keep the translation's
 * block at the same place; a changed block is proposed, with the translation's block it replaces.
 */

const BLOCK_TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "figure",
  "table",
  "div",
  "section",
  "hr",
  "img",
]);

/**
 * A rich text's top-level blocks as they are written; runs of text and inline elements between blocks are one
 * block each. Comments and whitespace between blocks are left out.
 */
export function splitBlocks(html: string): string[] {
  const spans: { start: number; end: number; block: boolean }[] = [];
  let depth = 0;
  let start = 0;
  let startTag = "";
  const parser = new Parser(
    {
      onopentag(name) {
        if (depth === 0) {
          start = parser.startIndex;
          startTag = name;
        }
        depth++;
      },
      onclosetag(name) {
        depth = Math.max(0, depth - 1);
        if (depth === 0)
          spans.push({ start, end: parser.endIndex + 1, block: BLOCK_TAGS.has(startTag || name) });
      },
      ontext(text) {
        if (depth === 0 && text.trim())
          spans.push({ start: parser.startIndex, end: parser.endIndex + 1, block: false });
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  const blocks: string[] = [];
  let inline: { start: number; end: number } | undefined;
  const flush = () => {
    if (inline) blocks.push(html.slice(inline.start, inline.end).trim());
    inline = undefined;
  };
  for (const s of spans) {
    if (s.block) {
      flush();
      blocks.push(html.slice(s.start, s.end));
    } else inline = inline ? { start: inline.start, end: s.end } : { start: s.start, end: s.end };
  }
  flush();
  return blocks.filter((b) => b !== "");
}

const same = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/** Pairs of equal blocks (indexes in `a` and `b`), in order: their longest common subsequence. */
function commonBlocks(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] = same(a[i]!, b[j]!)
        ? table[i + 1]![j + 1]! + 1
        : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (same(a[i]!, b[j]!)) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** A part of a field's plan: a translated block kept, or a source block to translate. */
export type PlanPart =
  { kind: "kept"; text: string } | { kind: "new"; source: string; previous: string | null };

export interface FieldPlan {
  field: string;
  label: Localized;
  kind: TranslatableKind;
  parts: PlanPart[];
}

/**
 * The new blocks of a rich text and where the translation's blocks go: `current` against `baseline` (the
 * source when the translation was published), with `target` (the translation) aligned to `baseline` block for
 * block. When the translation is not so aligned (another number of blocks) or there is no baseline, every
 * block is proposed, each replacing the translation's block at its place when the numbers match.
 */
function planBlocks(current: string[], baseline: string[] | undefined, target: string[]): PlanPart[] {
  if (!baseline || target.length !== baseline.length) {
    const aligned = target.length === current.length;
    return current.map((source, i) => ({
      kind: "new",
      source,
      previous: aligned ? (target[i] ?? null) : null,
    }));
  }
  const pairs = commonBlocks(current, baseline);
  const parts: PlanPart[] = [];
  let i = 0;
  let j = 0;
  for (const [ci, bj] of [...pairs, [current.length, baseline.length] as [number, number]]) {
    // The gap before this pair: its changed source blocks, each replacing a removed baseline block in turn.
    const removed = target.slice(j, bj);
    for (let k = 0; i < ci; i++, k++)
      parts.push({ kind: "new", source: current[i]!, previous: removed[k] ?? null });
    if (ci < current.length) parts.push({ kind: "kept", text: target[bj]! });
    i = ci + 1;
    j = bj + 1;
  }
  return parts;
}

function entryIn(doc: PageDoc | undefined, key: string, lang: Lang): Entry | undefined {
  return doc ? entriesOf(doc).find((e) => groupKeyOf(e) === key && e.lang === lang) : undefined;
}

/**
 * The fields of `current` whose `from` text changed since `baseline` (undefined: the target language was
 * never published, and every field is to translate), each with its blocks to translate into `to`. A field
 * whose translation is empty is proposed whole.
 */
export function planTranslation(
  current: PageDoc,
  baseline: PageDoc | undefined,
  from: Lang,
  to: Lang,
): FieldPlan[] {
  const labels = fieldLabels(current);
  const plans: FieldPlan[] = [];
  const seen = new Set<string>();
  for (const e of entriesOf(current)) {
    const key = groupKeyOf(e);
    if (e.lang !== from || seen.has(key)) continue;
    seen.add(key);
    const source = translatableText(e.value);
    if (!source) continue;
    const target = translatableText(entryIn(current, key, to)?.value ?? null);
    const before = translatableText(entryIn(baseline, key, from)?.value ?? null);
    const targetText = target?.text.trim() ? target.text : "";
    let parts: PlanPart[];
    if (source.kind === "text") {
      if (targetText && before && same(before.text, source.text)) continue;
      parts = [{ kind: "new", source: source.text, previous: targetText || null }];
    } else {
      const blocks = splitBlocks(source.text);
      parts = targetText
        ? planBlocks(blocks, baseline ? splitBlocks(before?.text ?? "") : undefined, splitBlocks(targetText))
        : blocks.map((b) => ({ kind: "new", source: b, previous: null }));
    }
    if (parts.some((p) => p.kind === "new"))
      plans.push({
        field: key,
        label: labels.get(key) ?? { es: e.name, en: e.name },
        kind: source.kind,
        parts,
      });
  }
  return plans;
}
