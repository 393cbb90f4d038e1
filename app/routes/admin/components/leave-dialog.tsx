import { useId } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { Modal } from "./modal.tsx";

/** "Leave without saving?", asked when a link would take the editor away from unsaved edits. */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
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
        <button type="button" className="btn btn-danger" onClick={onLeave}>
          {d.admin.leave.leave}
        </button>
      </div>
    </Modal>
  );
}
