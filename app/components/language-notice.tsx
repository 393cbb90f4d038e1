import { useState, useSyncExternalStore } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { isEditingAreaPath } from "../content/addresses.ts";
import { LANG_NOTICE_KEY as DISMISSED_KEY } from "../content/browser-storage.ts";
import { LANGS, type Lang } from "../content/page-model.ts";
import { cookieLang } from "../i18n/detect.ts";
import { rememberChoice, useAddressIn, useLanguage } from "../i18n/language.tsx";
import { dictionaryFor } from "../i18n/translate.ts";
import { Icon } from "./site-icons.tsx";

/** The first of the browser's languages that the site has (`en-GB` → en), if any. */
export function browserLang(preferences: readonly string[]): Lang | undefined {
  for (const tag of preferences) {
    const primary = tag.toLowerCase().split("-")[0];
    const found = LANGS.find((l) => l === primary);
    if (found) return found;
  }
  return undefined;
}

function noSubscription(): () => void {
  return () => undefined;
}

/** The language the browser prefers, for a visitor who has neither chosen one nor dismissed the notice. */
function visitorPreference(): Lang | undefined {
  if (cookieLang(document.cookie) || wasDismissed()) return undefined;
  return browserLang(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * "This page is available in English": a small link, in the other language, for a first-time visitor
 * whose browser prefers the language this page is not in. Never a redirect (search engines must crawl
 * both languages), never for someone who chose a language with the selector, gone once dismissed.
 * Decided in the browser after hydration, so the shared cached page stays the same for everyone.
 */
export function LanguageNotice() {
  const { lang } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const addressIn = useAddressIn();
  const [dismissed, setDismissed] = useState(false);
  // The browser's side (its languages, the cookie, storage) is read after hydration: the server's answer is
  // the same for everyone (it has no notice).
  const preferred = useSyncExternalStore(noSubscription, visitorPreference, () => undefined);
  const suggested = !dismissed && !isEditingAreaPath(pathname) && preferred !== lang ? preferred : undefined;

  if (!suggested) return null;
  const t = dictionaryFor(suggested).common.language;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Without storage the notice comes back on the next page; it still goes away now.
    }
    setDismissed(true);
  };
  return (
    // Its own landmark, floating at the bottom of the window: it appears after hydration and must not push
    // the page down (no layout shift).
    <aside className="lang-notice" lang={suggested} aria-label={t.label}>
      <p className="lang-notice-bar">
        <span>{t.available}</span>{" "}
        <RouterLink
          to={`${addressIn(pathname, suggested)}${search}${hash}`}
          hrefLang={suggested}
          onClick={() => rememberChoice(suggested)}
        >
          {t.readIt}
        </RouterLink>
        <button type="button" className="lang-notice-close" onClick={dismiss}>
          <Icon name="close" />
          <span className="visually-hidden">{t.dismiss}</span>
        </button>
      </p>
    </aside>
  );
}
