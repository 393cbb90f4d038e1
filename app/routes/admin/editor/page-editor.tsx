import { SlugFields } from "./fields/slug-fields.tsx";
import { useCallback, useId, useState } from "react";
import type { Route } from "./+types/page-editor";
import { useLanguage } from "../../../i18n/language.tsx";
import { api } from "../shell/api-client.ts";
import { ConflictDialog } from "./conflict-dialog.tsx";
import { DraftRecoveredNotice } from "./draft-recovered-notice.tsx";
import { EditorHeading } from "./editor-heading.tsx";
import { docTitle } from "../shell/human-names.ts";
import { EditorSidePanel } from "./editor-side-panel.tsx";
import { PageAudienceFigures } from "../audience/page-figures.tsx";
import { LeaveDialog } from "./leave-dialog.tsx";
import { LoadFailure } from "../ui/load-failure.tsx";
import { PageRemovalDialog } from "./page-removal-dialog.tsx";
import { PageDetails } from "./fields/page-details.tsx";
import { PublishDialog } from "./publishing/publish-dialog.tsx";
import { PublishPanel } from "./publishing/publish-panel.tsx";
import { ReviewPanel } from "./review-panel.tsx";
import { MachineMarksProvider } from "./fields/machine-marks.tsx";
import { TranslationHelp, useMachineTranslation } from "./translation-help.tsx";
import { FieldProblemsProvider } from "./publishing/publish-problems.tsx";
import { SaveBar } from "./save-bar.tsx";
import { SaveControls } from "./save-controls.tsx";
import { ScreenLoading } from "../ui/screen-loading.tsx";
import { PageFields } from "./fields/page-fields.tsx";
import { PreviewPane } from "./preview-pane.tsx";
import { ValueList } from "./fields/value-list.tsx";
import { adminMeta } from "../shell/meta.ts";
import { publicAddresses as publicAddressesOf } from "../../../content/content-model.ts";
import { permissionsOf } from "../../../content/roles.ts";
import { useAdmin } from "../shell/admin-context.tsx";
import { authorized } from "../shell/session.ts";
import { useAutosave } from "./use-autosave.ts";
import { useDeletePage } from "./use-delete-page.ts";
import { useLeaveGuard } from "./use-leave-guard.ts";
import { usePageDraft } from "./use-page-draft.ts";
import { usePublishing } from "./publishing/use-publishing.ts";
import { useSavePage } from "./use-save-page.ts";
import { useSaveShortcut } from "./use-save-shortcut.ts";

/** /admin/pages/:name: the form over one page's values, with save, delete, history and guards. */

export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, "admin.editor.metaTitle", { name: params.name });
}

/**
 * The page's draft (or its published version when it has none) with its status, once someone is
 * signed in; a name with neither is a 404.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const { page, status } = await authorized((token) => api.getDraft(params.name, token, signal), signal);
  return { page, status };
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.editor.loading} />;
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { t } = useLanguage();
  return <LoadFailure error={error} notFound={t("admin.editor.notFound", { name: params.name ?? "" })} />;
}

export default function PageEditor({ loaderData, params }: Route.ComponentProps) {
  const name = params.name;
  const { d, lang } = useLanguage();
  const id = useId();
  const draft = usePageDraft(loaderData.page, loaderData.status);
  const saver = useSavePage(draft.page, draft.dirty);
  const save = saver.save;
  const ensureSaved = useCallback(() => save(), [save]);
  useSaveShortcut(ensureSaved);
  // After a conflict the editor decides (Save again, or load theirs): no autosave meets it again.
  useAutosave({ page: draft.page, dirty: draft.dirty, paused: saver.stale, save });
  const leave = useLeaveGuard(draft.dirty);
  const deletion = useDeletePage(name, draft.savedPage?.revision, leave.letGo);
  const publishing = usePublishing(name, ensureSaved);
  const [publishOpen, setPublishOpen] = useState(false);
  const [unpublishOpen, setUnpublishOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const machine = useMachineTranslation(name);
  const { user } = useAdmin();
  const can = permissionsOf(user?.role ?? "author");

  if (!draft.ready) return <ScreenLoading text={d.admin.editor.loading} />;

  const { page, savedPage, dirty, status } = draft;
  const { conflict } = saver;
  const publicAddresses = savedPage ? publicAddressesOf(savedPage) : null;
  // Named by its saved title (not the one being typed), so the heading does not change with each key.
  const title = docTitle(savedPage ?? page, lang);
  // "View on site" only where visitors can read something.
  const visible = status ? status.publishedRevision !== null : true;
  const saveControls = (
    <SaveControls
      saving={saver.saving}
      dirty={dirty}
      note={saver.note}
      formError={saver.formError}
      onSave={() => void ensureSaved()}
    />
  );
  const openPublish = () => {
    publishing.clearProblems();
    setPublishOpen(true);
  };

  return (
    <article className="admin-editor" aria-labelledby={`${id}-title`}>
      <EditorHeading name={name} title={title} template={page.Template} titleId={`${id}-title`} />
      {draft.recovered ? <DraftRecoveredNotice onDiscard={draft.discardDraft} /> : null}

      <div className={previewOpen ? "admin-editor-grid admin-editor-grid-preview" : "admin-editor-grid"}>
        <FieldProblemsProvider problems={[...saver.fieldProblems, ...publishing.problems]}>
          <div className="admin-editor-main">
            <PageDetails page={page} />
            <SlugFields page={page} publishedRevision={status?.publishedRevision ?? null} />
            <MachineMarksProvider marked={machine.state?.marked ?? []}>
              <PageFields page={page} />
            </MachineMarksProvider>
            {Array.isArray(page.components) ? (
              <ValueList list="components" title={d.admin.editor.componentsLegend} />
            ) : null}
          </div>
        </FieldProblemsProvider>
        <EditorSidePanel
          name={name}
          savedPage={savedPage}
          publicAddresses={visible ? publicAddresses : null}
          onDelete={can.deletePublished || !visible ? deletion.ask : undefined}
          publishing={
            <>
              <PublishPanel
                name={name}
                page={page}
                status={status}
                busy={publishing.busy || saver.saving}
                hasPublicScreen={publicAddresses !== null}
                preview={publishing.preview}
                canPublish={can.publish}
                onPublish={openPublish}
                onUnpublish={can.publish && visible ? () => setUnpublishOpen(true) : undefined}
                onCancelSchedule={(l) => void publishing.cancelSchedule(l)}
                onMarkChecked={(l) => void publishing.markChecked(l)}
                onCreatePreview={() => void publishing.createPreview()}
                onRevokePreviews={() => void publishing.revokePreviews()}
              />
              <PageAudienceFigures name={name} hasPublicScreen={visible && publicAddresses !== null} />
              <ReviewPanel
                key={`${name}:${status?.publishedRevision ?? 0}`}
                name={name}
                canPublish={can.publish}
                hasDraft={status ? status.hasDraft : false}
                ensureSaved={ensureSaved}
              />
              <TranslationHelp
                key={name}
                name={name}
                machine={machine}
                page={page}
                revision={savedPage?.revision}
                ensureSaved={ensureSaved}
              />
            </>
          }
        >
          {saveControls}
        </EditorSidePanel>
        {publicAddresses ? (
          <PreviewPane
            link={publishing.preview}
            revision={savedPage?.revision}
            busy={publishing.busy || saver.saving}
            open={previewOpen}
            onOpen={() => {
              setPreviewOpen(true);
              if (!publishing.preview) void publishing.createPreview();
            }}
            onClose={() => setPreviewOpen(false)}
          />
        ) : null}
      </div>

      <SaveBar>
        {saveControls}
        {can.publish ? (
          <button type="button" className="btn btn-secondary admin-savebar-publish" onClick={openPublish}>
            {d.admin.publishing.publish}
          </button>
        ) : null}
      </SaveBar>

      {publishOpen ? (
        <PublishDialog
          name={name}
          title={title}
          status={status}
          busy={publishing.busy || saver.saving}
          problems={publishing.problems}
          onClose={() => setPublishOpen(false)}
          onPublish={(request) =>
            void publishing.publish(request).then((message) => {
              if (!message) return;
              setPublishOpen(false);
              saver.setNote(message);
            })
          }
        />
      ) : null}

      {conflict ? (
        <ConflictDialog
          theirs={conflict}
          yours={page}
          busy={saver.saving}
          onCancel={saver.keepEditing}
          onReload={() => saver.reloadTheirs(conflict)}
          onOverwrite={() => void save({ overwrite: conflict })}
        />
      ) : null}
      <PageRemovalDialog
        open={unpublishOpen}
        name={name}
        title={title}
        action="unpublish"
        busy={publishing.busy || saver.saving}
        onCancel={() => setUnpublishOpen(false)}
        onConfirm={() =>
          void publishing.unpublish().then((done) => {
            if (done) setUnpublishOpen(false);
          })
        }
      />
      <PageRemovalDialog
        open={deletion.confirming}
        name={name}
        title={title}
        action="delete"
        busy={deletion.deleting}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      />
      <LeaveDialog
        open={leave.asking}
        onStay={leave.stay}
        onLeave={leave.leave}
        onSaveAndLeave={() =>
          void ensureSaved().then((saved) => {
            if (saved) leave.leave();
            else leave.stay();
          })
        }
      />
    </article>
  );
}
