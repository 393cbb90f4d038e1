import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Lang } from "../content/page-model.ts";
import { LANG_COOKIE, LANG_STORAGE_KEY } from "./detect.ts";
import type { Dictionary } from "./dictionaries.ts";
import { dictionaryFor, translate, type TextKey } from "./translate.ts";

interface LanguageState {
  lang: Lang;
  /** The whole dictionary of the current language (missing entries filled from Spanish). */
  d: Dictionary;
  t: (key: TextKey, vars?: Record<string, string | number>) => string;
  setLang: (lang: Lang) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function LanguageProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial);
  const [prevInitial, setPrevInitial] = useState(initial);
  if (initial !== prevInitial) {
    // The server decided another language (e.g. a ?lang= link was followed): follow it.
    setPrevInitial(initial);
    setLangState(initial);
  }
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const setLang = useCallback(
    (next: Lang) => {
      setLangState(next);
      document.documentElement.lang = next;
      document.cookie = `${LANG_COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
      try {
        localStorage.setItem(LANG_STORAGE_KEY, next);
      } catch {
        // Storage can be unavailable (private mode); the cookie still keeps the choice.
      }
      const params = new URLSearchParams(location.search);
      if (params.has("lang")) {
        params.set("lang", next);
        void navigate(
          { pathname: location.pathname, search: `?${params}`, hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else {
        // Content from the store is chosen by language on the server: load it again, without a reload.
        void revalidator.revalidate();
      }
    },
    [location, navigate, revalidator],
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
