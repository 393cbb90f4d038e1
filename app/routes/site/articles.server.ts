import type { Route } from "./+types/articles";
import { ARTICLE_CATEGORIES } from "../../content/categories.ts";
import { pickAllowed } from "../../content/filters.ts";
import { searchForm } from "../../content/search.ts";
import { tagKey, tagLabel, type TagView } from "../../content/tags.ts";
import { translate } from "../../i18n/translate.ts";
import { readTagVocabulary } from "../../server/site/pages.server.ts";
import { dictionaryText, loaderBasics } from "../../server/site/request.server.ts";
import { articleCard } from "../../server/site/views.server.ts";

/** Articles shown per page of /articles. */
export const ARTICLES_PER_PAGE = 12;
/** Higher page numbers in the address are read as this one (then as the last page there is). */
const MAX_PAGE = 1_000_000;

/**
 * One page of the articles list, filtered (?q=, ?category=, ?tag=) and counted by the database, so the
 * list stays small and fast however many articles there are. A tag nobody uses finds no article (the
 * empty state), never an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, lang } = loaderBasics(request, context);
  const params = new URL(request.url).searchParams;
  const category = pickAllowed(params.get("category"), ARTICLE_CATEGORIES);
  const query = searchForm(params.get("q") ?? "");
  const key = tagKey(params.get("tag") ?? "");
  // ?page=99999999999999999999 would ask the database for an offset it cannot hold (a 500).
  const requested = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const ask = (page: number) =>
    store.searchPages({
      kind: "article",
      lang,
      query: query || undefined,
      category: category || undefined,
      tag: key || undefined,
      offset: (page - 1) * ARTICLES_PER_PAGE,
      limit: ARTICLES_PER_PAGE,
    });
  const [first, vocabulary] = await Promise.all([ask(requested), readTagVocabulary(store)]);
  let result = first;
  const pageCount = Math.max(1, Math.ceil(result.matching / ARTICLES_PER_PAGE));
  const page = Math.min(requested, pageCount);
  if (page !== requested) result = await ask(page);
  const pages = await store.getPages(result.names);
  const tag: TagView | null = key ? { key, label: tagLabel(vocabulary, key, lang) } : null;
  const meta = dictionaryText(lang, "articles.metaTitle", "articles.metaDescription");
  return {
    // The text was only needed for searching, which the database now does.
    articles: pages.map((p) => ({ ...articleCard(p, lang, vocabulary), text: "" })),
    matching: result.matching,
    total: result.total,
    page,
    pageCount,
    tag,
    meta: tag ? { ...meta, title: translate(lang, "articles.tagged.title", { tag: tag.label }) } : meta,
  };
}
