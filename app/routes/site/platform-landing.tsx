import { Link } from "react-router";
import type { Route } from "./+types/platform-landing";
import { pageMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { Breadcrumb } from "../../components/site-blocks.tsx";
import { Icon, type IconName } from "../../components/site-icons.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { loadPlatform, type Platform } from "./site-pages.server.ts";

/** Each landing page has one way on (docs/product.md "Fixed-copy screens"). */
const NEXT: Record<Platform, string> = {
  ethicsi: "/platforms",
  innvalab: "/projects",
  harmonia: "/products",
};
const ICONS: Record<Platform, IconName> = { ethicsi: "scale", innvalab: "spark", harmonia: "people" };
const ALL: readonly Platform[] = ["ethicsi", "innvalab", "harmonia"];

/** /ethicsi, /innvalab and /harmonia show the editable page of the same name. */
export function loader(args: Route.LoaderArgs) {
  return loadPlatform(args);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.title ?? "", args.loaderData?.subtitle ?? "");
}

export default function PlatformLanding({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  const { name, title, subtitle, html } = loaderData;
  const cards = d.platforms.cards;
  return (
    <>
      <section className="hero hero-compact hero-rings" aria-labelledby="page-title">
        <div className="container hero-inner">
          <Breadcrumb items={[{ label: d.common.nav.platforms, to: "/plataformas" }, { label: title }]} />
          <span className="icon-badge icon-badge-mint hero-badge">
            <Icon name={ICONS[name]} />
          </span>
          <h1 id="page-title">{title}</h1>
          <p className="lead">{subtitle}</p>
        </div>
      </section>
      <div className="section">
        <div className="container page-layout">
          <div className="page-body">
            <RichText html={html} />
            <p className="page-actions">
              <Link className="btn btn-primary" to={NEXT[name]}>
                {d.platforms.landing[name]}
                <Icon name="arrow" />
              </Link>
            </p>
          </div>
          <aside className="page-aside" aria-labelledby="aside-title">
            <h2 id="aside-title">{d.platforms.landing.others}</h2>
            <ul className="aside-links">
              {ALL.filter((p) => p !== name).map((p) => (
                <li key={p}>
                  <Link to={`/${p}`}>
                    <Icon name={ICONS[p]} />
                    <span>
                      <strong>{cards[p].name}</strong>
                      <span>{cards[p].kicker}</span>
                    </span>
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
