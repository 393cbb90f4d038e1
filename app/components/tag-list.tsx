import { tagListPath, type TagView } from "../content/tags.ts";
import { useLanguage } from "../i18n/language.tsx";
import { Link } from "./site-link.tsx";

/**
 * Tags as hashtags in the page's language, each a link to the articles with that tag in the same
 * language (docs/product.md "Tags").
 */
export function TagList({ tags, className = "tags" }: { tags: readonly TagView[]; className?: string }) {
  const { d, t } = useLanguage();
  if (!tags.length) return null;
  return (
    <ul className={className} aria-label={d.content.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag.key} className="tag">
          <Link to={tagListPath(tag.key)} aria-label={t("content.tagLink", { tag: tag.label })}>
            #{tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
