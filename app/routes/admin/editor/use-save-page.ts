import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_LANG, LANGS, type PageDoc } from "../../../content/page-model.ts";
import type { PublishProblem } from "../../../content/publish-checks.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, ApiError } from "../shell/api-client.ts";
import { clearDrafts } from "./drafts.ts";
import { conflictOf, planSave } from "./editor-rules.ts";
import { formatTime } from "../shell/format.ts";

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

  /*
   * Which message is newest. A save that finishes after something else spoke (a publish, a reload of
   * theirs) leaves that message alone: the editor is never told older news last.
   */
  const spoken = useRef(0);
  const say = useCallback((text: string) => {
    spoken.current++;
    setNote(text);
  }, []);
  /** The save on its way, which Save, Publish and leaving wait for instead of giving up. */
  const inFlight = useRef<Promise<PageDoc | null> | null>(null);
  /**
   * The draft object the last save sent, with the page the server answered. A timer or a click of a
   * render from before that answer still holds that very object: it is on the server already.
   */
  const lastSave = useRef<{ sent: PageDoc; saved: PageDoc } | null>(null);
  /** This render's save, for a call that waited for the one on its way. */
  const latestSave = useRef<(options?: SaveOptions) => Promise<PageDoc | null>>(() => Promise.resolve(null));

  const save = useCallback(
    async (options: SaveOptions = {}): Promise<PageDoc | null> => {
      const { overwrite, quiet = false } = options;
      if (busy.current) {
        // An autosave has nothing to add to a save on its way; anything else waits for it, then saves
        // what is left (a publish pressed during an autosave publishes, from the revision it made).
        if (quiet || !inFlight.current) return null;
        if ((await inFlight.current) === null) return null;
        return latestSave.current(options);
      }
      const last = lastSave.current;
      if (!overwrite && last?.sent === draft) return last.saved;
      // Typed on top of the last save before its answer came back (a render from before it): it goes
      // on top of that save's revision, as the editor's state keeps it, not against its own save.
      const sent =
        !overwrite && last && draft.Page === last.sent.Page && draft.revision === last.sent.revision
          ? { ...draft, revision: last.saved.revision }
          : draft;
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
      const saidBefore = spoken.current;
      const run = (async () => {
        try {
          const answer = await authorized((token) => api.saveDraft(plan.body, token));
          lastSave.current = { sent, saved: answer.page };
          dispatch({ type: "pageSaved", page: answer.page, sent, status: answer.status });
          if (overwrite) dispatch({ type: "errorCleared" });
          setConflict(null);
          setStale(false);
          setFieldProblems([]);
          // The save state is a live region: it says this without a second announcement.
          if (spoken.current === saidBefore)
            say(
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
          inFlight.current = null;
          setSaving(false);
        }
      })();
      inFlight.current = run;
      return run;
    },
    [draft, dirty, authorized, dispatch, fail, announce, say, d, t, lang],
  );
  useEffect(() => {
    latestSave.current = save;
  });

  /** The conflict's "load theirs": their version replaces the draft, which is thrown away. */
  const reloadTheirs = useCallback(
    (theirs: PageDoc) => {
      dispatch({ type: "pageSelected", page: theirs });
      dispatch({ type: "errorCleared" });
      clearDrafts();
      setConflict(null);
      setStale(false);
      say(t("admin.conflict.reloaded", { n: theirs.revision ?? "?" }));
    },
    [dispatch, say, t],
  );

  const keepEditing = useCallback(() => setConflict(null), []);

  return {
    saving,
    note,
    /** Says a message in the save state (a publish's), newer than any save still on its way. */
    setNote: say,
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
