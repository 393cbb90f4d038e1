import { useState, type MouseEvent } from "react";
import { OBJECT_URL_RELEASE_MS } from "../content/links.ts";
import type { FileView } from "../content/views.ts";
import { useLanguage } from "../i18n/language.tsx";

type DownloadState = "idle" | "downloading" | "error";

/**
 * Fetches a stored file as a blob and saves it under its own name (docs/product.md "Content screens"):
 * idle, then "Descargando...", then idle again, or "Error al descargar" when the answer is not OK. Before
 * the page is interactive it is a plain download link.
 */
export function DownloadButton({
  file,
  className = "btn btn-primary",
}: {
  file: FileView;
  className?: string;
}) {
  const { d, t } = useLanguage();
  const [state, setState] = useState<DownloadState>("idle");

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (state === "downloading") return;
    setState("downloading");
    try {
      const res = await fetch(file.href);
      if (!res.ok) throw new Error(`Download of ${file.href} failed with HTTP ${res.status}`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = file.file;
      document.body.append(a);
      a.click();
      a.remove();
      // The browser has started saving; the blob can go once it surely has been read.
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_RELEASE_MS);
      setState("idle");
    } catch (error) {
      console.error(error);
      setState("error");
    }
  }

  return (
    <div className="download">
      <a
        className={className}
        href={file.href}
        download={file.file}
        onClick={(e) => void download(e)}
        aria-disabled={state === "downloading" ? "true" : undefined}
        aria-busy={state === "downloading" ? "true" : undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon">
          <path
            fill="currentColor"
            d="M12 3a1 1 0 0 1 1 1v9.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.4l3.3 3.3V4a1 1 0 0 1 1-1ZM5 19h14a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2Z"
          />
        </svg>
        {state === "downloading"
          ? d.content.download.downloading
          : t("content.download.button", { file: file.file })}
      </a>
      {state === "error" ? (
        <p className="download-error" role="alert">
          {d.content.download.error}
        </p>
      ) : null}
    </div>
  );
}
