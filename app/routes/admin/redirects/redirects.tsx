import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { fromProblem, toProblem, REDIRECT_MATCHES, type RedirectMatch } from "../../../content/redirects.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { ListTable } from "../ui/list-screen.tsx";
import type { Route } from "./+types/redirects";
import "./redirects.css";
import { useAdmin } from "../shell/admin-context.tsx";
import { ApiError } from "../shell/api-client.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { LoadFailure } from "../ui/load-failure.tsx";
import { ScreenLoading } from "../ui/screen-loading.tsx";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import { useRowAction } from "../ui/use-row-action.ts";
import { AddressTabs, useRedirectError } from "./address-tabs.tsx";
import { redirectsApi, type RedirectInput, type RedirectRow } from "./redirects-api.ts";

/**
 * /admin/redirects: every redirect (made by a page's change of address, or by hand), its hits, and a form
 * to add or change one (admins, editors). docs/product.md "Addresses".
 */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.redirects.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { Items } = await authorized((token) => redirectsApi.list(token, request.signal), request.signal);
  return { redirects: Items };
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.redirects.loading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}

export default function Redirects({ loaderData }: Route.ComponentProps) {
  const { redirects } = loaderData;
  const { d, t, lang } = useLanguage();
  const x = d.admin.redirects;
  const id = useId();
  const { busy, act } = useRowAction<number>();
  const [editing, setEditing] = useState<RedirectRow | null>(null);
  const [deleting, setDeleting] = useState<RedirectRow | null>(null);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{x.title}</h1>
      <AddressTabs />
      <p className="lead admin-lead">{x.intro}</p>
      <RedirectForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      {redirects.length === 0 ? (
        <p className="admin-empty">{x.empty}</p>
      ) : (
        <ListTable
          columns={[x.from, x.to, x.match, x.origin, x.hits, x.actions]}
          caption={x.title}
          className="admin-stack-table"
        >
          {redirects.map((r) => (
            <tr key={r.id}>
              <th scope="row" data-label={x.from} className="admin-words">
                <code>{r.from}</code>
              </th>
              <td data-label={x.to} className="admin-words">
                <code>{r.to}</code>
              </td>
              <td data-label={x.match}>{x.matchShort[r.match]}</td>
              <td data-label={x.origin}>
                {x.origins[r.origin]}
                {r.page ? (
                  <>
                    {" "}
                    (<span className="admin-words">{r.page}</span>)
                  </>
                ) : null}
              </td>
              <td data-label={x.hits}>
                {r.hits}
                <br />
                <span className="admin-muted">
                  {x.lastHit}: {r.lastHitAt ? formatDateTime(r.lastHitAt, lang) : x.never}
                </span>
              </td>
              <td data-label={x.actions}>
                <div className="btn-row">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t("admin.redirects.editOf", { from: r.from })}
                    onClick={() => setEditing(r)}
                  >
                    {x.edit}
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger-ghost btn-small"
                    aria-label={t("admin.redirects.deleteOf", { from: r.from })}
                    disabled={busy === r.id}
                    onClick={() => setDeleting(r)}
                  >
                    {x.delete}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("admin.redirects.deleteTitle", { from: deleting?.from ?? "" })}
        body={x.deleteBody}
        confirm={x.delete}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const r = deleting;
          setDeleting(null);
          if (r)
            void act(
              r.id,
              (token) => redirectsApi.remove(r.id, token),
              t("admin.redirects.deleted", { from: r.from }),
            );
        }}
      />
    </section>
  );
}

/** Adds a redirect, or changes the one being edited; what is wrong is said next to its field. */
function RedirectForm({ editing, onDone }: { editing: RedirectRow | null; onDone: () => void }) {
  const { d, t } = useLanguage();
  const x = d.admin.redirects;
  const id = useId();
  const { announce, fail } = useAdmin();
  const { revalidate } = useRevalidator();
  const errorOf = useRedirectError();
  const [input, setInput] = useState<RedirectInput>(
    editing
      ? { from: editing.from, to: editing.to, match: editing.match }
      : { from: "", to: "", match: "exact" },
  );
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const from = input.from.trim();
    const to = input.to.trim();
    const found = {
      ...(fromProblem(from) ? { from: x.errors.from } : {}),
      ...(toProblem(to) ? { to: x.errors.to } : {}),
    };
    setErrors(found);
    if (found.from || found.to) return;
    setBusy(true);
    try {
      const body = { from, to, match: input.match };
      await authorized((token) =>
        editing ? redirectsApi.save(editing.id, body, token) : redirectsApi.add(body, token),
      );
      announce(t(editing ? "admin.redirects.saved" : "admin.redirects.added", { from }));
      setInput({ from: "", to: "", match: "exact" });
      onDone();
      await revalidate();
    } catch (err) {
      const said = err instanceof ApiError ? errorOf(err.code) : undefined;
      if (said) setErrors({ from: said });
      else fail(err);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: "from" | "to", label: string, help: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        className="input"
        value={input[name]}
        maxLength={500}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-help${errors[name] ? ` ${id}-${name}-error` : ""}`}
        onChange={(e) => setInput({ ...input, [name]: e.target.value })}
      />
      <p id={`${id}-${name}-help`} className="admin-muted">
        {help}
      </p>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="admin-field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="admin-eval-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        {editing ? t("admin.redirects.editTitle", { from: editing.from }) : x.addTitle}
      </h2>
      {field("from", x.from, x.fromHelp)}
      {field("to", x.to, x.toHelp)}
      <div className="field">
        <label htmlFor={`${id}-match`}>{x.match}</label>
        <select
          id={`${id}-match`}
          className="input"
          value={input.match}
          onChange={(e) => setInput({ ...input, match: e.target.value as RedirectMatch })}
        >
          {REDIRECT_MATCHES.map((m) => (
            <option key={m} value={m}>
              {x.matches[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {editing ? x.save : x.add}
        </button>
        {editing ? (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            {x.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
