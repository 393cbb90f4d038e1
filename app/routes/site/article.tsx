import type { Route } from "./+types/article";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContentFooter } from "../../components/content-footer.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { ReadingActions } from "../../components/reading.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { TagList } from "../../components/tag-list.tsx";
import { useCategoryLabel } from "../../components/article-card.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, UntranslatedNote, useTextLang } from "../../components/untranslated.tsx";

export { loader } from "./article.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const categoryLabel = useCategoryLabel();
  const { view } = loaderData;
  const own = useTextLang(loaderData.textLang);
  const back = view.isDoc
    ? { href: "/documentation", label: d.articles.backToDocs }
    : { href: "/articles", label: d.articles.back };
  return (
    <TranslationScope own={own}>
      <article className="container container-narrow reading" aria-labelledby="reading-title">
        <Breadcrumb trail={view.crumbs} current={view.title} />
        <UntranslatedNote notices={loaderData.notices} />
        <header className="reading-header">
          <h1 id="reading-title" lang={own}>
            {view.title}
          </h1>
          {view.description ? (
            <p className="lead" lang={own}>
              {view.description}
            </p>
          ) : null}
          <p className="card-meta">
            {view.date ? (
              <time dateTime={view.date}>{t("content.published", { date: view.dateLabel ?? "" })}</time>
            ) : null}
            {!view.isDoc ? <span className="badge">{categoryLabel(view.category)}</span> : null}
            <span>{t("content.readingTime", { n: view.minutes })}</span>
            <span>{t("content.by", { author: view.author })}</span>
          </p>
        </header>
        {view.bodyHtml ? (
          <RichText html={view.bodyHtml} />
        ) : (
          <div className="placeholder">
            <p>{d.content.placeholder.text}</p>
          </div>
        )}
        <TagList tags={view.tags} className="tags reading-tags" />
        <ReadingActions back={back} />
        <footer>
          <ContentFooter author={view.author} date={view.date} />
        </footer>
      </article>
    </TranslationScope>
  );
}
