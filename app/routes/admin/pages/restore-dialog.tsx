import { useId, useState } from "react";
import { LANGS, type Lang, type PageDoc } from "../../../content/page-model.ts";
import { emptiedLanguages, restoreForLanguages } from "../../../content/publishing.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { otherLang } from "../editor/publishing/publish-rules.ts";
import { Modal } from "../ui/modal.tsx";

interface RestoreDialogProps {
  /** The revision being restored, once loaded. */
  revision: PageDoc;
  /** The page's current version (null: the page is deleted and comes back whole). */
  current: PageDoc | null;
  busy: boolean;
  onRestore: (languages: Lang[]) => void;
  onClose: () => void;
}

/**
 * Restore a revision for both languages or for one; says which language's text a restore would empty
 * and that the other language stays as it is, before anything changes.
 */
export function RestoreDialog({ revision, current, busy, onRestore, onClose }: RestoreDialogProps) {
  const { d, t } = useLanguage();
  const h = d.admin.history;
  const names = d.admin.publishing.names;
  const id = useId();
  const [choice, setChoice] = useState<"all" | Lang>("all");
  const langs: Lang[] = choice === "all" ? [...LANGS] : [choice];
  const emptied = current ? emptiedLanguages(current, restoreForLanguages(current, revision, langs)) : [];
  const n = revision.revision ?? "";
  return (
    <Modal open title={t("admin.history.restoreTitle", { n })} onClose={onClose} describedBy={`${id}-body`}>
      <p id={`${id}-body`}>{h.restoreBody}</p>
      {current ? (
        <fieldset className="admin-fieldset">
          <legend>{h.restoreWhat}</legend>
          {(["all", ...LANGS] as const).map((c) => (
            <label key={c} className="admin-check">
              <input
                type="radio"
                name={`${id}-what`}
                value={c}
                checked={choice === c}
                onChange={() => setChoice(c)}
              />{" "}
              {c === "all" ? h.restoreBoth : t("admin.history.restoreOnly", { lang: names[c] })}
            </label>
          ))}
        </fieldset>
      ) : null}
      {choice !== "all" ? (
        <p className="admin-help">{t("admin.history.restoreKeeps", { lang: names[otherLang(choice)] })}</p>
      ) : null}
      {emptied.map((l) => (
        <p key={l} className="admin-notice admin-notice-warning" role="alert">
          {t("admin.history.restoreEmpties", { n, lang: names[l] })}
        </p>
      ))}
      <div className="btn-row admin-dialog-actions">
        <button type="button" className="btn btn-secondary" autoFocus onClick={onClose}>
          {d.admin.delete.cancel}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onRestore(langs)}>
          {h.restore}
        </button>
      </div>
    </Modal>
  );
}
