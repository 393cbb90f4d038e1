import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useAdmin } from "../shell/admin-context.tsx";
import { clearDrafts } from "./drafts.ts";
import { asksBeforeLeaving } from "./editor-rules.ts";

/**
 * Unsaved edits are not lost by leaving without a word: closing or reloading the tab gets the
 * browser's question, a link to another screen of the app gets ours (`asking`, answered by `stay`
 * or `leave`).
 */
export function useLeaveGuard(dirty: boolean) {
  const { dispatch } = useAdmin();
  const allowed = useRef(false);
  // Read when a navigation starts, so the blocker needs no new function on every edit.
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    asksBeforeLeaving({ dirty: dirtyRef.current, allowed: allowed.current }, currentLocation, nextLocation),
  );

  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const leave = useCallback(() => {
    clearDrafts();
    dispatch({ type: "selectionCleared" });
    blocker.proceed?.();
  }, [blocker, dispatch]);
  /** Lets every later navigation through (the page is gone: nothing is left to lose). */
  const letGo = useCallback(() => {
    allowed.current = true;
  }, []);

  return { asking: blocker.state === "blocked", stay, leave, letGo };
}
