import { useId, useMemo, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { langOfPath } from "../../../content/addresses.ts";
import { publicAddresses, templateOf, titleText } from "../../../content/content-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { ListTable } from "../ui/list-screen.tsx";
import type { Route } from "./+types/not-found";
import "./redirects.css";
import { useAdmin } from "../shell/admin-context.tsx";
import { ApiError, api } from "../shell/api-client.ts";
import { Modal } from "../ui/modal.tsx";
import { LoadFailure } from "../ui/load-failure.tsx";
import { ScreenLoading } from "../ui/screen-loading.tsx";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import { AddressTabs, useRedirectError } from "./address-tabs.tsx";
import { redirectsApi, type NotFoundRow } from "./redirects-api.ts";

/**
 * /admin/redirects/not-found: the addresses that answered 404, the most asked by visitors first, each with
 * "Redirect to…" a page picked by its title (admins, editors). docs/product.md "Addresses".
 */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.redirects.notFoundMetaTitle");
}

const PERIODS = { d7: 7, d30: 30, d90: 90 } as const;
type Period = keyof typeof PERIODS;
const isPeriod = (v: string | null): v is Period => v !== null && v in PERIODS;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const period = new URL(request.url).searchParams.get("period");
  const days = PERIODS[isPeriod(period) ? period : "d30"];
  return authorized(
    (token) =>
      Promise.all([
        redirectsApi.notFound(days, token, request.signal),
        redirectsApi.list(token, request.signal),
      ]).then(([log, redirects]) => ({ log, redirects: redirects.Items })),
    request.signal,
  );
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.redirects.notFoundLoading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { log, redirects } = loaderData;
  const { d, t } = useLanguage();
  const x = d.admin.redirects;
  const id = useId();
  const [params, setParams] = useSearchParams();
  const period = params.get("period");
  const [withBots, setWithBots] = useState(false);
  const [picking, setPicking] = useState<NotFoundRow | null>(null);
  const redirected = useMemo(() => new Map(redirects.map((r) => [r.from, r.to])), [redirects]);
  const rows = log.Items.filter((r) => withBots || r.visitors > 0);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{x.notFoundTitle}</h1>
      <AddressTabs />
      <p className="lead admin-lead">{t("admin.redirects.notFoundIntro", { days: log.retentionDays })}</p>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor={`${id}-period`}>{x.period}</label>
          <select
            id={`${id}-period`}
            className="input"
            value={isPeriod(period) ? period : "d30"}
            onChange={(e) => setParams({ period: e.target.value })}
          >
            {(Object.keys(PERIODS) as Period[]).map((p) => (
              <option key={p} value={p}>
                {x.periods[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="admin-check">
            <input type="checkbox" checked={withBots} onChange={(e) => setWithBots(e.target.checked)} />{" "}
            {x.showBots}
          </label>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="admin-empty">{x.notFoundEmpty}</p>
      ) : (
        <ListTable
          columns={[x.address, x.visitors, x.bots, x.lastDay, x.actions]}
          caption={x.notFoundTitle}
          className="admin-stack-table"
        >
          {rows.map((r) => {
            // Both in their canonical form (the log keeps it, and so do redirects): compared as they are.
            const to = redirected.get(r.path);
            return (
              <tr key={r.path}>
                <th scope="row" data-label={x.address} className="admin-words">
                  <code>{r.path}</code>
                </th>
                <td data-label={x.visitors}>{r.visitors}</td>
                <td data-label={x.bots}>{r.bots}</td>
                <td data-label={x.lastDay}>
                  <time dateTime={r.lastDay}>{r.lastDay}</time>
                </td>
                <td data-label={x.actions}>
                  {to ? (
                    <span className="admin-muted">
                      {t("admin.redirects.redirected", { path: r.path, to })}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      onClick={() => setPicking(r)}
                    >
                      {x.redirectThis}
                      <span className="visually-hidden"> {r.path}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
      {picking ? <PagePicker path={picking.path} onClose={() => setPicking(null)} /> : null}
    </section>
  );
}

interface PickedPage {
  name: string;
  title: string;
  address: string;
}

/** Picks a published page by its title; the redirect leads to its address in the language of the old one. */
function PagePicker({ path, onClose }: { path: string; onClose: () => void }) {
  const { d, t } = useLanguage();
  const x = d.admin.redirects;
  const id = useId();
  const { announce, fail } = useAdmin();
  const { revalidate } = useRevalidator();
  const errorOf = useRedirectError();
  const target = langOfPath(path);
  const [pages, setPages] = useState<PickedPage[] | null>(null);
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  if (pages === null && !busy) {
    setBusy(true);
    api
      .publishedPages()
      .then(({ Items }) =>
        setPages(
          Items.flatMap((p) => {
            const address = publicAddresses(p)?.[target];
            if (!address) return [];
            const doc = { ...p, Template: templateOf(p), values: p.values ?? [] };
            return [{ name: p.Page, title: titleText(doc, target) || p.Page, address }];
          }).sort((a, b) => a.title.localeCompare(b.title)),
        ),
      )
      .catch((err: unknown) => {
        fail(err);
        onClose();
      })
      .finally(() => setBusy(false));
  }

  const words = query.trim().toLowerCase();
  const shown = (pages ?? []).filter((p) => !words || p.title.toLowerCase().includes(words)).slice(0, 50);
  const page = shown.find((p) => p.name === chosen) ?? (shown.length === 1 ? shown[0] : undefined);

  async function redirect() {
    if (!page) {
      setError(x.pickChoose);
      return;
    }
    setBusy(true);
    try {
      await authorized((token) => redirectsApi.add({ from: path, to: page.address, match: "exact" }, token));
      announce(t("admin.redirects.redirected", { path, to: page.address }));
      onClose();
      await revalidate();
    } catch (err) {
      const said = err instanceof ApiError ? errorOf(err.code) : undefined;
      if (said) setError(said);
      else fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t("admin.redirects.pickTitle", { path })} onClose={onClose} describedBy={`${id}-help`}>
      <div className="admin-picker">
        <p id={`${id}-help`} className="admin-muted">
          {t("admin.redirects.pickHelp", { path })}
        </p>
        <div className="field">
          <label htmlFor={`${id}-search`}>{x.pickLabel}</label>
          <input
            id={`${id}-search`}
            className="input"
            type="search"
            value={query}
            autoComplete="off"
            onChange={(e) => {
              setQuery(e.target.value);
              setError("");
            }}
          />
        </div>
        {pages && shown.length === 0 ? <p className="admin-muted">{x.pickNone}</p> : null}
        {shown.length > 0 ? (
          <div className="field">
            <label htmlFor={`${id}-pages`} className="visually-hidden">
              {x.pickChoose}
            </label>
            <select
              id={`${id}-pages`}
              className="input"
              size={Math.min(8, Math.max(2, shown.length))}
              value={page?.name ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setChosen(e.target.value);
                setError("");
              }}
            >
              {shown.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.title} — {p.address}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="admin-field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="btn-row">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !pages}
            onClick={() => void redirect()}
          >
            {x.redirectThis.replace(/…$/, "")}
            {page ? ` ${page.address}` : ""}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {x.cancel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
