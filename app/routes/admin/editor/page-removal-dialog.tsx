import { useId } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { LinkingPages } from "./linking-pages.tsx";
import { Modal } from "../ui/modal.tsx";

interface PageRemovalDialogProps {
  open: boolean;
  name: string;
  /** Which removal: deleting the page, or taking it off the site (unpublishing). */
  action: "delete" | "unpublish";
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Delete «name»?" or "Take «name» off the site?", with the published pages that link to it (their links
 * would then lead nowhere): Cancel has the focus, so Enter never removes anything by accident.
 */
export function PageRemovalDialog({ open, name, action, busy, onCancel, onConfirm }: PageRemovalDialogProps) {
  const { d, t } = useLanguage();
  const bodyId = useId();
  const x = d.admin[action];
  return (
    <Modal open={open} title={t(`admin.${action}.title`, { name })} onClose={onCancel} describedBy={bodyId}>
      <p id={bodyId}>{x.body}</p>
      <LinkingPages name={name} onLeave={onCancel} />
      <div className="btn-row admin-dialog-actions">
        <button type="button" className="btn btn-secondary" autoFocus onClick={onCancel}>
          {x.cancel}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
          {x.confirm}
        </button>
      </div>
    </Modal>
  );
}
