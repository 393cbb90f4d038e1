import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/example";
import { PageHero } from "../../components/site-blocks.tsx";
import { Icon } from "../../components/site-icons.tsx";
import { dictionaryMeta } from "../../components/site-meta.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { example } from "../../i18n/sections/example.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ example });

export { loader } from "./example.server.ts";

export function meta(args: Route.MetaArgs) {
  return dictionaryMeta(args, (d) => d.example);
}

export default function Example({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const e = d.example;
  const { pages } = loaderData;
  return (
    <>
      <PageHero eyebrow={e.eyebrow} title={e.title} lead={e.lead} className="hero-compact" />
      <section className="section" aria-labelledby="pages-title">
        <div className="container">
          <h2 id="pages-title" className="count-line">
            {t("example.count", { count: pages.length })}
          </h2>
          {pages.length === 0 ? (
            <p className="empty-state">{e.empty}</p>
          ) : (
            <ul className="page-index">
              {pages.map((page) => (
                <li key={page.name} className="page-index-item">
                  <h3>{page.title}</h3>
                  <p className={page.description ? undefined : "muted"}>
                    {page.description || e.noDescription}
                  </p>
                  <p className="card-meta">
                    {e.template}: <code className="tag">{page.template}</code>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="downloads-title">
        <div className="container container-narrow">
          <div className="alert download-placeholder">
            <Icon name="book" />
            <div>
              <h2 id="downloads-title">{e.downloadsTitle}</h2>
              <p>{e.downloadsText}</p>
              <Link to="/documentation">{e.downloadsLink}</Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
