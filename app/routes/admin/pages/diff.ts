import type { Entry, PageDoc } from "../../../content/page-model.ts";
import type { DiffNames } from "../shell/human-names.ts";
import { stableJson } from "../shell/state.ts";
import { readableText } from "../editor/fields/values.ts";

/*
 * What differs between two versions of a page, in words an editor can read: used when a save meets
 * a newer version (409) to show "theirs" against "yours", and by the history's compare. Rows are named
 * by the editor's labels (human-names.ts diffNames: "Título (español)"), never by stored names.
 */

export interface DiffRow {
  /** The value's label and language in the editor's words, e.g. "Título (inglés)". */
  label: string;
  theirs: string;
  yours: string;
}

/** Attributes the server maintains: never a difference the editor made. */
const SYSTEM_KEYS = new Set(["revision", "Updated", "CType", "values", "components", "Created"]);

function topLevelText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (typeof value === "object") return stableJson(value);
  return String(value);
}

function entryKey(list: string, e: Entry, occurrence: number): string {
  return `${list}|${e.component ?? ""}|${e.name}|${e.lang ?? ""}|${occurrence}`;
}

function indexEntries(page: PageDoc): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const list of ["values", "components"] as const) {
    const entries = page[list];
    if (!Array.isArray(entries)) continue;
    const seen = new Map<string, number>();
    for (const e of entries) {
      const base = entryKey(list, e, 0);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.set(entryKey(list, e, n), e);
    }
  }
  return out;
}

export function diffPages(theirs: PageDoc, yours: PageDoc, names: DiffNames): DiffRow[] {
  const rows: DiffRow[] = [];
  const template = String(yours.Template || theirs.Template || "");
  const entryLabel = (e: Entry) => names.entry(template, e);
  const keys = new Set([...Object.keys(theirs), ...Object.keys(yours)]);
  for (const key of keys) {
    if (SYSTEM_KEYS.has(key)) continue;
    const a = topLevelText(theirs[key]);
    const b = topLevelText(yours[key]);
    if (a !== b)
      rows.push({
        label: names.attribute(key),
        theirs: a && names.attributeValue(key, a),
        yours: b && names.attributeValue(key, b),
      });
  }
  const mine = indexEntries(yours);
  const other = indexEntries(theirs);
  for (const [key, e] of other) {
    const y = mine.get(key);
    const a = readableText(e.value);
    const b = y ? readableText(y.value) : "";
    if (!y || stableJson(e.value) !== stableJson(y.value))
      rows.push({ label: entryLabel(e), theirs: a, yours: b });
  }
  for (const [key, e] of mine) {
    if (!other.has(key)) rows.push({ label: entryLabel(e), theirs: "", yours: readableText(e.value) });
  }
  return rows;
}

/** The page with only its entries in one language: what a translator compares. */
export function langOnly(page: PageDoc, lang: Entry["lang"]): PageDoc {
  const only = (list: unknown) =>
    Array.isArray(list) ? (list as Entry[]).filter((e) => e.lang === lang) : [];
  return {
    Page: page.Page,
    Template: page.Template,
    values: only(page.values),
    components: only(page.components),
  };
}
