import { useId } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/contact-messages";
import { api, type ContactMessage } from "../shell/api-client.ts";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import { ListLoadFailure, ListScreen, listLoading, useConfirmedRowAction } from "../ui/list-screen.tsx";
import { MailNotice } from "./mail-notice.tsx";

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

export const HydrateFallback = listLoading((w) => w.messages.loading);
export const ErrorBoundary = ListLoadFailure;

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  const { d, t, lang } = useLanguage();
  const id = useId();
  const x = d.admin.messages;
  const { busy, act, askButton, dialog } = useConfirmedRowAction((m: ContactMessage) => m.id, {
    title: (m) => t("admin.messages.deleteTitle", { subject: m.subject }),
    body: x.deleteBody,
    confirm: x.delete,
    run: (m, token) => api.deleteContactMessage(m.id, token),
    done: () => x.deleted,
  });

  const unread = messages.filter((m) => !m.readAt).length;
  return (
    <ListScreen
      title={x.title}
      intro={x.intro}
      before={<MailNotice />}
      items={messages}
      count={t("admin.messages.count", { n: messages.length, unread })}
      empty={x.empty}
      after={dialog}
    >
      {(shown) => (
        <ul className="admin-messages">
          {shown.map((m) => (
            <li key={m.id}>
              <article
                className={`card admin-message${m.readAt ? "" : " admin-message-unread"}`}
                aria-labelledby={`${id}-m${m.id}`}
              >
                <h2 id={`${id}-m${m.id}`}>
                  {m.readAt ? null : <span className="badge admin-badge-unread">{x.unread}</span>} {m.subject}
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
                  {askButton(m)}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}
