import { holdsFile } from "../../../../content/content-model.ts";
import { isHtml, valueFile } from "../../../../content/entries.ts";
import { groupKeyOf } from "../../../../content/template-fields.ts";
import type { Entry, Lang, ValueObject } from "../../../../content/page-model.ts";

/*
 * Pure rules of the value editor: which editor fits a value, how to read and write each kind without
 * losing the value's shape, and how entries group into one named value with ES/EN variants.
 */

export type ValueKind = "text" | "longText" | "rich" | "file" | "url" | "list";
export const VALUE_KINDS: readonly ValueKind[] = ["text", "longText", "rich", "file", "url", "list"];

const URL_NAMES = new Set(["url", "link", "website", "web", "repository", "github", "repo"]);
/** Texts that are usually longer than a line: a textarea fits them better than an input. */
const LONG_NAMES = new Set([
  "excerpt",
  "description",
  "descirption",
  "shortdescription",
  "subtitle",
  "summary",
  "status",
  "model",
]);

const FILE_EXT = /\.[a-z0-9]{2,5}$/i;
export const IMAGE_EXT = /\.(png|jpe?g|gif|webp|svg|avif)$/i;

function lastPart(name: string): string {
  return (name.split("/").pop() ?? name).trim().toLowerCase();
}

function asObject(value: Entry["value"]): ValueObject | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

/**
 * Is this the value of a file field (content-model.ts holdsFile) that the public site reads as a file:
 * empty, or naming a stored file? A file field holding other text stays text, as the site shows it.
 */
function isFileValue(entry: Pick<Entry, "name" | "component" | "value">): boolean {
  if (!holdsFile(entry)) return false;
  const { value } = entry;
  if (value === null || value === undefined) return true;
  if (valueFile(value)) return true;
  if (typeof value === "string") return value.trim() === "";
  const o = asObject(value);
  if (!o) return false;
  return [o.text, o.value, o.name].every(
    (v) => v === undefined || (typeof v === "string" && v.trim() === ""),
  );
}

/** The editor that fits a value: decided by its shape first, then by its name. */
export function kindOf(entry: Pick<Entry, "name" | "component" | "value">): ValueKind {
  const { value } = entry;
  const name = lastPart(entry.name);
  if (Array.isArray(value)) return "list";
  const o = asObject(value);
  if (o) {
    if ("html" in o) return "rich";
    if ("url" in o) return "url";
    if ("path" in o) return "file";
    if (typeof o.name === "string" && FILE_EXT.test(o.name)) return "file";
    if (isFileValue(entry)) return "file";
    if (!("text" in o) && !("value" in o) && URL_NAMES.has(name)) return "url";
    const text = typeof o.text === "string" ? o.text : typeof o.value === "string" ? o.value : "";
    return isLong(name, text) ? "longText" : "text";
  }
  if (isFileValue(entry)) return "file";
  if (typeof value === "string") {
    if (isHtml(value)) return "rich";
    return isLong(name, value) ? "longText" : "text";
  }
  if (value === null && URL_NAMES.has(name)) return "url";
  return "text";
}

function isLong(name: string, text: string): boolean {
  return LONG_NAMES.has(name) || text.length > 90 || text.includes("\n");
}

/** An empty value of a kind, for a new value or a missing language. */
export function emptyValue(kind: ValueKind): Entry["value"] {
  switch (kind) {
    case "rich":
      return { html: "" };
    case "file":
      return { name: "", path: "" };
    case "url":
      return { url: "" };
    case "list":
      return [];
    default:
      return { text: "" };
  }
}

/** An empty value shaped like an existing one (a missing language copies its sibling's shape). */
export function emptyLike(value: Entry["value"], kind: ValueKind): Entry["value"] {
  if (typeof value === "string") return "";
  const o = asObject(value);
  if (o && (kind === "text" || kind === "longText") && "value" in o && !("text" in o)) return { value: "" };
  return emptyValue(kind);
}

export function readText(value: Entry["value"]): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value.text === "string") return value.text;
  if (typeof value.value === "string" || typeof value.value === "number") return String(value.value);
  return "";
}

/** Writes text back in the value's own shape: a string stays a string, `{value}` keeps `value`. */
export function writeText(prev: Entry["value"], text: string): Entry["value"] {
  const o = asObject(prev);
  if (!o) return typeof prev === "string" ? text : { text };
  if ("value" in o && !("text" in o)) return { ...o, value: text };
  return { ...o, text };
}

export function readHtml(value: Entry["value"]): string {
  if (typeof value === "string") return value;
  const o = asObject(value);
  if (!o) return "";
  if (typeof o.html === "string") return o.html;
  return typeof o.text === "string" ? o.text : "";
}

export function writeHtml(prev: Entry["value"], html: string): Entry["value"] {
  if (typeof prev === "string") return html;
  const o = asObject(prev) ?? {};
  const { text: _text, ...rest } = o;
  return { ...rest, html };
}

export interface FileValue {
  name: string;
  path: string;
  caption: string;
}

export function readFile(value: Entry["value"]): FileValue {
  const o = asObject(value);
  if (!o) return { name: typeof value === "string" ? value : "", path: "", caption: "" };
  const name = typeof o.name === "string" ? o.name : typeof o.text === "string" ? o.text : "";
  const path = typeof o.path === "string" && o.path ? o.path : name ? `/content/${name}` : "";
  return { name, path, caption: typeof o.caption === "string" ? o.caption : "" };
}

/** Stores `{name, path, caption?}`; other fields the value had are kept. */
export function writeFile(prev: Entry["value"], file: FileValue): Entry["value"] {
  const { text: _text, caption: _caption, ...rest } = asObject(prev) ?? {};
  return {
    ...rest,
    name: file.name,
    path: file.path || (file.name ? `/content/${file.name}` : ""),
    ...(file.caption ? { caption: file.caption } : {}),
  };
}

export function readUrl(value: Entry["value"]): string {
  if (typeof value === "string") return value;
  const o = asObject(value);
  return o && typeof o.url === "string" ? o.url : "";
}

export function writeUrl(prev: Entry["value"], url: string): Entry["value"] {
  if (typeof prev === "string") return url;
  return { ...(asObject(prev) ?? {}), url };
}

/** An empty URL is allowed (the value is optional); otherwise http(s), mailto or a path on this site. */
export function isValidUrl(url: string): boolean {
  const u = url.trim();
  if (!u) return true;
  if (u.startsWith("/") && !u.startsWith("//")) return true;
  try {
    const parsed = new URL(u);
    return ["http:", "https:", "mailto:"].includes(parsed.protocol) && parsed.href.length > 0;
  } catch {
    return false;
  }
}

export function readList(value: Entry["value"]): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return splitTags(readText(value));
}

/** Tags arrive as a list or as comma-separated text (docs/product.md "Pages"): one list either way. */
export function splitTags(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim());
  if (typeof value === "string")
    return value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  return [];
}

/* ---------------------------------------------------------------------------------------------
 * Groups: the entries that share a name (and component) are one value in several languages.
 * ------------------------------------------------------------------------------------------- */

export interface EntryGroup {
  key: string;
  name: string;
  component?: string;
  /** Positions of the group's entries in the list, in list order. */
  indexes: number[];
}

/** The key of an entry's group (app/content/template-fields.ts: the form matches stored values by it). */
export const groupKey = groupKeyOf;

export function groupEntries(entries: readonly Entry[]): EntryGroup[] {
  const groups = new Map<string, EntryGroup>();
  entries.forEach((entry, index) => {
    const key = groupKey(entry);
    const group = groups.get(key);
    if (group) group.indexes.push(index);
    else
      groups.set(key, {
        key,
        name: entry.name,
        ...(entry.component ? { component: entry.component } : {}),
        indexes: [index],
      });
  });
  return [...groups.values()];
}

/** The languages a group has, and the ones it misses (only when it is split by language). */
export function groupLangs(entries: readonly Entry[], group: EntryGroup): { has: Lang[]; neutral: boolean } {
  const has: Lang[] = [];
  let neutral = false;
  for (const i of group.indexes) {
    const lang = entries[i]?.lang;
    if (lang) {
      if (!has.includes(lang)) has.push(lang);
    } else neutral = true;
  }
  return { has, neutral };
}

/**
 * Moves a whole group (all its languages) one place up (-1) or down (+1) among the groups, or among
 * `among` only (the "Other fields" of a form): it then swaps places with the next of those, whatever
 * declared fields lie between them.
 */
export function moveGroup(
  entries: readonly Entry[],
  key: string,
  delta: -1 | 1,
  among?: readonly string[],
): Entry[] {
  const groups = groupEntries(entries);
  const at = groups.findIndex((g) => g.key === key);
  if (at < 0) return [...entries];
  let to = at + delta;
  if (among) while (to >= 0 && to < groups.length && !among.includes(groups[to]?.key ?? "")) to += delta;
  if (to < 0 || to >= groups.length) return [...entries];
  const order = [...groups];
  const a = order[at];
  const b = order[to];
  if (!a || !b) return [...entries];
  order[at] = b;
  order[to] = a;
  return order.flatMap((g) => g.indexes.map((i) => entries[i] as Entry));
}

/**
 * Sets the value of one language (or of every language: `lang` undefined) of the group `name` +
 * `component`: the entry is replaced, or added after the group's last entry (at the end when the page
 * has none yet). What a form field does when it is typed in.
 */
export function setGroupValue(
  entries: readonly Entry[],
  group: { name: string; component?: string | undefined },
  lang: Lang | undefined,
  value: Entry["value"],
): Entry[] {
  const key = groupKey(group);
  const at = entries.findIndex((e) => groupKey(e) === key && e.lang === lang);
  if (at >= 0) return replaceAt(entries, at, { ...(entries[at] as Entry), value });
  const added: Entry = {
    name: group.name,
    ...(group.component ? { component: group.component } : {}),
    value,
    ...(lang ? { lang } : {}),
  };
  let last = -1;
  entries.forEach((e, i) => {
    if (groupKey(e) === key) last = i;
  });
  const out = [...entries];
  // Spanish before English when both are added.
  const place = last >= 0 && lang === "es" && entries[last]?.lang === "en" ? last : last + 1;
  if (last >= 0) out.splice(place, 0, added);
  else out.push(added);
  return out;
}

export function removeGroup(entries: readonly Entry[], key: string): Entry[] {
  return entries.filter((e) => groupKey(e) !== key);
}

export function removeAt(entries: readonly Entry[], index: number): Entry[] {
  return entries.filter((_, i) => i !== index);
}

export function replaceAt(entries: readonly Entry[], index: number, entry: Entry): Entry[] {
  return entries.map((e, i) => (i === index ? entry : e));
}

/**
 * Adds the missing language of a group, right after it, shaped like its sibling. A group with one
 * language-neutral entry becomes bilingual: that entry turns Spanish (the reference language).
 */
export function addVariant(entries: readonly Entry[], key: string, lang: Lang): Entry[] {
  const group = groupEntries(entries).find((g) => g.key === key);
  if (!group) return [...entries];
  const out = [...entries];
  const first = entries[group.indexes[0] ?? -1];
  if (!first) return out;
  const neutralIndex = group.indexes.find((i) => entries[i]?.lang === undefined);
  if (neutralIndex !== undefined) {
    const other: Lang = lang === "es" ? "en" : "es";
    out[neutralIndex] = { ...(entries[neutralIndex] as Entry), lang: other };
  }
  const sibling = { ...first };
  const added: Entry = {
    name: sibling.name,
    ...(sibling.component ? { component: sibling.component } : {}),
    value: emptyLike(sibling.value, kindOf(sibling)),
    lang,
  };
  const last = group.indexes[group.indexes.length - 1] ?? out.length - 1;
  out.splice(last + 1, 0, added);
  return out;
}

/** New entries for a value added in the editor: one per language, or one for every language. */
export function newEntries(name: string, kind: ValueKind, bilingual: boolean, component?: string): Entry[] {
  const base = { name, ...(component ? { component } : {}) };
  if (!bilingual) return [{ ...base, value: emptyValue(kind) }];
  return [
    { ...base, value: emptyValue(kind), lang: "es" },
    { ...base, value: emptyValue(kind), lang: "en" },
  ];
}

/** Text of a value for reading (a diff, a preview): markup dropped, whitespace collapsed. */
export function readableText(value: Entry["value"]): string {
  const o = asObject(value);
  let raw: string;
  if (o && typeof o.url === "string") raw = o.url;
  else if (o && "path" in o) raw = [o.name, o.caption].filter((v) => typeof v === "string" && v).join(" · ");
  else raw = readHtml(value) || readText(value);
  return raw
    .replace(/<\/(p|h\d|li|blockquote)>/gi, "$& ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
