import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "./admin-context.tsx";
import { ApiError, NetworkError } from "./api-client.ts";

/** E-mail and password; every way signing in can fail gets its own sentence. */
export function SignInForm({ defaultEmail = "", autoFocus }: { defaultEmail?: string; autoFocus?: boolean }) {
  const { d, t } = useLanguage();
  const { signIn } = useAdmin();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError(d.admin.signIn.required);
      return;
    }
    setBusy(true);
    setError("");
    try {
      await signIn(email.trim(), password);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setError(d.admin.signIn.invalid);
      else if (err instanceof ApiError && err.status === 429) setError(d.admin.signIn.rateLimited);
      else if (err instanceof NetworkError) setError(d.admin.signIn.network);
      else setError(t("admin.signIn.other", { message: err instanceof Error ? err.message : String(err) }));
      setBusy(false);
    }
  }

  const invalid = error !== "";
  return (
    <form
      className="admin-signin-form"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={invalid ? errorId : undefined}
    >
      <div className="field">
        <label htmlFor={`${id}-email`}>{d.admin.signIn.email}</label>
        <input
          id={`${id}-email`}
          className="input"
          // A text field with the e-mail keyboard: "username" is what password managers fill, and the
          // autocomplete token is valid only on text fields (HTML_CodeSniffer H98).
          type="text"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          name="email"
          autoComplete="username"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus={autoFocus}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{d.admin.signIn.password}</label>
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div id={errorId} className="admin-form-error-slot" role="alert">
        {error ? <p className="alert alert-error admin-form-error">{error}</p> : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? d.admin.signIn.submitting : d.admin.signIn.submit}
      </button>
    </form>
  );
}
