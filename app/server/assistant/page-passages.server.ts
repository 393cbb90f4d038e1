import { FAMILY_FIELDS, familyOf, summaryText } from "../../content/content-model.ts";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import { displayText, plainText } from "../../content/reading.ts";
import { otherFieldsOf } from "../../content/resolvers.ts";
import { toSafeHtml } from "../html/sanitize.server.ts";
import { memo } from "../memo.server.ts";

/*
 * A page as the assistant reads it (docs/architecture.md "Assistant: retrieval, the endpoint and what is kept"): its summary, then its text
 * fields cut at their headings into passages of whole paragraphs (a long paragraph at its sentences). A
 * heading that asks ("¿Quién financia…?", "Who funds…?"), or a `<dt>` that does, starts a question of a FAQ:
 * the paragraph under it is its answer, one passage of its own, whatever its length. The same page always
 * gives the same passages, so the index keeps only their numbers and the text is cut again to quote it.
 */

/** A passage is about this long (characters): whole paragraphs, a longer paragraph cut at sentences. */
export const PASSAGE_CHARS = 360;
/** A FAQ answer is kept whole up to this length. */
const ANSWER_CHARS = 1200;

export interface PagePassage {
  /** The heading it is under (a FAQ's question), when there is one. */
  heading?: string;
  /** The answer under a question heading. */
  faq: boolean;
  /** The page's summary (the line under its title). */
  summary: boolean;
  /** Its paragraphs (list items, table cells…), as plain text. */
  blocks: string[];
}

/** A heading or `<dt>`, with what it holds. */
const HEADING = /<(h[1-6]|dt)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
/** The tags that end a paragraph-like block. */
const BLOCK_EDGE =
  /<\/?(?:p|li|ul|ol|dl|dd|blockquote|pre|table|thead|tbody|tfoot|tr|td|th|caption|figure|figcaption|div|section|article|hr|br)\b[^>]*>/gi;

/** Whether a heading asks a question ("¿…?", "…?"). */
export function isQuestion(text: string): boolean {
  const t = text.trim();
  return t.endsWith("?") || t.endsWith("？") || t.startsWith("¿");
}

function blocksOf(html: string): string[] {
  return html
    .split(BLOCK_EDGE)
    .map((part) => plainText(part))
    .filter(Boolean);
}

export interface Section {
  heading?: string;
  question: boolean;
  blocks: string[];
}

/** A text field's sections: one before its first heading, then one per heading (h1–h6, or a question's dt). */
function sectionsOf(html: string): Section[] {
  const out: Section[] = [];
  let current: Section = { question: false, blocks: [] };
  let from = 0;
  for (const m of html.matchAll(HEADING)) {
    const text = plainText(m[2] ?? "");
    const tag = (m[1] ?? "").toLowerCase();
    // A term of a definition list that does not ask is a paragraph like the others.
    if (tag === "dt" && !isQuestion(text)) continue;
    current.blocks.push(...blocksOf(html.slice(from, m.index)));
    if (current.blocks.length || current.heading) out.push(current);
    current = { heading: text || undefined, question: isQuestion(text), blocks: [] };
    from = m.index + m[0].length;
  }
  current.blocks.push(...blocksOf(html.slice(from)));
  if (current.blocks.length) out.push(current);
  return out;
}

/** One segmenter per language: making one costs more than cutting a page. */
const segmenters = memo("assistant: sentence segmenters", () => new Map<Lang, Intl.Segmenter>());

/** The sentences of a text (Intl.Segmenter, the language's rules). */
export function sentencesOf(text: string, lang: Lang): string[] {
  const kept = segmenters();
  let segmenter = kept.get(lang);
  if (!segmenter) kept.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: "sentence" })));
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

/** Paragraphs grouped up to about PASSAGE_CHARS; a longer paragraph is cut between its sentences. */
function group(blocks: readonly string[], lang: Lang): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let size = 0;
  const flush = () => {
    if (current.length) out.push(current);
    current = [];
    size = 0;
  };
  for (const block of blocks) {
    const pieces = block.length > PASSAGE_CHARS ? sentenceRuns(block, lang) : [block];
    for (const piece of pieces) {
      if (size && size + piece.length + 1 > PASSAGE_CHARS) flush();
      current.push(piece);
      size += piece.length + 1;
    }
  }
  flush();
  return out;
}

/** A long paragraph as runs of whole sentences of about PASSAGE_CHARS. */
function sentenceRuns(text: string, lang: Lang): string[] {
  const out: string[] = [];
  let run = "";
  for (const s of sentencesOf(text, lang)) {
    if (run && run.length + s.length + 1 > PASSAGE_CHARS) {
      out.push(run);
      run = "";
    }
    run = run ? `${run} ${s}` : s;
  }
  if (run) out.push(run);
  return out;
}

/** The page's text fields in a language cut at their headings, each section with its paragraphs. */
export function pageSections(page: PageDoc, lang: Lang): Section[] {
  const fields = FAMILY_FIELDS[familyOf(page.Template)];
  return otherFieldsOf(page, lang, [...fields.title, ...fields.summary]).flatMap((field) =>
    field.type === "text" ? sectionsOf(toSafeHtml(field.raw, lang)) : [],
  );
}

/** The page's passages in a language, in reading order (the same fields the site search reads). */
export function pagePassages(page: PageDoc, lang: Lang): PagePassage[] {
  const out: PagePassage[] = [];
  const summary = displayText(summaryText(page, lang));
  if (summary) out.push({ faq: false, summary: true, blocks: [summary] });
  for (const section of pageSections(page, lang)) {
    let rest = section.blocks;
    const answer = section.question ? rest[0] : undefined;
    if (answer !== undefined && answer.length <= ANSWER_CHARS) {
      out.push({ heading: section.heading, faq: true, summary: false, blocks: [answer] });
      rest = rest.slice(1);
    }
    for (const blocks of group(rest, lang))
      out.push({ heading: section.heading, faq: false, summary: false, blocks });
  }
  return out;
}

/** A passage's text as it is quoted. */
export function passageText(p: PagePassage): string {
  return p.blocks.join(" ");
}
