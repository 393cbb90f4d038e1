import { useId } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { Modal } from "../ui/modal.tsx";

interface DeletePageDialogProps {
  open: boolean;
  name: string;
  /** The page's title in the editor's language (the address name is shown below it). */
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete «title»?": Cancel has the focus, so Enter never deletes by accident. */
export function DeletePageDialog({
  open,
  name,
  title,
  deleting,
  onCancel,
  onConfirm,
}: DeletePageDialogProps) {
  const { d, t } = useLanguage();
  const bodyId = useId();
  return (
    <Modal
      open={open}
      title={t("admin.delete.title", { name: title })}
      onClose={onCancel}
      describedBy={bodyId}
    >
      {title !== name ? (
        <p className="admin-page-address admin-muted">{t("admin.editor.addressName", { name })}</p>
      ) : null}
      <p id={bodyId}>{d.admin.delete.body}</p>
      <div className="btn-row admin-dialog-actions">
        <button type="button" className="btn btn-secondary" autoFocus onClick={onCancel}>
          {d.admin.delete.cancel}
        </button>
        <button type="button" className="btn btn-danger" disabled={deleting} onClick={onConfirm}>
          {d.admin.delete.confirm}
        </button>
      </div>
    </Modal>
  );
}
