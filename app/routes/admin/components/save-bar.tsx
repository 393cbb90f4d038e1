import type { ReactNode } from "react";
import type { Lang } from "../../../content/page-model.ts";
import { ViewOnSiteLinks } from "./view-on-site.tsx";

/**
 * On a narrow screen the save controls stay at the bottom of the screen; the rest of the actions
 * follow the form. CSS shows this bar or the side panel's copy, never both.
 */
export function SaveBar({
  publicAddresses,
  dirty,
  children,
}: {
  publicAddresses: Record<Lang, string> | null;
  dirty: boolean;
  children: ReactNode;
}) {
  return (
    <div className="admin-savebar">
      {children}
      {publicAddresses && !dirty ? (
        <ViewOnSiteLinks addresses={publicAddresses} className="admin-savebar-view" />
      ) : null}
    </div>
  );
}
