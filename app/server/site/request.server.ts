import type { RouterContextProvider } from "react-router";
// Through the package alias: the SSR bundle must share server.ts's context tokens (vite.config.ts).
import { requestContext, servicesContext, type PreviewInfo } from "#app/context.ts";
import { notFound, type MissingSection } from "../../content/http.ts";
import type { PageMetaText, SocialImage } from "../../content/views.ts";
import { slugIn } from "../../content/slugs.ts";
import { seoOf } from "../../content/seo.ts";
import { storedImageSize } from "../files/image-check.server.ts";
import { pageLanguages, textLangOf } from "../../content/content-model.ts";
import { withoutEmptyLanguages } from "../../content/publishing.ts";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import { pageNotices, type PageMeta, type PageNotices } from "../../content/publishing.ts";
import type { Store } from "../store/store.server.ts";
import { detectLang } from "../../i18n/detect.ts";
import { translate, type TextKey } from "../../i18n/translate.ts";
import { isSafeFileName, type FileStore } from "../files/file-store.server.ts";
import type { Family } from "../../content/content-model.ts";
import { debugListing, pageAtAddress, type ContentStore } from "./pages.server.ts";

/*
 * What every content loader starts from: the store, the visitor's language (the same rule the root
 * loader uses) and whether debug listings may be shown.
 */

export interface LoaderBasics {
  store: ContentStore;
  /** The published meta of a page (translation status, change notes); none for a previewed draft. */
  publishedMeta: (name: string) => Promise<PageMeta | undefined>;
  /** To check that a stored file exists before listing it, and to read an image's size for the page's head. */
  files: Pick<FileStore, "exists" | "get">;
  /** The library's sizes of images, to serve them responsively (responsive-images.server.ts). */
  media: Pick<Store, "mediaSizes" | "mediaTexts">;
  /** The links a published page holds, to show them at their targets' current addresses (current-links.server.ts). */
  links: Pick<Store, "linksFrom">;
  lang: Lang;
  /** Debug listings (page names, counts): signed-in editors and development only, never public. */
  debug: boolean;
}

/** No stored name or text has a NUL: PostgreSQL text refuses it (a 500), so no lookup may send one. */
function withoutNul(s: string): string {
  return s.replaceAll("\u0000", "");
}

/**
 * The store as the public screens see it. Their page names and searches come from the address
 * (/article/{id}, ?q=, ?tag=), so a NUL there finds nothing instead of reaching the database.
 */
function addressSafe(store: ContentStore): ContentStore {
  return {
    listPages: (options) => store.listPages(options),
    listSitemapEntries: (options) => store.listSitemapEntries(options),
    contentVersion: () => store.contentVersion(),
    countPages: () => store.countPages(),
    getPages: (names) => store.getPages(names.filter((n) => !n.includes("\u0000"))),
    getPage: async (name) => (name.includes("\u0000") ? undefined : store.getPage(name)),
    pageBySlug: (lang, slug) => store.pageBySlug(lang, slug),
    searchPages: (q) =>
      store.searchPages({
        ...q,
        query: q.query === undefined ? undefined : withoutNul(q.query),
        category: q.category === undefined ? undefined : withoutNul(q.category),
        tag: q.tag === undefined ? undefined : withoutNul(q.tag),
      }),
    searchSite: (q) =>
      store.searchSite({
        ...q,
        query: withoutNul(q.query),
        kind: q.kind === undefined ? undefined : withoutNul(q.kind),
      }),
  };
}

/**
 * The store with one page read as its draft: the page a valid preview link on this request shows.
 * Everything else (lists, other pages) stays what visitors see.
 */
function withPreview(
  store: ContentStore,
  preview: Promise<PreviewInfo | undefined> | undefined,
  drafts: Store,
): ContentStore {
  if (!preview) return store;
  const draftOf = async (name: string) => {
    const info = await preview;
    const draft = info && info.name === name ? (await drafts.getDraft(name))?.page : undefined;
    return draft && withoutEmptyLanguages(draft);
  };
  return {
    ...store,
    getPage: async (name) => (await draftOf(name)) ?? store.getPage(name),
    getPages: async (names) => {
      const found = await store.getPages(names);
      const info = await preview;
      if (!info || !names.includes(info.name)) return found;
      const draft = await draftOf(info.name);
      if (!draft) return found;
      const byName = new Map(found.map((p) => [p.Page, p]));
      byName.set(draft.Page, draft);
      return names.flatMap((n) => byName.get(n) ?? []);
    },
  };
}

export function loaderBasics(request: Request, context: Readonly<RouterContextProvider>): LoaderBasics {
  const { store, files, config } = context.get(servicesContext);
  const { preview } = context.get(requestContext);
  return {
    store: withPreview(addressSafe(store), preview, store),
    publishedMeta: async (name) => {
      if (name.includes("\u0000")) return undefined;
      if (preview && (await preview)?.name === name) return undefined;
      return store.publishedMeta(name);
    },
    files,
    media: store,
    links: { linksFrom: (name) => (name.includes("\u0000") ? Promise.resolve([]) : store.linksFrom(name)) },
    lang: detectLang(new URL(request.url), request.headers.get("cookie")),
    // Development only: public answers are shared by every visitor (the response cache).
    debug: !config.production,
  };
}

/**
 * The page a content screen's address names (pages.server.ts pageAtAddress): by its slug in the visitor's
 * language, else a 301 to its address now (the query kept), else undefined. `base`: `/article/`…
 */
export function pageAt(
  basics: LoaderBasics,
  request: Request,
  base: string,
  param: string,
  kinds: readonly Family[] | "any",
  fallback?: () => Promise<PageDoc | undefined>,
): Promise<PageDoc | undefined> {
  const search = new URL(request.url).search;
  return pageAtAddress(basics.store, { param, lang: basics.lang, base, search }, kinds, fallback);
}

/**
 * A content screen has no page under this name: HTTP 404 and the screen's own not-found page, with
 * the names of the stored pages for editors and development (never for anonymous visitors).
 */
export async function missingPage(
  basics: LoaderBasics,
  section: MissingSection,
  name: string,
): Promise<never> {
  notFound({ section, debug: basics.debug ? await debugListing(basics.store, name) : undefined });
}

/** A stored image as the page's social image, with the size its header declares; none if it is not stored. */
async function socialImage(
  files: Pick<FileStore, "get">,
  name: string,
  alt: string,
): Promise<SocialImage | undefined> {
  if (!isSafeFileName(name)) return undefined;
  const file = await files.get(name);
  if (!file) return undefined;
  const size = await storedImageSize(file);
  return { path: `/content/${encodeURIComponent(name)}`, alt, ...size };
}

/** A screen's head from the dictionary of the visitor's language. */
export function dictionaryText(lang: Lang, title: TextKey, description: TextKey): PageMetaText {
  return { title: translate(lang, title), description: translate(lang, description) };
}

/** The page's slug in each language, when it has one in both (its own, or the other language's). */
function slugsOf(page: PageDoc): Record<Lang, string> | undefined {
  const es = slugIn(page, "es");
  const en = slugIn(page, "en");
  return es !== undefined && en !== undefined ? { es, en } : undefined;
}

/**
 * What a screen showing one stored page (or its fallback copy, `page` undefined) says about language: the
 * language its texts are in (`textLang`, for lang= and the untranslated note) and its head, whose hreflang
 * alternates are the languages the page is written in (app/content/content-model.ts).
 */
export async function storedPageHead(
  basics: Pick<LoaderBasics, "publishedMeta" | "files">,
  page: PageDoc | undefined,
  lang: Lang,
  title: string,
  description: string,
): Promise<{ textLang: Lang | undefined; meta: PageMetaText; notices: PageNotices }> {
  const textLang = page && textLangOf(page, lang);
  const meta = page ? await basics.publishedMeta(page.Page) : undefined;
  // The editor's search and sharing settings (app/content/template-fields.ts), in the language shown.
  const seo = page ? seoOf(page, textLang ?? lang) : undefined;
  return {
    textLang,
    meta: {
      title,
      description: seo?.description || description,
      languages: page && pageLanguages(page),
      image: seo?.image ? await socialImage(basics.files, seo.image, seo.imageAlt || title) : undefined,
      noindex: seo?.noindex || undefined,
      slugs: page && slugsOf(page),
    },
    notices: page && meta ? pageNotices(meta, page, textLang ?? lang) : {},
  };
}
