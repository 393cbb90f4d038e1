import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/subscribers";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type Subscriber } from "../shell/api-client.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { LoadFailure } from "../ui/load-failure.tsx";
import { MailNotice } from "./mail-notice.tsx";
import { NewsletterComposer } from "./newsletter-composer.tsx";
import { ScreenLoading } from "../ui/screen-loading.tsx";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { useRowAction } from "../ui/use-row-action.ts";
import { authorized } from "../shell/session.ts";

/** /admin/subscribers: the newsletter's subscribers (admins only: personal data; the API refuses others). */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.subscribers.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { Items } = await authorized((token) => api.listSubscribers(token, request.signal), request.signal);
  return { subscribers: Items };
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.subscribers.loading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData;
  const { d, t, lang } = useLanguage();
  const { fail } = useAdmin();
  const { act } = useRowAction<number>();
  const id = useId();
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const x = d.admin.subscribers;

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
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{x.title}</h1>
      <p className="lead admin-lead">{x.intro}</p>
      <MailNotice />
      {subscribers.length === 0 ? (
        <p className="admin-empty">{x.empty}</p>
      ) : (
        <>
          <div className="btn-row admin-toolbar-row">
            <p className="admin-muted">
              {t("admin.subscribers.count", { n: subscribers.length, confirmed })}
            </p>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void exportCsv()}>
              {x.export}
            </button>
          </div>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{x.email}</th>
                  <th scope="col">{x.lang}</th>
                  <th scope="col">{x.state}</th>
                  <th scope="col">{x.asked}</th>
                  <th scope="col">{x.confirmedAt}</th>
                  <th scope="col">{x.actions}</th>
                </tr>
              </thead>
              <tbody>
                {subscribers.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">{s.email}</th>
                    <td>{s.lang.toUpperCase()}</td>
                    <td>{x.states[s.state]}</td>
                    <td>{formatDateTime(s.consent.at || s.createdAt, lang)}</td>
                    <td>{s.confirmedAt ? formatDateTime(s.confirmedAt, lang) : "—"}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-danger-ghost btn-small"
                        aria-label={t("admin.subscribers.deleteOf", { email: s.email })}
                        onClick={() => setDeleting(s)}
                      >
                        {x.delete}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <NewsletterComposer confirmed={confirmed} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("admin.subscribers.deleteTitle", { email: deleting?.email ?? "" })}
        body={x.deleteBody}
        confirm={x.delete}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const s = deleting;
          setDeleting(null);
          if (s)
            void act(
              s.id,
              (token) => api.deleteSubscriber(s.id, token),
              t("admin.subscribers.deleted", { email: s.email }),
            );
        }}
      />
    </section>
  );
}
