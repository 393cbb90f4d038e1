import { DEFAULT_LANG, type Lang } from "../content/page-model.ts";

export const LANG_COOKIE = "lang";
export const LANG_STORAGE_KEY = "lang";

export function isLang(value: unknown): value is Lang {
  return value === "es" || value === "en";
}

/** The language of a request: ?lang= first (each language has a linkable address), then the cookie. */
export function detectLang(url: URL, cookieHeader: string | null): Lang {
  const fromQuery = url.searchParams.get("lang");
  if (isLang(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieHeader, LANG_COOKIE);
  if (isLang(fromCookie)) return fromCookie;
  return DEFAULT_LANG;
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
