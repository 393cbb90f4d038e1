/*
 * Server-only reading of the editable pages behind the fixed-copy screens (platform landings, the
 * linked info pages, the example index). Store HTML leaves here only as sanitised SafeHtml.
 */
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#app/context.ts";
import { notFound } from "../../components/http.ts";
import { INFO_PAGES, PLATFORM_PAGES, summaryText, titleText } from "../../content/content-model.ts";
import { findEntry, valueHtml } from "../../content/entries.ts";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import type { SafeHtml } from "../../content/safe-html.ts";
import { detectLang } from "../../i18n/detect.ts";
import { dictionaryFor } from "../../i18n/translate.ts";
import { toSafeHtml } from "../../server/html/sanitize.ts";

export type Platform = (typeof PLATFORM_PAGES)[number];

const PLATFORMS: readonly string[] = PLATFORM_PAGES;
const STATIC_PAGES: readonly string[] = INFO_PAGES;

export interface ShownPage {
  name: string;
  title: string;
  subtitle: string;
  html: SafeHtml;
}

/** What a loader of these screens needs from its arguments. */
export interface PageArgs {
  request: Request;
  /** The address without React Router's own details (a client navigation asks for "/ethicsi.data"). */
  url: URL;
  /** The matched route pattern: "/ethicsi" for the route that reads the page "ethicsi". */
  pattern: string;
  context: Readonly<RouterContextProvider>;
}

/** The page name a route serves: its own path ("/ethicsi" reads the page "ethicsi"). */
function nameOf(args: PageArgs): string {
  return args.pattern.replace(/^\/+|\/+$/g, "").toLowerCase();
}

function langOf(args: PageArgs): Lang {
  return detectLang(args.url, args.request.headers.get("cookie"));
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

function show(page: PageDoc, lang: Lang, fallback: { title: string; subtitle: string; text: string }) {
  const content = valueHtml(findEntry(page, ["Content"], lang)?.value);
  return {
    title: titleText(page, lang) || fallback.title,
    subtitle: summaryText(page, lang) || fallback.subtitle,
    html: toSafeHtml(headingsUnderH1(content) || fallback.text),
  };
}

/** A platform landing page; without its stored page it still says what the platform is. */
export async function loadPlatform(args: PageArgs): Promise<ShownPage & { name: Platform }> {
  const name = nameOf(args);
  if (!PLATFORMS.includes(name)) notFound();
  const platform = name as Platform;
  const lang = langOf(args);
  const card = dictionaryFor(lang).platforms.cards[platform];
  const fallback = { title: card.name, subtitle: card.kicker, text: card.text };
  const page = await args.context.get(servicesContext).store.getPage(platform);
  if (!page) return { name: platform, ...fallback, html: toSafeHtml(card.text) };
  return { name: platform, ...show(page, lang, fallback) };
}

/** One of the linked information pages (/contacto ... /terms): its stored page, or a 404. */
export async function loadStaticPage(args: PageArgs): Promise<ShownPage> {
  const name = nameOf(args);
  if (!STATIC_PAGES.includes(name)) notFound();
  const page = await args.context.get(servicesContext).store.getPage(name);
  if (!page) notFound();
  return { name, ...show(page, langOf(args), { title: name, subtitle: "", text: "" }) };
}

export interface IndexedPage {
  name: string;
  template: string;
  title: string;
  description: string;
}

/** Every stored page with a title and a description in the visitor's language (/example). */
export async function loadPageIndex(args: Omit<PageArgs, "pattern">): Promise<IndexedPage[]> {
  const lang = detectLang(args.url, args.request.headers.get("cookie"));
  const { items } = await args.context.get(servicesContext).store.listPages();
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  const pages = items.map((page) => ({
    name: page.Page,
    template: page.Template,
    title: titleText(page, lang) || page.Page,
    description: shorten(plain(summaryText(page, lang))),
  }));
  return pages.sort((a, b) => collator.compare(a.title, b.title));
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
