import { useId } from "react";
import type { Route } from "./+types/page-editor";
import { useLanguage } from "../../i18n/language.tsx";
import { api } from "./api-client.ts";
import { ConflictDialog } from "./components/conflict-dialog.tsx";
import { DeletePageDialog } from "./components/delete-page-dialog.tsx";
import { DraftRecoveredNotice } from "./components/draft-recovered-notice.tsx";
import { EditorHeading } from "./components/editor-heading.tsx";
import { EditorSidePanel } from "./components/editor-side-panel.tsx";
import { LeaveDialog } from "./components/leave-dialog.tsx";
import { LoadFailure } from "./components/load-failure.tsx";
import { PageDetails } from "./components/page-details.tsx";
import { SaveBar } from "./components/save-bar.tsx";
import { SaveControls } from "./components/save-controls.tsx";
import { ScreenLoading } from "./components/screen-loading.tsx";
import { ValueList } from "./components/value-list.tsx";
import { adminMeta } from "./meta.ts";
import { publicAddresses as publicAddressesOf } from "../../content/content-model.ts";
import { authorized } from "./session.ts";
import { useDeletePage } from "./use-delete-page.ts";
import { useLeaveGuard } from "./use-leave-guard.ts";
import { usePageDraft } from "./use-page-draft.ts";
import { useSavePage } from "./use-save-page.ts";
import { useSaveShortcut } from "./use-save-shortcut.ts";

/** /admin/pages/:name: the form over one page's values, with save, delete, history and guards. */

export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, "admin.editor.metaTitle", { name: params.name });
}

/** The page as the server has it now, once someone is signed in; a missing page is a 404. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const page = await authorized(() => api.getPage(params.name, request.signal), request.signal);
  return { page };
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
  const { d } = useLanguage();
  const id = useId();
  const draft = usePageDraft(loaderData.page);
  const saver = useSavePage(draft.page, draft.dirty);
  useSaveShortcut(saver.save);
  const leave = useLeaveGuard(draft.dirty);
  const deletion = useDeletePage(name, draft.savedPage?.revision, leave.letGo);

  if (!draft.ready) return <ScreenLoading text={d.admin.editor.loading} />;

  const { page, savedPage, dirty } = draft;
  const { conflict } = saver;
  const publicAddresses = savedPage ? publicAddressesOf(savedPage) : null;
  const saveControls = (
    <SaveControls
      saving={saver.saving}
      dirty={dirty}
      note={saver.note}
      formError={saver.formError}
      onSave={() => void saver.save()}
    />
  );

  return (
    <article className="admin-editor" aria-labelledby={`${id}-title`}>
      <EditorHeading name={name} template={page.Template} titleId={`${id}-title`} />
      {draft.recovered ? <DraftRecoveredNotice onDiscard={draft.discardDraft} /> : null}

      <div className="admin-editor-grid">
        <div className="admin-editor-main">
          <PageDetails page={page} />
          <ValueList list="values" title={d.admin.editor.valuesLegend} help={d.admin.editor.valuesHelp} />
          {Array.isArray(page.components) ? (
            <ValueList list="components" title={d.admin.editor.componentsLegend} />
          ) : null}
        </div>
        <EditorSidePanel
          name={name}
          savedPage={savedPage}
          publicAddresses={publicAddresses}
          onDelete={deletion.ask}
        >
          {saveControls}
        </EditorSidePanel>
      </div>

      <SaveBar publicAddresses={publicAddresses} dirty={dirty}>
        {saveControls}
      </SaveBar>

      {conflict ? (
        <ConflictDialog
          theirs={conflict}
          yours={page}
          busy={saver.saving}
          onCancel={saver.keepEditing}
          onReload={() => saver.reloadTheirs(conflict)}
          onOverwrite={() => void saver.save(conflict)}
        />
      ) : null}
      <DeletePageDialog
        open={deletion.confirming}
        name={name}
        deleting={deletion.deleting}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      />
      <LeaveDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </article>
  );
}
