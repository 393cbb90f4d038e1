import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/page-history";
import { LANGS, type Lang, type PageDoc } from "../../../content/page-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { ApiError, api } from "../shell/api-client.ts";
import { DiffTable } from "./diff-table.tsx";
import { LoadFailure } from "../ui/load-failure.tsx";
import { Modal } from "../ui/modal.tsx";
import { RevisionView } from "./revision-view.tsx";
import { RestoreDialog } from "./restore-dialog.tsx";
import { RevisionsTable } from "./revisions-table.tsx";
import { ReviewSteps } from "../editor/review-panel.tsx";
import { ScreenLoading } from "../ui/screen-loading.tsx";
import { diffPages, type DiffRow } from "./diff.ts";
import { diffNames, docTitle } from "../shell/human-names.ts";
import { clearDrafts } from "../editor/drafts.ts";
import { editorPath } from "../shell/paths.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";

/** /admin/pages/:name/history: every saved version, who saved it and when; view one, restore one. */
export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, "admin.history.title", { name: params.name });
}

/** The page's history, and its current version (none when the page is deleted). */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const notFoundAs =
    <T,>(fallback: T) =>
    (err: unknown): T => {
      if (err instanceof ApiError && err.status === 404) return fallback;
      throw err;
    };
  const [revisions, current, review] = await Promise.all([
    authorized((token) => api.listRevisions(params.name, token, signal), signal),
    // A deleted page has a history but no current version.
    authorized((token) => api.getDraft(params.name, token, signal), signal).catch(notFoundAs(null)),
    // The review's conversation is kept with the history (none for a deleted page).
    authorized((token) => api.review(params.name, token, signal), signal).catch(notFoundAs(null)),
  ]);
  return { revisions, current: current?.page ?? null, reviewSteps: review?.Items ?? [] };
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.history.loading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}

export default function PageHistory({ loaderData, params }: Route.ComponentProps) {
  const name = params.name;
  const { revisions, current, reviewSteps } = loaderData;
  const { d, t, lang } = useLanguage();
  const names = diffNames(d, lang);
  // Named by its title in the editor's language; a deleted page (no current version) by its address name.
  const title = current ? docTitle(current, lang) : name;
  const { fail } = useAdmin();
  const navigate = useNavigate();
  const id = useId();
  const [preview, setPreview] = useState<PageDoc | null>(null);
  /** A comparison: revision n (older) against m (newer, or the current version). */
  const [changes, setChanges] = useState<{ n: number; m: number; current: boolean; rows: DiffRow[] } | null>(
    null,
  );
  /** The revision the restore dialog asks about (loaded: the dialog says what it would empty). */
  const [restoring, setRestoring] = useState<PageDoc | null>(null);
  const [busy, setBusy] = useState(false);

  async function view(revision: number) {
    try {
      setPreview(await authorized((token) => api.getRevision(name, revision, token)));
    } catch (err) {
      fail(err);
    }
  }

  /**
   * Revision `n` against the current version, field by field and per language; the current one (or any
   * revision of a deleted page) against the revision before it.
   */
  async function compare(n: number) {
    const index = revisions.findIndex((r) => r.revision === n);
    const previous = revisions.slice(index + 1).find((r) => r.action !== "delete");
    const againstCurrent = current !== null && current.revision !== n;
    try {
      const picked = await authorized((token) => api.getRevision(name, n, token));
      if (againstCurrent) {
        setChanges({ n, m: current.revision ?? 0, current: true, rows: diffPages(picked, current, names) });
        return;
      }
      const old: PageDoc = previous
        ? await authorized((token) => api.getRevision(name, previous.revision, token))
        : { Page: name, Template: "", values: [] };
      setChanges({ n: previous?.revision ?? 0, m: n, current: false, rows: diffPages(old, picked, names) });
    } catch (err) {
      fail(err);
    }
  }

  async function askRestore(revision: number) {
    try {
      setRestoring(await authorized((token) => api.getRevision(name, revision, token)));
    } catch (err) {
      fail(err);
    }
  }

  async function restore(revision: number, langs: Lang[]) {
    setBusy(true);
    const all = LANGS.every((l) => langs.includes(l));
    try {
      const { page } = await authorized((token) =>
        api.restore(name, revision, current?.revision ?? 0, token, all ? undefined : langs),
      );
      // The editor loads the restored page; a draft kept over the older revision must not come back.
      clearDrafts();
      const m = page.revision ?? "?";
      const message = all
        ? t("admin.history.restored", { n: revision, m })
        : t("admin.history.restoredLangs", {
            n: revision,
            m,
            languages: langs.map((l) => d.admin.publishing.names[l]).join(", "),
          });
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
          <li>{current ? <Link to={editorPath(name)}>{title}</Link> : title}</li>
          <li aria-current="page">{d.admin.editor.history}</li>
        </ol>
      </nav>
      <h1 id={`${id}-title`} className="admin-editor-title">
        {t("admin.history.title", { name: title })}
      </h1>
      {title !== name ? (
        <p className="admin-page-address admin-editor-address">{t("admin.editor.addressName", { name })}</p>
      ) : null}
      <p className="lead admin-lead">{h.intro}</p>
      {revisions.length === 0 ? (
        <p className="admin-empty">{h.empty}</p>
      ) : (
        <RevisionsTable
          revisions={revisions}
          currentRevision={current?.revision}
          onView={(n) => void view(n)}
          onCompare={(n) => void compare(n)}
          onRestore={(n) => void askRestore(n)}
        />
      )}
      {reviewSteps.length > 0 ? (
        <section aria-labelledby={`${id}-review`}>
          <h2 id={`${id}-review`}>{d.admin.review.steps}</h2>
          <ReviewSteps steps={reviewSteps} />
        </section>
      ) : null}
      {current ? (
        <p>
          <Link to={editorPath(name)}>{h.backToEditor}</Link>
        </p>
      ) : null}

      <Modal
        open={preview !== null}
        wide
        title={t("admin.history.previewTitle", {
          n: preview?.revision ?? "",
          // A version is named by its own title: what the page was called then.
          name: preview ? docTitle(preview, lang) : title,
        })}
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
                setPreview(null);
                setRestoring(preview);
              }}
            >
              {t("admin.history.restoreRevision", { n: preview.revision ?? "" })}
            </button>
          ) : null}
        </div>
      </Modal>

      <Modal
        open={changes !== null}
        wide
        title={
          changes
            ? t(changes.current ? "admin.history.compareTitle" : "admin.history.changesTitle", {
                n: changes.n,
                m: changes.m,
              })
            : ""
        }
        onClose={() => setChanges(null)}
      >
        {changes && changes.rows.length === 0 ? <p>{d.admin.publishing.noSourceChanges}</p> : null}
        {changes && changes.rows.length > 0 ? (
          <DiffTable
            rows={changes.rows}
            before={t("admin.editor.revision", { n: changes.n })}
            after={
              changes.current
                ? t("admin.history.currentRevision", { n: changes.m })
                : t("admin.editor.revision", { n: changes.m })
            }
          />
        ) : null}
        <div className="btn-row admin-dialog-actions">
          <button type="button" className="btn btn-secondary" autoFocus onClick={() => setChanges(null)}>
            {h.close}
          </button>
        </div>
      </Modal>

      {restoring ? (
        <RestoreDialog
          revision={restoring}
          current={current}
          busy={busy}
          onRestore={(langs) => void restore(restoring.revision ?? 0, langs)}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </section>
  );
}
