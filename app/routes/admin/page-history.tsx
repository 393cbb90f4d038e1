import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/page-history";
import type { PageDoc } from "../../content/page-model.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useAdmin } from "./admin-context.tsx";
import { ApiError, api, type RevisionInfo } from "./api-client.ts";
import { Modal } from "./components/modal.tsx";
import { RevisionView } from "./components/revision-view.tsx";
import { clearDrafts } from "./drafts.ts";
import { formatDateTime } from "./format.ts";
import { editorPath } from "./paths.ts";
import { adminMeta } from "./meta.ts";

/** /admin/pages/:name/history: every saved version, who saved it and when; view one, restore one. */
export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, "admin.history.title", { name: params.name });
}

export default function PageHistory({ params }: Route.ComponentProps) {
  const name = params.name;
  const { d, t, lang } = useLanguage();
  const { dispatch, authorized, fail } = useAdmin();
  const navigate = useNavigate();
  const id = useId();
  const [revisions, setRevisions] = useState<RevisionInfo[] | null>(null);
  const [current, setCurrent] = useState<PageDoc | null>(null);
  const [preview, setPreview] = useState<PageDoc | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    Promise.all([
      authorized((token) => api.listRevisions(name, token)),
      // A deleted page has a history but no current version.
      api.getPage(name).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    ])
      .then(([list, page]) => {
        if (cancelled) return;
        setRevisions(list);
        setCurrent(page);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        fail(err);
        setRevisions([]);
      });
    return () => {
      cancelled = true;
    };
  }, [name, authorized, fail]);

  async function view(revision: number) {
    try {
      setPreview(await authorized((token) => api.getRevision(name, revision, token)));
    } catch (err) {
      fail(err);
    }
  }

  async function restore(revision: number) {
    setBusy(true);
    try {
      const page = await authorized((token) => api.restore(name, revision, current?.revision ?? 0, token));
      clearDrafts();
      dispatch({ type: "pageAdded", page });
      dispatch({ type: "pageSelected", page });
      const message = t("admin.history.restored", { n: revision, m: page.revision ?? "?" });
      await navigate(editorPath(name), { state: { notice: message } });
    } catch (err) {
      fail(err);
      setRestoring(null);
      setBusy(false);
    }
  }

  const h = d.admin.history;
  return (
    <section aria-labelledby={`${id}-title`}>
      <nav className="breadcrumb" aria-label={d.admin.editor.breadcrumb}>
        <ol>
          <li>
            <Link to="/admin">{d.admin.nav.pages}</Link>
          </li>
          <li>{current ? <Link to={editorPath(name)}>{name}</Link> : name}</li>
          <li aria-current="page">{d.admin.editor.history}</li>
        </ol>
      </nav>
      <h1 id={`${id}-title`}>{t("admin.history.title", { name })}</h1>
      <p className="lead admin-lead">{h.intro}</p>
      {revisions === null ? (
        <p role="status" className="admin-muted">
          {h.loading}
        </p>
      ) : revisions.length === 0 ? (
        <p className="admin-empty">{h.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-history-table">
            <caption className="visually-hidden">{h.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{h.revision}</th>
                <th scope="col">{h.action}</th>
                <th scope="col">{h.by}</th>
                <th scope="col">{h.when}</th>
                <th scope="col">{h.actions}</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((r, i) => {
                const isCurrent = r.action === "save" && current?.revision === r.revision;
                return (
                  <tr key={`${r.revision}-${r.action}-${i}`}>
                    <td data-label={h.revision}>
                      <strong>{r.revision}</strong>
                      {isCurrent ? <span className="tag admin-current-tag">{h.current}</span> : null}
                    </td>
                    <td data-label={h.action}>{r.action === "delete" ? h.deleteAction : h.save}</td>
                    <td data-label={h.by}>{r.savedBy ?? h.unknownUser}</td>
                    <td data-label={h.when}>
                      <time dateTime={r.savedAt}>{formatDateTime(r.savedAt, lang)}</time>
                    </td>
                    <td data-label={h.actions}>
                      {r.action === "save" ? (
                        <div className="admin-row-actions">
                          <button
                            type="button"
                            className="btn btn-secondary btn-small"
                            aria-label={t("admin.history.viewRevision", { n: r.revision })}
                            onClick={() => void view(r.revision)}
                          >
                            {h.view}
                          </button>
                          {!isCurrent ? (
                            <button
                              type="button"
                              className="btn btn-primary btn-small"
                              aria-label={t("admin.history.restoreRevision", { n: r.revision })}
                              onClick={() => setRestoring(r.revision)}
                            >
                              {h.restore}
                            </button>
                          ) : null}
                        </div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {current ? (
        <p>
          <Link to={editorPath(name)}>{h.backToEditor}</Link>
        </p>
      ) : null}

      <Modal
        open={preview !== null}
        wide
        title={t("admin.history.previewTitle", { n: preview?.revision ?? "", name })}
        onClose={() => setPreview(null)}
      >
        <p className="admin-muted">{h.previewIntro}</p>
        {preview ? <RevisionView page={preview} /> : null}
        <div className="btn-row admin-dialog-actions">
          <button type="button" className="btn btn-secondary" autoFocus onClick={() => setPreview(null)}>
            {h.close}
          </button>
          {preview && preview.revision !== current?.revision ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                const n = preview.revision ?? null;
                setPreview(null);
                setRestoring(n);
              }}
            >
              {t("admin.history.restoreRevision", { n: preview.revision ?? "" })}
            </button>
          ) : null}
        </div>
      </Modal>

      <Modal
        open={restoring !== null}
        title={t("admin.history.restoreTitle", { n: restoring ?? "" })}
        onClose={() => setRestoring(null)}
        describedBy={`${id}-restore-body`}
      >
        <p id={`${id}-restore-body`}>{h.restoreBody}</p>
        <div className="btn-row admin-dialog-actions">
          <button type="button" className="btn btn-secondary" autoFocus onClick={() => setRestoring(null)}>
            {d.admin.delete.cancel}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => restoring !== null && void restore(restoring)}
          >
            {h.restore}
          </button>
        </div>
      </Modal>
    </section>
  );
}
