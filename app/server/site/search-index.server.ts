import { LANGS, type PageDoc } from "../../content/page-model.ts";
import { searchForm } from "../../content/search.ts";
import { tagsColumn } from "../../content/tags.ts";
import { familyOf } from "../../content/content-model.ts";
import type { PageIndexer, SearchRow } from "../store/store.server.ts";
import { articleCard, pageTags } from "./views.server.ts";

/**
 * The rows the store keeps beside each article, one per language, built from the very card the list
 * shows: so a search in SQL matches what a visitor sees on the card (name, title, text, tags as the
 * page writes them), and a tag filter finds the keys the card's tags link with.
 */
export function articleSearchRows(page: PageDoc): SearchRow[] {
  if (familyOf(page.Template) !== "article") return [];
  return LANGS.map((lang) => {
    const card = articleCard(page, lang);
    return {
      lang,
      kind: "article",
      title: card.title,
      category: card.category,
      created: card.date ?? "",
      // A newline between fields: a query never spans two of them.
      search: [card.name, card.title, card.text, card.tags.map((t) => t.label).join(" ")]
        .map(searchForm)
        .join("\n"),
      tags: tagsColumn(card.tags.map((t) => t.key)),
    };
  });
}

/**
 * The site's rules for what the store keeps beside each page. Change `version` whenever
 * articleSearchRows or pageTags change what they derive: every store then rebuilds at its next start.
 */
export const siteIndexer: PageIndexer = {
  version: "2026-11-25.1",
  searchRows: articleSearchRows,
  tags: pageTags,
};
