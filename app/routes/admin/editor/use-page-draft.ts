import { useCallback, useEffect, useLayoutEffect } from "react";
import type { PageDoc } from "../../../content/page-model.ts";
import type { PageStatus } from "../shell/api-client.ts";
import { useAdmin } from "../shell/admin-context.tsx";
import { clearDrafts, loadDraft, saveDraft } from "./drafts.ts";
import { draftStorageStep } from "./editor-rules.ts";

/**
 * The page the editor's loader brought, as the draft everyone edits: opened in the shared state
 * (with the unsaved edits kept from before a reload or an expired session, when they were made on
 * this same revision), and mirrored in sessionStorage while it differs from the saved page.
 */
export function usePageDraft(loaded: PageDoc, status?: PageStatus) {
  const { state, dispatch, dirty } = useAdmin();

  // Before the first paint, so the form never shows another page's values for a frame.
  useLayoutEffect(() => {
    dispatch({ type: "pageOpened", page: loaded, draft: loadDraft(loaded.Page, loaded.revision), status });
  }, [loaded, status, dispatch]);

  const page = state.selectedPage;
  const savedPage = state.savedPage;
  const ready = state.openedPage === loaded;
  const savedRevision = savedPage?.revision;

  useEffect(() => {
    const step = draftStorageStep(ready, dirty);
    if (step === "wait") return;
    if (step === "clear") {
      clearDrafts();
      return;
    }
    const timer = window.setTimeout(() => saveDraft({ page, baseRevision: savedRevision }), 300);
    return () => window.clearTimeout(timer);
  }, [ready, dirty, page, savedRevision]);

  /** Back to the saved page: the recovered edits are thrown away. */
  const discardDraft = useCallback(() => {
    if (savedPage) dispatch({ type: "pageSelected", page: savedPage });
    clearDrafts();
  }, [savedPage, dispatch]);

  return {
    ready,
    page,
    savedPage,
    dirty,
    status: state.pageStatus,
    recovered: state.draftRecovered,
    discardDraft,
  };
}
