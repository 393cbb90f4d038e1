import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/projects";
import { ContentCard } from "../../components/content-card.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { pageMeta } from "../../components/meta.ts";
import { PageIntro } from "../../components/page-intro.tsx";
import { SearchBox } from "../../components/search-box.tsx";
import { useUrlFilters } from "../../components/use-url-filters.ts";
import { onlyParamsChanged } from "../../content/filters.ts";
import { projectMatches } from "../../content/search.ts";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { projectsData } from "../../server/site/loaders.server.ts";

const FILTERS = ["q"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return projectsData(request, context);
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyParamsChanged(currentUrl, nextUrl, FILTERS) ? false : defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.meta.title ?? "", args.loaderData?.meta.description ?? "");
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  const { values, setValue, clear, flush } = useUrlFilters(FILTERS);
  const all = loaderData.projects;
  const shown = all.filter((p) => projectMatches({ name: p.name, title: p.title }, values.q));
  return (
    <>
      <PageIntro eyebrow={d.projects.eyebrow} title={d.projects.title} lead={d.projects.lead} />
      <section className="section content-list">
        <div className="container">
          {all.length === 0 ? (
            <EmptyState title={d.projects.emptyTitle} text={d.projects.emptyText} />
          ) : (
            <>
              <form className="filters" method="get" role="search" onSubmit={(e) => e.preventDefault()}>
                <SearchBox
                  label={d.projects.searchLabel}
                  placeholder={d.projects.searchPlaceholder}
                  value={values.q}
                  onChange={(v) => setValue("q", v)}
                  onBlur={flush}
                />
              </form>
              {shown.length === 0 ? (
                <EmptyState title={d.projects.noResultsTitle} text={d.projects.noResultsText}>
                  <button type="button" className="btn btn-primary" onClick={clear}>
                    {d.content.clearSearch}
                  </button>
                </EmptyState>
              ) : (
                <div className="grid card-grid">
                  {shown.map((p) => (
                    <ContentCard
                      key={p.name}
                      href={p.href}
                      title={p.title}
                      text={p.subtitle}
                      image={p.logo}
                    />
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
