import type { PageDoc } from "../../../content/page-model.ts";
import { ApiError } from "../shell/api-client.ts";
import { isValidUrl, kindOf, readUrl } from "./fields/values.ts";

/*
 * The editor's decisions, as plain functions (editor-rules.test.ts): what a press of Save does, when
 * a failed save is a conflict, what the save state says, what happens to the draft kept in
 * sessionStorage, which keys save and when leaving asks first. The hooks (use-*.ts) only wire them
 * to React and the API.
 */

/** Whether a value of kind "url" holds something that is not a URL: the save waits until it is fixed. */
export function hasInvalidUrl(page: PageDoc): boolean {
  return (["values", "components"] as const).some((list) => {
    const entries = page[list];
    return (
      Array.isArray(entries) && entries.some((e) => kindOf(e) === "url" && !isValidUrl(readUrl(e.value)))
    );
  });
}

export type SavePlan =
  /** Nothing changed since the last save: the editor is told so, and nothing is sent. */
  | { kind: "unchanged" }
  /** A marked value must be fixed first. */
  | { kind: "invalid" }
  | { kind: "send"; body: PageDoc };

/**
 * What pressing Save does with the draft. Overwriting after a conflict sends the draft against the
 * server's revision (the editor has seen what differs), even when nothing changed since.
 */
export function planSave(draft: PageDoc, dirty: boolean, overwrite?: PageDoc): SavePlan {
  if (!overwrite && !dirty) return { kind: "unchanged" };
  if (hasInvalidUrl(draft)) return { kind: "invalid" };
  return { kind: "send", body: overwrite ? { ...draft, revision: overwrite.revision } : draft };
}

function isPageDoc(v: unknown): v is PageDoc {
  return typeof v === "object" && v !== null && typeof (v as PageDoc).Page === "string";
}

/**
 * The version someone else saved, when a save failed because of it (409 with the current page), so
 * the editor can compare; null for any other failure.
 */
export function conflictOf(err: unknown): PageDoc | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  return isPageDoc(err.body.current) ? err.body.current : null;
}

export interface SaveStateWords {
  saving: string;
  unsaved: string;
  saved: string;
}

/** The save state's sentence: saving, else unsaved edits, else what the last save said, else "saved". */
export function saveStateText(
  { saving, dirty, note }: { saving: boolean; dirty: boolean; note: string },
  words: SaveStateWords,
): string {
  if (saving) return words.saving;
  if (dirty) return words.unsaved;
  return note || words.saved;
}

/**
 * What happens to the copy of the draft in sessionStorage: nothing until the page is loaded, then
 * kept while there are unsaved edits and cleared once there are none.
 */
export function draftStorageStep(ready: boolean, dirty: boolean): "wait" | "keep" | "clear" {
  if (!ready) return "wait";
  return dirty ? "keep" : "clear";
}

/** Ctrl+S or Cmd+S; never with Alt, which types characters on some keyboard layouts. */
export function isSaveShortcut(e: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "altKey" | "key">): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "s";
}

/**
 * Whether leaving asks first: only with unsaved edits, only towards another screen (not the same
 * one with other search parameters), and never once the editor chose to leave (after a delete).
 */
export function asksBeforeLeaving(
  { dirty, allowed }: { dirty: boolean; allowed: boolean },
  from: { pathname: string },
  to: { pathname: string },
): boolean {
  return !allowed && dirty && from.pathname !== to.pathname;
}
