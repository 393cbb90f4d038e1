import { entriesOf, valueText } from "./entries.ts";
import type { Entry, Lang, PageDoc, ValueObject } from "./page-model.ts";
import { formOf, groupKeyOf, matchForm, type Localized } from "./template-fields.ts";

/*
 * Translation help with a model (issue 41, item 7; docs/product.md "The editing area"): the rules the
 * server and the editing area share. What of a value is translated (its text or its markup), the glossary's
 * terms kept out of the model's hands (each replaced by a token the model copies, put back as the term in the
 * other language), how a field's suggestion is put together from the blocks an editor accepts, and when a
 * field written by a model is still the model's text (no person has changed it since).
 */

/** One of the initiative's terms in both languages; a term never translated has the same text in both. */
export interface GlossaryTerm {
  id: number;
  es: string;
  en: string;
}

export const GLOSSARY_TERM_MAX = 200;
export const GLOSSARY_MAX_TERMS = 500;

/** What a model translates of a value: plain text, or rich text split into blocks. */
export type TranslatableKind = "text" | "html";

/** The text of a value a model can translate, and its kind; undefined for images, files, links, numbers. */
export function translatableText(
  value: Entry["value"],
): { kind: TranslatableKind; text: string } | undefined {
  const of = (text: string) =>
    /^(https?:|mailto:|\/)\S*$/i.test(text.trim()) || /^[\d\s.,:-]*$/.test(text)
      ? undefined
      : { kind: (isMarkup(text) ? "html" : "text") as TranslatableKind, text };
  if (typeof value === "string") return of(value);
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const o = value as ValueObject;
  if (typeof o.html === "string" && o.html.trim()) return { kind: "html", text: o.html };
  if (typeof o.text === "string" && o.text.trim() && !o.name && !o.url) return of(o.text);
  return undefined;
}

/** The value `previous` (or, when the language had none, `shape`) holding `text` instead of its own. */
export function withTranslatedText(
  previous: Entry["value"] | undefined,
  shape: Entry["value"],
  text: string,
): Entry["value"] {
  const base = previous ?? shape;
  if (base && typeof base === "object" && !Array.isArray(base)) {
    const o = base as ValueObject;
    return typeof o.html === "string" ? { ...o, html: text } : { ...o, text };
  }
  return text;
}

const isMarkup = (s: string) => s.includes("<") && s.includes(">");

/** Text with the entities markup uses for it read back (&amp; last, so "&amp;lt;" stays "&lt;"). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** A value's words as a person reads them: markup, entities and spacing left out (to tell an edit). */
export function comparableText(value: Entry["value"] | undefined): string {
  return valueText(value ?? null)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A field a model wrote, with the text it was given (app/server/store TranslationStore). */
export interface MachineMarkRow {
  lang: Lang;
  field: string;
  text: string;
}

/**
 * The marks still true of `page`, in the order of its fields: the field still holds the text the model gave
 * it (a person's edit changes it, and the mark no longer counts).
 */
export function liveMarks<M extends MachineMarkRow>(
  page: PageDoc,
  marks: readonly M[],
): (M & { place: number })[] {
  const entries = entriesOf(page);
  const live: (M & { place: number })[] = [];
  for (const m of marks) {
    const place = entries.findIndex((e) => groupKeyOf(e) === m.field && e.lang === m.lang);
    const entry = entries[place];
    if (entry && comparableText(entry.value) === m.text) live.push({ ...m, place });
  }
  return live.toSorted((a, b) => a.place - b.place);
}

/** Each field (group of entries: app/content/template-fields.ts groupKeyOf) of a page, by its label. */
export function fieldLabels(page: PageDoc): Map<string, Localized> {
  const entries = entriesOf(page);
  const labels = new Map<string, Localized>();
  const form = formOf(page.Template);
  if (form) {
    const { declared } = matchForm(form, entries);
    for (const f of form.fields) {
      const key = declared.get(f.name);
      if (key) labels.set(key, f.label);
    }
  }
  for (const e of entries) {
    const key = groupKeyOf(e);
    if (!labels.has(key)) labels.set(key, { es: e.name, en: e.name });
  }
  return labels;
}

/* ---------------------------------------------------------------- the glossary, kept out of the model */

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A token the model is told to copy as it is: it stands for a glossary term. */
export const termToken = (n: number) => `⟦${n}⟧`;

export interface ProtectedText {
  text: string;
  /** Each token put in, with the term it stands for in the target language. */
  terms: { token: string; target: string; capital: boolean }[];
}

/**
 * `text` with every glossary term of the source language (whole words, any case; longest first, so
 * "gobernanza comunitaria" wins over "gobernanza") replaced by a token numbered from `first`.
 */
export function protectTerms(
  text: string,
  glossary: readonly GlossaryTerm[],
  from: Lang,
  to: Lang,
  first = 1,
): ProtectedText {
  const terms: ProtectedText["terms"] = [];
  const sorted = glossary
    .filter((t) => t[from].trim() && t[to].trim())
    .toSorted((a, b) => b[from].length - a[from].length);
  if (sorted.length === 0) return { text, terms };
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${sorted.map((t) => escapeRegExp(t[from].trim())).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
  const out = text.replace(pattern, (found) => {
    const term = sorted.find((t) => t[from].trim().toLowerCase() === found.toLowerCase());
    if (!term) return found;
    const token = termToken(first + terms.length);
    const head = found.charAt(0);
    terms.push({ token, target: term[to].trim(), capital: head !== head.toLowerCase() });
    return token;
  });
  return { text: out, terms };
}

/**
 * The model's text with each token back as its term in the target language (capitalised where the source
 * was); `missing` names the terms whose token the model dropped.
 */
export function restoreTerms(
  text: string,
  terms: ProtectedText["terms"],
): { text: string; missing: string[] } {
  let out = text;
  const missing: string[] = [];
  for (const t of terms) {
    if (!out.includes(t.token)) {
      missing.push(t.target);
      continue;
    }
    const word = t.capital ? t.target.charAt(0).toUpperCase() + t.target.slice(1) : t.target;
    out = out.split(t.token).join(word);
  }
  // A token the model made up stands for nothing.
  return { text: out.replace(/⟦\d+⟧/g, ""), missing: [...new Set(missing)] };
}

/* ---------------------------------------------------------------- a suggestion, and what is accepted */

/** One part of a field's suggestion: a block kept as the translation has it, or a new block proposed. */
export type SuggestionPart =
  | { kind: "kept"; text: string }
  | {
      kind: "new";
      /** Numbers the proposed blocks of one suggestion. */
      block: number;
      source: string;
      proposed: string;
      /** The translation's block this one replaces (kept when the proposal is not accepted). */
      previous: string | null;
      /** Glossary terms the model dropped. */
      missingTerms: string[];
    };

export interface FieldSuggestion {
  field: string;
  label: Localized;
  kind: TranslatableKind;
  parts: SuggestionPart[];
}

/**
 * A field's new value from its suggestion: each proposed block accepted (with the editor's wording, from
 * `accepted`) or, when not, the block the translation had there.
 */
export function composeField(suggestion: FieldSuggestion, accepted: ReadonlyMap<number, string>): string {
  return suggestion.parts
    .map((p) => (p.kind === "kept" ? p.text : (accepted.get(p.block) ?? p.previous ?? "")))
    .filter((t) => t !== "")
    .join(suggestion.kind === "html" ? "" : "\n\n");
}

/**
 * `doc` with the text of field `field` in `to` replaced by `text` (in the shape of its value, else of the
 * source's); a field the language does not have yet is added after its source entry. Undefined when the
 * page has no translatable `from` value of that field.
 */
export function withFieldTranslation(
  doc: PageDoc,
  field: string,
  from: Lang,
  to: Lang,
  text: string,
): PageDoc | undefined {
  for (const list of ["values", "components"] as const) {
    const entries = Array.isArray(doc[list]) ? (doc[list] as Entry[]) : undefined;
    if (!entries) continue;
    const at = entries.findIndex((e) => groupKeyOf(e) === field && e.lang === from);
    if (at < 0) continue;
    const source = entries[at]!;
    if (!translatableText(source.value)) return undefined;
    const i = entries.findIndex((e) => groupKeyOf(e) === field && e.lang === to);
    const next = [...entries];
    if (i >= 0)
      next[i] = { ...entries[i]!, value: withTranslatedText(entries[i]!.value, source.value, text) };
    else
      next.splice(at + 1, 0, {
        ...source,
        lang: to,
        value: withTranslatedText(undefined, source.value, text),
      });
    return { ...doc, [list]: next };
  }
  return undefined;
}
