import { useLanguage } from "../../../i18n/language.tsx";

/** Unsaved edits came back from before a reload; they can be thrown away in one click. */
export function DraftRecoveredNotice({ onDiscard }: { onDiscard: () => void }) {
  const { d } = useLanguage();
  return (
    <div className="alert admin-notice" role="status">
      <p>{d.admin.editor.draftRecovered}</p>
      <button type="button" className="btn btn-secondary btn-small" onClick={onDiscard}>
        {d.admin.editor.discardDraft}
      </button>
    </div>
  );
}
