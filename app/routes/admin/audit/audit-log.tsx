import { pageTitleOf } from "../shell/human-names.ts";
import { useId } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, isAuditAction, type AuditAction } from "../../../content/audit.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/audit-log";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type AuditRecordInfo } from "../shell/api-client.ts";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { editorPath } from "../shell/paths.ts";
import { authorized } from "../shell/session.ts";
import { ListLoadFailure, ListScreen, ListTable, listLoading } from "../ui/list-screen.tsx";

/*
 * /admin/audit: the activity log (issue 41, item 5), admins only (the API refuses others). The filters
 * are the address's search parameters, sent as a form (it works before the script loads, and the list
 * comes back the same way after opening a page); the database filters and pages the records.
 */

const FILTERS = ["action", "actor", "page", "from", "to"] as const;
type FilterName = (typeof FILTERS)[number];

/** The API's query for the screen's address: the filters that are set, and the page of the list. */
function queryOf(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value && (name !== "action" || isAuditAction(value))) query.set(name, value);
  }
  const offset = Number(params.get("offset"));
  if (Number.isInteger(offset) && offset > 0) query.set("offset", String(offset));
  query.set("limit", String(AUDIT_PAGE_SIZE));
  return query;
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.audit.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = queryOf(new URL(request.url).searchParams);
  const list = await authorized((token) => api.auditRecords(query, token, request.signal), request.signal);
  return { ...list, offset: Number(query.get("offset") ?? 0) };
}

export const HydrateFallback = listLoading((w) => w.audit.loading);
export const ErrorBoundary = ListLoadFailure;

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { Items: records, total, offset, titles } = loaderData;
  const { d, t, lang } = useLanguage();
  const { fail } = useAdmin();
  const [params] = useSearchParams();
  const id = useId();
  const x = d.admin.audit;
  const filtering = FILTERS.some((name) => params.get(name));

  async function exportCsv() {
    try {
      const query = queryOf(params);
      query.delete("offset");
      query.delete("limit");
      const blob = await authorized((token) => api.auditCsv(query, token));
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `activity-log-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      fail(err);
    }
  }

  /** The address of another page of the list, with the same filters. */
  const pageAt = (at: number) => {
    const next = new URLSearchParams(params);
    if (at > 0) next.set("offset", String(at));
    else next.delete("offset");
    return `?${next.toString()}`;
  };
  const field = (name: FilterName) => params.get(name) ?? "";

  const filters = (
    <Form method="get" className="admin-filters admin-audit-filters" role="search" aria-label={x.filters}>
      <div className="field">
        <label htmlFor={`${id}-action`}>{x.action}</label>
        <select id={`${id}-action`} name="action" className="select" defaultValue={field("action")}>
          <option value="">{x.allActions}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {x.actions[a]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-actor`}>{x.person}</label>
        <input
          id={`${id}-actor`}
          name="actor"
          className="input"
          type="search"
          defaultValue={field("actor")}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-page`}>{x.page}</label>
        <input id={`${id}-page`} name="page" className="input" type="search" defaultValue={field("page")} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{x.from}</label>
        <input id={`${id}-from`} name="from" className="input" type="date" defaultValue={field("from")} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{x.to}</label>
        <input id={`${id}-to`} name="to" className="input" type="date" defaultValue={field("to")} />
      </div>
      <button type="submit" className="btn btn-primary btn-small admin-refresh">
        {x.apply}
      </button>
    </Form>
  );

  const count =
    total > records.length
      ? t("admin.audit.countPage", { from: offset + 1, to: offset + records.length, n: total })
      : t("admin.audit.count", { n: total });
  return (
    <ListScreen
      title={x.title}
      intro={x.intro}
      items={records}
      toolsWhenEmpty
      filters={filters}
      count={count}
      tools={
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void exportCsv()}>
          {x.export}
        </button>
      }
      empty={filtering ? x.noResults : x.empty}
      after={
        total > AUDIT_PAGE_SIZE ? (
          <nav className="btn-row admin-audit-paging" aria-label={x.paging}>
            {offset > 0 ? (
              <Link
                className="btn btn-secondary btn-small"
                to={pageAt(Math.max(0, offset - AUDIT_PAGE_SIZE))}
              >
                {x.previous}
              </Link>
            ) : null}
            {offset + records.length < total ? (
              <Link className="btn btn-secondary btn-small" to={pageAt(offset + AUDIT_PAGE_SIZE)}>
                {x.next}
              </Link>
            ) : null}
          </nav>
        ) : null
      }
    >
      {() => (
        <ListTable
          className="admin-audit-table admin-stack-table"
          caption={x.caption}
          columns={[x.at, x.who, x.what, x.on, x.details]}
        >
          {records.map((r) => (
            <AuditRow
              key={r.id}
              record={r}
              title={r.page ? pageTitleOf(titles[r.page], r.page, lang) : ""}
              actionName={(a) => x.actions[a]}
              lang={lang}
            />
          ))}
        </ListTable>
      )}
    </ListScreen>
  );
}

function AuditRow({
  record: r,
  title,
  actionName,
  lang,
}: {
  record: AuditRecordInfo;
  /** The page's title in the editor's language (its name when it has none). */
  title: string;
  actionName: (action: AuditAction) => string;
  lang: "es" | "en";
}) {
  const { d, t } = useLanguage();
  const x = d.admin.audit;
  const on = [
    r.lang ? t("admin.audit.language", { lang: r.lang.toUpperCase() }) : "",
    r.revision !== null ? t("admin.audit.revision", { n: r.revision }) : "",
  ].filter(Boolean);
  const details = Object.keys(r.detail)
    .sort()
    .map((k) => `${k}: ${r.detail[k]}`)
    .join(", ");
  return (
    <tr>
      <td data-label={x.at}>
        <time dateTime={r.at}>{formatDateTime(r.at, lang)}</time>
      </td>
      <td data-label={x.who} className="admin-audit-who">
        {r.actor ?? x.nobody}
      </td>
      <th scope="row" data-label={x.what}>
        {actionName(r.action)}
      </th>
      <td data-label={x.on}>
        {r.page ? <Link to={editorPath(r.page)}>{title}</Link> : null}
        {r.page && title !== r.page ? (
          <span className="admin-page-address admin-audit-subject">{r.page}</span>
        ) : null}
        {r.subject ? <span className="admin-audit-subject">{r.subject}</span> : null}
        {on.length ? <span className="admin-muted"> ({on.join(", ")})</span> : null}
        {!r.page && !r.subject && on.length === 0 ? x.nobody : null}
      </td>
      <td data-label={x.details}>{details || x.nobody}</td>
    </tr>
  );
}
