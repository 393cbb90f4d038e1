import { useEffect, useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useLanguage } from "../../i18n/language.tsx";
import { useAdmin } from "./admin-context.tsx";
import { formatDateTime } from "./format.ts";
import { editorPath } from "./paths.ts";
import type { PageSummary } from "./state.ts";
import type { Route } from "./+types/pages-list";
import { adminMeta } from "./meta.ts";

/** /admin: every page, with search, a template filter and sortable columns. */

type SortKey = "name" | "template" | "updated";
const SORT_KEYS: readonly SortKey[] = ["name", "template", "updated"];

function sortPages(pages: PageSummary[], key: SortKey, dir: "asc" | "desc", collator: Intl.Collator) {
  const sign = dir === "asc" ? 1 : -1;
  return [...pages].sort((a, b) => {
    let c = 0;
    if (key === "template") c = collator.compare(a.Template, b.Template);
    else if (key === "updated") c = (a.Updated ?? "").localeCompare(b.Updated ?? "");
    if (c === 0) c = collator.compare(a.Page, b.Page);
    return c * sign;
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.list.title");
}

export default function PagesList() {
  const { d, t, lang } = useLanguage();
  const { state, reloadList } = useAdmin();
  const [params, setParams] = useSearchParams();
  const id = useId();
  // The inputs own their state (typing never waits for a navigation); the URL mirrors it, so the
  // list comes back searched and sorted the same way after opening a page.
  const [query, setQuery] = useState(() => params.get("q") ?? "");
  const [template, setTemplate] = useState(() => params.get("template") ?? "");
  const [sort, setSort] = useState<SortKey>(() => {
    const value = params.get("sort");
    return SORT_KEYS.includes(value as SortKey) ? (value as SortKey) : "name";
  });
  const [dir, setDir] = useState<"asc" | "desc">(() => (params.get("dir") === "desc" ? "desc" : "asc"));

  useEffect(() => {
    const next = new URLSearchParams();
    if (query) next.set("q", query);
    if (template) next.set("template", template);
    if (sort !== "name") next.set("sort", sort);
    if (dir === "desc") next.set("dir", dir);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [query, template, sort, dir, params, setParams]);

  const collator = useMemo(() => new Intl.Collator(lang, { sensitivity: "base", numeric: true }), [lang]);
  const templates = useMemo(
    () => [...new Set(state.pages.map((p) => p.Template))].sort(collator.compare),
    [state.pages, collator],
  );
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const filtered = state.pages.filter((p) => {
      if (template && p.Template !== template) return false;
      if (!q) return true;
      return [p.Page, p.Template, p.title.es, p.title.en].some((s) => s.toLowerCase().includes(q));
    });
    return sortPages(filtered, sort, dir, collator);
  }, [state.pages, query, template, sort, dir, collator]);

  const columns: Array<{ key: SortKey; label: string }> = [
    { key: "name", label: d.admin.list.name },
    { key: "template", label: d.admin.list.template },
    { key: "updated", label: d.admin.list.updated },
  ];
  const sortLabel = columns.find((c) => c.key === sort)?.label ?? "";
  const total = state.pages.length;
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
            onChange={(e) => setQuery(e.target.value)}
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
            onChange={(e) => setTemplate(e.target.value)}
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
          onClick={() => void reloadList()}
        >
          {d.admin.list.refresh}
        </button>
      </div>

      {!state.listLoaded ? (
        <p role="status" className="admin-muted">
          {d.admin.list.loading}
        </p>
      ) : (
        <>
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
                  onClick={() => {
                    setQuery("");
                    setTemplate("");
                  }}
                >
                  {d.admin.list.clear}
                </button>
              ) : null}
            </div>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table admin-pages-table">
                <caption className="visually-hidden">
                  {t("admin.list.caption", { column: sortLabel })}
                </caption>
                <thead>
                  <tr>
                    {columns.map((c) => {
                      const active = sort === c.key;
                      return (
                        <th
                          key={c.key}
                          scope="col"
                          aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
                        >
                          <button
                            type="button"
                            className="admin-sort"
                            onClick={() => {
                              setSort(c.key);
                              setDir(active && dir === "asc" ? "desc" : "asc");
                            }}
                          >
                            {c.label}
                            <span aria-hidden="true" className="admin-sort-icon">
                              {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
                            </span>
                            <span className="visually-hidden">
                              {" "}
                              ({t("admin.list.sortBy", { column: c.label })}
                              {active
                                ? `, ${dir === "asc" ? d.admin.list.ascending : d.admin.list.descending}`
                                : ""}
                              )
                            </span>
                          </button>
                        </th>
                      );
                    })}
                    <th scope="col">{d.admin.list.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((p) => (
                    <PageRow key={p.Page} page={p} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function PageRow({ page }: { page: PageSummary }) {
  const { d, t, lang } = useLanguage();
  const title = page.title[lang] || page.title.es;
  return (
    <tr>
      <td data-label={d.admin.list.name}>
        <Link className="admin-page-name" to={editorPath(page.Page)}>
          {page.Page}
        </Link>
        {title && title !== page.Page ? <span className="admin-page-title">{title}</span> : null}
      </td>
      <td data-label={d.admin.list.template}>
        <span className="tag">{page.Template}</span>
      </td>
      <td data-label={d.admin.list.updated}>
        {page.Updated ? (
          <time dateTime={page.Updated}>{formatDateTime(page.Updated, lang)}</time>
        ) : (
          d.admin.list.never
        )}
      </td>
      <td data-label={d.admin.list.actions}>
        <div className="admin-row-actions">
          <Link to={editorPath(page.Page)} aria-label={t("admin.list.editPage", { name: page.Page })}>
            {d.admin.list.edit}
          </Link>
          {page.publicPath ? (
            <a
              href={page.publicPath}
              target="_blank"
              rel="noopener"
              aria-label={t("admin.list.viewPage", { name: page.Page })}
            >
              {d.admin.list.view}
              <span aria-hidden="true"> ↗</span>
            </a>
          ) : (
            <span className="admin-muted">{d.admin.list.noPublic}</span>
          )}
          <Link
            to={`${editorPath(page.Page)}/history`}
            aria-label={t("admin.list.historyOf", { name: page.Page })}
          >
            {d.admin.list.history}
          </Link>
        </div>
      </td>
    </tr>
  );
}
