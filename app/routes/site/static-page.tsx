import { Link, useSitePath } from "../../components/site-link.tsx";
import type { Route } from "./+types/static-page";
import { loaderMeta } from "../../components/meta.ts";
import { ContactForm } from "../../components/contact-form.tsx";
import { DataInventorySection } from "../../components/data-inventory-section.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { sitePathOf } from "../../content/addresses.ts";
import { staticPagesIn } from "../../content/site-pages.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, UntranslatedNote, useTextLang } from "../../components/untranslated.tsx";

export { loader } from "./static-page.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { d, lang } = useLanguage();
  const pathname = useSitePath();
  const { title, subtitle, html } = loaderData;
  const own = useTextLang(loaderData.textLang);
  // The privacy page has an address per language: the list offers the visitor's own.
  const related = staticPagesIn(lang);
  return (
    <TranslationScope own={own}>
      <section className="hero hero-compact hero-rings" aria-labelledby="page-title">
        <div className="container hero-inner">
          <Breadcrumb trail={[{ section: "home", href: "/" }]} current={title} />
          <h1 id="page-title" lang={own}>
            {title}
          </h1>
          {subtitle ? (
            <p className="lead" lang={own}>
              {subtitle}
            </p>
          ) : null}
        </div>
      </section>
      <div className="section">
        <div className="container page-layout">
          <div className="page-body">
            <UntranslatedNote notices={loaderData.notices} />
            <RichText html={html} />
            {loaderData.formTexts ? <ContactForm texts={loaderData.formTexts} /> : null}
            {loaderData.inventory ? <DataInventorySection section={loaderData.inventory} /> : null}
          </div>
          <aside className="page-aside" aria-labelledby="aside-title">
            <h2 id="aside-title">{d.common.related}</h2>
            <ul className="aside-links aside-links-plain">
              {related.map((page) => (
                <li key={page.link}>
                  <Link
                    to={`/${page.name}`}
                    aria-current={sitePathOf(`/${page.name}`) === pathname ? "page" : undefined}
                  >
                    {d.common.footer.links[page.link]}
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
