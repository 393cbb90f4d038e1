import { DRAFT_KEY as KEY } from "../../../content/browser-storage.ts";
import type { PageDoc } from "../../../content/page-model.ts";

/*
 * Unsaved edits are mirrored in sessionStorage, so a reload (or a sign-in after an expired session
 * that forced one) brings them back instead of losing them. Only the draft of the page being edited
 * is kept, with the revision it was based on.
 */

export interface StoredDraft {
  page: PageDoc;
  /** The server revision the draft started from: a draft over an older revision is not restored. */
  baseRevision: number | undefined;
}

export function saveDraft(draft: StoredDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft still lives in memory.
  }
}

export function loadDraft(name: string, baseRevision: number | undefined): PageDoc | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (draft.page?.Page !== name || draft.baseRevision !== baseRevision) return null;
    return draft.page;
  } catch {
    return null;
  }
}

export function clearDrafts(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
