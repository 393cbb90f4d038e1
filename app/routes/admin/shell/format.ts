import type { Lang } from "../../../content/page-model.ts";

const LOCALES: Record<Lang, string> = { es: "es-ES", en: "en-GB" };

/** A date and time in the editor's language ("" for a missing or unreadable date). */
export function formatDateTime(iso: string | undefined | null, lang: Lang): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A list of names in the editor's language: "A, B y C" / "A, B and C". */
export function formatList(items: string[], lang: Lang): string {
  return new Intl.ListFormat(LOCALES[lang], { style: "long", type: "conjunction" }).format(items);
}

/** A time of day in the editor's language ("10:42"). */
export function formatTime(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: "2-digit", minute: "2-digit" }).format(date);
}

/** "34 KB", "2,1 MB" in the editor's language. */
export function formatBytes(bytes: number, lang: Lang): string {
  const locale = lang === "es" ? "es-ES" : "en-GB";
  if (bytes < 1024 * 1024)
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
