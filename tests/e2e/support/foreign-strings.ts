import { Parser } from "htmlparser2";
import { LANGS, type Lang, type PageDoc } from "../../../app/content/page-model.ts";
import { dictionaryFor } from "../../../app/i18n/translate.ts";

/*
 * What belongs to which language, to catch a Spanish string on an English page and the reverse: every
 * interface string whose two versions differ (the dictionaries), and every stored text the pages give in both
 * languages with different words (the page's entries). A phrase of the other language is foreign on a page
 * unless this language uses the same words somewhere too ("Simbiosis", "EthicsI", "FAQ").
 */

/** Shorter pieces say too little to belong to one language ("ES", "API", "Labs"). */
const MIN_LENGTH = 6;

/** Every string of a dictionary by its key path ("common.nav.home"). */
function flatten(value: unknown, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(path, value);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) flatten(v, `${path}.${k}`, out);
  return out;
}

/** A dictionary string's fixed parts ("Artículos de {tag}" → "Artículos de"), each a phrase. */
function phrasesOf(s: string): string[] {
  return s
    .split(/\{[^}]*\}/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.length >= MIN_LENGTH && /\p{L}{3}/u.test(p));
}

function storedTexts(pages: readonly PageDoc[], lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of pages)
    for (const e of page.values ?? []) {
      const text = e.value && typeof e.value === "object" && "text" in e.value ? e.value.text : undefined;
      if (e.lang === lang && typeof text === "string")
        out.set(`${page.Page}\u0000${e.component ?? ""}\u0000${e.name}`, text);
    }
  return out;
}

/** The phrases that must not appear, outside an element marked with their language, on a page in `lang`. */
export function foreignPhrases(lang: Lang, pages: readonly PageDoc[]): string[] {
  const other = LANGS.find((l) => l !== lang) ?? lang;
  const own = flatten(dictionaryFor(lang));
  const theirs = flatten(dictionaryFor(other));
  const ownStored = storedTexts(pages, lang);
  const theirStored = storedTexts(pages, other);
  const ownText = [...own.values(), ...ownStored.values()].join("\n");
  const candidates = new Set<string>();
  for (const [key, s] of theirs) if (s !== own.get(key)) for (const p of phrasesOf(s)) candidates.add(p);
  // A stored single word says little about its language ("ethics", "github" are also names and paths): only
  // longer ones count.
  for (const [key, text] of theirStored)
    if (ownStored.get(key) !== text)
      for (const p of phrasesOf(text)) if (p.includes(" ") || p.length >= 8) candidates.add(p);
  const ownLower = ownText.toLowerCase();
  return [...candidates].filter((p) => !ownLower.includes(p.toLowerCase()));
}

// Code is in no language (template names, field names); scripts and styles are not text.
const SKIPPED = new Set(["script", "style", "template", "noscript", "code", "pre", "kbd", "samp"]);
const READ_ATTRIBUTES = ["aria-label", "alt", "title", "placeholder"];

/**
 * The text of an HTML page that is in the page's own language: text and the attributes people hear
 * (aria-label, alt, title, placeholder), leaving out what an element marks with another `lang`.
 */
export function textInPageLanguage(html: string): { lang: string; text: string } {
  const stack: Array<{ lang: string; skip: boolean }> = [];
  let pageLang = "";
  const parts: string[] = [];
  const current = () => stack[stack.length - 1] ?? { lang: pageLang, skip: false };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = current();
        if (name === "html") pageLang = attribs.lang ?? "";
        const lang = attribs.lang ?? parent.lang;
        const skip = parent.skip || SKIPPED.has(name);
        stack.push({ lang, skip });
        if (!skip && lang === pageLang)
          for (const a of READ_ATTRIBUTES) if (attribs[a]) parts.push(attribs[a]);
      },
      ontext(text) {
        const { lang, skip } = current();
        if (!skip && lang === pageLang) parts.push(text);
      },
      onclosetag() {
        stack.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return { lang: pageLang, text: parts.join(" ").replace(/\s+/g, " ") };
}
