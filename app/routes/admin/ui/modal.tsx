import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Called when the dialog asks to close (Escape, or its own close button). */
  onClose?: () => void;
  /** A dialog that must be answered (the sign-in after an expired session) ignores Escape. */
  dismissible?: boolean;
  wide?: boolean;
  /** The id of the element that describes the dialog (its main sentence). */
  describedBy?: string;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert, keeps focus
 * inside and gives Escape; the title names the dialog for screen readers.
 */
export function Modal({ open, title, children, onClose, dismissible = true, wide, describedBy }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // The dialog leaves the DOM when it closes, so focus is handed back by hand to what opened it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={wide ? "admin-dialog admin-dialog-wide" : "admin-dialog"}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose?.();
      }}
    >
      <h2 id={titleId} className="admin-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
