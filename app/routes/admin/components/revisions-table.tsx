import { useLanguage } from "../../../i18n/language.tsx";
import type { RevisionInfo } from "../api-client.ts";
import { formatDateTime } from "../format.ts";

interface RevisionsTableProps {
  revisions: RevisionInfo[];
  /** The revision the page is at now (none for a deleted page): it can be viewed, not restored. */
  currentRevision: number | undefined;
  onView: (revision: number) => void;
  onRestore: (revision: number) => void;
}

/** Every saved version and every deletion, newest first: who, when, and what can be done with it. */
export function RevisionsTable({ revisions, currentRevision, onView, onRestore }: RevisionsTableProps) {
  const { d, t, lang } = useLanguage();
  const h = d.admin.history;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-history-table">
        <caption className="visually-hidden">{h.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{h.revision}</th>
            <th scope="col">{h.action}</th>
            <th scope="col">{h.by}</th>
            <th scope="col">{h.when}</th>
            <th scope="col">{h.actions}</th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((r, i) => {
            const isCurrent = r.action === "save" && currentRevision === r.revision;
            return (
              <tr key={`${r.revision}-${r.action}-${i}`}>
                <td data-label={h.revision}>
                  <strong>{r.revision}</strong>
                  {isCurrent ? <span className="tag admin-current-tag">{h.current}</span> : null}
                </td>
                <td data-label={h.action}>{r.action === "delete" ? h.deleteAction : h.save}</td>
                <td data-label={h.by}>{r.savedBy ?? h.unknownUser}</td>
                <td data-label={h.when}>
                  <time dateTime={r.savedAt}>{formatDateTime(r.savedAt, lang)}</time>
                </td>
                <td data-label={h.actions}>
                  {r.action === "save" ? (
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        aria-label={t("admin.history.viewRevision", { n: r.revision })}
                        onClick={() => onView(r.revision)}
                      >
                        {h.view}
                      </button>
                      {!isCurrent ? (
                        <button
                          type="button"
                          className="btn btn-primary btn-small"
                          aria-label={t("admin.history.restoreRevision", { n: r.revision })}
                          onClick={() => onRestore(r.revision)}
                        >
                          {h.restore}
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
