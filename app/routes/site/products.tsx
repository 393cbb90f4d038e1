import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/products";
import { ContentCard } from "../../components/content-card.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { pageMeta } from "../../components/meta.ts";
import { PageIntro } from "../../components/page-intro.tsx";
import { SearchBox } from "../../components/search-box.tsx";
import { useUrlFilters } from "../../components/use-url-filters.ts";
import { onlyParamsChanged } from "../../content/filters.ts";
import { productMatches } from "../../content/search.ts";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { productsData } from "../../server/site/loaders.server.ts";

const FILTERS = ["q"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return productsData(request, context);
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

export default function Products({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  const { values, setValue, clear, flush } = useUrlFilters(FILTERS);
  const all = loaderData.products;
  const shown = all.filter((p) => productMatches(p, values.q));
  return (
    <>
      <PageIntro eyebrow={d.products.eyebrow} title={d.products.title} lead={d.products.lead} />
      <section className="section content-list">
        <div className="container">
          {all.length === 0 ? (
            <EmptyState
              title={d.products.emptyTitle}
              text={
                loaderData.apiError ? `${d.products.apiError} ${d.products.tryLater}` : d.products.tryLater
              }
            />
          ) : (
            <>
              <form className="filters" method="get" role="search" onSubmit={(e) => e.preventDefault()}>
                <SearchBox
                  label={d.products.searchLabel}
                  placeholder={d.products.searchPlaceholder}
                  value={values.q}
                  onChange={(v) => setValue("q", v)}
                  onBlur={flush}
                />
              </form>
              {shown.length === 0 ? (
                <EmptyState title={d.products.noResultsTitle} text={d.products.noResultsText}>
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
