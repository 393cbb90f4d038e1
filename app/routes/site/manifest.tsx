import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/manifest";
import { EmptyState } from "../../components/empty-state.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, UntranslatedNote, useTextLang } from "../../components/untranslated.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { manifestPage } from "../../i18n/sections/manifest-page.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ manifestPage });

export { loader } from "./manifest.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

/** The editable Manifest page: title, HTML content and author (docs/product.md "Content screens"). */
export default function Manifest({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const { view } = loaderData;
  const own = useTextLang(loaderData.textLang);
  if (!view) {
    return (
      <section className="container container-narrow section">
        <h1>{d.manifestPage.title}</h1>
        <EmptyState title={d.manifestPage.emptyTitle} text={d.manifestPage.emptyText}>
          <Link className="btn btn-primary" to="/manifiesto">
            {d.manifestPage.emptyLink}
          </Link>
        </EmptyState>
      </section>
    );
  }
  return (
    <TranslationScope own={own}>
      <article className="container container-narrow reading manifest" aria-labelledby="reading-title">
        <UntranslatedNote notices={loaderData.notices} />
        <header className="reading-header">
          <h1 id="reading-title" lang={own}>
            {view.title}
          </h1>
        </header>
        {view.html ? <RichText html={view.html} /> : null}
        <footer className="reading-footer">
          <p className="manifest-author">{t("content.by", { author: view.author })}</p>
        </footer>
      </article>
    </TranslationScope>
  );
}
