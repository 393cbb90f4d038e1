import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/my-data";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { Link } from "../../components/site-link.tsx";
import { useVisitorForm, type FormTexts } from "../../components/visitor-form.tsx";
import type { MyDataTexts } from "../../i18n/sections/my-data.ts";

export { loader } from "./my-data.server.ts";

/** The loader's no-store (a confirmation link's page) reaches the answer. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

/*
 * /mis-datos (issue 38; GDPR arts. 15, 17, 20): a visitor asks for a copy or the erasure of what the site
 * keeps about their e-mail address. The link e-mailed to that address comes back here
 * (?request=<token>&action=export|erase) and its button confirms; the newsletter's unsubscribe link lands
 * here too (?unsubscribed=1). Everything works without JavaScript: the forms post to the API, which
 * answers with the download or a redirect back here.
 */
export default function MyData({ loaderData }: Route.ComponentProps) {
  const { texts: x } = loaderData;
  const [params] = useSearchParams();
  const token = params.get("request");
  const action = params.get("action") === "erase" ? "erase" : "export";
  return (
    <>
      <section className="hero hero-compact hero-rings" aria-labelledby="page-title">
        <div className="container hero-inner">
          <Breadcrumb trail={[{ section: "home", href: "/" }]} current={x.title} />
          <h1 id="page-title">{x.title}</h1>
          <p className="lead">{x.lead}</p>
        </div>
      </section>
      <div className="section">
        <div className="container page-layout">
          <div className="page-body my-data">
            {params.get("unsubscribed") === "1" ? (
              <div className="alert my-data-notice" role="status">
                <p>
                  <strong>{x.unsubscribed}</strong>
                </p>
                <p>{loaderData.unsubscribedKept}</p>
              </div>
            ) : null}
            {params.get("erased") === "1" ? (
              <p className="alert my-data-notice" role="status">
                {x.confirm.erased}
              </p>
            ) : null}
            {token ? <Confirm token={token} action={action} texts={x} /> : null}
            <RequestForm texts={x} formTexts={loaderData.formTexts} />
          </div>
          <aside className="page-aside" aria-labelledby="aside-title">
            <h2 id="aside-title">{x.whatWeKeep}</h2>
            <p>{x.whatWeKeepText}</p>
            <p>
              <Link to={loaderData.privacyHref}>{x.privacyLink}</Link>
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}

/** Asks for the link: the same proof of work, limits and answer as the site's other forms. */
function RequestForm({ texts: x, formTexts: f }: { texts: MyDataTexts; formTexts: FormTexts }) {
  const id = useId();
  const form = useVisitorForm("/api/privacy/request", f, { sent: x.request.sent });
  return (
    <section className="contact-form card" aria-labelledby={`${id}-title`} id="request">
      <h2 id={`${id}-title`}>{x.request.title}</h2>
      <p>{x.request.intro}</p>
      <form {...form.formProps}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{x.request.email}</label>
          <input
            id={`${id}-email`}
            className="input"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            aria-invalid={form.invalid("email")}
          />
        </div>
        <fieldset className="my-data-choice" aria-invalid={form.invalid("action")}>
          <legend className="label">{x.request.what}</legend>
          {(["export", "erase"] as const).map((value) => (
            <div className="field field-check" key={value}>
              <input
                id={`${id}-${value}`}
                type="radio"
                name="action"
                value={value}
                defaultChecked={value === "export"}
                required
              />
              <label htmlFor={`${id}-${value}`}>{x.request[value]}</label>
            </div>
          ))}
        </fieldset>
        {form.hidden}
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {x.request.submit}
        </button>
        {form.status}
      </form>
    </section>
  );
}

type ConfirmState = "idle" | "busy" | "done" | "failed";

/**
 * The e-mailed link's page: a button, so that a mail scanner following links confirms nothing. With
 * JavaScript the copy is saved from the answer; without it the browser downloads the answer itself.
 */
function Confirm({
  token,
  action,
  texts: x,
}: {
  token: string;
  action: "export" | "erase";
  texts: MyDataTexts;
}) {
  const id = useId();
  const [state, setState] = useState<ConfirmState>("idle");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState("busy");
    try {
      const res = await fetch("/api/privacy/confirm", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      });
      if (!res.ok) return setState("failed");
      if (action === "export") {
        const url = URL.createObjectURL(await res.blob());
        const link = document.createElement("a");
        link.href = url;
        link.download = "simbiosis-data.json";
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
      setState("done");
    } catch {
      setState("failed");
    }
  }

  const message =
    state === "busy"
      ? x.confirm.working
      : state === "done"
        ? action === "export"
          ? x.confirm.downloaded
          : x.confirm.erased
        : state === "failed"
          ? x.confirm.failed
          : "";
  return (
    <section className="contact-form card my-data-confirm" aria-labelledby={`${id}-title`} id="confirm">
      <h2 id={`${id}-title`}>{x.confirm.title}</h2>
      <p>{x.confirm[action]}</p>
      {state === "done" && action === "erase" ? null : (
        <form method="post" action="/api/privacy/confirm" onSubmit={(e) => void onSubmit(e)}>
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className={action === "erase" ? "btn btn-danger" : "btn btn-primary"}
            disabled={state === "busy"}
          >
            {action === "erase" ? x.confirm.eraseButton : x.confirm.exportButton}
          </button>
        </form>
      )}
      <p className={`form-status form-status-${state === "failed" ? "error" : "done"}`} role="status">
        {message}
      </p>
    </section>
  );
}
