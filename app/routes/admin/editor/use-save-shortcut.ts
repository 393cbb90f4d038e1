import { useEffect, useRef } from "react";
import { isSaveShortcut } from "./editor-rules.ts";

/** Ctrl+S / Cmd+S runs `save`, wherever the focus is, instead of the browser's "save page as". */
export function useSaveShortcut(save: () => unknown): void {
  // The listener stays the same for the screen's life; it always calls the latest save.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSaveShortcut(e)) return;
      e.preventDefault();
      void saveRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
