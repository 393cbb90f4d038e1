import { Link } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { AddressTabs } from "../redirects/address-tabs.tsx";
import { api } from "../shell/api-client.ts";
import { adminMeta } from "../shell/meta.ts";
import { editorPath } from "../shell/paths.ts";
import { authorized } from "../shell/session.ts";
import { ListLoadFailure, ListScreen, ListTable, listLoading } from "../ui/list-screen.tsx";
import type { Route } from "./+types/broken-links";

/** /admin/links: links of published pages that lead nowhere, each with a way to fix its page. */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.links.title");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return authorized((token) => api.brokenLinks(token, request.signal), request.signal);
}

export const HydrateFallback = listLoading((w) => w.links.loading);
export const ErrorBoundary = ListLoadFailure;

export default function BrokenLinks({ loaderData }: Route.ComponentProps) {
  const { Items: items, truncated } = loaderData;
  const { d, t, lang } = useLanguage();
  const x = d.admin.links;
  return (
    <ListScreen
      title={x.title}
      nav={<AddressTabs />}
      intro={x.intro}
      items={items}
      count={t("admin.links.count", { n: items.length })}
      empty={x.empty}
      after={truncated ? <p className="admin-help">{x.truncated}</p> : null}
    >
      {(shown) => (
        <ListTable
          columns={[x.source, x.lang, x.text, x.target, x.reason, x.actions]}
          caption={x.caption}
          className="admin-stack-table admin-links-table"
        >
          {shown.map((item, i) => (
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
        </ListTable>
      )}
    </ListScreen>
  );
}
