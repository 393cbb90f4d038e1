import { createContext, useContext, useState, type ReactNode } from "react";
import { formatDate } from "../content/format.ts";
import type { Lang } from "../content/page-model.ts";
import type { PageNotices } from "../content/publishing.ts";
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

/**
 * What a page says about its language and its last publish: "not translated yet" where that is so, "the
 * Spanish version was updated after this translation" (dismissible) on an older translation, and the
 * change note of the last publish ("Updated on 23 Nov 2026: …").
 */
export function UntranslatedNote({ notices }: { notices?: PageNotices }) {
  const { d, lang } = useLanguage();
  const [dismissed, setDismissed] = useState(false);
  const own = useOwnLang();
  const note = notices?.note;
  return (
    <>
      {own ? (
        <p className="untranslated-note" role="note">
          {d.content.untranslated}
        </p>
      ) : null}
      {!own && notices?.sourceUpdated && !dismissed ? (
        <p className="untranslated-note source-updated-note" role="note">
          <span>{d.content.sourceUpdated}</span>{" "}
          <button type="button" className="note-dismiss" onClick={() => setDismissed(true)}>
            {d.content.dismissNotice}
          </button>
        </p>
      ) : null}
      {note ? (
        <p className="change-note">
          <strong>{d.content.updatedOn.replace("{date}", formatDate(note.at, lang))}</strong>{" "}
          <span lang={own}>{note.text}</span>
        </p>
      ) : null}
    </>
  );
}
