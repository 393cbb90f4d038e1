import { langOfPath, sitePathOf } from "./addresses.ts";
import type { Lang } from "./page-model.ts";

/*
 * Cookieless counting of the public site (issue 43): which requests are a page view, a download or a
 * search, what of them is kept (a page's language-free path, a file's name, a normalised query, a
 * referrer's domain), and the shapes of the editors' Audience screen and its tables. Pure rules, read by
 * the server's counter (app/server/analytics/) and by the editing area.
 */

/** The periods the Audience screen offers, in days (today included). */
export const AUDIENCE_PERIODS = [7, 30, 365] as const;
export type AudiencePeriod = (typeof AUDIENCE_PERIODS)[number];

/** What one answered request counts as. */
export type Counted =
  { kind: "page"; path: string; lang: Lang; search?: string } | { kind: "file"; name: string };

/** Stored items are cut to this length; a longer address or query is not a real visitor's. */
export const MAX_ITEM_CHARS = 300;

/** Site search screens (app/routes.ts): /buscar and /search, in both languages. */
const SEARCH_PATHS = new Set(["/buscar", "/search"]);

/** The language-free path of a page request, its `.data` suffix (React Router's data requests) removed. */
function pagePath(pathname: string): { path: string; lang: Lang } | undefined {
  let p = pathname;
  if (p.endsWith(".data")) {
    p = p.slice(0, -".data".length);
    // The Spanish home's data is /_root.data; the English home's /en.data.
    if (p === "/_root") p = "/";
  }
  if (p.length > 1 && p.endsWith("/")) p = p.slice(0, -1);
  // Files of the site's root (/robots.txt, /feed.xml, /favicon.svg) and the non-page areas are not page views.
  const last = p.slice(p.lastIndexOf("/") + 1);
  if (last.includes(".")) return undefined;
  if (/^\/(?:admin|api|assets|content)(?:\/|$)/.test(p)) return undefined;
  // React Router's own requests (/__manifest: the routes of the links a page shows) are no page.
  if (p.startsWith("/__")) return undefined;
  if (p === "/healthz" || p === "/readyz" || p === "/metrics") return undefined;
  const lang = langOfPath(p);
  const path = sitePathOf(p);
  return path.length <= MAX_ITEM_CHARS ? { path, lang } : undefined;
}

/**
 * What a GET answered with `status` counts as: a page view (HTML or React Router's data request of a
 * navigation: 200, or 304 when the browser had it), a file under /content/ (its whole body: 200, 304 or a
 * range from its first byte), or nothing (a redirect, a 404, an error, an asset, the API).
 */
export function countedAs(rawUrl: string, status: number, range?: string): Counted | undefined {
  const at = rawUrl.indexOf("?");
  const pathname = at < 0 ? rawUrl : rawUrl.slice(0, at);
  if (pathname.startsWith("/content/")) {
    const whole = status === 200 || status === 304 || (status === 206 && /^bytes=0-/.test(range ?? ""));
    const name = pathname.slice("/content/".length);
    // Images (and their sized variants) are shown inside pages: part of a page, not downloads.
    if (!whole || !name || name.length > MAX_ITEM_CHARS || IMAGE.test(name)) return undefined;
    return { kind: "file", name };
  }
  if (status !== 200 && status !== 304) return undefined;
  const page = pagePath(pathname);
  if (!page) return undefined;
  if (SEARCH_PATHS.has(page.path) && at >= 0) {
    const q = new URLSearchParams(rawUrl.slice(at + 1)).get("q");
    // Only the first page of results is a search; the next pages are the same search read on.
    const more = new URLSearchParams(rawUrl.slice(at + 1)).get("page");
    if (q && (!more || more === "1")) return { ...page, kind: "page", search: q };
  }
  return { kind: "page", ...page };
}

const IMAGE = /\.(?:jpe?g|png|gif|webp|avif|svg|ico)$/i;

/**
 * A query as it is counted: lower case, accents folded, spaces collapsed, at most 100 characters; or
 * undefined when empty, or when it looks like something personal (an e-mail address, a telephone or
 * card number): those are not kept at all.
 */
export function normaliseQuery(raw: string): string | undefined {
  const q = raw
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\p{C}\s]+/gu, " ")
    .trim()
    .slice(0, 100)
    .trim();
  if (!q) return undefined;
  if (/@/.test(q) || /\d[\d .-]{6,}\d/.test(q)) return undefined;
  return q;
}

/**
 * The domain a visitor came from (`www.` dropped), or undefined: no Referer, not an http(s) address, or
 * this site itself. Never the path or query: they can name a person.
 */
export function referrerDomain(referer: string | undefined, ownHost: string | undefined): string | undefined {
  if (!referer) return undefined;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    host = url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const own = (ownHost ?? "").toLowerCase().replace(/:\d+$/, "");
  if (!host || host === own) return undefined;
  const domain = host.replace(/^www\./, "");
  return domain === own.replace(/^www\./, "") || domain.length > 253 ? undefined : domain;
}

// ---- The Audience screen's report ----------------------------------------------------------------

export interface DayFigure {
  day: string;
  views: number;
  visitors: number;
}

export interface PageFigure {
  /** The page's name when the site search knows its address; else its address. */
  page: string;
  title: string;
  views: number;
  visitors: number;
  /** Views per language. */
  es: number;
  en: number;
}

export interface FileFigure {
  name: string;
  downloads: number;
  visitors: number;
}

export interface ReferrerFigure {
  domain: string;
  views: number;
}

export interface SearchFigure {
  query: string;
  lang: Lang;
  searches: number;
}

export interface QuestionFigure {
  question: string;
  lang: Lang;
  asked: number;
}

/** An address that answered 404 (issue 42's log): visitors' and bots' requests apart. */
export interface NotFoundFigure {
  path: string;
  visitors: number;
  bots: number;
}

export interface AudienceReport {
  days: AudiencePeriod;
  /** First and last day (UTC, YYYY-MM-DD). */
  from: string;
  to: string;
  totals: { views: number; visitors: number; downloads: number; searches: number };
  daily: DayFigure[];
  pages: PageFigure[];
  files: FileFigure[];
  referrers: ReferrerFigure[];
  emptySearches: SearchFigure[];
  unanswered: QuestionFigure[];
  /** The addresses visitors found nothing at, the most asked first. */
  notFound: NotFoundFigure[];
  /** ANALYTICS_RETENTION_DAYS: older days are gone. */
  retentionDays: number;
}

/** One language's figures of one page, for the page editor. */
export interface PageAudience {
  days: number;
  es: { views: number; visitors: number };
  en: { views: number; visitors: number };
}

/** The day (UTC) of a time, as stored. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + n * 86_400_000));
}

/** Every day of the period, oldest first, with zeros where nothing was counted. */
export function fillDays(rows: readonly DayFigure[], from: string, to: string): DayFigure[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DayFigure[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    out.push(byDay.get(day) ?? { day, views: 0, visitors: 0 });
  return out;
}

// ---- Tables (shown beside each chart, and downloaded as CSV: the same cells) ------------------------

export type AudienceTableId =
  "daily" | "pages" | "files" | "referrers" | "emptySearches" | "unanswered" | "notFound";

export const AUDIENCE_TABLES: readonly AudienceTableId[] = [
  "daily",
  "pages",
  "files",
  "referrers",
  "emptySearches",
  "unanswered",
  "notFound",
];

/** The cells of a table's rows, as the screen shows them and the CSV holds them. */
export function tableRows(report: AudienceReport, table: AudienceTableId): string[][] {
  const n = (v: number) => String(v);
  switch (table) {
    case "daily":
      return report.daily.map((d) => [d.day, n(d.views), n(d.visitors)]);
    case "pages":
      return report.pages.map((p) => [p.title || p.page, n(p.views), n(p.visitors), n(p.es), n(p.en)]);
    case "files":
      return report.files.map((f) => [f.name, n(f.downloads), n(f.visitors)]);
    case "referrers":
      return report.referrers.map((r) => [r.domain, n(r.views)]);
    case "emptySearches":
      return report.emptySearches.map((s) => [s.query, s.lang.toUpperCase(), n(s.searches)]);
    case "unanswered":
      return report.unanswered.map((q) => [q.question, q.lang.toUpperCase(), n(q.asked)]);
    case "notFound":
      return report.notFound.map((p) => [p.path, n(p.visitors), n(p.bots)]);
  }
}

/**
 * RFC 4180 CSV. A cell a spreadsheet would run as a formula (=, +, -, @, tab, return first) is quoted
 * with a leading apostrophe: visitors' queries and questions are hostile text.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${rows.map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}
