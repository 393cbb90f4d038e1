import { useCallback, useEffect, useState } from "react";
import { LANGS, type Lang, type PageDoc } from "../../../../content/page-model.ts";
import { useLanguage } from "../../../../i18n/language.tsx";
import { useAdmin } from "../../shell/admin-context.tsx";
import { api, type PageStatus, type PreviewLink } from "../../shell/api-client.ts";
import { diffPages, langOnly, type DiffRow } from "../../pages/diff.ts";
import { formatDateTime } from "../../shell/format.ts";
import { diffNames } from "../../shell/human-names.ts";
import { otherLang } from "./publish-rules.ts";
import { DiffTable } from "../../pages/diff-table.tsx";
import { LangStateList } from "./lang-states.tsx";
import { Modal } from "../../ui/modal.tsx";

interface PublishPanelProps {
  name: string;
  page: PageDoc;
  status: PageStatus | null;
  busy: boolean;
  hasPublicScreen: boolean;
  preview: PreviewLink | null;
  /** The user's role publishes (an author's does not: the panel then says who does). */
  canPublish: boolean;
  onPublish: () => void;
  /** Asks before taking the page off the site; absent while visitors read nothing of it. */
  onUnpublish: (() => void) | undefined;
  onCancelSchedule: (lang: Lang) => void;
  onMarkChecked: (lang: Lang) => void;
  onCreatePreview: () => void;
  onRevokePreviews: () => void;
}

/**
 * Where the page stands in each language (published, changes not yet published, draft only, no text,
 * scheduled, translation out of date), with what can be done about it: publish, cancel a schedule,
 * see what changed in the source and mark the translation checked, share a preview link.
 */
export function PublishPanel(props: PublishPanelProps) {
  const { name, page, status, busy } = props;
  const { d, t } = useLanguage();
  const p = d.admin.publishing;
  const [comparing, setComparing] = useState<Lang | null>(null);
  // Stable, so the comparison's loading effect runs once per opening, not on every render of the panel.
  const stopComparing = useCallback(() => setComparing(null), []);
  return (
    <section className="admin-publish-panel" aria-labelledby="admin-publish-status">
      <h2 id="admin-publish-status" className="admin-side-title">
        {p.status}
      </h2>
      {status ? (
        <LangStateList
          languages={status.languages}
          actions={
            props.canPublish
              ? {
                  scheduled: (l) => (
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      disabled={busy}
                      aria-label={t("admin.publishing.cancelScheduleOf", { lang: p.names[l] })}
                      onClick={() => props.onCancelSchedule(l)}
                    >
                      {p.cancelSchedule}
                    </button>
                  ),
                  outOfDate: (l) => (
                    <>
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        onClick={() => setComparing(l)}
                      >
                        {t("admin.publishing.showSourceChanges", { source: p.names[otherLang(l)] })}
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        disabled={busy}
                        aria-label={t("admin.publishing.markCheckedOf", { lang: p.names[l] })}
                        onClick={() => props.onMarkChecked(l)}
                      >
                        {p.markChecked}
                      </button>
                    </>
                  ),
                }
              : {}
          }
        />
      ) : null}
      {props.canPublish ? (
        <div className="btn-row">
          <button
            type="button"
            className="btn btn-primary admin-publish"
            disabled={busy}
            onClick={props.onPublish}
          >
            {p.publish}
          </button>
          {props.onUnpublish ? (
            <button
              type="button"
              className="btn btn-danger-ghost admin-unpublish"
              disabled={busy}
              onClick={props.onUnpublish}
            >
              {d.admin.unpublish.action}
            </button>
          ) : null}
        </div>
      ) : (
        <p className="admin-help">{p.authorNote}</p>
      )}
      {props.hasPublicScreen ? (
        <PreviewBox
          preview={props.preview}
          busy={busy}
          onCreate={props.onCreatePreview}
          onRevoke={props.onRevokePreviews}
        />
      ) : null}
      {comparing && status ? (
        <SourceChanges
          name={name}
          page={page}
          lang={comparing}
          basis={status.translation[comparing]?.basis}
          onClose={stopComparing}
        />
      ) : null}
    </section>
  );
}

/** The preview link: made on demand, copied with a press, revoked for everyone at once. */
function PreviewBox({
  preview,
  busy,
  onCreate,
  onRevoke,
}: {
  preview: PreviewLink | null;
  busy: boolean;
  onCreate: () => void;
  onRevoke: () => void;
}) {
  const { d, t, lang } = useLanguage();
  const { announce } = useAdmin();
  const p = d.admin.publishing;
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      announce(p.copied);
    } catch {
      // No clipboard (an insecure origin or a refusal): the link is there to select by hand.
    }
  }
  return (
    <div className="admin-preview-box">
      <h3 className="admin-side-subtitle">{p.preview}</h3>
      <p className="admin-help">{p.previewHelp}</p>
      {preview ? (
        <>
          <ul className="admin-preview-links">
            {LANGS.map((l) => (
              <li key={l}>
                <a href={preview.urls[l]} target="_blank" rel="noopener" hrefLang={l}>
                  {t("admin.publishing.previewIn", { lang: d.admin.editor.lang[l] })}
                </a>{" "}
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={t("admin.publishing.copyLink", { lang: p.names[l] })}
                  onClick={() => void copy(preview.urls[l])}
                >
                  {p.copy}
                </button>
              </li>
            ))}
          </ul>
          <p className="admin-help">
            {t("admin.publishing.previewExpires", { date: formatDateTime(preview.expiresAt, lang) })}
          </p>
        </>
      ) : null}
      <div className="btn-row">
        <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={onCreate}>
          {p.previewCreate}
        </button>
        <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={onRevoke}>
          {p.revoke}
        </button>
      </div>
    </div>
  );
}

/** What changed in the source language since the translation was last written or checked. */
function SourceChanges({
  name,
  page,
  lang,
  basis,
  onClose,
}: {
  name: string;
  page: PageDoc;
  lang: Lang;
  basis: number | undefined;
  onClose: () => void;
}) {
  const { d, t, lang: uiLang } = useLanguage();
  const { authorized, fail } = useAdmin();
  const p = d.admin.publishing;
  const source = otherLang(lang);
  const [rows, setRows] = useState<DiffRow[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = async () => {
      // Revision 0 (or none): the translation was never written against any source text.
      const old: PageDoc = basis
        ? await authorized((token) => api.getRevision(name, basis, token))
        : { Page: name, Template: page.Template, values: [] };
      if (live) setRows(diffPages(langOnly(old, source), langOnly(page, source), diffNames(d, uiLang)));
    };
    load().catch((err: unknown) => {
      if (live) {
        fail(err);
        onClose();
      }
    });
    return () => {
      live = false;
    };
  }, [name, page, basis, source, authorized, fail, onClose, d, uiLang]);
  const names = { source: p.names[source], lang: p.names[lang] };
  return (
    <Modal open wide title={t("admin.publishing.sourceChangesTitle", names)} onClose={onClose}>
      {rows === null ? (
        <p className="admin-muted">{d.admin.loadingScreen}</p>
      ) : rows.length === 0 ? (
        <p>{p.noSourceChanges}</p>
      ) : (
        <DiffTable rows={rows} before={p.before} after={p.after} />
      )}
      <div className="btn-row admin-dialog-actions">
        <button type="button" className="btn btn-secondary" autoFocus onClick={onClose}>
          {p.close}
        </button>
      </div>
    </Modal>
  );
}
