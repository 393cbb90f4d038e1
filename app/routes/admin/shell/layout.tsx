import "../../../i18n/admin-texts.ts";
import { useState } from "react";
import { Outlet, useLocation, useNavigation, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/layout";
import { useLanguage } from "../../../i18n/language.tsx";
import { AdminProvider, useAdmin } from "./admin-context.tsx";
import { AdminNav } from "./admin-nav.tsx";
import { adminMeta } from "./meta.ts";
import { ErrorAlert } from "../ui/error-alert.tsx";
import { Modal } from "../ui/modal.tsx";
import { ChooseNewPassword, ForgotPassword } from "./password-reset.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import "./admin.css";

/*
 * /admin: the editing area. A client-side app over the API (docs/architecture.md "One process"): this layout holds its state
 * and session; without a valid token it shows the sign-in form instead of the screens under it.
 * Each screen loads its data in its own clientLoader, which waits for a signed-in session.
 */

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches);
}

export default function AdminLayout() {
  return (
    <AdminProvider>
      <AdminShell />
    </AdminProvider>
  );
}

function AdminShell() {
  const { d, t } = useLanguage();
  const { status, user, state, dispatch, signOut, dirty, announcement } = useAdmin();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // The next screen (or this one again) is loading; the root's bar shows it, this says it.
  const loading = navigation.state === "loading" || revalidator.state === "loading";
  const dismiss = () => dispatch({ type: "errorCleared" });
  // The e-mailed link to choose a new password (/admin?reset=<token>): shown instead of signing in.
  const [searchParams] = useSearchParams();
  const [resetDone, setResetDone] = useState<boolean | null>(null);
  const resetToken = resetDone === null ? searchParams.get("reset") : null;

  if (status === "checking") {
    return (
      <div className="container admin-body">
        {/* What the server renders: a page with its heading even before the session is known. */}
        <h1>{d.admin.title}</h1>
        <p className="admin-checking" role="status">
          {d.admin.checking}
        </p>
      </div>
    );
  }

  if (status === "signedOut" && resetToken) {
    return (
      <div className="container admin-body">
        <section className="admin-signin card" aria-labelledby="admin-signin-title">
          <p className="eyebrow">{d.admin.title}</p>
          <h1 id="admin-signin-title">{d.admin.reset.chooseTitle}</h1>
          <p>{d.admin.reset.chooseIntro}</p>
          <ChooseNewPassword
            token={resetToken}
            onDone={(changed) => {
              setResetDone(changed);
              // Not a navigation: the screens under /admin wait for a session before they load. The
              // address only loses the used token.
              window.history.replaceState(window.history.state, "", window.location.pathname);
            }}
          />
        </section>
      </div>
    );
  }

  if (status === "signedOut") {
    return (
      <div className="container admin-body">
        <section className="admin-signin card" aria-labelledby="admin-signin-title">
          <p className="eyebrow">{d.admin.title}</p>
          <h1 id="admin-signin-title">{d.admin.signIn.title}</h1>
          <p>{d.admin.signIn.intro}</p>
          {resetDone ? (
            <p className="alert alert-success" role="status">
              {d.admin.reset.changed}
            </p>
          ) : null}
          <ErrorAlert error={state.Error} onDismiss={dismiss} />
          <SignInForm />
          <ForgotPassword />
        </section>
      </div>
    );
  }

  return (
    <div className="admin">
      <div className="admin-bar">
        <div className="container admin-bar-inner">
          <p className="admin-bar-title">{d.admin.title}</p>
          <AdminNav role={user?.role} />
          <div className="admin-user">
            {user ? (
              <span className="admin-user-email">
                {t("admin.signedInAs", { email: user.email })} · {d.admin.roles[user.role]}
              </span>
            ) : null}
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => (dirty ? setConfirmSignOut(true) : void signOut())}
            >
              {d.admin.signOut}
            </button>
          </div>
        </div>
      </div>
      <div className="container admin-body" aria-busy={loading || undefined}>
        <ErrorAlert error={state.Error} onDismiss={dismiss} />
        <Notice />
        <Outlet />
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className="visually-hidden" role="status">
        {loading ? d.admin.loadingScreen : ""}
      </p>
      <Modal open={status === "expired"} title={d.admin.signIn.expiredTitle} dismissible={false}>
        <p>{d.admin.signIn.expiredIntro}</p>
        <SignInForm defaultEmail={user?.email ?? ""} />
      </Modal>
      <Modal
        open={confirmSignOut}
        title={d.admin.signOutUnsaved.title}
        onClose={() => setConfirmSignOut(false)}
      >
        <p>{t("admin.signOutUnsaved.body", { name: state.selectedPage.Page })}</p>
        <div className="btn-row admin-dialog-actions">
          <button
            type="button"
            className="btn btn-secondary"
            autoFocus
            onClick={() => setConfirmSignOut(false)}
          >
            {d.admin.signOutUnsaved.cancel}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => {
              setConfirmSignOut(false);
              void signOut();
            }}
          >
            {d.admin.signOutUnsaved.confirm}
          </button>
        </div>
      </Modal>
    </div>
  );
}

/** A sentence handed over by the previous screen ("Page deleted", "Revision restored"...). */
function Notice() {
  const location = useLocation();
  const state: unknown = location.state;
  const notice =
    state && typeof state === "object" && typeof (state as { notice?: unknown }).notice === "string"
      ? (state as { notice: string }).notice
      : "";
  if (!notice) return null;
  return (
    <p className="alert admin-notice admin-success" role="status">
      {notice}
    </p>
  );
}
