import { familyWords, pageTitleOf } from "../shell/human-names.ts";
import { Link } from "react-router";
import { LANGS } from "../../../content/page-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { formatDateTime } from "../shell/format.ts";
import { LangStateList } from "../editor/publishing/lang-states.tsx";
import type { SortDir, SortKey } from "./page-filters.ts";
import { editorPath } from "../shell/paths.ts";
import type { PageSummary } from "../shell/state.ts";

interface PagesTableProps {
  pages: readonly PageSummary[];
  sort: SortKey;
  dir: SortDir;
  /** A click on a column's header: that column, ascending, or the other way when it already sorts. */
  onSort: (key: SortKey, dir: SortDir) => void;
}

/** The list of pages as a table with sortable columns; on a phone each row reads as a card. */
export function PagesTable({ pages, sort, dir, onSort }: PagesTableProps) {
  const { d, t } = useLanguage();
  const columns: Array<{ key: SortKey; label: string }> = [
    { key: "name", label: d.admin.list.name },
    { key: "template", label: d.admin.list.template },
    { key: "updated", label: d.admin.list.updated },
  ];
  const sortLabel = columns.find((c) => c.key === sort)?.label ?? "";
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-pages-table">
        <caption className="visually-hidden">{t("admin.list.caption", { column: sortLabel })}</caption>
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
                    onClick={() => onSort(c.key, active && dir === "asc" ? "desc" : "asc")}
                  >
                    {c.label}
                    <span aria-hidden="true" className="admin-sort-icon">
                      {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
                    </span>
                    <span className="visually-hidden">
                      {" "}
                      ({t("admin.list.sortBy", { column: c.label })}
                      {active ? `, ${dir === "asc" ? d.admin.list.ascending : d.admin.list.descending}` : ""})
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col">{d.admin.publishing.status}</th>
            <th scope="col">{d.admin.list.actions}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <PageRow key={p.Page} page={p} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PageRow({ page }: { page: PageSummary }) {
  const { d, t, lang } = useLanguage();
  const title = pageTitleOf(page.title, page.Page, lang);
  const family = familyWords(d, page.Template);
  return (
    <tr>
      <td data-label={d.admin.list.name}>
        <Link className="admin-page-name" to={editorPath(page.Page)}>
          {title}
        </Link>
        {title !== page.Page ? (
          <span className="admin-page-title admin-page-address">{page.Page}</span>
        ) : null}
      </td>
      <td data-label={d.admin.list.template}>
        <span className="tag" title={family.description}>
          {family.label}
        </span>
      </td>
      <td data-label={d.admin.list.updated}>
        {page.Updated ? (
          <time dateTime={page.Updated}>{formatDateTime(page.Updated, lang)}</time>
        ) : (
          d.admin.list.never
        )}
      </td>
      <td data-label={d.admin.publishing.status}>
        {page.review ? (
          <span className={`badge admin-review-badge admin-review-${page.review}`}>
            {page.review === "waiting" ? d.admin.review.waiting : d.admin.review.returned}
          </span>
        ) : null}
        {page.machineTranslated?.map((l) => (
          <span key={l} className="badge admin-machine-badge admin-review-badge">
            {t("admin.translate.listMark", { lang: l.toUpperCase() })}
          </span>
        ))}
        {page.languages ? <LangStateList languages={page.languages} compact /> : null}
      </td>
      <td data-label={d.admin.list.actions}>
        <div className="admin-row-actions">
          <Link to={editorPath(page.Page)} aria-label={t("admin.list.editPage", { name: page.Page })}>
            {d.admin.list.edit}
          </Link>
          {page.publicAddresses && page.published ? (
            LANGS.map((l) => (
              <a
                key={l}
                href={page.publicAddresses?.[l]}
                hrefLang={l}
                target="_blank"
                rel="noopener"
                aria-label={t("admin.list.viewPage", {
                  name: page.Page,
                  language: d.common.language[`${l}Short`],
                })}
              >
                {t("admin.editor.viewOnSiteIn", { language: d.common.language[`${l}Short`] })}
                <span aria-hidden="true"> ↗</span>
              </a>
            ))
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
