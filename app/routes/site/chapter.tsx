import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/chapter";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContentFooter } from "../../components/content-footer.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, UntranslatedNote, useTextLang } from "../../components/untranslated.tsx";

export { loader } from "./chapter.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Chapter({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const { view } = loaderData;
  const own = useTextLang(loaderData.textLang);
  return (
    <TranslationScope own={own}>
      <article className="container container-narrow reading chapter" aria-labelledby="reading-title">
        <Breadcrumb
          trail={[
            { section: "home", href: "/" },
            { section: "book", href: "/book" },
          ]}
          current={view.title}
        />
        <UntranslatedNote notices={loaderData.notices} />
        <header className="reading-header">
          <p className="eyebrow">
            {d.book.title}
            {view.part ? ` · ${view.part}` : ""}
          </p>
          <h1 id="reading-title" lang={own}>
            {view.title}
          </h1>
        </header>
        {view.html ? <RichText html={view.html} className="prose prose-book" /> : null}
        {view.previous || view.next ? (
          <nav className="chapter-nav" aria-label={d.book.chaptersNav}>
            {view.previous ? (
              <Link className="chapter-nav-prev" to={view.previous.href} rel="prev">
                <span aria-hidden="true">←</span> {t("book.previous", { title: view.previous.title })}
              </Link>
            ) : (
              <span />
            )}
            {view.next ? (
              <Link className="chapter-nav-next" to={view.next.href} rel="next">
                {t("book.next", { title: view.next.title })} <span aria-hidden="true">→</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
        <footer className="reading-footer">
          <Link className="btn btn-ghost btn-small" to="/book">
            <span aria-hidden="true">←</span> {d.book.back}
          </Link>
          <ContentFooter author={view.author} date={view.date} />
        </footer>
      </article>
    </TranslationScope>
  );
}
