import { data, Link } from "react-router";
import type { Route } from "./+types/article";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContentFooter } from "../../components/content-footer.tsx";
import { ContentNotFound } from "../../components/content-not-found.tsx";
import { CopyLinkButton } from "../../components/copy-link-button.tsx";
import { pageMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { TagList } from "../../components/tag-list.tsx";
import { useCategoryLabel } from "../../components/article-card.tsx";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { articleData } from "../../server/site/loaders.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await articleData(request, context, params.id);
  return data(result, { status: result.found ? 200 : 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.meta.title ?? "", args.loaderData?.meta.description ?? "");
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const categoryLabel = useCategoryLabel();
  if (!loaderData.found) {
    return (
      <ContentNotFound
        title={d.articles.notFoundTitle}
        text={d.articles.notFoundText}
        backHref="/articles"
        backLabel={d.articles.back}
        debug={loaderData.debug}
      />
    );
  }
  const { view } = loaderData;
  const back = view.isDoc
    ? { href: "/documentation", label: d.articles.backToDocs }
    : { href: "/articles", label: d.articles.back };
  return (
    <article className="container container-narrow reading" aria-labelledby="reading-title">
      <Breadcrumb trail={view.crumbs} current={view.title} />
      <header className="reading-header">
        <h1 id="reading-title">{view.title}</h1>
        {view.description ? <p className="lead">{view.description}</p> : null}
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
          <p className="placeholder-title">{d.content.placeholder.title}</p>
          <p>{d.content.placeholder.text}</p>
        </div>
      )}
      <TagList tags={view.tags} className="tags reading-tags" />
      <div className="reading-actions">
        <Link className="btn btn-ghost btn-small" to={back.href}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        <CopyLinkButton />
      </div>
      <footer>
        <ContentFooter author={view.author} />
      </footer>
    </article>
  );
}
