import {
  addDays,
  dayOf,
  fillDays,
  normaliseQuery,
  type AudiencePeriod,
  type AudienceReport,
  type PageAudience,
  type PageFigure,
  type QuestionFigure,
} from "../../content/analytics.ts";
import { sitePathOf } from "../../content/addresses.ts";
import { publicAddresses } from "../../content/content-model.ts";
import { isLang, type Lang } from "../../content/page-model.ts";
import type { Store } from "../store/store.server.ts";

/*
 * What the Audience screen and the page editor show (issue 43), read from the daily aggregates, the
 * site search's rows (a page's name and title by its address), the assistant's questions (those it
 * could not answer) and the 404 log (app/server/addresses/not-found-log.server.ts).
 */

/** Rows each list shows. */
const LISTED = 20;
/** Address rows read to make the top pages: a page has up to two (one per language). */
const PAGE_ROWS = 200;
/** The assistant's questions read (its own list shows as many). */
const QUESTIONS_READ = 500;

const langOr = (value: string): Lang => (isLang(value) ? value : "es");

export async function audienceReport(
  store: Store,
  days: AudiencePeriod,
  retentionDays: number,
  now = new Date(),
): Promise<AudienceReport> {
  const to = dayOf(now);
  const from = addDays(to, 1 - days);
  const a = store.analytics;
  const [daily, pageRows, files, referrers, searches, questions, notFound] = await Promise.all([
    a.daily(from, to),
    a.top("page", from, to, PAGE_ROWS),
    a.top("file", from, to, LISTED),
    a.top("referrer", from, to, LISTED),
    a.top("search", from, to, 500),
    store.listAssistantQuestions(QUESTIONS_READ),
    store.notFoundCounts(from, to, { limit: LISTED }),
  ]);
  const titles = await a.pageTitles([...new Set(pageRows.map((r) => r.item))]);
  const byAddress = new Map(titles.map((t) => [`${t.path}\n${t.lang}`, t]));
  // Both languages of one page in one row: by the page's name when the site search knows the address.
  const pages = new Map<string, PageFigure>();
  for (const row of pageRows) {
    const known = byAddress.get(`${row.item}\n${row.lang}`);
    const id = known?.name ?? row.item;
    const page = pages.get(id) ?? { page: id, title: "", views: 0, visitors: 0, es: 0, en: 0 };
    if (known && (!page.title || row.lang === "es")) page.title = known.title;
    page.views += row.hits;
    page.visitors += row.visitors;
    if (row.lang === "en") page.en += row.hits;
    else page.es += row.hits;
    pages.set(id, page);
  }
  const unanswered = new Map<string, QuestionFigure>();
  for (const q of questions) {
    if (q.kind !== "none" || q.askedAt.slice(0, 10) < from) continue;
    const key = `${q.lang}\n${normaliseQuery(q.question) ?? q.question.toLowerCase()}`;
    const seen = unanswered.get(key);
    if (seen) seen.asked++;
    else unanswered.set(key, { question: q.question, lang: q.lang, asked: 1 });
  }
  const filled = fillDays(
    daily.map((d) => ({ day: d.day, views: d.hits, visitors: d.visitors })),
    from,
    to,
  );
  const byCount = <T extends { asked: number }>(list: T[]) => list.sort((x, y) => y.asked - x.asked);
  return {
    days,
    from,
    to,
    totals: {
      views: filled.reduce((n, d) => n + d.views, 0),
      visitors: filled.reduce((n, d) => n + d.visitors, 0),
      downloads: files.reduce((n, f) => n + f.hits, 0),
      searches: searches.reduce((n, s) => n + s.hits, 0),
    },
    daily: filled,
    pages: [...pages.values()].sort((x, y) => y.views - x.views).slice(0, LISTED),
    files: files.map((f) => ({ name: f.item, downloads: f.hits, visitors: f.visitors })),
    referrers: referrers.map((r) => ({ domain: r.item, views: r.hits })),
    emptySearches: searches
      .filter((s) => s.empty > 0)
      .slice(0, LISTED)
      .map((s) => ({ query: s.item, lang: langOr(s.lang), searches: s.empty })),
    unanswered: byCount([...unanswered.values()]).slice(0, LISTED),
    notFound: notFound.map((p) => ({ path: p.path, visitors: p.visitors, bots: p.bots })),
    retentionDays,
  };
}

/** A page's views and visitors per language over the last `days` days (the page editor's side panel). */
export async function pageAudience(
  store: Store,
  name: string,
  days: number,
  now = new Date(),
): Promise<PageAudience | undefined> {
  // The published version's addresses (a product's follows its title); a page never published has none yet.
  const state = await store.getDraft(name);
  const page = state?.published ?? state?.page;
  if (!page) return undefined;
  const to = dayOf(now);
  const from = addDays(to, 1 - days);
  const out: PageAudience = { days, es: { views: 0, visitors: 0 }, en: { views: 0, visitors: 0 } };
  const addresses = publicAddresses(page);
  if (!addresses) return out;
  const pairs = (["es", "en"] as const).map((lang) => ({ item: sitePathOf(addresses[lang]), lang }));
  for (const row of await store.analytics.pageSums(pairs, from, to)) {
    const lang = langOr(row.lang);
    out[lang].views += row.hits;
    out[lang].visitors += row.visitors;
  }
  return out;
}
