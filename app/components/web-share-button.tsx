import { useSyncExternalStore } from "react";
import { Icon } from "./site-icons.tsx";

const subscribe = () => () => {};
const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";
const onServer = () => false;

/**
 * Shares the current page through the device's share sheet (Web Share API) with a title and a text.
 * Where the API is missing the button is not shown at all, so it never does anything surprising.
 */
export function WebShareButton({
  label,
  title,
  text,
  className = "btn btn-secondary",
}: {
  label: string;
  title: string;
  text: string;
  className?: string;
}) {
  const supported = useSyncExternalStore(subscribe, canShare, onServer);
  if (!supported) return null;
  const share = () => {
    if (!canShare()) return;
    // Closing the share sheet rejects with AbortError: that is the visitor's choice, not an error.
    navigator.share({ title, text, url: window.location.href }).catch(() => undefined);
  };
  return (
    <button type="button" className={className} onClick={share}>
      <Icon name="share" />
      {label}
    </button>
  );
}
