import { Link } from "react-router";
import type { DebugInfo } from "../content/views.ts";
import { DebugPanel } from "./debug-panel.tsx";

/** A content page that does not exist (served with HTTP 404): what happened and the way back. */
export function ContentNotFound({
  title,
  text,
  backHref,
  backLabel,
  debug,
}: {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
  debug?: DebugInfo;
}) {
  return (
    <section className="container page-error content-not-found" aria-labelledby="content-nf-title">
      <p className="page-error-code" aria-hidden="true">
        404
      </p>
      <h1 id="content-nf-title">{title}</h1>
      <p>{text}</p>
      <p>
        <Link className="btn btn-primary" to={backHref}>
          {backLabel}
        </Link>
      </p>
      <DebugPanel info={debug} />
    </section>
  );
}
