import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { PageAudience } from "../../../content/analytics.ts";
import { LANGS } from "../../../content/page-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { authorized } from "../shell/session.ts";
import { audienceApi } from "./audience-api.ts";
import "./audience.css";

/** The page editor's side panel: this page's views and visitors per language over the last 30 days (issue 43). */
export function PageAudienceFigures({ name, hasPublicScreen }: { name: string; hasPublicScreen: boolean }) {
  const { d, lang } = useLanguage();
  const x = d.admin.audience.page;
  const id = useId();
  const [figures, setFigures] = useState<PageAudience | "failed" | null>(null);
  useEffect(() => {
    if (!hasPublicScreen) return;
    const stop = new AbortController();
    authorized((token) => audienceApi.page(name, token, stop.signal), stop.signal).then(
      (f) => setFigures(f),
      () => {
        if (!stop.signal.aborted) setFigures("failed");
      },
    );
    return () => stop.abort();
  }, [name, hasPublicScreen]);
  const number = (n: number) => new Intl.NumberFormat(lang === "es" ? "es-ES" : "en-GB").format(n);
  return (
    <section className="audience-page" aria-labelledby={`${id}-h`} data-testid="page-audience">
      <h2 id={`${id}-h`}>{x.title}</h2>
      {!hasPublicScreen ? (
        <p className="admin-muted">{x.none}</p>
      ) : figures === "failed" ? (
        <p className="admin-muted">{x.failed}</p>
      ) : figures === null ? (
        <p className="admin-muted" aria-busy="true">
          …
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{x.lang}</th>
              <th scope="col" className="audience-num">
                {x.views}
              </th>
              <th scope="col" className="audience-num">
                {x.visitors}
              </th>
            </tr>
          </thead>
          <tbody>
            {LANGS.map((l) => (
              <tr key={l}>
                <th scope="row">{x[l]}</th>
                <td className="audience-num">{number(figures[l].views)}</td>
                <td className="audience-num">{number(figures[l].visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link to="/admin/audience">{x.more}</Link>
    </section>
  );
}
