import { summaryText, titleText } from "../../content/content-model.ts";
import { findEntry, valueHtml } from "../../content/entries.ts";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import type { SafeHtml } from "../../content/safe-html.ts";
import { toSafeHtml } from "../html/sanitize.server.ts";

/*
 * The view models of the fixed-copy screens that read an editable page (platform landings, the
 * information pages, the /example index), built on the server: store HTML leaves only as SafeHtml.
 */

export interface ShownPage {
  title: string;
  subtitle: string;
  html: SafeHtml;
}

/**
 * Store HTML sits under the page's own h1: its top heading level becomes h2 (and the rest follow), so
 * the outline never skips a level (an FAQ written with h3s) nor repeats the h1.
 */
export function headingsUnderH1(html: string): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = 2 - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_m, slash: string, n: string) => {
    return `<${slash}h${Math.min(6, Math.max(2, Number(n) + shift))}`;
  });
}

/** Title, subtitle and content of a stored page, each falling back to the screen's own copy. */
export function shownPage(
  page: PageDoc,
  lang: Lang,
  fallback: { title: string; subtitle: string; text: string },
): ShownPage {
  const content = valueHtml(findEntry(page, ["Content"], lang)?.value);
  return {
    title: titleText(page, lang) || fallback.title,
    subtitle: summaryText(page, lang) || fallback.subtitle,
    html: toSafeHtml(headingsUnderH1(content) || fallback.text, lang),
  };
}

export interface IndexedPage {
  name: string;
  template: string;
  title: string;
  description: string;
}

/** A line of the /example index: the page's title and a short description in the visitor's language. */
export function indexedPage(page: PageDoc, lang: Lang): IndexedPage {
  return {
    name: page.Page,
    template: page.Template,
    title: titleText(page, lang) || page.Page,
    description: shorten(plain(summaryText(page, lang))),
  };
}

/** An index line, not the whole text: at most 180 characters, cut at a word. */
export function shorten(s: string, max = 180): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 30)).replace(/[\s,.;:]+$/, "")}…`;
}

/** Descriptions are shown as text: drop any markup and squeeze the whitespace. */
function plain(s: string): string {
  return s
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
