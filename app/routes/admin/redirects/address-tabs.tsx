import { NavLink } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";

/**
 * The site's addresses as tabs: the redirects, the 404 log and the broken links, each a page of its own,
 * the current one marked.
 */
export function AddressTabs() {
  const { d } = useLanguage();
  const x = d.admin.redirects;
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? "admin-tab active" : "admin-tab");
  return (
    <nav aria-label={x.tabsLabel} className="admin-tabs">
      <NavLink to="/admin/redirects" end className={tabClass}>
        {x.tabs.redirects}
      </NavLink>
      <NavLink to="/admin/redirects/not-found" className={tabClass}>
        {x.tabs.notFound}
      </NavLink>
      <NavLink to="/admin/links" className={tabClass}>
        {x.tabs.links}
      </NavLink>
    </nav>
  );
}

/** What the server's refusal of a redirect means, in the editor's language (undefined: not one of them). */
export function useRedirectError(): (code: string) => string | undefined {
  const { d } = useLanguage();
  const errors = d.admin.redirects.errors;
  return (code) =>
    code === "redirect_loop" || code === "redirect_exists" || code === "address_in_use"
      ? errors[code]
      : undefined;
}
