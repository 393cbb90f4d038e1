import { useLanguage } from "../i18n/language.tsx";

/**
 * The closing line of articles, documents and chapters: © the year of the page's date and the author,
 * or the author alone when the page has no date (docs/product.md "Business constants").
 */
export function ContentFooter({ author, date }: { author: string; date?: string }) {
  const { t } = useLanguage();
  const year = date ? /^(\d{4})-/.exec(date)?.[1] : undefined;
  return (
    <p className="content-footer">
      {year ? t("content.copyright", { author, year }) : t("content.copyrightUndated", { author })}
    </p>
  );
}
