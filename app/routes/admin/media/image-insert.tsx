import type { Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { LANGS, type Lang } from "../../../content/page-model.ts";
import { permissionsOf } from "../../../content/roles.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type UploadedFile } from "../shell/api-client.ts";
import { ACCEPT_IMAGES, uploadProblem } from "./uploads.ts";
import { MediaPickerDialog } from "./media-browser.tsx";
import { blockIndexOf, withImageAt, type TwinText } from "./shared-image.ts";

type Texts = Record<Lang, string>;
const NO_TEXTS: Texts = { es: "", en: "" };

/**
 * Puts an image into a formatted text: uploaded with a progress bar, described in each language (the
 * text's own language required), then inserted at the cursor. The descriptions are the library's alt
 * texts (the public pages show the library's, per language: app/server/site/responsive-images.server.ts);
 * the other language's text, when it has one, gets the image at the same place (shared-image.ts).
 */
export function ImageInsert({
  editor,
  onClose,
  lang: textLang,
  twin,
}: {
  editor: Editor;
  onClose: () => void;
  /** The language the text is in; none when it serves every language. */
  lang?: Lang | undefined;
  twin?: TwinText | undefined;
}) {
  const { d, t, lang: uiLang } = useLanguage();
  const lang = textLang ?? uiLang;
  const order = [lang, ...LANGS.filter((l) => l !== lang)];
  const { authorized, fail, user } = useAdmin();
  // Someone who may not publish only fills the library's missing texts (the API refuses the rest).
  const mayRewrite = user ? permissionsOf(user.role).publish : false;
  const [picking, setPicking] = useState(false);
  const r = d.admin.rich;
  const id = useId();
  // The image to insert: uploaded here, or chosen from the library.
  const [uploaded, setUploaded] = useState<Pick<UploadedFile, "name" | "path"> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // What the library says now (a chosen file), and what is typed here.
  const [stored, setStored] = useState<Texts>(NO_TEXTS);
  const [alts, setAlts] = useState<Texts>(NO_TEXTS);
  const alt = alts[lang];
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
      setStored(NO_TEXTS);
      altInput.current?.focus();
    } catch (err) {
      fail(err);
    } finally {
      setProgress(null);
    }
  }

  async function insert() {
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
    const typed = Object.fromEntries(
      LANGS.map((l) => [l, alts[l].trim()] as const).filter(
        ([l, text]) => text && text !== stored[l] && (mayRewrite || !stored[l].trim()),
      ),
    );
    if (Object.keys(typed).length) {
      try {
        await authorized((token) => api.updateMedia(uploaded.name, { alt: typed }, token));
      } catch (err) {
        fail(err);
        return;
      }
    }
    editor.chain().focus().setImage({ src: uploaded.path, alt: alt.trim() }).run();
    const index = blockIndexOf(editor, uploaded.path);
    if (twin && twin.html.trim() && index !== undefined)
      twin.set(withImageAt(twin.html, index, uploaded.path, alts[twin.lang].trim()));
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
            const texts = { es: item.alt.es ?? "", en: item.alt.en ?? "" };
            setStored(texts);
            setAlts(texts);
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
      {order.map((l, i) => (
        <div className="field" key={l} lang={l}>
          <label htmlFor={`${id}-alt-${l}`}>
            {t("admin.rich.imageAltIn", { lang: d.admin.editor.lang[l] })}
            {i > 0 ? <span className="admin-help"> {r.imageAltOptional}</span> : null}
          </label>
          <input
            ref={i === 0 ? altInput : undefined}
            id={`${id}-alt-${l}`}
            className="input"
            value={alts[l]}
            aria-describedby={`${id}-alt-help`}
            onChange={(e) => setAlts((typed) => ({ ...typed, [l]: e.target.value }))}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void insert();
              }
            }}
          />
        </div>
      ))}
      <p id={`${id}-alt-help`} className="admin-help">
        {twin?.html.trim() ? r.imageSharedHelp : r.imageAltHelp}
      </p>
      {problem ? (
        <p className="admin-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-primary btn-small"
          onClick={() => void insert()}
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
