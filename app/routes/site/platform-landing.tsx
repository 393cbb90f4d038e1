import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/platform-landing";
import { loaderMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { Icon, type IconName } from "../../components/site-icons.tsx";
import { PLATFORMS, type Platform } from "../../content/site-pages.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, UntranslatedNote, useTextLang } from "../../components/untranslated.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { platforms } from "../../i18n/sections/platforms.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ platforms });

export { loader } from "./platform-landing.server.ts";

/** Each landing page has one way on (docs/product.md "Fixed-copy screens"). */
const NEXT: Record<Platform, string> = {
  ethicsi: "/platforms",
  innvalab: "/projects",
  harmonia: "/products",
};
const ICONS: Record<Platform, IconName> = { ethicsi: "scale", innvalab: "spark", harmonia: "people" };

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function PlatformLanding({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  const { name, title, subtitle, html } = loaderData;
  const own = useTextLang(loaderData.textLang);
  const cards = d.platforms.cards;
  return (
    <TranslationScope own={own}>
      <section className="hero hero-compact hero-rings" aria-labelledby="page-title">
        <div className="container hero-inner">
          <Breadcrumb
            trail={[
              { section: "home", href: "/" },
              { label: d.common.nav.platforms, href: "/plataformas" },
            ]}
            current={title}
          />
          <span className="icon-badge icon-badge-mint hero-badge">
            <Icon name={ICONS[name]} />
          </span>
          <h1 id="page-title" lang={own}>
            {title}
          </h1>
          <p className="lead" lang={own}>
            {subtitle}
          </p>
        </div>
      </section>
      <div className="section">
        <div className="container page-layout">
          <div className="page-body">
            <UntranslatedNote notices={loaderData.notices} />
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
              {PLATFORMS.filter((p) => p !== name).map((p) => (
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
    </TranslationScope>
  );
}
