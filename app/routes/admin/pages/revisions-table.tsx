import { useLanguage } from "../../../i18n/language.tsx";
import type { RevisionInfo } from "../shell/api-client.ts";
import { formatDateTime, formatList } from "../shell/format.ts";

interface RevisionsTableProps {
  revisions: RevisionInfo[];
  /** The revision the page is at now (none for a deleted page): it can be viewed, not restored. */
  currentRevision: number | undefined;
  onView: (revision: number) => void;
  onCompare: (revision: number) => void;
  onRestore: (revision: number) => void;
}

/**
 * Every step of the page, newest first: drafts saved, publishing (in which languages, scheduled or
 * not, with its note), restores, deletions; who and when, and what can be done with each version.
 */
export function RevisionsTable({
  revisions,
  currentRevision,
  onView,
  onCompare,
  onRestore,
}: RevisionsTableProps) {
  const { d, t, lang } = useLanguage();
  const h = d.admin.history;
  const details = (r: RevisionInfo): string[] => {
    const out: string[] = [];
    if (r.languages && r.languages.length > 0 && r.action !== "save")
      out.push(
        t("admin.history.inLanguages", {
          languages: formatList(
            r.languages.map((l) => d.admin.publishing.names[l]),
            lang,
          ),
        }),
      );
    if (r.at && r.action === "schedule")
      out.push(t("admin.history.scheduledFor", { date: formatDateTime(r.at, lang) }));
    if (typeof r.from === "number") out.push(t("admin.history.fromRevision", { n: r.from }));
    return out;
  };
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
            const isCurrent = r.action !== "delete" && currentRevision === r.revision;
            const hasVersion = r.action !== "delete";
            return (
              <tr key={`${r.revision}-${r.action}-${i}`} data-action={r.action}>
                <td data-label={h.revision}>
                  <strong>{r.revision}</strong>
                  {isCurrent ? <span className="tag admin-current-tag">{h.current}</span> : null}
                </td>
                <td data-label={h.action}>
                  {h.kinds[r.action]}
                  {details(r).length > 0 ? (
                    <span className="admin-muted"> · {details(r).join(" · ")}</span>
                  ) : null}
                  {r.note ? <span className="admin-history-note">«{r.note}»</span> : null}
                </td>
                <td data-label={h.by}>{r.savedBy ?? h.unknownUser}</td>
                <td data-label={h.when}>
                  <time dateTime={r.savedAt}>{formatDateTime(r.savedAt, lang)}</time>
                </td>
                <td data-label={h.actions}>
                  {hasVersion ? (
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        aria-label={t("admin.history.viewRevision", { n: r.revision })}
                        onClick={() => onView(r.revision)}
                      >
                        {h.view}
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        aria-label={t("admin.history.changesOf", { n: r.revision })}
                        onClick={() => onCompare(r.revision)}
                      >
                        {h.changes}
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
