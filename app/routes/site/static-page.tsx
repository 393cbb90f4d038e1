import { Link, useLocation } from "react-router";
import type { Route } from "./+types/static-page";
import { pageMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { Breadcrumb } from "../../components/site-blocks.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { loadStaticPage } from "./site-pages.server.ts";

/** /contacto, /gobernanza, /roadmap, /faq, /codigo, /privacidad, /privacy, /terms: their editable pages. */
export function loader(args: Route.LoaderArgs) {
  return loadStaticPage(args);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.title ?? "", args.loaderData?.subtitle ?? "");
}

type LinkKey = "contact" | "faq" | "governance" | "roadmap" | "conduct" | "privacy" | "terms";

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { d, lang } = useLanguage();
  const { pathname } = useLocation();
  const { title, subtitle, html } = loaderData;
  const related: ReadonlyArray<[LinkKey, string]> = [
    ["contact", "/contacto"],
    ["faq", "/faq"],
    ["governance", "/gobernanza"],
    ["roadmap", "/roadmap"],
    ["conduct", "/codigo"],
    ["privacy", lang === "es" ? "/privacidad" : "/privacy"],
    ["terms", "/terms"],
  ];
  return (
    <>
      <section className="hero hero-compact hero-rings" aria-labelledby="page-title">
        <div className="container hero-inner">
          <Breadcrumb items={[{ label: title }]} />
          <h1 id="page-title">{title}</h1>
          {subtitle ? <p className="lead">{subtitle}</p> : null}
        </div>
      </section>
      <div className="section">
        <div className="container page-layout">
          <div className="page-body">
            <RichText html={html} />
          </div>
          <aside className="page-aside" aria-labelledby="aside-title">
            <h2 id="aside-title">{d.common.related}</h2>
            <ul className="aside-links aside-links-plain">
              {related.map(([key, to]) => (
                <li key={key}>
                  <Link to={to} aria-current={to === pathname ? "page" : undefined}>
                    {d.common.footer.links[key]}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </>
  );
}
