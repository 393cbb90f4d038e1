import { useLanguage } from "../../../i18n/language.tsx";
import { Modal } from "./modal.tsx";

/** Asks before something that cannot be undone: the danger button does it, the other one does not. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { d } = useLanguage();
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p>{body}</p>
      <div className="btn-row admin-dialog-actions">
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {d.admin.users.cancel}
        </button>
      </div>
    </Modal>
  );
}
