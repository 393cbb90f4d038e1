import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useLocation, useMatches, useNavigate, useRevalidator } from "react-router";
import {
  isEditingAreaPath,
  langOfPath,
  localizedPath,
  sitePathOf,
  withSlugIn,
} from "../content/addresses.ts";
import type { Lang } from "../content/page-model.ts";
import type { PageMetaText } from "../content/views.ts";
import { LANG_COOKIE, LANG_COOKIE_DAYS, LANG_STORAGE_KEY } from "../content/browser-storage.ts";
import type { Dictionary } from "./dictionaries.ts";
import { dictionaryFor, translate, type TextKey } from "./translate.ts";

interface LanguageState {
  lang: Lang;
  /** The whole dictionary of the current language (missing entries filled from Spanish). */
  d: Dictionary;
  t: (key: TextKey, vars?: Record<string, string | number>) => string;
  /** Goes to the same page in another language (on the site), or switches the editing area's language. */
  setLang: (lang: Lang) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** Remembers a visitor's choice: the server sends `/` to `/en/` for whoever chose English last. */
export function rememberChoice(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_DAYS * 86_400}; SameSite=Lax`;
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the cookie still keeps the choice.
  }
}

/**
 * The address of the page on screen in `lang`: the same path in that language's form, with the page's
 * slug in that language when its address ends with one (its loader's `meta.slugs`).
 */
export function useAddressIn(): (pathname: string, lang: Lang) => string {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.loaderData as { meta?: PageMetaText } | undefined;
  const slugs = leaf?.meta?.slugs;
  return useCallback(
    (pathname, lang) => localizedPath(withSlugIn(sitePathOf(pathname), lang, slugs), lang),
    [slugs],
  );
}

/**
 * The language of what is on screen. A page of the site is in the language of its address (English
 * under /en/, app/content/addresses.ts); the editing area is in its editor's choice, which the root
 * loader reads from the cookie (`initial`).
 */
export function LanguageProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const addressIn = useAddressIn();
  const editing = isEditingAreaPath(location.pathname);
  const [editorLang, setEditorLang] = useState<Lang>(initial);
  const [prevInitial, setPrevInitial] = useState(initial);
  if (initial !== prevInitial) {
    // The server decided another language (another address, or the cookie after a choice): follow it.
    setPrevInitial(initial);
    setEditorLang(initial);
  }
  const lang = editing ? editorLang : langOfPath(location.pathname);

  const setLang = useCallback(
    (next: Lang) => {
      rememberChoice(next);
      if (!editing) {
        const { pathname, search, hash } = location;
        void navigate(`${addressIn(pathname, next)}${search}${hash}`, { preventScrollReset: true });
        return;
      }
      setEditorLang(next);
      document.documentElement.lang = next;
      // The editing area's texts from the server are chosen by language: load them again, without a reload.
      void revalidator.revalidate();
    },
    [editing, location, navigate, revalidator, addressIn],
  );

  const value = useMemo<LanguageState>(
    () => ({
      lang,
      d: dictionaryFor(lang),
      t: (key, vars) => translate(lang, key, vars),
      setLang,
    }),
    [lang, setLang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error("useLanguage must be used inside LanguageProvider");
  return ctx;
}
