import { pageTitleOf } from "../shell/human-names.ts";
import { useId, useState } from "react";
import { Link } from "react-router";
import { permissionsOf } from "../../../content/roles.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/media-library";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type MediaItem } from "../shell/api-client.ts";
import { MediaBrowser } from "./media-browser.tsx";
import { MediaTexts } from "./media-texts.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { formatList } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { editorPath } from "../shell/paths.ts";
import { authorized } from "../shell/session.ts";

/** /admin/media: every stored file once, where it is used, its texts per language, and deleting the unused. */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.media.metaTitle");
}

export default function MediaLibrary() {
  const { d, t, lang } = useLanguage();
  const { user, fail, announce } = useAdmin();
  const id = useId();
  const [reload, setReload] = useState(0);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const x = d.admin.media;
  const mayDelete = user ? permissionsOf(user.role).everyPage : false;

  async function remove(item: MediaItem) {
    setDeleting(null);
    try {
      await authorized((token) => api.deleteMedia(item.name, token));
      announce(t("admin.media.deleted", { name: item.name }));
      setReload((n) => n + 1);
    } catch (err) {
      fail(err);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{x.title}</h1>
      <p className="lead admin-lead">{x.intro}</p>
      <MediaBrowser
        reloadKey={reload}
        actions={(item) => (
          <>
            <div className="admin-media-usage">
              {item.usedBy.length === 0 ? (
                <p className="admin-muted">{x.unused}</p>
              ) : (
                <>
                  <p className="admin-muted">{x.usedBy}</p>
                  <ul className="admin-media-pages">
                    {item.usedBy.map((page) => (
                      <li key={page}>
                        {/* A fixed screen of the site (/book) links it by name; pages open in the editor. */}
                        {page.startsWith("/") ? (
                          <a href={page}>{page}</a>
                        ) : (
                          <>
                            <Link to={editorPath(page)}>
                              {pageTitleOf(item.usedByTitles[page], page, lang)}
                            </Link>
                            {pageTitleOf(item.usedByTitles[page], page, lang) !== page ? (
                              <span className="admin-page-address"> · {page}</span>
                            ) : null}
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            <MediaTexts item={item} />
            {mayDelete ? (
              item.usedBy.length > 0 ? (
                <p className="admin-help">
                  {t("admin.media.inUse", {
                    pages: formatList(
                      item.usedBy.map((page) => pageTitleOf(item.usedByTitles[page], page, lang)),
                      lang,
                    ),
                  })}
                </p>
              ) : (
                <button
                  type="button"
                  className="btn btn-danger-ghost btn-small"
                  onClick={() => setDeleting(item)}
                >
                  {x.delete}
                  <span className="visually-hidden"> ({item.name})</span>
                </button>
              )
            ) : null}
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("admin.media.deleteTitle", { name: deleting?.name ?? "" })}
        body={x.deleteBody}
        confirm={x.deleteConfirm}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </section>
  );
}
