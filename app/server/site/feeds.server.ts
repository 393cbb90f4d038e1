import type { RouterContextProvider } from "react-router";
// Through the package alias, as request.server.ts does: the SSR bundle must share server.ts's context tokens.
import { requestContext } from "#app/context.ts";
import { Feed, type Item } from "feed";
import { localizedPath } from "../../content/addresses.ts";
import { publicPathOrNull } from "../../content/content-model.ts";
import { formatDate } from "../../content/format.ts";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import type { PageMeta, PublishNote } from "../../content/publishing.ts";
import { createdOf } from "../../content/resolvers.ts";
import { translate } from "../../i18n/translate.ts";
import { FEED_ADDRESSES, FEED_TYPES, type FeedFormat } from "../../content/sitemap-feeds.ts";
import type { ContentStore } from "./pages.server.ts";
import { articleCard, readableView } from "./views.server.ts";

/*
 * The article feeds, RSS 2.0 and Atom, one of each per language (docs/architecture.md "Sitemap and
 * feeds"), built by the `feed` package. Every text comes from the store, so it is untrusted: characters
 * XML cannot hold are dropped, and what the formats read as HTML is either escaped text or the site's
 * sanitised HTML, never stored markup as it is.
 */

/** Articles per feed: the newest ones. */
export const FEED_SIZE = 20;

/**
 * What XML 1.0 cannot carry, even escaped: C0 controls but tab and line ends, lone surrogates,
 * U+FFFE/U+FFFF, and the C1 controls and noncharacters readers reject.
 */
// eslint-disable-next-line no-control-regex -- these controls are exactly what must go
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\p{Cs}\p{NChar}]/gu;

export function xmlText(s: string): string {
  return s.replace(NOT_XML, "");
}

/** Plain text as HTML: the `feed` package puts titles and summaries in CDATA that Atom reads as HTML. */
function escapedText(s: string): string {
  return xmlText(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Sanitised HTML for a CDATA section: `]]>` would end it early (the package splits only the first one),
 * and `]]&gt;` reads the same in HTML text and attribute values.
 */
function cdataHtml(html: string): string {
  return xmlText(html).replaceAll("]]>", "]]&gt;");
}

function dateOf(raw: string | undefined): Date | undefined {
  const t = raw === undefined ? Number.NaN : Date.parse(raw);
  return Number.isNaN(t) ? undefined : new Date(t);
}

interface FeedArticle {
  item: Item;
  author: string;
}

/** The published meta of a page: its change notes. */
export type MetaReader = (name: string) => Promise<PageMeta | undefined>;

function feedArticle(
  page: PageDoc,
  lang: Lang,
  origin: string,
  note: PublishNote | undefined,
): FeedArticle | undefined {
  const path = publicPathOrNull(page, lang);
  if (!path) return undefined;
  const view = readableView(page, lang, "article");
  const published = dateOf(createdOf(page, lang));
  const updated = dateOf(typeof page.Updated === "string" ? page.Updated : undefined) ?? published;
  if (!updated) return undefined;
  const link = `${origin}${localizedPath(path, lang)}`;
  // The change note given at publishing says what changed, as the page itself does above its text.
  const changed = note
    ? `${translate(lang, "content.updatedOn", { date: formatDate(note.at, lang) })} ${note.text}`
    : "";
  const excerpt = view.description || articleCard(page, lang).excerpt;
  const summary = [changed, excerpt].filter(Boolean).join(" ");
  return {
    author: xmlText(view.author),
    item: {
      title: escapedText(view.title),
      id: link,
      link,
      date: updated,
      ...(published ? { published } : {}),
      ...(summary ? { description: escapedText(summary) } : {}),
      // Always some content: RSS declares the namespace of dc:creator only when an item has content.
      content: view.bodyHtml ? cdataHtml(view.bodyHtml) : escapedText(summary || view.title),
    },
  };
}

/** The newest articles in a language, newest first, as the articles list orders them. */
async function newestArticles(store: ContentStore, lang: Lang, count: number): Promise<PageDoc[]> {
  const { names } = await store.searchPages({ kind: "article", lang, offset: 0, limit: count });
  const pages = new Map((await store.getPages(names)).map((p) => [p.Page, p]));
  return names.flatMap((n) => pages.get(n) ?? []);
}

/** The text of one feed: `format` of the newest articles in `lang`, every address under `origin`. */
export async function feedXml(
  store: ContentStore,
  origin: string,
  lang: Lang,
  format: FeedFormat,
  count = FEED_SIZE,
  metaOf: MetaReader = async () => undefined,
): Promise<string> {
  const pages = await newestArticles(store, lang, count);
  const metas = await Promise.all(pages.map((p) => metaOf(p.Page)));
  const articles = pages.flatMap((p, i) => feedArticle(p, lang, origin, metas[i]?.notes?.[lang]) ?? []);
  const self = `${origin}${FEED_ADDRESSES[lang][format]}`;
  const siteName = translate(lang, "common.siteName");
  const newest = articles.reduce<Date | undefined>(
    (m, a) => (m === undefined || a.item.date > m ? a.item.date : m),
    undefined,
  );
  const feed = new Feed({
    title: xmlText(`${siteName} · ${translate(lang, "articles.title")}`),
    description: xmlText(translate(lang, "articles.metaDescription")),
    id: self,
    link: `${origin}${localizedPath("/articles", lang)}`,
    language: lang,
    // A fixed time when there is no article: the same store gives the same bytes (and ETag).
    updated: newest ?? new Date(0),
    generator: siteName,
    feedLinks: { [format]: self },
    // Atom needs an author for the feed or for every entry: the site's, where an entry names none.
    author: { name: siteName },
  });
  for (const { item, author } of articles) {
    if (format === "atom") {
      feed.addItem({ ...item, author: [{ name: author }] });
    } else {
      // RSS's <author> must be an e-mail address: the name goes in Dublin Core's creator instead.
      feed.addItem({ ...item, extensions: [{ name: "dc:creator", objects: { _text: author } }] });
    }
  }
  return format === "atom" ? feed.atom1() : feed.rss2();
}

export async function feedAnswer(
  store: ContentStore,
  origin: string,
  lang: Lang,
  format: FeedFormat,
  metaOf?: MetaReader,
): Promise<Response> {
  return new Response(await feedXml(store, origin, lang, format, FEED_SIZE, metaOf), {
    headers: { "content-type": `${FEED_TYPES[format]}; charset=utf-8` },
  });
}

/** The public origin the pages name (the root loader's `origin`): PUBLIC_URL, or the request's checked host. */
export function publicOrigin(context: Readonly<RouterContextProvider>): string {
  return context.get(requestContext).origin;
}
