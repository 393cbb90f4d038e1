import {
  FAMILY_FIELDS,
  familyOf,
  pageLanguages,
  publicPathOrNull,
  summaryText,
  titleText,
} from "../../content/content-model.ts";
import { LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { plainText } from "../../content/reading.ts";
import { otherFieldsOf } from "../../content/resolvers.ts";
import { seoOf } from "../../content/seo.ts";
import { isSearchKind } from "../../content/site-search.ts";
import { ONE_LANGUAGE_PAGES } from "../../content/site-pages.ts";
import { tagsColumn } from "../../content/tags.ts";
import { toSafeHtml } from "../html/sanitize.server.ts";
import { indexTerms } from "../search/text.server.ts";
import type { PageIndexer, SearchRow, SiteSearchRow } from "../store/store.server.ts";
import { articleCard, pageTags } from "./views.server.ts";
import { memo } from "../memo.server.ts";

/** Characters of a page's text kept for snippets (its words beyond are still indexed up to a limit). */
const BODY_KEPT = 100_000;

/** Whether the site search shows the page in a language: written in it, and not hidden from search engines. */
export function listedIn(page: PageDoc, lang: Lang): boolean {
  // An information page written in one language only (privacidad, privacy) is found in that one.
  const only = ONE_LANGUAGE_PAGES.get(page.Page);
  if (only) return only.lang === lang;
  return pageLanguages(page).includes(lang) && !seoOf(page, lang).noindex;
}

interface Texts {
  title: string;
  excerpt: string;
  body: string;
  /** Words found but never shown (the page name, tags). */
  extra: string;
}

function siteRow(page: PageDoc, lang: Lang, kind: string, path: string, t: Texts, listed: boolean) {
  const body = t.body.slice(0, BODY_KEPT);
  return {
    lang,
    kind,
    path,
    title: t.title,
    excerpt: t.excerpt,
    body,
    titleTerms: indexTerms(t.title, lang),
    excerptTerms: indexTerms(t.excerpt, lang),
    bodyTerms: indexTerms(`${t.body}\n${t.extra}`, lang),
    listed,
  } satisfies SiteSearchRow;
}

/** An article's texts in a language: the very card the list shows (its name and tags searchable too). */
function articleTexts(page: PageDoc, lang: Lang): Texts {
  const card = articleCard(page, lang);
  return {
    title: card.title,
    excerpt: card.excerpt,
    body: card.text,
    extra: [card.name, ...card.tags.map((t) => t.label)].join("\n"),
  };
}

/**
 * An article's site search row in a language, made once per page object: a save asks for it twice
 * (the article's own rows, then the site search's), and stemming the whole text is most of a save's work.
 */
const keptArticleRows = memo("site: article rows", () => new WeakMap<PageDoc, Map<Lang, SiteSearchRow>>());
function articleRow(page: PageDoc, lang: Lang, path: string, listed: boolean): SiteSearchRow {
  const articleRows = keptArticleRows();
  let rows = articleRows.get(page);
  if (!rows) articleRows.set(page, (rows = new Map()));
  let row = rows.get(lang);
  if (!row) rows.set(lang, (row = siteRow(page, lang, "article", "", articleTexts(page, lang), true)));
  return { ...row, path, listed };
}

/** Any other page's texts: its title and summary as its family reads them, then every other text field. */
function pageTexts(page: PageDoc, lang: Lang): Texts {
  const fields = FAMILY_FIELDS[familyOf(page.Template)];
  const body = otherFieldsOf(page, lang, [...fields.title, ...fields.summary])
    .flatMap((f) => (f.type === "text" ? [plainText(toSafeHtml(f.raw, lang))] : []))
    .filter(Boolean)
    .join("\n");
  return {
    title: titleText(page, lang) || page.Page,
    excerpt: summaryText(page, lang),
    body,
    extra: page.Page,
  };
}

/**
 * The page's rows in the site search: one per language it is published and shown in, for every kind of
 * page the site has a screen for. Articles have a row in both languages, as the articles list shows them
 * in both (an untranslated one in the language it has): its search reads them all.
 */
export function siteSearchRows(page: PageDoc, langs: readonly Lang[] = LANGS): SiteSearchRow[] {
  const kind = familyOf(page.Template);
  if (!isSearchKind(kind)) return [];
  return langs.flatMap((lang) => {
    const path = publicPathOrNull(page, lang);
    const listed = listedIn(page, lang);
    if (path === null || (!listed && kind !== "article")) return [];
    if (kind === "article") return [articleRow(page, lang, path, listed)];
    return [siteRow(page, lang, kind, path, pageTexts(page, lang), listed)];
  });
}

/**
 * The rows the store keeps beside each article, one per language, built from the very card the list
 * shows; `search` holds the words the site search finds it by (the same stems), so a cached list can
 * tell whether a write changes what a query finds. A tag filter finds the keys the card's tags link with.
 */
export function articleSearchRows(page: PageDoc, langs: readonly Lang[] = LANGS): SearchRow[] {
  if (familyOf(page.Template) !== "article") return [];
  return langs.map((lang) => {
    const card = articleCard(page, lang);
    const row = articleRow(page, lang, "", true);
    return {
      lang,
      kind: "article",
      title: card.title,
      category: card.category,
      created: card.date ?? "",
      search: [row.titleTerms, row.excerptTerms, row.bodyTerms].join(" "),
      tags: tagsColumn(card.tags.map((t) => t.key)),
    };
  });
}

/**
 * The site's rules for what the store keeps beside each page. Change `version` whenever
 * articleSearchRows, siteSearchRows or pageTags change what they derive: every store then rebuilds at
 * its next start.
 */
export const siteIndexer: PageIndexer = {
  version: "2026-11-27.slugs-links",
  searchRows: articleSearchRows,
  tags: pageTags,
  siteRows: siteSearchRows,
};
