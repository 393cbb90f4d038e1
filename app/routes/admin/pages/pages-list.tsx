import { useId, useMemo, useState } from "react";
import { Link, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { api } from "../shell/api-client.ts";
import { LoadFailure } from "../ui/load-failure.tsx";
import { PagesTable } from "./pages-table.tsx";
import { ScreenLoading } from "../ui/screen-loading.tsx";
import { adminMeta } from "../shell/meta.ts";
import {
  filterPages,
  paramsFromView,
  sortPages,
  templatesOf,
  viewFromParams,
  type ListView,
} from "./page-filters.ts";
import { authorized } from "../shell/session.ts";
import { summarize } from "../shell/state.ts";
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

/**
 * Typing in the search box rewrites the URL's search parameters: that filters what is loaded and
 * loads nothing again. Opening the list, the refresh button and a sign-in do load it again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.list.loading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { d } = useLanguage();
  return <LoadFailure error={error} retryLabel={d.admin.list.refresh} backToList={false} />;
}

export default function PagesList({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  const { d, t, lang } = useLanguage();
  const { revalidate } = useRevalidator();
  const [params, setParams] = useSearchParams();
  const id = useId();
  // The inputs own their state (typing never waits for a navigation); the URL follows each change,
  // replaced in place, so the list comes back the same way after opening a page.
  const [view, setView] = useState(() => viewFromParams(params));
  const { query, template, sort, dir } = view;
  function update(change: Partial<ListView>) {
    const next = { ...view, ...change };
    setView(next);
    void setParams(paramsFromView(next), { replace: true, preventScrollReset: true });
  }

  const collator = useMemo(() => new Intl.Collator(lang, { sensitivity: "base", numeric: true }), [lang]);
  const templates = useMemo(() => templatesOf(pages, collator), [pages, collator]);
  const shown = useMemo(
    () => sortPages(filterPages(pages, query, template), sort, dir, collator),
    [pages, query, template, sort, dir, collator],
  );
  const total = pages.length;
  const filtering = query.trim() !== "" || template !== "";

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="admin-page-head">
        <div>
          <h1 id={`${id}-title`}>{d.admin.list.title}</h1>
          <p className="lead admin-lead">{d.admin.list.intro}</p>
        </div>
        <Link className="btn btn-primary" to="/admin/new">
          {d.admin.nav.newPage}
        </Link>
      </div>

      <div className="admin-filters" role="search">
        <div className="field admin-filter-search">
          <label htmlFor={`${id}-q`}>{d.admin.list.search}</label>
          <input
            id={`${id}-q`}
            className="input"
            type="search"
            value={query}
            aria-describedby={`${id}-q-help`}
            onChange={(e) => update({ query: e.target.value })}
          />
          <p id={`${id}-q-help`} className="admin-help">
            {d.admin.list.searchHelp}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-template`}>{d.admin.list.template}</label>
          <select
            id={`${id}-template`}
            className="select"
            value={template}
            onChange={(e) => update({ template: e.target.value })}
          >
            <option value="">{d.admin.list.allTemplates}</option>
            {templates.map((tpl) => (
              <option key={tpl} value={tpl}>
                {tpl}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small admin-refresh"
          onClick={() => void revalidate()}
        >
          {d.admin.list.refresh}
        </button>
      </div>

      <p className="admin-count" role="status">
        {filtering
          ? t("admin.list.countFiltered", { n: shown.length, total })
          : t("admin.list.count", { n: total })}
      </p>
      {shown.length === 0 ? (
        <div className="empty-state admin-empty">
          <p>{total === 0 ? d.admin.list.empty : d.admin.list.noResults}</p>
          {filtering ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => update({ query: "", template: "" })}
            >
              {d.admin.list.clear}
            </button>
          ) : null}
        </div>
      ) : (
        <PagesTable
          pages={shown}
          sort={sort}
          dir={dir}
          onSort={(key, next) => update({ sort: key, dir: next })}
        />
      )}
    </section>
  );
}
