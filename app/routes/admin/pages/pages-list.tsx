import { useMemo } from "react";
import { Link, useRevalidator } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { api } from "../shell/api-client.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import { summarize } from "../shell/state.ts";
import { LoadFailure } from "../ui/load-failure.tsx";
import { ListScreen, listLoading } from "../ui/list-screen.tsx";
import { keepItemsWhenFiltering, SearchFilter, SelectFilter, useListView } from "../ui/list-filters.tsx";
import { filterPages, paramsFromView, sortPages, templatesOf, viewFromParams } from "./page-filters.ts";
import { PagesTable } from "./pages-table.tsx";
import type { Route } from "./+types/pages-list";

/** /admin: every page, with search, a template filter and sortable columns. */

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.list.title");
}

/** Every page, drafts included, with each language's state, once someone is signed in. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const pages = await authorized((token) => api.listWorkspace(token, signal), signal);
  return { pages: pages.map(({ page, status }) => summarize(page, status)) };
}

export const shouldRevalidate = keepItemsWhenFiltering;
export const HydrateFallback = listLoading((w) => w.list.loading);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { d } = useLanguage();
  return <LoadFailure error={error} retryLabel={d.admin.list.refresh} backToList={false} />;
}

export default function PagesList({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  const { d, t, lang } = useLanguage();
  const { revalidate } = useRevalidator();
  const [view, update] = useListView(viewFromParams, paramsFromView);
  const { query, template, sort, dir } = view;
  const x = d.admin.list;

  const collator = useMemo(() => new Intl.Collator(lang, { sensitivity: "base", numeric: true }), [lang]);
  const templates = useMemo(() => templatesOf(pages, collator), [pages, collator]);
  const shown = useMemo(
    () => sortPages(filterPages(pages, query, template), sort, dir, collator),
    [pages, query, template, sort, dir, collator],
  );
  const total = pages.length;
  const filtering = query.trim() !== "" || template !== "";

  return (
    <ListScreen
      title={x.title}
      intro={x.intro}
      action={
        <Link className="btn btn-primary" to="/admin/new">
          {d.admin.nav.newPage}
        </Link>
      }
      items={pages}
      shown={shown}
      toolsWhenEmpty
      filters={
        <div className="admin-filters" role="search">
          <SearchFilter
            className="admin-filter-search"
            label={x.search}
            help={x.searchHelp}
            value={query}
            onChange={(value) => update({ query: value })}
          />
          <SelectFilter
            label={x.template}
            value={template}
            options={[
              { value: "", label: x.allTemplates },
              ...templates.map((tpl) => ({ value: tpl, label: tpl })),
            ]}
            onChange={(value) => update({ template: value })}
          />
          <button
            type="button"
            className="btn btn-secondary btn-small admin-refresh"
            onClick={() => void revalidate()}
          >
            {x.refresh}
          </button>
        </div>
      }
      count={
        filtering
          ? t("admin.list.countFiltered", { n: shown.length, total })
          : t("admin.list.count", { n: total })
      }
      empty={x.empty}
      noResults={{ text: x.noResults, clear: x.clear, onClear: () => update({ query: "", template: "" }) }}
    >
      {(rows) => (
        <PagesTable
          pages={rows}
          sort={sort}
          dir={dir}
          onSort={(key, next) => update({ sort: key, dir: next })}
        />
      )}
    </ListScreen>
  );
}
