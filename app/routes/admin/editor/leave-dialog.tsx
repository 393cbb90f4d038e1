import { useId } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { Modal } from "../ui/modal.tsx";

/** "Leave without saving?", asked when a link would take the editor away from unsaved edits. */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
  onSaveAndLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** Saves the draft first, then leaves (stays when it cannot be saved). */
  onSaveAndLeave: () => void;
}) {
  const { d } = useLanguage();
  const bodyId = useId();
  return (
    <Modal open={open} title={d.admin.leave.title} onClose={onStay} describedBy={bodyId}>
      <p id={bodyId}>{d.admin.leave.body}</p>
      <div className="btn-row admin-dialog-actions">
        <button type="button" className="btn btn-secondary" autoFocus onClick={onStay}>
          {d.admin.leave.stay}
        </button>
        <button type="button" className="btn btn-primary" onClick={onSaveAndLeave}>
          {d.admin.leaveSave}
        </button>
        <button type="button" className="btn btn-danger" onClick={onLeave}>
          {d.admin.leave.leave}
        </button>
      </div>
    </Modal>
  );
}
