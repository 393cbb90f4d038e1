import { LANGS, type Lang } from "../../../content/page-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";

/**
 * "View on site" for each language: the page's address in Spanish and under /en/ (the site shows
 * each language at its own address). Opens in a new tab, so unsaved work stays where it is.
 */
export function ViewOnSiteLinks({
  addresses,
  className,
}: {
  addresses: Record<Lang, string>;
  className: string;
}) {
  const { d, t } = useLanguage();
  return (
    <>
      {LANGS.map((lang) => (
        <a
          key={lang}
          className={className}
          href={addresses[lang]}
          hrefLang={lang}
          target="_blank"
          rel="noopener"
        >
          {t("admin.editor.viewOnSiteIn", { language: d.common.language[`${lang}Short`] })}
          <span aria-hidden="true"> ↗</span>
          <span className="visually-hidden"> ({d.admin.editor.viewOnSiteHelp})</span>
        </a>
      ))}
    </>
  );
}
