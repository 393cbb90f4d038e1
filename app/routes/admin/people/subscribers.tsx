import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/subscribers";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type Subscriber } from "../shell/api-client.ts";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import {
  ListLoadFailure,
  ListTable,
  ListScreen,
  listLoading,
  useConfirmedRowAction,
} from "../ui/list-screen.tsx";
import { MailNotice } from "./mail-notice.tsx";
import { NewsletterComposer } from "./newsletter-composer.tsx";

/** /admin/subscribers: the newsletter's subscribers (admins only: personal data; the API refuses others). */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.subscribers.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { Items } = await authorized((token) => api.listSubscribers(token, request.signal), request.signal);
  return { subscribers: Items };
}

export const HydrateFallback = listLoading((w) => w.subscribers.loading);
export const ErrorBoundary = ListLoadFailure;

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData;
  const { d, t, lang } = useLanguage();
  const { fail } = useAdmin();
  const x = d.admin.subscribers;
  const deletion = useConfirmedRowAction((s: Subscriber) => s.id, {
    title: (s) => t("admin.subscribers.deleteTitle", { email: s.email }),
    body: x.deleteBody,
    confirm: x.delete,
    label: (s) => t("admin.subscribers.deleteOf", { email: s.email }),
    run: (s, token) => api.deleteSubscriber(s.id, token),
    done: (s) => t("admin.subscribers.deleted", { email: s.email }),
  });

  async function exportCsv() {
    try {
      const blob = await authorized((token) => api.subscribersCsv(token));
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = "subscribers.csv";
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      fail(err);
    }
  }

  const confirmed = subscribers.filter((s) => s.state === "confirmed").length;
  return (
    <ListScreen
      title={x.title}
      intro={x.intro}
      before={<MailNotice />}
      items={subscribers}
      count={t("admin.subscribers.count", { n: subscribers.length, confirmed })}
      tools={
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void exportCsv()}>
          {x.export}
        </button>
      }
      empty={x.empty}
      after={
        <>
          <NewsletterComposer confirmed={confirmed} />
          {deletion.dialog}
        </>
      }
    >
      {(shown) => (
        <ListTable columns={[x.email, x.lang, x.state, x.asked, x.confirmedAt, x.actions]}>
          {shown.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.email}</th>
              <td>{s.lang.toUpperCase()}</td>
              <td>{x.states[s.state]}</td>
              <td>{formatDateTime(s.consent.at || s.createdAt, lang)}</td>
              <td>{s.confirmedAt ? formatDateTime(s.confirmedAt, lang) : "—"}</td>
              <td>{deletion.askButton(s)}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </ListScreen>
  );
}
