import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language.tsx";

/**
 * On a narrow screen the save controls stay at the bottom of the screen; the rest of the actions
 * follow the form. CSS shows this bar or the side panel's copy, never both.
 */
export function SaveBar({
  publicPath,
  dirty,
  children,
}: {
  publicPath: string | null;
  dirty: boolean;
  children: ReactNode;
}) {
  const { d } = useLanguage();
  return (
    <div className="admin-savebar">
      {children}
      {publicPath && !dirty ? (
        <a className="admin-savebar-view" href={publicPath} target="_blank" rel="noopener">
          {d.admin.editor.viewOnSite}
          <span aria-hidden="true"> ↗</span>
          <span className="visually-hidden"> ({d.admin.editor.viewOnSiteHelp})</span>
        </a>
      ) : null}
    </div>
  );
}
