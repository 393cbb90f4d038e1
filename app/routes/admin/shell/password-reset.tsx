import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { api, ApiError } from "./api-client.ts";

/*
 * Forgotten passwords (issue 16, item 5): ask for the e-mail with a link (the same answer whether or not
 * the address has an account), and, from the link (/admin?reset=<token>), choose a new password.
 */

export function ForgotPassword() {
  const { d, lang } = useLanguage();
  const r = d.admin.reset;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setStatus({ ok: false, text: r.emailRequired });
    setBusy(true);
    try {
      await api.requestPasswordReset(email.trim(), lang);
      setStatus({ ok: true, text: r.sent });
    } catch (err) {
      setStatus({
        ok: false,
        text: err instanceof ApiError && err.status === 429 ? r.rateLimited : r.failed,
      });
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <button type="button" className="btn btn-ghost btn-small admin-forgot" onClick={() => setOpen(true)}>
        {r.forgot}
      </button>
    );
  return (
    <form className="admin-reset-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{r.askTitle}</h2>
      <p>{r.askIntro}</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>{d.admin.signIn.email}</label>
        <input
          id={`${id}-email`}
          className="input"
          type="text"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="username"
          value={email}
          autoFocus
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <p
        role="status"
        className={status ? (status.ok ? "alert alert-success" : "alert alert-error") : undefined}
      >
        {status?.text ?? ""}
      </p>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {r.send}
      </button>
    </form>
  );
}

export function ChooseNewPassword({ token, onDone }: { token: string; onDone: (changed: boolean) => void }) {
  const { d } = useLanguage();
  const r = d.admin.reset;
  const id = useId();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password.length < 10) return setError(r.tooShort);
    if (password !== repeat) return setError(r.mismatch);
    setBusy(true);
    setError("");
    try {
      await api.resetPassword(token, password);
      onDone(true);
    } catch (err) {
      setError(err instanceof ApiError && err.code === "reset_invalid" ? r.invalidLink : r.failed);
      setBusy(false);
    }
  }

  return (
    <form className="admin-signin-form" onSubmit={onSubmit} noValidate aria-describedby={`${id}-error`}>
      <div className="field">
        <label htmlFor={`${id}-new`}>{r.newPassword}</label>
        <input
          id={`${id}-new`}
          className="input"
          type="password"
          autoComplete="new-password"
          value={password}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-repeat`}>{r.repeat}</label>
        <input
          id={`${id}-repeat`}
          className="input"
          type="password"
          autoComplete="new-password"
          value={repeat}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setRepeat(e.target.value)}
        />
      </div>
      <div id={`${id}-error`} className="admin-form-error-slot" role="alert">
        {error ? <p className="alert alert-error admin-form-error">{error}</p> : null}
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {r.save}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onDone(false)}>
          {r.backToSignIn}
        </button>
      </div>
    </form>
  );
}
