import { useLanguage } from "../i18n/language.tsx";

/**
 * The closing line of articles, documents and chapters: © 2025 and the author
 * (docs/product.md "Business constants").
 */
export function ContentFooter({ author }: { author: string }) {
  const { t } = useLanguage();
  return <p className="content-footer">{t("content.copyright", { author })}</p>;
}
