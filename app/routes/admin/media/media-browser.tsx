import { useEffect, useState, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Lang } from "../../../content/page-model.ts";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type MediaItem, type MediaKind } from "../shell/api-client.ts";
import { formatBytes } from "../shell/format.ts";
import { authorized } from "../shell/session.ts";
import { SearchFilter, SelectFilter } from "../ui/list-filters.tsx";
import { Modal } from "../ui/modal.tsx";

/** The smallest web copy of an image for a thumbnail, else the file itself (an SVG, a GIF). */
export function thumbnailOf(item: Pick<MediaItem, "name" | "path" | "variants">): string {
  const webp = item.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width)[0];
  return webp ? `/content/${webp.name}` : item.path;
}

const IMAGE = /\.(png|jpe?g|gif|webp|svg|avif)$/i;

export function isImageItem(item: Pick<MediaItem, "name">): boolean {
  return IMAGE.test(item.name);
}

/**
 * The library's files, searched and filtered as the editor types (the list screen and the picker of a file
 * field share it). `actions` draws what each card offers.
 */
export function MediaBrowser({
  initialKind,
  actions,
  reloadKey = 0,
}: {
  initialKind?: MediaKind | undefined;
  actions: (item: MediaItem) => ReactNode;
  /** Changes when the caller changed the library (a deletion): the list is read again. */
  reloadKey?: number;
}) {
  const { d, t, lang } = useLanguage();
  const { fail } = useAdmin();
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<MediaKind | "all">(initialKind ?? "all");
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const x = d.admin.media;

  useEffect(() => {
    const controller = new AbortController();
    // Typing waits a moment: one request per pause, not per key.
    const timer = setTimeout(() => {
      authorized(
        (token) => api.listMedia({ q: query, ...(kind === "all" ? {} : { kind }) }, token, controller.signal),
        controller.signal,
      )
        .then((answer) => setItems(answer.Items))
        .catch((err: unknown) => {
          if (!controller.signal.aborted) fail(err);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, kind, reloadKey, fail]);

  return (
    <div className="admin-media">
      <div className="admin-media-filters" role="search">
        <SearchFilter label={x.search} value={query} onChange={setQuery} />
        <SelectFilter
          label={x.kind}
          value={kind}
          options={(["all", "image", "document"] as const).map((k) => ({ value: k, label: x.kinds[k] }))}
          onChange={setKind}
        />
      </div>
      {items === null ? (
        <p className="admin-muted" role="status">
          {x.loading}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {items.length === 0 ? x.empty : t("admin.media.count", { n: items.length })}
          </p>
          <ul className="admin-media-grid">
            {items.map((item) => (
              <li key={item.name} className="admin-media-card">
                <div className="admin-media-thumb">
                  {isImageItem(item) ? (
                    <img
                      src={thumbnailOf(item)}
                      alt={item.alt[lang] ?? ""}
                      loading="lazy"
                      width={item.width ?? undefined}
                      height={item.height ?? undefined}
                    />
                  ) : (
                    <span className="admin-media-ext" aria-hidden="true">
                      {item.ext.toUpperCase()}
                    </span>
                  )}
                </div>
                <p className="admin-media-name">{item.name}</p>
                <p className="admin-muted admin-media-meta">
                  {sizeLine(item, t, lang)}
                  {item.variants.length > 0 ? (
                    <>
                      <br />
                      {t("admin.media.variants", { n: new Set(item.variants.map((v) => v.width)).size })}
                    </>
                  ) : null}
                </p>
                {actions(item)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The library as a dialog: each file offers "Choose" (an image or file field, the formatted text's image). */
export function MediaPickerDialog({
  kind,
  onClose,
  onChoose,
}: {
  kind?: MediaKind | undefined;
  onClose: () => void;
  onChoose: (item: MediaItem) => void;
}) {
  const { d } = useLanguage();
  return (
    <Modal open title={d.admin.media.pickerTitle} onClose={onClose} wide>
      <MediaBrowser
        initialKind={kind}
        actions={(item) => (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              onClose();
              onChoose(item);
            }}
          >
            {d.admin.media.choose}
            <span className="visually-hidden"> ({item.name})</span>
          </button>
        )}
      />
    </Modal>
  );
}

/** Bytes, and the pixel size of an image or the page count of a PDF. */
function sizeLine(item: MediaItem, t: ReturnType<typeof useLanguage>["t"], lang: Lang): string {
  const size = formatBytes(item.size, lang);
  if (item.width && item.height)
    return t("admin.media.size", { size, width: item.width, height: item.height });
  if (item.pages === 1) return t("admin.media.onePage", { size });
  if (item.pages) return t("admin.media.pages", { size, n: item.pages });
  return size;
}
