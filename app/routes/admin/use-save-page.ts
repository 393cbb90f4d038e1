import { useCallback, useRef, useState } from "react";
import { DEFAULT_LANG, LANGS, type PageDoc } from "../../content/page-model.ts";
import type { PublishProblem } from "../../content/publish-checks.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useAdmin } from "./admin-context.tsx";
import { api, ApiError } from "./api-client.ts";
import { clearDrafts } from "./drafts.ts";
import { conflictOf, planSave } from "./editor-rules.ts";
import { formatTime } from "./format.ts";

interface SaveOptions {
  /** The conflict's "save mine over it": sent against their revision. */
  overwrite?: PageDoc;
  /** An autosave: says nothing when there is nothing to save or a value to fix first. */
  quiet?: boolean;
}

/**
 * Saving the draft (visitors see nothing of it) against the revision it started from. A newer
 * revision on the server (409) opens the conflict: the editor keeps editing, loads theirs, or saves
 * theirs over knowingly. Resolves the page as the server now has it (its revision is the one to
 * publish), or null when nothing was saved.
 */
export function useSavePage(draft: PageDoc, dirty: boolean) {
  const { d, t, lang } = useLanguage();
  const { dispatch, authorized, fail, announce } = useAdmin();
  const [saving, setSaving] = useState(false);
  // Read at call time: an autosave and a press of Save in the same moment send one request.
  const busy = useRef(false);
  /** What the last save (or reload) said; the save state shows it until the next edit. */
  const [note, setNote] = useState("");
  const [formError, setFormError] = useState("");
  const [conflict, setConflict] = useState<PageDoc | null>(null);
  /** A conflict met and not yet settled (by a save or by loading theirs): the autosave waits. */
  const [stale, setStale] = useState(false);
  /** What the API refused in a field on the last save (a value over its limit), shown beside the field. */
  const [fieldProblems, setFieldProblems] = useState<PublishProblem[]>([]);

  const save = useCallback(
    async ({ overwrite, quiet = false }: SaveOptions = {}): Promise<PageDoc | null> => {
      if (busy.current) return null;
      const sent = draft;
      const plan = planSave(sent, dirty, overwrite);
      if (plan.kind === "unchanged") {
        if (!quiet) announce(d.admin.editor.saved);
        return sent;
      }
      if (plan.kind === "invalid") {
        if (!quiet) {
          setFormError(d.admin.editor.fixErrors);
          document.querySelector<HTMLElement>("[data-invalid-url]")?.focus();
        }
        return null;
      }
      setFormError("");
      busy.current = true;
      setSaving(true);
      try {
        const answer = await authorized((token) => api.saveDraft(plan.body, token));
        dispatch({ type: "pageSaved", page: answer.page, sent, status: answer.status });
        if (overwrite) dispatch({ type: "errorCleared" });
        setConflict(null);
        setStale(false);
        setFieldProblems([]);
        // The save state is a live region: it says this without a second announcement.
        setNote(
          overwrite
            ? t("admin.conflict.overwritten", { n: overwrite.revision ?? "?" })
            : t("admin.publishing.draftSavedAt", { time: formatTime(new Date(), lang) }),
        );
        return answer.page;
      } catch (err) {
        fail(err);
        setFieldProblems(fieldProblemsOf(err));
        const theirs = conflictOf(err);
        if (theirs) {
          setConflict(theirs);
          setStale(true);
        }
        return null;
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [draft, dirty, authorized, dispatch, fail, announce, d, t, lang],
  );

  /** The conflict's "load theirs": their version replaces the draft, which is thrown away. */
  const reloadTheirs = useCallback(
    (theirs: PageDoc) => {
      dispatch({ type: "pageSelected", page: theirs });
      dispatch({ type: "errorCleared" });
      clearDrafts();
      setConflict(null);
      setStale(false);
      setNote(t("admin.conflict.reloaded", { n: theirs.revision ?? "?" }));
    },
    [dispatch, t],
  );

  const keepEditing = useCallback(() => setConflict(null), []);

  return {
    saving,
    note,
    setNote,
    formError,
    fieldProblems,
    conflict,
    stale,
    save,
    reloadTheirs,
    keepEditing,
  };
}

/** A save refused for one field (400 field_too_long, with the field, language and limit) as a note for it. */
export function fieldProblemsOf(err: unknown): PublishProblem[] {
  if (!(err instanceof ApiError) || err.code !== "field_too_long") return [];
  const { field, lang, max, length } = err.body;
  if (typeof field !== "string") return [];
  const language = LANGS.find((l) => l === lang);
  return [
    {
      code: "field_too_long",
      severity: "error",
      field,
      lang: language ?? DEFAULT_LANG,
      detail: `${String(length)} / ${String(max)}`,
    },
  ];
}
