import { useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import {
  AUDIENCE_PERIODS,
  tableRows,
  toCsv,
  type AudiencePeriod,
  type AudienceReport,
  type AudienceTableId,
} from "../../../content/analytics.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/audience";
import { LoadFailure } from "../ui/load-failure.tsx";
import { ScreenLoading } from "../ui/screen-loading.tsx";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import { AudienceChart, type Series } from "./audience-chart.tsx";
import { audienceApi } from "./audience-api.ts";
import "./audience.css";

/**
 * /admin/audience: the site's audience, counted on the server without cookies (issue 43), over 7, 30 or
 * 365 days (admins and editors): each figure as a chart, with its table beside it (what screen readers
 * read, and what its CSV holds, cell for cell).
 */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.audience.metaTitle");
}

function periodOf(url: string): AudiencePeriod {
  const asked = Number(new URL(url).searchParams.get("days"));
  return AUDIENCE_PERIODS.find((p) => p === asked) ?? 30;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const days = periodOf(request.url);
  return {
    report: await authorized((token) => audienceApi.report(days, token, request.signal), request.signal),
  };
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.audience.loading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}

/** Sends a CSV file to the browser's downloads (made here: the same cells as the table on screen). */
function downloadCsv(name: string, rows: string[][]) {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface Figure {
  id: AudienceTableId;
  title: string;
  intro?: string;
  chartLabel: string;
  headers: string[];
  /** The chart: its kind, and which columns of the table it draws. */
  chart: { kind: "line" | "bar"; series: Array<{ column: number; label: string }>; stacked?: boolean };
}

export default function Audience({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const { d, t, lang } = useLanguage();
  const x = d.admin.audience;
  const id = useId();
  const [params] = useSearchParams();
  const number = (n: number) => new Intl.NumberFormat(lang === "es" ? "es-ES" : "en-GB").format(n);

  const figures: Figure[] = [
    {
      id: "daily",
      title: x.daily.title,
      chartLabel: x.daily.chart,
      headers: [x.daily.day, x.daily.views, x.daily.visitors],
      chart: {
        kind: "line",
        series: [
          { column: 1, label: x.daily.views },
          { column: 2, label: x.daily.visitors },
        ],
      },
    },
    {
      id: "pages",
      title: x.pages.title,
      intro: x.pages.intro,
      chartLabel: x.pages.chart,
      headers: [x.pages.page, x.pages.views, x.pages.visitors, x.pages.es, x.pages.en],
      chart: {
        kind: "bar",
        stacked: true,
        series: [
          { column: 3, label: x.pages.es },
          { column: 4, label: x.pages.en },
        ],
      },
    },
    {
      id: "files",
      title: x.files.title,
      chartLabel: x.files.chart,
      headers: [x.files.file, x.files.downloads, x.files.visitors],
      chart: { kind: "bar", series: [{ column: 1, label: x.files.downloads }] },
    },
    {
      id: "referrers",
      title: x.referrers.title,
      intro: x.referrers.intro,
      chartLabel: x.referrers.chart,
      headers: [x.referrers.domain, x.referrers.views],
      chart: { kind: "bar", series: [{ column: 1, label: x.referrers.views }] },
    },
    {
      id: "emptySearches",
      title: x.emptySearches.title,
      intro: x.emptySearches.intro,
      chartLabel: x.emptySearches.chart,
      headers: [x.emptySearches.query, x.emptySearches.lang, x.emptySearches.searches],
      chart: { kind: "bar", series: [{ column: 2, label: x.emptySearches.searches }] },
    },
    {
      id: "unanswered",
      title: x.unanswered.title,
      intro: x.unanswered.intro,
      chartLabel: x.unanswered.chart,
      headers: [x.unanswered.question, x.unanswered.lang, x.unanswered.asked],
      chart: { kind: "bar", series: [{ column: 2, label: x.unanswered.asked }] },
    },
    {
      id: "notFound",
      title: x.notFound.title,
      intro: x.notFound.intro,
      chartLabel: x.notFound.chart,
      headers: [x.notFound.path, x.notFound.visitors, x.notFound.bots],
      chart: { kind: "bar", series: [{ column: 1, label: x.notFound.visitors }] },
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="audience">
      <h1 id={`${id}-title`}>{x.title}</h1>
      <p className="lead admin-lead">{x.intro}</p>
      <nav className="audience-periods" aria-label={x.period}>
        {AUDIENCE_PERIODS.map((p) => {
          const next = new URLSearchParams(params);
          next.set("days", String(p));
          return (
            <Link
              key={p}
              to={`?${next}`}
              className={p === report.days ? "btn btn-primary btn-small" : "btn btn-secondary btn-small"}
              aria-current={p === report.days ? "page" : undefined}
            >
              {x.periods[String(p) as "7" | "30" | "365"]}
            </Link>
          );
        })}
      </nav>
      <p className="admin-muted">
        {t("admin.audience.range", { from: report.from, to: report.to, days: report.retentionDays })}
      </p>
      <dl className="audience-totals">
        {(["views", "visitors", "downloads", "searches"] as const).map((k) => (
          <div key={k}>
            <dt>{x.totals[k]}</dt>
            <dd>{number(report.totals[k])}</dd>
          </div>
        ))}
      </dl>
      {figures.map((figure) => (
        <FigureSection key={figure.id} figure={figure} report={report} />
      ))}
      <p>
        <Link to="/admin/redirects/not-found">{x.notFound.manage}</Link>
      </p>
    </section>
  );
}

function FigureSection({ figure, report }: { figure: Figure; report: AudienceReport }) {
  const { d, t } = useLanguage();
  const x = d.admin.audience;
  const id = useId();
  const rows = useMemo(() => tableRows(report, figure.id), [report, figure.id]);
  const labels = useMemo(() => rows.map((r) => r[0] ?? ""), [rows]);
  const series: Series[] = useMemo(
    () =>
      figure.chart.series.map((s) => ({ label: s.label, values: rows.map((r) => Number(r[s.column] ?? 0)) })),
    [rows, figure.chart.series],
  );
  // Up to 15 bars: the rest is in the table.
  const shown = figure.chart.kind === "bar" ? 15 : rows.length;
  return (
    <section className="audience-figure" aria-labelledby={`${id}-h`} data-figure={figure.id}>
      <h2 id={`${id}-h`}>{figure.title}</h2>
      {figure.intro ? <p className="admin-muted">{figure.intro}</p> : null}
      {rows.length === 0 ? (
        <p className="admin-empty">{x.empty}</p>
      ) : (
        <>
          <div className={figure.headers.length > 3 ? "audience-pair audience-pair-wide" : "audience-pair"}>
            <AudienceChart
              kind={figure.chart.kind}
              labels={labels.slice(0, shown)}
              series={series.map((s) => ({ ...s, values: s.values.slice(0, shown) }))}
              label={figure.chartLabel}
              stacked={figure.chart.stacked}
            />
            <div className="audience-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
              <table className="admin-table audience-table">
                <caption id={`${id}-caption`}>
                  {figure.title} · {x.showTable}
                </caption>
                <thead>
                  <tr>
                    {figure.headers.map((h, i) => (
                      <th key={h} scope="col" className={i > 0 ? "audience-num" : undefined}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, r) => (
                    <tr key={r}>
                      {row.map((cell, i) =>
                        i === 0 ? (
                          <th key={i} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={i} className={/^\d+$/.test(cell) ? "audience-num" : undefined}>
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={t("admin.audience.csvOf", { title: figure.title })}
            onClick={() =>
              downloadCsv(`audience-${figure.id}-${report.days}d.csv`, [figure.headers, ...rows])
            }
          >
            {x.csv}
          </button>
        </>
      )}
    </section>
  );
}
