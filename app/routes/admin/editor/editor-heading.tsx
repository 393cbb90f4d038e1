import { Link } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { TEMPLATES } from "../pages/templates.ts";

/** Where the editor is (breadcrumb), the page's template in words, and the page's name as the title. */
export function EditorHeading({
  name,
  template,
  titleId,
}: {
  name: string;
  template: string;
  titleId: string;
}) {
  const { d } = useLanguage();
  const catalogue = TEMPLATES.find((tpl) => tpl.template === template);
  const templateLabel = catalogue ? d.admin.templates[catalogue.id].label : template;
  return (
    <>
      <nav className="breadcrumb" aria-label={d.admin.editor.breadcrumb}>
        <ol>
          <li>
            <Link to="/admin">{d.admin.nav.pages}</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <p className="eyebrow">{templateLabel}</p>
      <h1 id={titleId} className="admin-editor-title">
        {name}
      </h1>
    </>
  );
}
