import type { Route } from "./+types/search";
import { servicesContext } from "#app/context.ts";
import { localizedPath } from "../../content/addresses.ts";
import { excerpt } from "../../content/reading.ts";
import {
  OTHER_LANGUAGE_RESULTS,
  RESULTS_PER_PAGE,
  isSearchKind,
  type SearchHitView,
  type SearchKind,
} from "../../content/site-search.ts";
import type { Lang } from "../../content/page-model.ts";
import { translate } from "../../i18n/translate.ts";
import { MAX_QUERY_CHARS, highlight, parseQuery, snippet } from "../../server/search/text.server.ts";
import { loaderBasics } from "../../server/site/request.server.ts";
import type { SiteSearchHit } from "../../server/store/store.server.ts";

/** Higher page numbers in the address are read as this one (then as the last page there is). */
const MAX_PAGE = 10_000;

/** A result as the page shows it: its title and a passage of its text, the words found marked. */
function hitView(hit: SiteSearchHit, query: string, lang: Lang): SearchHitView {
  const terms = parseQuery(query, lang);
  const passage = snippet(hit.body, terms, lang) ??
    snippet(hit.excerpt, terms, lang) ?? [{ text: hit.excerpt || excerpt(hit.body) }];
  return {
    name: hit.name,
    kind: isSearchKind(hit.kind) ? hit.kind : "static",
    href: localizedPath(hit.path, lang),
    title: highlight(hit.title, terms, lang),
    snippet: passage,
  };
}

/**
 * The results page (/buscar, /en/search: docs/product.md "Site search"): ?q= the words, ?kind= one kind
 * of page, ?page= the page of results. Results are in the visitor's language; the best few of the other
 * language follow. Rendered on the server, so it works without JavaScript. A page of results is never indexed
 * by engines (an endless set of thin pages, as search engines ask sites to keep out); the page without a
 * question (the search form and its explanation) is an ordinary page of the site.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, lang } = loaderBasics(request, context);
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").slice(0, MAX_QUERY_CHARS).trim();
  const asked = params.get("kind") ?? "";
  const kind: SearchKind | "" = isSearchKind(asked) ? asked : "";
  const requested = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const other: Lang = lang === "es" ? "en" : "es";
  const meta = {
    title: query
      ? translate(lang, "search.metaTitleQuery", { q: query })
      : translate(lang, "search.metaTitle"),
    description: translate(lang, "search.metaDescription"),
    noindex: query !== "" || params.has("kind") || params.has("page"),
  };
  const ask = (page: number) =>
    store.searchSite({
      lang,
      query,
      kind: kind || undefined,
      offset: (page - 1) * RESULTS_PER_PAGE,
      limit: RESULTS_PER_PAGE,
    });
  const [first, theirs] = query
    ? await Promise.all([
        ask(requested),
        store.searchSite({ lang: other, query, offset: 0, limit: OTHER_LANGUAGE_RESULTS }),
      ])
    : [undefined, undefined];
  let mine = first;
  const pageCount = Math.max(1, Math.ceil((mine?.matching ?? 0) / RESULTS_PER_PAGE));
  const page = Math.min(requested, pageCount);
  if (mine && page !== requested) mine = await ask(page);
  // Whether it found anything, for the Audience screen's searches without results (also of cached copies).
  if (query)
    context
      .get(servicesContext)
      .analytics.searchOutcome(lang, query, (mine?.matching ?? 0) + (theirs?.matching ?? 0) > 0);
  return {
    query,
    kind,
    page,
    pageCount,
    matching: mine?.matching ?? 0,
    more: mine?.more ?? false,
    kinds: mine?.kinds ?? {},
    results: (mine?.hits ?? []).map((h) => hitView(h, query, lang)),
    other: {
      lang: other,
      matching: theirs?.matching ?? 0,
      results: (theirs?.hits ?? []).map((h) => hitView(h, query, other)),
    },
    meta,
  };
}
