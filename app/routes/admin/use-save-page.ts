import { useCallback, useState } from "react";
import type { PageDoc } from "../../content/page-model.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useAdmin } from "./admin-context.tsx";
import { api } from "./api-client.ts";
import { clearDrafts } from "./drafts.ts";
import { conflictOf, planSave } from "./editor-rules.ts";

/**
 * Saving the draft against the revision it started from. A newer revision on the server (409)
 * opens the conflict: the editor keeps editing, loads theirs, or saves theirs over knowingly.
 */
export function useSavePage(draft: PageDoc, dirty: boolean) {
  const { d, t } = useLanguage();
  const { dispatch, authorized, fail, announce } = useAdmin();
  const [saving, setSaving] = useState(false);
  /** What the last save (or reload) said; the save state shows it until the next edit. */
  const [note, setNote] = useState("");
  const [formError, setFormError] = useState("");
  const [conflict, setConflict] = useState<PageDoc | null>(null);

  const save = useCallback(
    async (overwrite?: PageDoc) => {
      if (saving) return;
      const sent = draft;
      const plan = planSave(sent, dirty, overwrite);
      if (plan.kind === "unchanged") {
        announce(d.admin.editor.saved);
        return;
      }
      if (plan.kind === "invalid") {
        setFormError(d.admin.editor.fixErrors);
        document.querySelector<HTMLElement>("[data-invalid-url]")?.focus();
        return;
      }
      setFormError("");
      setSaving(true);
      try {
        const saved = await authorized((token) => api.savePage(plan.body, token));
        dispatch({ type: "pageSaved", page: saved, sent });
        if (overwrite) dispatch({ type: "errorCleared" });
        setConflict(null);
        // The save state is a live region: it says this without a second announcement.
        setNote(
          overwrite
            ? t("admin.conflict.overwritten", { n: overwrite.revision ?? "?" })
            : t("admin.editor.savedAt", { n: saved.revision ?? "?" }),
        );
      } catch (err) {
        fail(err);
        const theirs = conflictOf(err);
        if (theirs) setConflict(theirs);
      } finally {
        setSaving(false);
      }
    },
    [saving, draft, dirty, authorized, dispatch, fail, announce, d, t],
  );

  /** The conflict's "load theirs": their version replaces the draft, which is thrown away. */
  const reloadTheirs = useCallback(
    (theirs: PageDoc) => {
      dispatch({ type: "pageSelected", page: theirs });
      dispatch({ type: "errorCleared" });
      clearDrafts();
      setConflict(null);
      setNote(t("admin.conflict.reloaded", { n: theirs.revision ?? "?" }));
    },
    [dispatch, t],
  );

  const keepEditing = useCallback(() => setConflict(null), []);

  return { saving, note, formError, conflict, save, reloadTheirs, keepEditing };
}
