import { Link } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { api } from "../api-client.ts";
import { ListScreen } from "../components/list-screen.tsx";
import { LoadFailure } from "../components/load-failure.tsx";
import { ScreenLoading } from "../components/screen-loading.tsx";
import { adminMeta } from "../meta.ts";
import { editorPath } from "../paths.ts";
import { authorized } from "../session.ts";
import type { Route } from "./+types/broken-links";

/** /admin/links: links of published pages that lead nowhere, each with a way to fix its page. */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.links.title");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return authorized((token) => api.brokenLinks(token, request.signal), request.signal);
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.links.loading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}

export default function BrokenLinks({ loaderData }: Route.ComponentProps) {
  const { Items: items, truncated } = loaderData;
  const { d, t, lang } = useLanguage();
  const x = d.admin.links;
  return (
    <ListScreen
      title={x.title}
      intro={x.intro}
      empty={x.empty}
      caption={x.caption}
      columns={[x.source, x.lang, x.text, x.target, x.reason, x.actions]}
      tableClass="admin-stack-table admin-links-table"
      footer={truncated ? <p className="admin-help">{x.truncated}</p> : null}
      rows={items.map((item, i) => (
        <tr key={`${item.source}\u0000${i}`}>
          <td data-label={x.source}>
            <span className="admin-page-name">{item.title[lang]}</span>{" "}
            <span className="admin-muted">({item.source})</span>
          </td>
          <td data-label={x.lang}>{item.lang ? d.admin.publishing.names[item.lang] : x.bothLangs}</td>
          <td data-label={x.text}>{item.text || x.noText}</td>
          <td data-label={x.target}>
            <code className="admin-link-target">{item.href}</code>
          </td>
          <td data-label={x.reason}>{x.reasons[item.reason]}</td>
          <td data-label={x.actions}>
            <Link
              to={editorPath(item.source)}
              aria-label={t("admin.links.editSource", { title: item.title[lang] })}
            >
              {x.edit}
            </Link>
          </td>
        </tr>
      ))}
    />
  );
}
