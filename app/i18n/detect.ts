import { isEditingAreaPath, langOfPath } from "../content/addresses.ts";
import { LANG_COOKIE } from "../content/browser-storage.ts";
import { DEFAULT_LANG, type Lang } from "../content/page-model.ts";

export function isLang(value: unknown): value is Lang {
  return value === "es" || value === "en";
}

/**
 * The language of a request. A page of the site is in the language of its address (English under
 * /en/, app/content/addresses.ts); the editing area, which search engines never see, is in the
 * language its editor last chose (the cookie).
 */
export function detectLang(url: URL, cookieHeader: string | null): Lang {
  if (!isEditingAreaPath(url.pathname)) return langOfPath(url.pathname);
  return cookieLang(cookieHeader) ?? DEFAULT_LANG;
}

/** The language a visitor last chose with the selector, if any. */
export function cookieLang(cookieHeader: string | null): Lang | undefined {
  const fromCookie = readCookie(cookieHeader, LANG_COOKIE);
  return isLang(fromCookie) ? fromCookie : undefined;
}

/** A cookie's value, or undefined when it is absent or not valid percent-encoding (a visitor may send anything). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
