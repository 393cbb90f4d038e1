import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { describeFailure } from "../shell/api-client.ts";
import { failureKind } from "../shell/failures.ts";
import { ErrorAlert } from "./error-alert.tsx";

interface LoadFailureProps {
  error: unknown;
  /** The heading when the thing asked for does not exist (404), in the screen's own words. */
  notFound?: string;
  /** The label of the button that loads the screen again; "Try again" unless told. */
  retryLabel?: string;
  /** The list itself has no way back to the list. */
  backToList?: boolean;
}

/**
 * A route's ErrorBoundary: why the screen could not load, in the editor's language; the API's own
 * message and code as a dismissible alert (the Error state's look); a way to try again, except for
 * what does not exist; and a way back to the list.
 */
export function LoadFailure({ error, notFound, retryLabel, backToList = true }: LoadFailureProps) {
  const { d } = useLanguage();
  const { revalidate } = useRevalidator();
  const id = useId();
  // Dismissing hides this failure's alert; the next failure (a retry that fails again) shows its own.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const kind = failureKind(error);
  const title = kind === "notFound" && notFound ? notFound : d.admin.loadFailure[kind];
  const details = describeFailure(error, d.admin.errors.network, d.admin.apiErrors);
  return (
    <>
      <ErrorAlert error={{ status: dismissed !== error, ...details }} onDismiss={() => setDismissed(error)} />
      <section className="admin-empty" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{title}</h1>
        <div className="btn-row">
          {kind !== "notFound" ? (
            <button type="button" className="btn btn-primary" onClick={() => void revalidate()}>
              {retryLabel ?? d.admin.loadFailure.retry}
            </button>
          ) : null}
          {backToList ? (
            <Link className="btn btn-secondary" to="/admin">
              {d.admin.editor.backToList}
            </Link>
          ) : null}
        </div>
      </section>
    </>
  );
}
