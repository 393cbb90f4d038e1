import { useId, useState } from "react";
import { LANGS, type Lang } from "../../../content/page-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import type { PreviewLink } from "../shell/api-client.ts";

interface PreviewPaneProps {
  /** The page's preview link (its public address with the secret), once made. */
  link: PreviewLink | null;
  /** The saved draft's revision: the frame loads again each time the draft is saved. */
  revision: number | undefined;
  busy: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The page as visitors will see it, beside the form (wide screens) or in its place below the toggle
 * (phones): the site's own page through the preview link, in a frame, so the editing area's code never
 * reaches a public page and the public page's code never runs in the editing area.
 */
export function PreviewPane({ link, revision, busy, open, onOpen, onClose }: PreviewPaneProps) {
  const { d, t, lang: uiLang } = useLanguage();
  const e = d.admin.editor;
  const id = useId();
  const [lang, setLang] = useState<Lang>(uiLang);
  const src = link ? `${link.urls[lang]}&draft=${revision ?? 0}` : null;
  return (
    <section
      className={open ? "admin-preview admin-preview-open" : "admin-preview"}
      aria-labelledby={`${id}-t`}
    >
      <div className="admin-preview-bar">
        <h2 id={`${id}-t`} className="admin-side-title">
          {e.previewTitle}
        </h2>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          disabled={busy && !open}
          onClick={open ? onClose : onOpen}
        >
          {open ? e.previewHide : e.previewShow}
        </button>
      </div>
      {open ? (
        <div id={`${id}-body`} className="admin-preview-body">
          <fieldset className="admin-preview-langs">
            <legend className="visually-hidden">{e.previewLang}</legend>
            {LANGS.map((l) => (
              <label key={l} className="admin-check">
                <input type="radio" name={`${id}-lang`} checked={lang === l} onChange={() => setLang(l)} />{" "}
                {e.lang[l]}
              </label>
            ))}
          </fieldset>
          <p className="admin-help">{e.previewHelp}</p>
          {src ? (
            <iframe
              key={src}
              className="admin-preview-frame"
              src={src}
              title={t("admin.editor.previewFrame", { lang: e.lang[lang] })}
              referrerPolicy="no-referrer"
            />
          ) : (
            <p className="admin-muted">{e.previewLoading}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
