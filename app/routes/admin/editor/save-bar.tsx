import type { ReactNode } from "react";

/**
 * On a narrow screen the save and publish controls stay at the bottom of the screen; the rest of the
 * actions (view on site, preview, history, delete) follow the form. CSS shows this bar or the side
 * panel's copy, never both.
 */
export function SaveBar({ children }: { children: ReactNode }) {
  return <div className="admin-savebar">{children}</div>;
}
