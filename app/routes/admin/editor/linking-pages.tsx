import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type LinkingPage } from "../shell/api-client.ts";
import { editorPath } from "../shell/paths.ts";

/**
 * Inside the unpublish and delete dialogs: the published pages that link to this one (their links would
 * then lead nowhere), by title, each with a link to edit it. Following one closes the dialog (`onLeave`).
 */
export function LinkingPages({ name, onLeave }: { name: string; onLeave: () => void }) {
  const { d, t, lang } = useLanguage();
  const { authorized } = useAdmin();
  const [pages, setPages] = useState<LinkingPage[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const aborter = new AbortController();
    authorized((token) => api.linkingPages(name, token, aborter.signal)).then(setPages, () => {
      if (!aborter.signal.aborted) setFailed(true);
    });
    return () => aborter.abort();
  }, [name, authorized]);
  const x = d.admin.linking;
  if (failed) return <p className="admin-linking admin-muted">{x.failed}</p>;
  if (pages === null)
    return (
      <p className="admin-linking admin-muted" role="status">
        {x.loading}
      </p>
    );
  if (pages.length === 0) return <p className="admin-linking">{x.none}</p>;
  return (
    <div className="admin-linking admin-linking-warning">
      <p>
        <strong>{t("admin.linking.some", { n: pages.length })}</strong>
      </p>
      <ul>
        {pages.map((p) => (
          <li key={p.Page}>
            <Link
              to={editorPath(p.Page)}
              onClick={onLeave}
              aria-label={t("admin.linking.editPage", { title: p.title[lang] })}
            >
              {p.title[lang]}
            </Link>{" "}
            <span className="admin-muted">({p.Page})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
