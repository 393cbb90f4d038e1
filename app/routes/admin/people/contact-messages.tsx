import { useId, useState } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/contact-messages";
import { api, type ContactMessage } from "../shell/api-client.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { LoadFailure } from "../ui/load-failure.tsx";
import { MailNotice } from "./mail-notice.tsx";
import { ScreenLoading } from "../ui/screen-loading.tsx";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { useRowAction } from "../ui/use-row-action.ts";
import { authorized } from "../shell/session.ts";

/** /admin/messages: the contact form's messages (admins and editors; the API refuses authors). */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.messages.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { Items } = await authorized(
    (token) => api.listContactMessages(token, request.signal),
    request.signal,
  );
  return { messages: Items };
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.messages.loading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  const { d, t, lang } = useLanguage();
  const id = useId();
  const { busy, act } = useRowAction<number>();
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const x = d.admin.messages;

  const unread = messages.filter((m) => !m.readAt).length;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{x.title}</h1>
      <p className="lead admin-lead">{x.intro}</p>
      <MailNotice />
      {messages.length === 0 ? (
        <p className="admin-empty">{x.empty}</p>
      ) : (
        <>
          <p className="admin-muted">{t("admin.messages.count", { n: messages.length, unread })}</p>
          <ul className="admin-messages">
            {messages.map((m) => (
              <li key={m.id}>
                <article
                  className={`card admin-message${m.readAt ? "" : " admin-message-unread"}`}
                  aria-labelledby={`${id}-m${m.id}`}
                >
                  <h2 id={`${id}-m${m.id}`}>
                    {m.readAt ? null : <span className="badge admin-badge-unread">{x.unread}</span>}{" "}
                    {m.subject}
                  </h2>
                  <p className="admin-muted">
                    {t("admin.messages.from", {
                      name: m.name,
                      email: m.email,
                      date: formatDateTime(m.createdAt, lang),
                      lang: m.lang.toUpperCase(),
                    })}
                  </p>
                  <p className="admin-message-text" lang={m.lang}>
                    {m.message}
                  </p>
                  <div className="btn-row">
                    <a
                      className="btn btn-secondary btn-small"
                      href={`mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    >
                      {x.reply}
                    </a>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      disabled={busy === m.id}
                      onClick={() =>
                        void act(m.id, (token) => api.markContactMessage(m.id, !m.readAt, token), x.marked)
                      }
                    >
                      {m.readAt ? x.markUnread : x.markRead}
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger-ghost btn-small"
                      disabled={busy === m.id}
                      onClick={() => setDeleting(m)}
                    >
                      {x.delete}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("admin.messages.deleteTitle", { subject: deleting?.subject ?? "" })}
        body={x.deleteBody}
        confirm={x.delete}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const m = deleting;
          setDeleting(null);
          if (m) void act(m.id, (token) => api.deleteContactMessage(m.id, token), x.deleted);
        }}
      />
    </section>
  );
}
