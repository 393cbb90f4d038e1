import { useEffect, useRef } from "react";
import type { PageDoc } from "../../../content/page-model.ts";
import { api, readToken } from "../shell/api-client.ts";
import { hasInvalidUrl } from "./editor-rules.ts";

/** How long after the last edit the draft saves itself. */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * The draft saves itself a moment after the editor stops typing (never while a conflict is open or a
 * value must be fixed), and once more, fire-and-forget, when the tab is closed or hidden with edits
 * not yet sent.
 */
export function useAutosave({
  page,
  dirty,
  paused,
  save,
}: {
  page: PageDoc;
  dirty: boolean;
  paused: boolean;
  save: (options: { quiet: true }) => Promise<unknown>;
}): void {
  const saveRef = useRef(save);
  const latest = useRef({ page, dirty });
  useEffect(() => {
    saveRef.current = save;
    latest.current = { page, dirty };
  });

  useEffect(() => {
    if (!dirty || paused) return;
    const timer = window.setTimeout(() => void saveRef.current({ quiet: true }), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [page, dirty, paused]);

  useEffect(() => {
    if (paused) return;
    const onHide = () => {
      const { page: current, dirty: pending } = latest.current;
      const token = readToken();
      if (!pending || !token || hasInvalidUrl(current)) return;
      // keepalive lets the request outlive the page; its answer has nobody left to read it.
      api.saveDraft(current, token, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, [paused]);
}
