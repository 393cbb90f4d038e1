import type { Lang } from "./page-model.ts";

/** The locale each interface language formats dates and numbers in. */
export const LOCALE: Record<Lang, string> = { es: "es-ES", en: "en-GB" };

/**
 * A date as the visitor reads it ("8 de octubre de 2024", "8 October 2024"). In UTC, so the server
 * and every browser print the same day.
 */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(lang).format(date);
}

// Building a formatter costs far more than using one: one per language, made when first needed.
const formats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
function dateFormat(lang: Lang): Intl.DateTimeFormat {
  return (formats[lang] ??= new Intl.DateTimeFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }));
}
