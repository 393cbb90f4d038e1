import { Link } from "./site-link.tsx";
import { isArticleCategory } from "../content/categories.ts";
import type { ArticleCard as ArticleCardData } from "../content/views.ts";
import { useLanguage } from "../i18n/language.tsx";
import { TagList } from "./tag-list.tsx";

/** The translated name of an article category; an editor's own category is shown as written. */
export function useCategoryLabel(): (category: string) => string {
  const { d } = useLanguage();
  return (category) => (isArticleCategory(category) ? d.articles.categories[category] : category);
}

/** One article in the list: date, category, reading time, title (the link), excerpt, tags, author. */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  const { t } = useLanguage();
  const categoryLabel = useCategoryLabel();
  return (
    <article className="card card-link article-card">
      <p className="card-meta">
        {article.date ? <time dateTime={article.date}>{article.dateLabel}</time> : null}
        <span className="badge">{categoryLabel(article.category)}</span>
        <span>{t("content.readingTime", { n: article.minutes })}</span>
      </p>
      <h2 className="card-title">
        <Link to={article.href}>{article.title}</Link>
      </h2>
      {article.excerpt ? <p>{article.excerpt}</p> : null}
      <TagList tags={article.tags} />
      <p className="card-author">{t("content.by", { author: article.author })}</p>
    </article>
  );
}
