import { useLanguage } from "../../../i18n/language.tsx";
import type { ErrorState } from "../shell/state.ts";

/** The Error state as a dismissible alert; dismissing restores the default ('No error'). */
export function ErrorAlert({ error, onDismiss }: { error: ErrorState; onDismiss: () => void }) {
  const { d } = useLanguage();
  return (
    <div className="admin-alert-slot">
      {error.status ? (
        <div className="alert alert-error admin-alert" role="alert">
          <div className="admin-alert-text">
            <p className="admin-alert-title">
              <span className="visually-hidden">{d.admin.errors.label}: </span>
              {error.titulo}
            </p>
            {error.description.includes("\n") ? (
              // A stack trace: useful to a developer, noise to most editors, so it stays folded.
              <details className="admin-alert-details">
                <summary>{d.admin.errors.details}</summary>
                <pre>{error.description}</pre>
              </details>
            ) : (
              <p className="admin-alert-detail">{error.description}</p>
            )}
          </div>
          <button
            type="button"
            className="btn btn-secondary btn-small admin-alert-dismiss"
            onClick={onDismiss}
          >
            {d.admin.errors.dismiss}
          </button>
        </div>
      ) : null}
    </div>
  );
}
