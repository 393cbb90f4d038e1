import { useEffect, useState } from "react";
import { useLanguage } from "../i18n/language.tsx";

type CopyState = "idle" | "copied" | "failed";

/** How long the "Link copied" confirmation stays visible. */
const FEEDBACK_MS = 4000;

/** Share: copies the page's address to the clipboard, and says so (or shows the address to copy by hand). */
export function CopyLinkButton() {
  const { d, t } = useLanguage();
  const [state, setState] = useState<CopyState>("idle");
  const [url, setUrl] = useState("");

  useEffect(() => {
    if (state !== "copied") return;
    const id = setTimeout(() => setState("idle"), FEEDBACK_MS);
    return () => clearTimeout(id);
  }, [state]);

  async function copy() {
    const href = window.location.href;
    setUrl(href);
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(href);
      setState("copied");
    } catch {
      // Denied permission or an insecure context: show the address so it can still be copied.
      setState("failed");
    }
  }

  return (
    <div className="share">
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void copy()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon">
          <path
            fill="currentColor"
            d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0Zm-3.5 6.1a4.5 4.5 0 0 1-3.2-7.7l2.5-2.5a1 1 0 0 1 1.4 1.4l-2.5 2.5a2.5 2.5 0 0 0 3.5 3.5l2.5-2.5a1 1 0 1 1 1.4 1.4l-2.5 2.5a4.5 4.5 0 0 1-3.1 1.4Zm9.8-5.8a1 1 0 0 1-.7-1.7l2.5-2.5a2.5 2.5 0 0 0-3.5-3.5l-2.5 2.5a1 1 0 0 1-1.4-1.4l2.5-2.5a4.5 4.5 0 0 1 6.3 6.3l-2.5 2.5a1 1 0 0 1-.7.3Z"
          />
        </svg>
        {d.content.share.button}
      </button>
      <p className="share-feedback" role="status">
        {state === "copied" ? d.content.share.copied : ""}
        {state === "failed" ? t("content.share.failed", { url }) : ""}
      </p>
    </div>
  );
}
