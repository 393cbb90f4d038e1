import { useId } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { LinkingPages } from "./linking-pages.tsx";
import { Modal } from "../ui/modal.tsx";

interface PageRemovalDialogProps {
  open: boolean;
  name: string;
  /** The page's title in the editor's language (the address name is shown below it). */
  title: string;
  /** Which removal: deleting the page, or taking it off the site (unpublishing). */
  action: "delete" | "unpublish";
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Delete «title»?" or "Take «title» off the site?" (the page by its title, its address name below), with the published pages that link to it (their links
 * would then lead nowhere): Cancel has the focus, so Enter never removes anything by accident.
 */
export function PageRemovalDialog({
  open,
  name,
  title,
  action,
  busy,
  onCancel,
  onConfirm,
}: PageRemovalDialogProps) {
  const { d, t } = useLanguage();
  const bodyId = useId();
  const x = d.admin[action];
  return (
    <Modal
      open={open}
      title={t(`admin.${action}.title`, { name: title })}
      onClose={onCancel}
      describedBy={bodyId}
    >
      {title !== name ? (
        <p className="admin-page-address admin-muted">{t("admin.editor.addressName", { name })}</p>
      ) : null}
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
