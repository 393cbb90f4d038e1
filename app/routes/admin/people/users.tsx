import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { isRole, ROLES, type Role } from "../../../content/roles.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/users";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type CreatedUser, type UserRow } from "../shell/api-client.ts";
import { MailNotice } from "./mail-notice.tsx";
import { TextField } from "../ui/text-field.tsx";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { ListLoadFailure, ListTable, listLoading, useConfirmedRowAction } from "../ui/list-screen.tsx";
import { authorized } from "../shell/session.ts";

/** /admin/users: who may enter the editing area, with which role (admins only: the API refuses others). */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.users.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { Items } = await authorized((token) => api.listUsers(token, request.signal), request.signal);
  return { users: Items };
}

export const HydrateFallback = listLoading((w) => w.users.loading);
export const ErrorBoundary = ListLoadFailure;

export default function Users({ loaderData }: Route.ComponentProps) {
  const { users } = loaderData;
  const { d, t, lang } = useLanguage();
  const { user: me, announce } = useAdmin();
  const { revalidate } = useRevalidator();
  const id = useId();
  const x = d.admin.users;
  const removal = useConfirmedRowAction((u: UserRow) => u.email, {
    title: (u) => t("admin.users.removeTitle", { email: u.email }),
    body: x.removeBody,
    confirm: x.removeConfirm,
    button: x.remove,
    label: (u) => t("admin.users.removeOf", { email: u.email }),
    run: (u, token) => api.removeUser(u.email, token),
    done: (u) => t("admin.users.removed", { email: u.email }),
  });
  const { busy, act } = removal;
  /** An invitation whose e-mail is not being sent (no SMTP): its link, to copy and pass on. */
  const [unsent, setUnsent] = useState<{ email: string; url: string } | null>(null);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{x.title}</h1>
      <p className="lead admin-lead">{x.intro}</p>
      <MailNotice />
      {/* On a phone each account is a card (admin-stack-table), its columns named beside their values. */}
      <ListTable
        columns={[x.email, x.role, x.since, x.actions]}
        className="admin-stack-table admin-users-table"
      >
        {users.map((u) => {
          const self = u.email === me?.email;
          return (
            <tr key={u.email}>
              <th scope="row" className="admin-user-cell">
                {u.email} {self ? <span className="admin-muted">{x.you}</span> : null}
              </th>
              <td data-label={x.role}>
                <select
                  className="select admin-role-select"
                  aria-label={t("admin.users.roleOf", { email: u.email })}
                  value={u.role}
                  disabled={busy === u.email}
                  onChange={(e) => {
                    const role = e.target.value;
                    if (!isRole(role)) return;
                    void act(
                      u.email,
                      (token) => api.setUserRole(u.email, role, token),
                      t("admin.users.roleChanged", { email: u.email, role: d.admin.roles[role] }),
                    );
                  }}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {d.admin.roles[r]}
                    </option>
                  ))}
                </select>
              </td>
              <td data-label={x.since}>{formatDateTime(u.createdAt, lang)}</td>
              <td>
                <div className="btn-row admin-user-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    disabled={busy === u.email}
                    onClick={() =>
                      void act(
                        u.email,
                        (token) => api.endUserSessions(u.email, token),
                        t("admin.users.sessionsEnded", { email: u.email }),
                      )
                    }
                  >
                    {x.endSessions}
                    <span className="visually-hidden"> ({u.email})</span>
                  </button>
                  {removal.askButton(u)}
                </div>
              </td>
            </tr>
          );
        })}
      </ListTable>
      <ul className="admin-role-help">
        {ROLES.map((r) => (
          <li key={r}>
            <strong>{d.admin.roles[r]}</strong>: {d.admin.roleHelp[r]}
          </li>
        ))}
      </ul>
      {unsent ? (
        <div className="admin-notice admin-notice-warning admin-invitation-link" role="status">
          <p>{t("admin.users.invitedNoMail", { email: unsent.email })}</p>
          <label htmlFor={`${id}-link`}>{x.invitationLink}</label>
          <input
            id={`${id}-link`}
            className="input"
            readOnly
            value={unsent.url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() =>
              void navigator.clipboard.writeText(unsent.url).then(
                () => announce(x.linkCopied),
                () => undefined,
              )
            }
          >
            {x.copyLink}
          </button>
        </div>
      ) : null}
      <AddUserForm
        onAdded={(email, role, added) => {
          setUnsent(added.invitationUrl ? { email, url: added.invitationUrl } : null);
          void revalidate().then(() =>
            announce(
              added.invited && !added.mailSent
                ? t("admin.users.invitedNoMail", { email })
                : t(added.invited ? "admin.users.invited" : "admin.users.added", {
                    email,
                    role: d.admin.roles[role],
                  }),
            ),
          );
        }}
      />
      {removal.dialog}
    </section>
  );
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function AddUserForm({ onAdded }: { onAdded: (email: string, role: Role, added: CreatedUser) => void }) {
  const { d, lang } = useLanguage();
  const { fail } = useAdmin();
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("author");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<{ field: "email" | "password"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const x = d.admin.users;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const clean = email.trim();
    const found = !EMAIL.test(clean)
      ? ({ field: "email", text: x.emailInvalid } as const)
      : password !== "" && password.length < 10
        ? ({ field: "password", text: x.passwordShort } as const)
        : null;
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      // No password: an invitation by e-mail, with a link to choose one.
      const added = await authorized((token) =>
        api.createUser({ email: clean, role, ...(password ? { password } : { lang }) }, token),
      );
      setEmail("");
      setPassword("");
      onAdded(clean.toLowerCase(), role, added);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-section admin-add-user"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="admin-section-title">
        {x.addTitle}
      </h2>
      <p className="admin-help">{x.addIntro}</p>
      <div className="admin-details-grid">
        <TextField
          id={`${id}-email`}
          label={x.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={problem?.field === "email" ? problem.text : undefined}
        />
        <div className="field">
          <label htmlFor={`${id}-role`}>{x.role}</label>
          <select
            id={`${id}-role`}
            className="select"
            value={role}
            onChange={(e) => {
              if (isRole(e.target.value)) setRole(e.target.value);
            }}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {d.admin.roles[r]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id={`${id}-password`}
          label={x.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          help={x.passwordHelp}
          error={problem?.field === "password" ? problem.text : undefined}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {x.add}
      </button>
    </form>
  );
}
