import { Suspense } from "react";
import { Await, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/documentation";
import { EmptyState } from "../../components/empty-state.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { PageIntro } from "../../components/page-intro.tsx";
import { PdfLibrary } from "../../components/pdf-viewer.tsx";
import { choiceOf, FilterBar, FilteredResults } from "../../components/filter-bar.tsx";
import { TagList } from "../../components/tag-list.tsx";
import { useUrlFilters } from "../../components/use-url-filters.ts";
import { DIFFICULTIES, DOC_CATEGORIES } from "../../content/categories.ts";
import { onlyParamsChanged } from "../../content/filters.ts";
import { docMatches } from "../../content/search.ts";
import type { PdfAttachment } from "../../content/views.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./documentation.server.ts";

/** The code host of the community, one of the quick links (docs/product.md "Content screens"). */
const GITHUB_ORG = "https://github.com/simbiosis-ai";
const FILTERS = ["q", "type", "level"] as const;

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyParamsChanged(currentUrl, nextUrl, FILTERS) ? false : defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Documentation({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const docs = d.documents;
  const { values, setValue, clear, flush } = useUrlFilters(FILTERS);
  const all = loaderData.docs;
  // Tabs: "all", then only the categories that have documents (an empty tab leads nowhere).
  const present = DOC_CATEGORIES.filter((c) => all.some((doc) => doc.category === c));
  const type = present.find((c) => c === values.type) ?? "";
  const level = DIFFICULTIES.find((l) => l === values.level) ?? "";
  const shown = all.filter(
    (doc) =>
      (!type || doc.category === type) && (!level || doc.difficulty === level) && docMatches(doc, values.q),
  );
  const filtered = shown.length !== all.length;
  const countText = filtered
    ? t("documents.countFiltered", { n: shown.length, total: all.length })
    : shown.length === 1
      ? d.documents.countOne
      : t("documents.count", { n: shown.length });

  return (
    <>
      <PageIntro eyebrow={d.documents.eyebrow} title={d.documents.title} lead={d.documents.lead} />
      <section className="section content-list">
        <div className="container">
          {all.length === 0 ? (
            <EmptyState title={d.documents.emptyTitle} text={d.documents.emptyStoreText} />
          ) : (
            <>
              <FilterBar
                label={docs.filtersLabel}
                search={{ label: docs.searchLabel, placeholder: docs.searchPlaceholder, value: values.q }}
                selects={[choiceOf("level", docs.difficultyLabel, level, DIFFICULTIES, docs.difficulties)]}
                onChange={(name, value) => setValue(name as (typeof FILTERS)[number], value)}
                onCommit={flush}
              />
              <div className="filter-tabs" role="group" aria-label={d.documents.tabsLabel}>
                {(["", ...present] as const).map((c) => (
                  <button
                    key={c || "all"}
                    type="button"
                    className="filter-tab"
                    aria-pressed={type === c}
                    onClick={() => setValue("type", c)}
                  >
                    {c ? d.documents.categories[c] : d.documents.categories.all}
                    <span className="filter-tab-count">
                      {c ? all.filter((doc) => doc.category === c).length : all.length}
                    </span>
                  </button>
                ))}
              </div>
              <FilteredResults
                count={countText}
                found={shown.length > 0}
                none={{ title: d.documents.emptyTitle, text: d.documents.emptyText }}
                onClear={clear}
              >
                <div className="grid card-grid">
                  {shown.map((doc) => (
                    <article key={doc.name} className="card card-link doc-card">
                      <p className="card-meta">
                        <span className="badge">{d.documents.categories[doc.category]}</span>
                        {doc.difficulty ? (
                          <span className={`level level-${doc.difficulty}`}>
                            {d.documents.difficulties[doc.difficulty]}
                          </span>
                        ) : null}
                      </p>
                      <h2 className="card-title">
                        <Link to={doc.href}>{doc.title}</Link>
                      </h2>
                      {doc.description ? <p>{doc.description}</p> : null}
                      <TagList tags={doc.tags.slice(0, 4)} />
                    </article>
                  ))}
                </div>
              </FilteredResults>
            </>
          )}
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="pdf-title">
        <div className="container">
          <h2 id="pdf-title">{d.documents.pdf.title}</h2>
          <p className="lead">{d.documents.pdf.lead}</p>
          <Suspense fallback={<PdfLoading />}>
            <Await resolve={loaderData.attachments} errorElement={<PdfError />}>
              {(items: PdfAttachment[]) =>
                items.length ? <PdfLibrary items={items} /> : <p className="alert">{d.documents.pdf.empty}</p>
              }
            </Await>
          </Suspense>
        </div>
      </section>

      <nav className="section quick-links" aria-labelledby="quick-title">
        <div className="container">
          <h2 id="quick-title">{d.documents.quick.title}</h2>
          <ul className="quick-list">
            <li>
              <Link to="/articles">{d.documents.quick.articles}</Link>
            </li>
            <li>
              <Link to="/">{d.documents.quick.home}</Link>
            </li>
            <li>
              <a href={GITHUB_ORG} rel="noopener noreferrer">
                {d.documents.quick.github}
              </a>
            </li>
            <li>
              <Link to="/labs">{d.documents.quick.labs}</Link>
            </li>
          </ul>
        </div>
      </nav>
    </>
  );
}

function PdfLoading() {
  const { d } = useLanguage();
  return (
    <div className="loading-state" role="status">
      <span className="spinner" aria-hidden="true" />
      {d.documents.pdf.loading}
    </div>
  );
}

function PdfError() {
  const { d } = useLanguage();
  return (
    <p className="alert alert-error" role="alert">
      {d.documents.pdf.error}
    </p>
  );
}
