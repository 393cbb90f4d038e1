import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/search";
import { EmptyState } from "../../components/empty-state.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { PageIntro } from "../../components/page-intro.tsx";
import { withParams } from "../../content/filters.ts";
import {
  SEARCH_KINDS,
  SEARCH_PATHS,
  shownCount,
  type SearchHitView,
  type Snippet,
} from "../../content/site-search.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./search.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

/** Text with the words found in <mark>: React escapes the text, so nothing in it is ever markup. */
function Marked({ parts }: { parts: Snippet }) {
  return <>{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}

function Hit({ hit, other }: { hit: SearchHitView; other?: "es" | "en" }) {
  const { d } = useLanguage();
  const title = <Marked parts={hit.title} />;
  // Under the page's title, or under the other language's heading.
  const Heading = other ? "h3" : "h2";
  return (
    <li className="search-hit" lang={other}>
      <p className="search-hit-kind badge">{d.search.kind[hit.kind]}</p>
      <Heading className="search-hit-title">
        {/* The other language's page: its own address, not this page's language. */}
        {other ? (
          <a href={hit.href} hrefLang={other}>
            {title}
          </a>
        ) : (
          <Link to={hit.href}>{title}</Link>
        )}
      </Heading>
      <p className="search-hit-snippet">
        <Marked parts={hit.snippet} />
      </p>
    </li>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { d, t, lang } = useLanguage();
  const { query, kind, page, pageCount, matching, more, kinds, results, other } = loaderData;
  const all = Object.values(kinds).reduce((a, b) => a + b, 0);
  const href = (values: { kind?: string; page?: number }) =>
    withParams("", {
      q: query,
      kind: values.kind ?? "",
      page: (values.page ?? 1) > 1 ? String(values.page) : "",
    });
  // Every kind with results, and the one asked for even when it has none.
  const tabs = [
    { key: "", label: d.search.all, n: all },
    ...SEARCH_KINDS.filter((k) => kinds[k] || k === kind).map((k) => ({
      key: k,
      label: d.search.kinds[k],
      n: kinds[k] ?? 0,
    })),
  ];
  // Past SEARCH_COUNT_LIMIT the store stops counting: the figures are then "at least".
  const count = (n: number) =>
    more ? t("search.countMore", { n }) : n === 1 ? d.search.countOne : t("search.count", { n });
  const otherCount =
    other.matching === 1 ? d.search.other.countOne : t("search.other.count", { n: other.matching });

  return (
    <>
      <PageIntro
        eyebrow={d.search.eyebrow}
        title={query ? t("search.titleQuery", { q: query }) : d.search.title}
        lead={d.search.lead}
      />
      <section className="section content-list search-page">
        <div className="container">
          <form
            className="filters search-form"
            method="get"
            action={SEARCH_PATHS[lang]}
            role="search"
            aria-label={d.search.formLabel}
          >
            <div className="field search-box">
              <label htmlFor="search-q">{d.search.inputLabel}</label>
              <input
                id="search-q"
                className="input"
                type="search"
                name="q"
                defaultValue={query}
                key={query}
                maxLength={200}
                autoComplete="off"
              />
            </div>
            <button type="submit" className="btn btn-primary">
              {d.search.submit}
            </button>
          </form>

          {!query ? (
            <EmptyState title={d.search.emptyTitle} text={d.search.emptyText} />
          ) : (
            <>
              {all > 0 ? (
                <nav className="filter-tabs" aria-label={d.search.kindsLabel}>
                  {tabs.map((tab) => (
                    <Link
                      key={tab.key || "all"}
                      className="filter-tab"
                      to={href({ kind: tab.key })}
                      aria-current={tab.key === kind ? "page" : undefined}
                    >
                      {tab.label}
                      <span className="filter-tab-count">{shownCount(tab.n, more)}</span>
                    </Link>
                  ))}
                </nav>
              ) : null}
              <p className="result-count" role="status">
                {count(matching)}
              </p>
              {results.length === 0 ? (
                <EmptyState title={d.search.noResultsTitle} text={d.search.noResultsText} />
              ) : (
                <ol className="search-results">
                  {results.map((hit) => (
                    <Hit key={hit.name} hit={hit} />
                  ))}
                </ol>
              )}
              {pageCount > 1 ? (
                <nav className="pagination" aria-label={d.search.pagination.label}>
                  {page > 1 ? (
                    <Link
                      className="btn btn-secondary btn-small"
                      to={href({ kind, page: page - 1 })}
                      rel="prev"
                    >
                      {d.search.pagination.previous}
                    </Link>
                  ) : null}
                  <span className="pagination-status">
                    {t("search.pagination.status", { page, pages: pageCount })}
                  </span>
                  {page < pageCount ? (
                    <Link
                      className="btn btn-secondary btn-small"
                      to={href({ kind, page: page + 1 })}
                      rel="next"
                    >
                      {d.search.pagination.next}
                    </Link>
                  ) : null}
                </nav>
              ) : null}
              {other.matching > 0 ? (
                <section className="search-other" aria-labelledby="search-other-title">
                  <h2 id="search-other-title">{d.search.other.title}</h2>
                  <p className="result-count">{otherCount}</p>
                  <ol className="search-results">
                    {other.results.map((hit) => (
                      <Hit key={hit.name} hit={hit} other={other.lang} />
                    ))}
                  </ol>
                  {other.matching > other.results.length ? (
                    <p>
                      <a
                        className="btn btn-secondary btn-small"
                        href={SEARCH_PATHS[other.lang] + withParams("", { q: query })}
                        hrefLang={other.lang}
                      >
                        {d.search.other.all}
                      </a>
                    </p>
                  ) : null}
                </section>
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}
