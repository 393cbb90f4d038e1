import { useLanguage } from "../../../i18n/language.tsx";
import { saveStateText } from "./editor-rules.ts";

interface SaveControlsProps {
  saving: boolean;
  dirty: boolean;
  /** What the last save said ("Saved. Revision 3."). */
  note: string;
  /** Why the last press of Save sent nothing (a value to fix). */
  formError: string;
  onSave: () => void;
}

/** The save state (a live region), the reason a save was refused, and the Save button. */
export function SaveControls({ saving, dirty, note, formError, onSave }: SaveControlsProps) {
  const { d } = useLanguage();
  const e = d.admin.editor;
  return (
    <>
      <p
        className={`admin-save-state ${dirty ? "admin-save-state-dirty" : "admin-save-state-clean"}`}
        role="status"
      >
        {saveStateText({ saving, dirty, note }, { saving: e.saving, unsaved: e.unsaved, saved: e.saved })}
      </p>
      {formError ? (
        <p className="admin-field-error admin-save-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary admin-save"
        aria-keyshortcuts="Control+S Meta+S"
        disabled={saving}
        onClick={onSave}
      >
        {saving ? e.saving : e.save}
      </button>
    </>
  );
}
