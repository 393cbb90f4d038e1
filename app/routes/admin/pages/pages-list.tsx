import { useMemo } from "react";
import { Link, useRevalidator } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api } from "../shell/api-client.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import { summarize } from "../shell/state.ts";
import { LoadFailure } from "../ui/load-failure.tsx";
import { ListScreen, listLoading } from "../ui/list-screen.tsx";
import { keepItemsWhenFiltering, SearchFilter, SelectFilter, useListView } from "../ui/list-filters.tsx";
import { familyLabel, pageTitleOf } from "../shell/human-names.ts";
import { familiesOf, filterPages, paramsFromView, sortPages, viewFromParams } from "./page-filters.ts";
import { PagesTable } from "./pages-table.tsx";
import type { Route } from "./+types/pages-list";

/** /admin: every page (an author's own), with search, template and review filters and sortable columns. */

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
  const { query, template, review, sort, dir } = view;
  const x = d.admin.list;
  // An author sees only the pages they created (the API lists no others): the screen says so.
  const own = useAdmin().user?.role === "author";

  const collator = useMemo(() => new Intl.Collator(lang, { sensitivity: "base", numeric: true }), [lang]);
  const families = useMemo(() => familiesOf(pages), [pages]);
  const shown = useMemo(
    () =>
      sortPages(filterPages(pages, query, template, review), sort, dir, collator, {
        family: (f) => familyLabel(d, f),
        title: (p) => pageTitleOf(p.title, p.Page, lang),
      }),
    [pages, query, template, review, sort, dir, collator, d, lang],
  );
  const total = pages.length;
  const waiting = pages.filter((p) => p.review === "waiting").length;
  const filtering = query.trim() !== "" || template !== "" || review !== "";

  return (
    <ListScreen
      title={own ? x.ownTitle : x.title}
      intro={own ? x.ownIntro : x.intro}
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
              ...families.map((f) => ({ value: f, label: familyLabel(d, f) })),
            ]}
            onChange={(value) => update({ template: value })}
          />
          <SelectFilter
            label={x.review}
            value={review}
            options={[
              { value: "", label: x.reviewAll },
              { value: "waiting", label: t("admin.list.reviewWaitingCount", { n: waiting }) },
              { value: "returned", label: x.reviewReturned },
            ]}
            onChange={(value) => update({ review: value })}
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
          : t(own ? "admin.list.ownCount" : "admin.list.count", { n: total })
      }
      empty={own ? x.ownEmpty : x.empty}
      noResults={{
        text: x.noResults,
        clear: x.clear,
        onClear: () => update({ query: "", template: "", review: "" }),
      }}
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
