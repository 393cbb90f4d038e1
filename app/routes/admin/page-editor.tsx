import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import type { Route } from "./+types/page-editor";
import { publicPath as publicPathOf } from "../../content/content-model.ts";
import type { PageDoc } from "../../content/page-model.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useAdmin } from "./admin-context.tsx";
import { ApiError, api } from "./api-client.ts";
import { ConflictDialog } from "./components/conflict-dialog.tsx";
import { Modal } from "./components/modal.tsx";
import { PageDetails } from "./components/page-details.tsx";
import { ValueList } from "./components/value-list.tsx";
import { clearDrafts, loadDraft, saveDraft } from "./drafts.ts";
import { formatDateTime } from "./format.ts";
import { historyPath } from "./paths.ts";
import { TEMPLATES } from "./templates.ts";
import { isValidUrl, kindOf, readUrl } from "./values.ts";
import { adminMeta } from "./meta.ts";

/** /admin/pages/:name: the form over one page's values, with save, delete, history and guards. */

type LoadState = "loading" | "ready" | "missing" | "failed";

function hasInvalidUrl(page: PageDoc): boolean {
  return (["values", "components"] as const).some((list) => {
    const entries = page[list];
    return (
      Array.isArray(entries) && entries.some((e) => kindOf(e) === "url" && !isValidUrl(readUrl(e.value)))
    );
  });
}

function isPageDoc(v: unknown): v is PageDoc {
  return typeof v === "object" && v !== null && typeof (v as PageDoc).Page === "string";
}

export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, "admin.editor.metaTitle", { name: params.name });
}

export default function PageEditor({ params }: Route.ComponentProps) {
  const name = params.name;
  const { d, t, lang } = useLanguage();
  const { state, dispatch, dirty, authorized, fail, announce } = useAdmin();
  const navigate = useNavigate();
  const id = useId();
  const [load, setLoad] = useState<LoadState>("loading");
  const [attempt, setAttempt] = useState(0);
  const [recovered, setRecovered] = useState(false);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState("");
  const [formError, setFormError] = useState("");
  const [conflict, setConflict] = useState<PageDoc | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const allowLeave = useRef(false);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  // Load the page (and a draft of it kept from before a reload or an expired session).
  useEffect(() => {
    const ctrl = new AbortController();
    api
      .getPage(name, ctrl.signal)
      .then((page) => {
        dispatch({ type: "pageSelected", page });
        const draft = loadDraft(name, page.revision);
        if (draft) dispatch({ type: "draftRestored", draft });
        setRecovered(draft !== null);
        setLoad("ready");
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        fail(err);
        setLoad(err instanceof ApiError && err.status === 404 ? "missing" : "failed");
      });
    return () => ctrl.abort();
  }, [name, attempt, dispatch, fail]);

  const page = state.selectedPage;
  const ready = load === "ready" && page.Page === name;
  const savedRevision = state.savedPage?.revision;

  // Unsaved edits are mirrored in sessionStorage (drafts.ts) until they are saved or discarded.
  useEffect(() => {
    if (!ready) return;
    if (!dirty) {
      clearDrafts();
      return;
    }
    const timer = window.setTimeout(() => saveDraft({ page, baseRevision: savedRevision }), 300);
    return () => window.clearTimeout(timer);
  }, [ready, dirty, page, savedRevision]);

  // Closing the tab or reloading with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  // Leaving for another screen of the app with unsaved edits asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !allowLeave.current && dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const save = useCallback(
    async (overwrite?: PageDoc) => {
      if (saving) return;
      const sent = state.selectedPage;
      if (!overwrite && !dirty) {
        announce(d.admin.editor.saved);
        return;
      }
      if (hasInvalidUrl(sent)) {
        setFormError(d.admin.editor.fixErrors);
        document.querySelector<HTMLElement>("[data-invalid-url]")?.focus();
        return;
      }
      setFormError("");
      setSaving(true);
      const body: PageDoc = overwrite ? { ...sent, revision: overwrite.revision } : sent;
      try {
        const saved = await authorized((token) => api.savePage(body, token));
        dispatch({ type: "pageSaved", page: saved, sent });
        if (overwrite) dispatch({ type: "errorCleared" });
        setConflict(null);
        setRecovered(false);
        const message = overwrite
          ? t("admin.conflict.overwritten", { n: overwrite.revision ?? "?" })
          : t("admin.editor.savedAt", { n: saved.revision ?? "?" });
        // The save state is a live region: it says this without a second announcement.
        setNote(message);
      } catch (err) {
        fail(err);
        if (err instanceof ApiError && err.status === 409 && isPageDoc(err.body.current)) {
          setConflict(err.body.current);
        }
      } finally {
        setSaving(false);
      }
    },
    [saving, state.selectedPage, dirty, authorized, dispatch, fail, announce, d, t],
  );

  // Ctrl+S / Cmd+S saves, wherever the focus is in the editor.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "s") {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  async function remove() {
    setDeleting(true);
    try {
      await authorized((token) => api.deletePage(name, savedRevision, token));
      clearDrafts();
      allowLeave.current = true;
      dispatch({ type: "pageDeleted", name });
      await navigate("/admin", { state: { notice: t("admin.delete.done", { name }) } });
    } catch (err) {
      fail(err);
      setConfirmDelete(false);
      setDeleting(false);
    }
  }

  function reloadTheirs(theirs: PageDoc) {
    dispatch({ type: "pageSelected", page: theirs });
    dispatch({ type: "errorCleared" });
    clearDrafts();
    setConflict(null);
    setNote(t("admin.conflict.reloaded", { n: theirs.revision ?? "?" }));
  }

  function discardDraft() {
    if (state.savedPage) dispatch({ type: "pageSelected", page: state.savedPage });
    clearDrafts();
    setRecovered(false);
  }

  if (load === "loading" || (load === "ready" && !ready)) {
    return (
      <p role="status" className="admin-muted">
        {d.admin.editor.loading}
      </p>
    );
  }
  if (load !== "ready") {
    return (
      <section className="admin-empty" aria-labelledby={`${id}-missing`}>
        <h1 id={`${id}-missing`}>
          {load === "missing" ? t("admin.editor.notFound", { name }) : d.admin.errors.network}
        </h1>
        <div className="btn-row">
          {load === "failed" ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setLoad("loading");
                setAttempt((n) => n + 1);
              }}
            >
              {d.admin.list.refresh}
            </button>
          ) : null}
          <Link className="btn btn-secondary" to="/admin">
            {d.admin.editor.backToList}
          </Link>
        </div>
      </section>
    );
  }

  const publicPath = state.savedPage ? publicPathOf(state.savedPage) : null;
  const catalogue = TEMPLATES.find((tpl) => tpl.template === page.Template);
  const templateLabel = catalogue ? d.admin.templates[catalogue.id].label : page.Template;
  const statusText = saving
    ? d.admin.editor.saving
    : dirty
      ? d.admin.editor.unsaved
      : note || d.admin.editor.saved;

  const saveControls = (
    <>
      <p
        className={`admin-save-state ${dirty ? "admin-save-state-dirty" : "admin-save-state-clean"}`}
        role="status"
      >
        {statusText}
      </p>
      {formError ? (
        <p className="admin-field-error admin-save-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary admin-save"
        aria-keyshortcuts="Control+S Meta+S"
        disabled={saving}
        onClick={() => void save()}
      >
        {saving ? d.admin.editor.saving : d.admin.editor.save}
      </button>
    </>
  );

  return (
    <article className="admin-editor" aria-labelledby={`${id}-title`}>
      <nav className="breadcrumb" aria-label={d.admin.editor.breadcrumb}>
        <ol>
          <li>
            <Link to="/admin">{d.admin.nav.pages}</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <p className="eyebrow">{templateLabel}</p>
      <h1 id={`${id}-title`} className="admin-editor-title">
        {name}
      </h1>
      {recovered ? (
        <div className="alert admin-notice" role="status">
          <p>{d.admin.editor.draftRecovered}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={discardDraft}>
            {d.admin.editor.discardDraft}
          </button>
        </div>
      ) : null}

      <div className="admin-editor-grid">
        <div className="admin-editor-main">
          <PageDetails page={page} />
          <ValueList list="values" title={d.admin.editor.valuesLegend} help={d.admin.editor.valuesHelp} />
          {Array.isArray(page.components) ? (
            <ValueList list="components" title={d.admin.editor.componentsLegend} />
          ) : null}
        </div>

        <aside className="admin-editor-side" aria-label={d.admin.editor.actions}>
          <div className="admin-save-box">
            {saveControls}
            <p className="admin-help">{d.admin.editor.shortcut}</p>
            <p className="admin-muted admin-save-meta">
              {typeof savedRevision === "number" ? t("admin.editor.revision", { n: savedRevision }) : null}
              {state.savedPage?.Updated ? (
                <>
                  <br />
                  {t("admin.editor.updatedAt", { date: formatDateTime(state.savedPage.Updated, lang) })}
                </>
              ) : null}
            </p>
            {publicPath ? (
              <a
                className="btn btn-secondary admin-view-link"
                href={publicPath}
                target="_blank"
                rel="noopener"
              >
                {d.admin.editor.viewOnSite}
                <span aria-hidden="true"> ↗</span>
                <span className="visually-hidden"> ({d.admin.editor.viewOnSiteHelp})</span>
              </a>
            ) : null}
            <Link className="btn btn-ghost" to={historyPath(name)}>
              {d.admin.editor.history}
            </Link>
            <button type="button" className="btn btn-danger-ghost" onClick={() => setConfirmDelete(true)}>
              {d.admin.editor.delete}
            </button>
          </div>
        </aside>
      </div>

      {/* On a narrow screen the save controls stay at the bottom of the screen; the rest of the
          actions follow the form. CSS shows one copy or the other, never both. */}
      <div className="admin-savebar">
        {saveControls}
        {publicPath && !dirty ? (
          <a className="admin-savebar-view" href={publicPath} target="_blank" rel="noopener">
            {d.admin.editor.viewOnSite}
            <span aria-hidden="true"> ↗</span>
            <span className="visually-hidden"> ({d.admin.editor.viewOnSiteHelp})</span>
          </a>
        ) : null}
      </div>

      {conflict ? (
        <ConflictDialog
          theirs={conflict}
          yours={page}
          busy={saving}
          onCancel={() => setConflict(null)}
          onReload={() => reloadTheirs(conflict)}
          onOverwrite={() => void save(conflict)}
        />
      ) : null}

      <Modal
        open={confirmDelete}
        title={t("admin.delete.title", { name })}
        onClose={() => setConfirmDelete(false)}
        describedBy={`${id}-delete-body`}
      >
        <p id={`${id}-delete-body`}>{d.admin.delete.body}</p>
        <div className="btn-row admin-dialog-actions">
          <button
            type="button"
            className="btn btn-secondary"
            autoFocus
            onClick={() => setConfirmDelete(false)}
          >
            {d.admin.delete.cancel}
          </button>
          <button type="button" className="btn btn-danger" disabled={deleting} onClick={() => void remove()}>
            {d.admin.delete.confirm}
          </button>
        </div>
      </Modal>

      <Modal
        open={blocker.state === "blocked"}
        title={d.admin.leave.title}
        onClose={() => blocker.reset?.()}
        describedBy={`${id}-leave-body`}
      >
        <p id={`${id}-leave-body`}>{d.admin.leave.body}</p>
        <div className="btn-row admin-dialog-actions">
          <button type="button" className="btn btn-secondary" autoFocus onClick={() => blocker.reset?.()}>
            {d.admin.leave.stay}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => {
              clearDrafts();
              dispatch({ type: "selectionCleared" });
              blocker.proceed?.();
            }}
          >
            {d.admin.leave.leave}
          </button>
        </div>
      </Modal>
    </article>
  );
}
