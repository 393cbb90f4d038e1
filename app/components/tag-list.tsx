import { useLanguage } from "../i18n/language.tsx";

/** Tags as hashtags (docs/product.md "Rules for reading content"). */
export function TagList({ tags, className = "tags" }: { tags: readonly string[]; className?: string }) {
  const { d } = useLanguage();
  if (!tags.length) return null;
  return (
    <ul className={className} aria-label={d.content.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
