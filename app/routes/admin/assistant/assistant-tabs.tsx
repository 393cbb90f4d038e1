import { NavLink } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";

/** The assistant's two screens as tabs: links (each a page of its own), the current one marked. */
export function AssistantTabs() {
  const { d } = useLanguage();
  const x = d.admin.assistant;
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? "admin-tab active" : "admin-tab");
  return (
    <nav aria-label={x.tabsLabel} className="admin-tabs">
      <NavLink to="/admin/assistant" end className={tabClass}>
        {x.tabs.questions}
      </NavLink>
      <NavLink to="/admin/assistant/evaluation" className={tabClass}>
        {x.tabs.evaluation}
      </NavLink>
    </nav>
  );
}
