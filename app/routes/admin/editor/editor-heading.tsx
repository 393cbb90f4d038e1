import { Link } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { familyWords } from "../shell/human-names.ts";

/**
 * Where the editor is (breadcrumb), what kind of page it is in words ("Artículo — texto con fecha…"), the
 * page's title in the editor's language as the heading, and its address name under it.
 */
export function EditorHeading({
  name,
  title,
  template,
  titleId,
}: {
  name: string;
  /** The page's title in the editor's language (human-names.ts docTitle): its name when it has none. */
  title: string;
  template: string;
  titleId: string;
}) {
  const { d, t } = useLanguage();
  const family = familyWords(d, template);
  return (
    <>
      <nav className="breadcrumb" aria-label={d.admin.editor.breadcrumb}>
        <ol>
          <li>
            <Link to="/admin">{d.admin.nav.pages}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <p className="eyebrow">
        {family.label}
        <span className="admin-family-desc"> — {family.description}</span>
      </p>
      <h1 id={titleId} className="admin-editor-title">
        {title}
      </h1>
      {title !== name ? (
        <p className="admin-page-address admin-editor-address">{t("admin.editor.addressName", { name })}</p>
      ) : null}
    </>
  );
}
