import type { Lang } from "../content/page-model.ts";
import { dictionaries, es, type Dictionary } from "./dictionaries.ts";

type Leaves<T, P extends string = ""> = T extends string
  ? P
  : T extends readonly unknown[]
    ? P
    : { [K in keyof T & string]: Leaves<T[K], P extends "" ? K : `${P}.${K}`> }[keyof T & string];

/** A dotted key of a string in the dictionaries, e.g. "common.nav.home". */
export type TextKey = Leaves<Dictionary>;

function lookup(dict: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => {
    if (node && typeof node === "object") return (node as Record<string, unknown>)[part];
    return undefined;
  }, dict);
}

/**
 * The text for a key in a language; falls back to Spanish, and when that is missing too renders
 * nothing and logs a warning (docs/product.md "Language"). `{name}` placeholders are filled from vars.
 */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  let text = lookup(dictionaries[lang], key);
  if (typeof text !== "string") text = lookup(es, key);
  if (typeof text !== "string") {
    console.warn(`[i18n] missing text for "${key}" (${lang})`);
    return "";
  }
  return vars
    ? (text as string).replace(/\{(\w+)\}/g, (m, v: string) => (v in vars ? String(vars[v]) : m))
    : (text as string);
}

/** The dictionary of a language with every missing entry filled from Spanish. */
export function dictionaryFor(lang: Lang): Dictionary {
  if (lang === "es") return es;
  // Merged once per language, and again only when a section is added (the editing area's texts).
  const sections = Object.keys(es).length + Object.keys(dictionaries[lang]).length;
  const kept = merged.get(lang);
  if (kept?.sections === sections) return kept.dict;
  const dict = mergeFallback(es, dictionaries[lang]) as Dictionary;
  merged.set(lang, { sections, dict });
  return dict;
}

const merged = new Map<Lang, { sections: number; dict: Dictionary }>();

function mergeFallback(reference: unknown, dict: unknown): unknown {
  if (typeof reference === "string") return typeof dict === "string" ? dict : reference;
  if (Array.isArray(reference)) return Array.isArray(dict) ? dict : reference;
  if (reference && typeof reference === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(reference)) {
      out[k] = mergeFallback(
        v,
        dict && typeof dict === "object" ? (dict as Record<string, unknown>)[k] : undefined,
      );
    }
    return out;
  }
  return dict ?? reference;
}
