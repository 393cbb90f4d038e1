import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/articles";
import { ArticleCard } from "../../components/article-card.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { loaderMeta, rootOf } from "../../components/meta.ts";
import { PageIntro } from "../../components/page-intro.tsx";
import { choiceOf, FilterBar, FilteredResults } from "../../components/filter-bar.tsx";
import { useUrlFilters } from "../../components/use-url-filters.ts";
import { ARTICLE_CATEGORIES } from "../../content/categories.ts";
import { withParams } from "../../content/filters.ts";
import { FEED_ADDRESSES, FEED_TYPES } from "../../content/sitemap-feeds.ts";
import { translate } from "../../i18n/translate.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./articles.server.ts";

const FILTERS = ["q", "category", "tag", "page"] as const;

/** The page's head, and its language's article feeds for readers and browsers to find. */
export function meta(args: Route.MetaArgs) {
  const { lang, origin } = rootOf(args);
  const title = `${translate(lang, "common.siteName")} · ${translate(lang, "articles.title")}`;
  return [
    ...loaderMeta(args),
    ...(["rss", "atom"] as const).map((format) => ({
      tagName: "link",
      rel: "alternate",
      type: FEED_TYPES[format],
      title: `${title} (${format === "rss" ? "RSS" : "Atom"})`,
      href: `${origin}${FEED_ADDRESSES[lang][format]}`,
    })),
  ];
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const a = d.articles;
  // The database filters, counts and pages (?q=, ?category=, ?page=); the URL follows the inputs.
  const { values, setValue, clear, flush } = useUrlFilters(FILTERS, "page");
  const { articles: shown, matching, total, page, pageCount, tag } = loaderData;
  const category = values.category;
  const countText = tag
    ? t("articles.tagged.count", { n: matching, total, tag: tag.label })
    : matching !== total
      ? t("articles.countFiltered", { n: matching, total })
      : matching === 1
        ? d.articles.countOne
        : t("articles.count", { n: matching });
  const pageHref = (n: number) =>
    withParams("", { q: values.q, category, tag: tag?.key ?? "", page: n > 1 ? String(n) : "" });
  // Removing the tag keeps the search and the category, and starts again at the first page.
  const withoutTag = `/articles${withParams("", { q: values.q, category })}`;

  return (
    <>
      <PageIntro
        eyebrow={d.articles.eyebrow}
        title={tag ? t("articles.tagged.title", { tag: tag.label }) : d.articles.title}
        lead={d.articles.lead}
      />
      <section className="section content-list">
        <div className="container">
          {total === 0 ? (
            <EmptyState title={d.articles.emptyTitle} text={d.articles.emptyText} />
          ) : (
            <>
              <FilterBar
                label={a.filtersLabel}
                search={{ label: a.searchLabel, placeholder: a.searchPlaceholder, value: values.q }}
                selects={[choiceOf("category", a.categoryLabel, category, ARTICLE_CATEGORIES, a.categories)]}
                onChange={(name, value) => setValue(name as (typeof FILTERS)[number], value)}
                onCommit={flush}
              />
              {tag ? (
                <ul className="tags active-filters" aria-label={d.articles.tagged.filterLabel}>
                  <li className="tag">
                    <Link to={withoutTag} aria-label={t("articles.tagged.remove", { tag: `#${tag.label}` })}>
                      #{tag.label} <span aria-hidden="true">×</span>
                    </Link>
                  </li>
                </ul>
              ) : null}
              <FilteredResults
                id="articles-results"
                count={countText}
                found={shown.length > 0}
                none={{ title: d.articles.noResultsTitle, text: d.articles.noResultsText }}
                onClear={clear}
              >
                <div className="grid grid-2 card-grid">
                  {shown.map((a) => (
                    <ArticleCard key={a.name} article={a} />
                  ))}
                </div>
                {pageCount > 1 ? (
                  <nav className="pagination" aria-label={d.articles.pagination.label}>
                    {page > 1 ? (
                      <Link className="btn btn-secondary btn-small" to={pageHref(page - 1)} rel="prev">
                        {d.articles.pagination.previous}
                      </Link>
                    ) : null}
                    <span className="pagination-status">
                      {t("articles.pagination.status", { page, pages: pageCount })}
                    </span>
                    {page < pageCount ? (
                      <Link className="btn btn-secondary btn-small" to={pageHref(page + 1)} rel="next">
                        {d.articles.pagination.next}
                      </Link>
                    ) : null}
                  </nav>
                ) : null}
              </FilteredResults>
            </>
          )}
        </div>
      </section>
      <section className="section section-alt cta-block" aria-labelledby="articles-cta">
        <div className="container cta-inner">
          <div>
            <h2 id="articles-cta">{d.articles.cta.title}</h2>
            <p>{d.articles.cta.text}</p>
          </div>
          <div className="btn-row">
            <Link className="btn btn-primary" to="/message">
              {d.articles.cta.message}
            </Link>
            <Link className="btn btn-secondary" to="/plataformas">
              {d.articles.cta.platforms}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
