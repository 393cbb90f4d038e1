import { LANGS, type PageDoc } from "../../content/page-model.ts";
import { searchForm } from "../../content/search.ts";
import { templateKind } from "../../content/templates.ts";
import type { SearchRow } from "../store/store.ts";
import { articleCard } from "./views.server.ts";

/**
 * The rows the store keeps beside each article, one per language, built from the very card the list
 * shows: so a search in SQL matches exactly what articleMatches() would (name, title, text, tags).
 */
export function articleSearchRows(page: PageDoc): SearchRow[] {
  if (templateKind(page.Template) !== "article") return [];
  return LANGS.map((lang) => {
    const card = articleCard(page, lang);
    return {
      lang,
      kind: "article",
      title: card.title,
      category: card.category,
      created: card.date ?? "",
      // A newline between fields: a query never spans two of them.
      search: [card.name, card.title, card.text, card.tags.join(" ")].map(searchForm).join("\n"),
    };
  });
}
