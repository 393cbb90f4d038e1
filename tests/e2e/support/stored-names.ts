import type { Page } from "@playwright/test";
import "../../../app/i18n/admin-texts.ts";
import type { Lang } from "../../../app/content/page-model.ts";
import { TEMPLATE_FORMS } from "../../../app/content/template-fields.ts";
import { dictionaryFor } from "../../../app/i18n/translate.ts";

/*
 * The names the editing area stores and must never show (issue 41, item 2): every template a form is
 * stored with, every field's and attribute's stored name and component path (read from the template
 * declarations, app/content/template-fields.ts), and the templates the site's pages really carry ("Post",
 * "Producto"...). A stored name that is also a word of the screen's language (a field "Title" whose English
 * label is "Title") is that word there: the words of the language are its interface texts and its labels.
 */

/**
 * The words of one language's texts, lowercased ("Subtítulo (PDF)" → "subtítulo", "pdf"); a placeholder
 * ("{name}") is no word of the language.
 */
function wordsOf(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === "string") {
    for (const w of value.replace(/\{[^}]*\}/g, " ").split(/[^\p{L}\p{N}]+/u))
      if (w) out.add(w.toLowerCase());
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) wordsOf(v, out);
  }
  return out;
}

/** Every stored name the code declares, plus the stored templates given. */
export function storedNames(storedTemplates: readonly string[]): string[] {
  const names = new Set<string>(storedTemplates);
  for (const form of TEMPLATE_FORMS) {
    names.add(form.template);
    for (const f of form.fields) {
      names.add(f.name);
      if (f.component) names.add(f.component);
    }
    for (const a of form.attributes) names.add(a.name);
  }
  return [...names].filter((n) => n.length >= 3);
}

/**
 * The words that belong to a language in the editing area: its texts (the editing area's and the shared
 * ones of the header and footer) and its field labels.
 */
export function languageWords(lang: Lang): Set<string> {
  const { admin, common } = dictionaryFor(lang);
  const words = wordsOf([admin, common], new Set());
  for (const form of TEMPLATE_FORMS) for (const f of form.fields) wordsOf(f.label[lang], words);
  return words;
}

/** The text of a screen by the language it is marked with (the nearest `lang`), dialogs and hidden text included. */
export async function textByLanguage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript")) continue;
      const lang = parent.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang;
      out[lang] = `${out[lang] ?? ""} ${node.textContent ?? ""}`;
    }
    return out;
  });
}

export interface NameFinding {
  name: string;
  lang: string;
  context: string;
}

/**
 * The stored names a screen shows as words of its text: each stored name, exactly as stored, that is
 * not a word of the language its text is marked with; and any stored name shown with a language code
 * ("Title (en)"), which is no language's way of writing.
 */
export function findStoredNames(
  texts: Record<string, string>,
  names: readonly string[],
  words: Record<Lang, Set<string>>,
): NameFinding[] {
  const found: NameFinding[] = [];
  for (const [lang, text] of Object.entries(texts)) {
    const own = words[lang as Lang] ?? new Set<string>();
    const compact = text.replace(/\s+/g, " ");
    for (const name of names) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // A word on its own: not part of a file or address name ("logo-lab.svg", "mi-pagina/logo").
      const before = "(?<![\\p{L}\\p{N}\\-_./])";
      const asWord = new RegExp(`${before}${escaped}(?![\\p{L}\\p{N}\\-_/]|\\.[\\p{L}\\p{N}])`, "u");
      const withCode = new RegExp(`${before}${escaped} \\((es|en)\\)`, "iu");
      const hit = withCode.exec(compact) ?? (own.has(name.toLowerCase()) ? null : asWord.exec(compact));
      if (hit)
        found.push({
          name,
          lang,
          context: compact.slice(Math.max(0, hit.index - 40), hit.index + name.length + 40),
        });
    }
  }
  return found;
}
