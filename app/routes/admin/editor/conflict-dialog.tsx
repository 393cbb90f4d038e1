import { useId } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import type { PageDoc } from "../../../content/page-model.ts";
import { diffPages } from "../pages/diff.ts";
import { DiffTable } from "../pages/diff-table.tsx";
import { diffNames } from "../shell/human-names.ts";
import { Modal } from "../ui/modal.tsx";

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
  const { d, t, lang } = useLanguage();
  const c = d.admin.conflict;
  const id = useId();
  const rows = diffPages(theirs, yours, diffNames(d, lang));
  return (
    <Modal open title={c.title} onClose={onCancel} wide describedBy={`${id}-intro`}>
      <p id={`${id}-intro`}>{t("admin.conflict.intro", { n: theirs.revision ?? "?" })}</p>
      {rows.length === 0 ? (
        <p>{c.noDifferences}</p>
      ) : (
        <DiffTable rows={rows} before={c.theirs} after={c.yours} />
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
