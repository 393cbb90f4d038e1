import { familyWords, pageTitleOf } from "../shell/human-names.ts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type DeletedPageInfo } from "../shell/api-client.ts";
import { ListLoadFailure, ListTable, ListScreen, listLoading } from "../ui/list-screen.tsx";
import { formatDateTime } from "../shell/format.ts";
import { editorPath, historyPath } from "../shell/paths.ts";
import { authorized } from "../shell/session.ts";
import type { Route } from "./+types/deleted-pages";
import { adminMeta } from "../shell/meta.ts";

/** /admin/deleted: pages deleted and kept in the history, each one restorable. */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.deleted.title");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const items = await authorized((token) => api.listDeleted(token, request.signal), request.signal);
  return { items };
}

export const HydrateFallback = listLoading((w) => w.deleted.loading);
export const ErrorBoundary = ListLoadFailure;

export default function DeletedPages({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const { d, t, lang } = useLanguage();
  const { fail } = useAdmin();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  async function restore(item: DeletedPageInfo) {
    setBusy(item.Page);
    try {
      // A deleted page has no current revision: 0 tells the server nobody re-created it meanwhile.
      await authorized((token) => api.restore(item.Page, item.revision, 0, token));
      const message = t("admin.deleted.restored", { name: item.Page });
      await navigate(editorPath(item.Page), { state: { notice: message } });
    } catch (err) {
      fail(err);
      setBusy(null);
    }
  }

  const x = d.admin.deleted;
  return (
    <ListScreen
      title={x.title}
      intro={x.intro}
      items={items}
      count={t("admin.deleted.count", { n: items.length })}
      empty={x.empty}
    >
      {(shown) => (
        <ListTable
          columns={[x.name, x.template, x.when, x.by, x.actions]}
          caption={x.caption}
          className="admin-deleted-table"
        >
          {shown.map((item) => (
            <tr key={item.Page}>
              <td data-label={x.name}>
                <span className="admin-page-name">{pageTitleOf(item.title, item.Page, lang)}</span>
                {pageTitleOf(item.title, item.Page, lang) !== item.Page ? (
                  <span className="admin-page-title admin-page-address">{item.Page}</span>
                ) : null}
              </td>
              <td data-label={x.template}>
                <span className="tag">{familyWords(d, item.Template).label}</span>
              </td>
              <td data-label={x.when}>
                <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt, lang)}</time>
              </td>
              <td data-label={x.by}>{item.deletedBy ?? d.admin.history.unknownUser}</td>
              <td data-label={x.actions}>
                <div className="admin-row-actions">
                  <button
                    type="button"
                    className="btn btn-primary btn-small"
                    aria-label={t("admin.deleted.restorePage", { name: item.Page })}
                    disabled={busy !== null}
                    onClick={() => void restore(item)}
                  >
                    {x.restore}
                  </button>
                  <Link
                    to={historyPath(item.Page)}
                    aria-label={t("admin.list.historyOf", { name: item.Page })}
                  >
                    {d.admin.list.history}
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </ListScreen>
  );
}
