import { useId } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import type { PageDoc } from "../../../content/page-model.ts";
import { diffPages } from "../diff.ts";
import { Modal } from "./modal.tsx";

interface ConflictDialogProps {
  theirs: PageDoc;
  yours: PageDoc;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

/** A save met a newer version (409): what differs, theirs against yours, and the two ways out. */
export function ConflictDialog({
  theirs,
  yours,
  busy,
  onReload,
  onOverwrite,
  onCancel,
}: ConflictDialogProps) {
  const { d, t } = useLanguage();
  const c = d.admin.conflict;
  const id = useId();
  const rows = diffPages(theirs, yours);
  return (
    <Modal open title={c.title} onClose={onCancel} wide describedBy={`${id}-intro`}>
      <p id={`${id}-intro`}>{t("admin.conflict.intro", { n: theirs.revision ?? "?" })}</p>
      {rows.length === 0 ? (
        <p>{c.noDifferences}</p>
      ) : (
        <div className="admin-table-wrap admin-diff-wrap">
          <table className="admin-table admin-diff">
            <thead>
              <tr>
                <th scope="col">{c.value}</th>
                <th scope="col">{c.theirs}</th>
                <th scope="col">{c.yours}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${row.label}-${i}`}>
                  <th scope="row">{row.label}</th>
                  <td className="admin-diff-theirs" data-label={c.theirs}>
                    {row.theirs ? <del>{row.theirs}</del> : <span className="admin-muted">{c.empty}</span>}
                  </td>
                  <td className="admin-diff-yours" data-label={c.yours}>
                    {row.yours ? <ins>{row.yours}</ins> : <span className="admin-muted">{c.empty}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="btn-row admin-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} autoFocus>
          {c.cancel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onReload} disabled={busy}>
          {c.reload}
        </button>
        <button type="button" className="btn btn-primary" onClick={onOverwrite} disabled={busy}>
          {c.overwrite}
        </button>
      </div>
    </Modal>
  );
}
