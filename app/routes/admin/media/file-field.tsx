import { useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type MediaKind } from "../shell/api-client.ts";
import { MediaPickerDialog } from "./media-browser.tsx";
import { ImageFieldTexts } from "./media-texts.tsx";
import { ACCEPT_FILES, uploadProblem } from "./uploads.ts";
import { IMAGE_EXT, readFile, writeFile } from "../editor/fields/values.ts";
import type { Entry } from "../../../content/page-model.ts";

interface FileFieldProps {
  value: Entry["value"];
  onChange: (value: Entry["value"]) => void;
  /** Accessible name of the value, e.g. "Logo" or "Photo (English)". */
  label: string;
  labelId: string;
  /** What the library picker shows first (an image field: images). */
  kind?: MediaKind | undefined;
}

/**
 * A file or image value: upload with a progress bar, a preview for images, a link for other files,
 * replace and remove; stores `{name, path, caption?}`.
 */
export function FileField({ value, onChange, label, labelId, kind }: FileFieldProps) {
  const { d, t, lang } = useLanguage();
  const [picking, setPicking] = useState(false);
  const { authorized, fail, announce, dispatch } = useAdmin();
  const id = useId();
  const file = readFile(value);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState("");
  const [problem, setProblem] = useState("");
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function upload(chosen: File) {
    setProblem("");
    const why = uploadProblem(chosen, false);
    if (why) {
      setProblem(d.admin.file[why]);
      return;
    }
    abort.current = new AbortController();
    setUploading(chosen.name);
    setProgress(0);
    try {
      const answer = await authorized((token) =>
        api.uploadFile(chosen, token, setProgress, abort.current?.signal),
      );
      dispatch({ type: "imageUploaded" });
      onChange(writeFile(value, { name: answer.name, path: answer.path, caption: file.caption }));
      // The same content uploaded again is the file already stored (the media library keeps one copy).
      announce(t(answer.reused ? "admin.file.reused" : "admin.file.uploaded", { name: answer.name }));
    } catch (err) {
      fail(err);
    } finally {
      setProgress(null);
      setUploading("");
    }
  }

  const isImage = IMAGE_EXT.test(file.name) || IMAGE_EXT.test(file.path);
  const inputId = `${id}-input`;
  const helpId = `${id}-help`;
  return (
    <div className="admin-file" role="group" aria-labelledby={labelId}>
      {file.name ? (
        <div className="admin-file-current">
          {isImage ? (
            <img
              className="admin-file-preview"
              src={file.path}
              alt={file.caption || t("admin.file.preview", { name: file.name })}
            />
          ) : null}
          <p className="admin-file-name">
            {t("admin.file.current", { name: "" })}
            <a href={file.path} target="_blank" rel="noopener">
              {file.name}
            </a>
          </p>
        </div>
      ) : (
        <p className="admin-muted admin-file-none">{d.admin.file.none}</p>
      )}

      {progress !== null ? (
        <div className="admin-file-progress" role="status">
          <label htmlFor={`${id}-progress`}>{t("admin.file.uploading", { name: uploading })}</label>
          <progress
            id={`${id}-progress`}
            max={1}
            value={progress}
            aria-valuetext={`${Math.round(progress * 100)} %`}
          />
          <span aria-hidden="true">{Math.round(progress * 100)} %</span>
        </div>
      ) : null}

      <div className="btn-row admin-file-actions">
        <input
          id={inputId}
          className="visually-hidden admin-file-input"
          type="file"
          accept={ACCEPT_FILES}
          aria-describedby={problem ? `${id}-problem ${helpId}` : helpId}
          disabled={progress !== null}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = "";
            if (chosen) void upload(chosen);
          }}
        />
        <label htmlFor={inputId} className="btn btn-secondary btn-small admin-file-button">
          {file.name ? d.admin.file.replace : d.admin.file.choose}
          <span className="visually-hidden"> ({label})</span>
        </label>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setPicking(true)}>
          {d.admin.file.fromLibrary}
          <span className="visually-hidden"> ({label})</span>
        </button>
        {file.name ? (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => onChange(writeFile(value, { name: "", path: "", caption: "" }))}
          >
            {d.admin.file.remove}
            <span className="visually-hidden"> ({label})</span>
          </button>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="admin-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p id={helpId} className="admin-help">
        {d.admin.file.accepted}
      </p>
      {file.name ? (
        <div className="field admin-file-caption">
          <label htmlFor={`${id}-caption`}>
            {d.admin.file.caption}
            <span className="visually-hidden"> ({label})</span>
          </label>
          <input
            id={`${id}-caption`}
            className="input"
            value={file.caption}
            aria-describedby={isImage ? `${id}-caption-help` : undefined}
            onChange={(e) => onChange(writeFile(value, { ...file, caption: e.target.value }))}
          />
          {isImage ? (
            <p id={`${id}-caption-help`} className="admin-help">
              {d.admin.file.captionHelp}
            </p>
          ) : null}
        </div>
      ) : null}
      {isImage && file.name ? <ImageFieldTexts key={file.name} name={file.name} /> : null}
      {picking ? (
        <MediaPickerDialog
          kind={kind}
          onClose={() => setPicking(false)}
          onChoose={(item) => {
            // The library's text in the editor's language, unless this value already has its own.
            const caption = file.caption || item.alt[lang] || item.caption[lang] || "";
            onChange(writeFile(value, { name: item.name, path: item.path, caption }));
            announce(t("admin.media.chosen", { name: item.name }));
          }}
        />
      ) : null}
    </div>
  );
}
