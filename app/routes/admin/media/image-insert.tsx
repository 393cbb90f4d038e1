import type { Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type UploadedFile } from "../shell/api-client.ts";
import { ACCEPT_IMAGES, uploadProblem } from "./uploads.ts";
import { MediaPickerDialog } from "./media-browser.tsx";

/**
 * Puts an image into a formatted text: uploaded with a progress bar, described (alt text, required),
 * then inserted at the cursor. The public screens render the text's HTML, image included.
 */
export function ImageInsert({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { d, t, lang } = useLanguage();
  const { authorized, fail } = useAdmin();
  const [picking, setPicking] = useState(false);
  const r = d.admin.rich;
  const id = useId();
  // The image to insert: uploaded here, or chosen from the library.
  const [uploaded, setUploaded] = useState<Pick<UploadedFile, "name" | "path"> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState("");
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    fileInput.current?.focus();
    return () => abort.current?.abort();
  }, []);

  async function upload(chosen: File) {
    const why = uploadProblem(chosen, true);
    if (why) {
      setProblem(why === "tooLarge" ? d.admin.file.tooLarge : r.imageTypes);
      return;
    }
    setProblem("");
    setProgress(0);
    abort.current = new AbortController();
    try {
      const answer = await authorized((token) =>
        api.uploadFile(chosen, token, setProgress, abort.current?.signal),
      );
      setUploaded(answer);
      altInput.current?.focus();
    } catch (err) {
      fail(err);
    } finally {
      setProgress(null);
    }
  }

  function insert() {
    if (!uploaded) {
      setProblem(r.imageRequired);
      fileInput.current?.focus();
      return;
    }
    if (!alt.trim()) {
      setProblem(r.altRequired);
      altInput.current?.focus();
      return;
    }
    editor.chain().focus().setImage({ src: uploaded.path, alt: alt.trim() }).run();
    onClose();
  }

  function cancel() {
    onClose();
    editor.commands.focus();
  }

  return (
    <div
      className="admin-rte-linkform admin-rte-imageform"
      role="group"
      aria-label={r.image}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          cancel();
        }
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-file`}>{r.imageFile}</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT_IMAGES}
          className="admin-rte-file"
          aria-describedby={`${id}-types`}
          disabled={progress !== null}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) void upload(chosen);
          }}
        />
        <p id={`${id}-types`} className="admin-help">
          {r.imageTypes}
        </p>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setPicking(true)}>
          {d.admin.file.fromLibrary}
        </button>
      </div>
      {picking ? (
        <MediaPickerDialog
          kind="image"
          onClose={() => setPicking(false)}
          onChoose={(item) => {
            // No upload: the library's file, with its alt text in the editor's language.
            setUploaded({ name: item.name, path: item.path });
            setAlt((typed) => typed || item.alt[lang] || "");
            setProblem("");
            altInput.current?.focus();
          }}
        />
      ) : null}
      {progress !== null ? (
        <div className="admin-file-progress" role="status">
          <label htmlFor={`${id}-progress`}>{r.uploadingImage}</label>
          <progress id={`${id}-progress`} max={1} value={progress} />
        </div>
      ) : null}
      {uploaded ? (
        <img
          className="admin-file-preview"
          src={uploaded.path}
          alt={t("admin.file.preview", { name: uploaded.name })}
        />
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-alt`}>{r.imageAlt}</label>
        <input
          ref={altInput}
          id={`${id}-alt`}
          className="input"
          value={alt}
          aria-describedby={`${id}-alt-help`}
          onChange={(e) => setAlt(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              insert();
            }
          }}
        />
        <p id={`${id}-alt-help`} className="admin-help">
          {r.imageAltHelp}
        </p>
      </div>
      {problem ? (
        <p className="admin-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-primary btn-small"
          onClick={insert}
          disabled={progress !== null}
        >
          {r.insertImage}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={cancel}>
          {r.cancel}
        </button>
      </div>
    </div>
  );
}
