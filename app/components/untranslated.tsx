import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "../content/page-model.ts";
import { useLanguage } from "../i18n/language.tsx";

/*
 * A page with no text in the visitor's language is shown in the language it has (content-model.ts
 * textLangOf), never as an empty page. Its texts then carry `lang` (screen readers pronounce them right,
 * translators and crawlers know them), and a note says why, in the visitor's language.
 */

const OwnLang = createContext<Lang | undefined>(undefined);

/** The `lang` of a page's stored texts (`textLang` from its loader): undefined when it is the visitor's. */
export function useTextLang(textLang: Lang | null | undefined): Lang | undefined {
  const { lang } = useLanguage();
  return textLang && textLang !== lang ? textLang : undefined;
}

/** Around a page's screen: what `useTextLang` gave, for the stored texts rendered inside (RichText, crumbs). */
export function TranslationScope({ own, children }: { own: Lang | undefined; children: ReactNode }) {
  return <OwnLang.Provider value={own}>{children}</OwnLang.Provider>;
}

/** The `lang` attribute for a stored text of this page: undefined when the page is in the visitor's language. */
export function useOwnLang(): Lang | undefined {
  return useContext(OwnLang);
}

/** "This page has not been translated into English yet: it is shown in Spanish." Only where that is so. */
export function UntranslatedNote() {
  const { d } = useLanguage();
  if (!useOwnLang()) return null;
  return (
    <p className="untranslated-note" role="note">
      {d.content.untranslated}
    </p>
  );
}
