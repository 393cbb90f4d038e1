import { useEffect, useId, useState } from "react";
import { LANGS, type Lang } from "../../../content/page-model.ts";
import { permissionsOf } from "../../../content/roles.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type MediaItem } from "../shell/api-client.ts";
import { authorized } from "../shell/session.ts";
import { isImageItem } from "./media-browser.tsx";

/**
 * An image's alternative text and caption (a document's description) in each language, saved together.
 * The public pages show an image's texts from here, in the page's language (issue 41, item 3).
 */
export function MediaTexts({
  item,
  only,
}: {
  item: MediaItem;
  /** Only these texts (an image field shows its alt texts); all of the file's kind when absent. */
  only?: ReadonlyArray<"alt" | "caption">;
}) {
  const { d, t } = useLanguage();
  const { fail, announce, user } = useAdmin();
  const id = useId();
  const image = isImageItem(item);
  // The public pages show these texts: someone who may not publish fills only the empty ones.
  const mayRewrite = user ? permissionsOf(user.role).publish : false;
  const locked = (field: "alt" | "caption", l: Lang) => !mayRewrite && !!item[field][l]?.trim();
  const fields = only ?? (image ? (["alt", "caption"] as const) : (["caption"] as const));
  const [texts, setTexts] = useState({ alt: item.alt, caption: item.caption });
  const [busy, setBusy] = useState(false);
  const x = d.admin.media;
  const labelOf = (field: "alt" | "caption") =>
    field === "alt" ? "admin.media.alt" : image ? "admin.media.caption" : "admin.media.description";

  async function save() {
    setBusy(true);
    try {
      await authorized((token) =>
        api.updateMedia(item.name, Object.fromEntries(fields.map((f) => [f, texts[f]])), token),
      );
      announce(t("admin.media.saved", { name: item.name }));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-media-texts"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {fields.flatMap((field) =>
        LANGS.map((l) => (
          <div className="field" key={`${field}-${l}`}>
            <label htmlFor={`${id}-${field}-${l}`}>
              {t(labelOf(field), { lang: d.admin.editor.lang[l] })}
              <span className="visually-hidden"> ({item.name})</span>
            </label>
            <input
              id={`${id}-${field}-${l}`}
              className="input"
              lang={l}
              value={texts[field][l] ?? ""}
              readOnly={locked(field, l)}
              aria-describedby={locked(field, l) ? `${id}-locked` : undefined}
              onChange={(e) =>
                setTexts((all) => ({ ...all, [field]: { ...all[field], [l]: e.target.value } }))
              }
            />
          </div>
        )),
      )}
      {fields.some((f) => LANGS.some((l) => locked(f, l))) ? (
        <p id={`${id}-locked`} className="admin-help">
          {x.lockedTexts}
        </p>
      ) : null}
      <button type="submit" className="btn btn-secondary btn-small" disabled={busy}>
        {x.save}
        <span className="visually-hidden"> ({item.name})</span>
      </button>
    </form>
  );
}

/**
 * An image field's descriptions per language, which are the library file's (issue 41, item 3): the field
 * holds one file for every language, each language's page describes it with its own text.
 */
export function ImageFieldTexts({ name }: { name: string }) {
  const { d } = useLanguage();
  const { fail } = useAdmin();
  const [item, setItem] = useState<MediaItem | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    authorized((token) =>
      api.listMedia({ q: name.replace(/\.[^.]+$/, ""), kind: "image" }, token, abort.signal),
    )
      .then(({ Items }) => setItem(Items.find((i) => i.name === name) ?? null))
      .catch((err: unknown) => {
        if (!abort.signal.aborted) fail(err);
      });
    return () => abort.abort();
  }, [name, fail]);
  if (!item) return null;
  return (
    <div className="admin-file-texts">
      <p className="admin-help">{d.admin.file.sharedAlt}</p>
      <MediaTexts item={item} only={["alt"]} />
    </div>
  );
}
