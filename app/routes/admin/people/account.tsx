import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/account";
import { useAdmin } from "../shell/admin-context.tsx";
import { TextField } from "../ui/text-field.tsx";
import { adminMeta } from "../shell/meta.ts";
import { changePassword } from "../shell/session.ts";

/** /admin/account: who is signed in, with which role, and changing one's own password. */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.account.metaTitle");
}

type Field = "current" | "next" | "confirm";

export default function Account() {
  const { d, t } = useLanguage();
  const { user, fail } = useAdmin();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ current: "", next: "", confirm: "" });
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const x = d.admin.account;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setDone("");
    const found: { field: Field; text: string } | null = !values.current
      ? { field: "current", text: x.required }
      : values.next.length < 10
        ? { field: "next", text: x.short }
        : values.next !== values.confirm
          ? { field: "confirm", text: x.mismatch }
          : null;
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(values.current, values.next);
      setValues({ current: "", next: "", confirm: "" });
      // Its paragraph is a live region: it says this itself.
      setDone(x.changed);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  const input = (field: Field, label: string, autoComplete: string, help?: string) => (
    <TextField
      id={`${id}-${field}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(v) => setValues((all) => ({ ...all, [field]: v }))}
      help={help}
      error={problem?.field === field ? problem.text : undefined}
    />
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{x.title}</h1>
      {user ? (
        <p className="lead admin-lead">
          {t("admin.account.signedInAs", { email: user.email, role: d.admin.roles[user.role] })}{" "}
          {d.admin.roleHelp[user.role]}
        </p>
      ) : null}
      <form
        className="admin-section admin-password-form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-labelledby={`${id}-pw`}
      >
        <h2 id={`${id}-pw`} className="admin-section-title">
          {x.passwordTitle}
        </h2>
        {/* For password managers: the account the new password belongs to. */}
        <input
          type="text"
          autoComplete="username"
          aria-label={d.admin.signIn.email}
          value={user?.email ?? ""}
          readOnly
          hidden
        />
        {input("current", x.current, "current-password")}
        {input("next", x.next, "new-password", x.nextHelp)}
        {input("confirm", x.confirm, "new-password")}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {x.submit}
        </button>
        {done ? (
          <p className="admin-success" role="status">
            {done}
          </p>
        ) : null}
      </form>
    </section>
  );
}
