import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Lang, PageDoc } from "../../../content/page-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { formatDateTime } from "../shell/format.ts";
import { historyPath } from "../shell/paths.ts";
import { ViewOnSiteLinks } from "./view-on-site.tsx";

interface EditorSidePanelProps {
  name: string;
  /** The page as last saved: its revision and date, and whether it has a public address. */
  savedPage: PageDoc | null;
  publicAddresses: Record<Lang, string> | null;
  /** Absent when the user's role may not delete this page (an author, a published page). */
  onDelete: (() => void) | undefined;
  /** Each language's state and the publishing actions. */
  publishing: ReactNode;
  /** The save controls (shared with the narrow screen's save bar). */
  children: ReactNode;
}

/** Beside the form on a wide screen: save, the saved revision, the public view, history and delete. */
export function EditorSidePanel({
  name,
  savedPage,
  publicAddresses,
  onDelete,
  publishing,
  children,
}: EditorSidePanelProps) {
  const { d, t, lang } = useLanguage();
  const revision = savedPage?.revision;
  return (
    <aside className="admin-editor-side" aria-label={d.admin.editor.actions}>
      <div className="admin-save-box">
        {children}
        <p className="admin-help">
          {d.admin.editor.shortcut} {d.admin.publishing.autosaveHelp}
        </p>
        <p className="admin-muted admin-save-meta">
          {typeof revision === "number" ? t("admin.editor.revision", { n: revision }) : null}
          {savedPage?.Updated ? (
            <>
              <br />
              {t("admin.editor.updatedAt", { date: formatDateTime(savedPage.Updated, lang) })}
            </>
          ) : null}
        </p>
        {publishing}
        {publicAddresses ? (
          <ViewOnSiteLinks addresses={publicAddresses} className="btn btn-secondary admin-view-link" />
        ) : null}
        <Link className="btn btn-ghost" to={historyPath(name)}>
          {d.admin.editor.history}
        </Link>
        {onDelete ? (
          <button type="button" className="btn btn-danger-ghost" onClick={onDelete}>
            {d.admin.editor.delete}
          </button>
        ) : null}
      </div>
    </aside>
  );
}
