import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "./site-link.tsx";
import type { PdfAttachment } from "../content/views.ts";
import { useLanguage } from "../i18n/language.tsx";

/**
 * The PDF attachments of the site: each opens in a new tab or in an inline viewer (an iframe with a
 * title and a close button). Opening moves the focus to the viewer; closing (button or Escape) returns it
 * to the button that opened it.
 */
export function PdfLibrary({ items }: { items: readonly PdfAttachment[] }) {
  const { d, t } = useLanguage();
  const [open, setOpen] = useState<PdfAttachment | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      // Show the whole viewer, not just its first line, then hand it the focus.
      heading.current?.closest("section")?.scrollIntoView({ block: "start" });
      heading.current?.focus({ preventScroll: true });
    } else if (wasOpen.current) {
      opener.current?.focus();
    }
    wasOpen.current = open !== null;
  }, [open]);

  function onViewerKey(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") setOpen(null);
  }

  return (
    <>
      <ul className="pdf-list">
        {items.map((item) => (
          <li key={item.file} className="pdf-item">
            <div className="pdf-item-text">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="pdf-icon">
                <path
                  fill="currentColor"
                  d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM7 13v5h1.3v-1.6h.8c1.1 0 1.9-.7 1.9-1.7S10.2 13 9.1 13H7Zm1.3 1.1h.7c.4 0 .7.2.7.6s-.3.6-.7.6h-.7v-1.2Zm3.4-1.1v5h1.8c1.5 0 2.5-1 2.5-2.5S15 13 13.5 13h-1.8Zm1.3 1.1h.4c.8 0 1.3.6 1.3 1.4s-.5 1.4-1.3 1.4H13v-2.8Zm3.7-1.1v5H18v-2h1.7v-1H18v-.9h1.9v-1.1h-3.2Z"
                />
              </svg>
              <div>
                <p className="pdf-title">{item.title}</p>
                {item.source ? (
                  <p className="pdf-source">
                    {d.documents.pdf.from} <Link to={item.source.href}>{item.source.title}</Link>
                  </p>
                ) : null}
              </div>
            </div>
            <div className="btn-row">
              <a className="btn btn-secondary btn-small" href={item.href} target="_blank" rel="noopener">
                {d.documents.pdf.open}
                <span className="visually-hidden"> — {item.title}</span>
              </a>
              <button
                type="button"
                className="btn btn-primary btn-small"
                aria-expanded={open?.file === item.file}
                aria-controls={open?.file === item.file ? "pdf-viewer" : undefined}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setOpen(open?.file === item.file ? null : item);
                }}
              >
                {d.documents.pdf.view}
                <span className="visually-hidden"> — {item.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open ? (
        <section
          id="pdf-viewer"
          className="pdf-viewer"
          aria-labelledby="pdf-viewer-title"
          onKeyDown={onViewerKey}
        >
          <div className="pdf-viewer-bar">
            <h3 id="pdf-viewer-title" ref={heading} tabIndex={-1}>
              {t("documents.pdf.viewerTitle", { title: open.title })}
            </h3>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setOpen(null)}>
              <span aria-hidden="true">✕</span> {d.documents.pdf.close}
            </button>
          </div>
          <iframe
            className="pdf-frame"
            src={open.href}
            title={t("documents.pdf.viewerTitle", { title: open.title })}
          />
        </section>
      ) : null}
    </>
  );
}
