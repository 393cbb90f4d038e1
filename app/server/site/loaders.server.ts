import { ARTICLE_CATEGORIES } from "../../content/categories.ts";
import { pickAllowed } from "../../content/filters.ts";
import { searchForm } from "../../content/search.ts";
import type { RouterContextProvider } from "react-router";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import { descriptionOf, excerptOf } from "../../content/resolvers.ts";
import { familyOf } from "../../content/content-model.ts";
import type { DebugInfo } from "../../content/views.ts";
import { translate, type TextKey } from "../../i18n/translate.ts";
import { debugListing, getPageOfKind, listKind, listTagged } from "./pages.server.ts";
import { loaderBasics } from "./request.server.ts";
import {
  articleCard,
  bioCard,
  bioView,
  botView,
  byPageName,
  chapterCard,
  chapterView,
  docCard,
  fieldNames,
  manifestView,
  pdfAttachments,
  PDF_TAG,
  productAnswersTo,
  productCard,
  productView,
  projectCard,
  projectView,
  readableView,
} from "./views.server.ts";

/*
 * The data of each content screen, read on the server. Route modules stay thin: they call one of
 * these in their loader and set the status (404 when `found` is false).
 */

type Context = Readonly<RouterContextProvider>;

export interface Meta {
  title: string;
  description: string;
}

function meta(lang: Lang, title: TextKey, description: TextKey): Meta {
  return { title: translate(lang, title), description: translate(lang, description) };
}

async function debugFor(basics: ReturnType<typeof loaderBasics>, id: string): Promise<DebugInfo | undefined> {
  return basics.debug ? debugListing(basics.store, id) : undefined;
}

/* ---------------------------------------------------------------- /articles, /article/{id} */

/** Articles shown per page of /articles. */
export const ARTICLES_PER_PAGE = 12;
/** Higher page numbers in the address are read as this one (then as the last page there is). */
const MAX_PAGE = 1_000_000;

/**
 * One page of the articles list, filtered (?q=, ?category=) and counted by the database, so the list
 * stays small and fast however many articles there are.
 */
export async function articlesData(request: Request, context: Context) {
  const { store, lang } = loaderBasics(request, context);
  const params = new URL(request.url).searchParams;
  const category = pickAllowed(params.get("category"), ARTICLE_CATEGORIES);
  const query = searchForm(params.get("q") ?? "");
  // ?page=99999999999999999999 would ask the database for an offset it cannot hold (a 500).
  const requested = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const ask = (page: number) =>
    store.searchPages({
      kind: "article",
      lang,
      query: query || undefined,
      category: category || undefined,
      offset: (page - 1) * ARTICLES_PER_PAGE,
      limit: ARTICLES_PER_PAGE,
    });
  let result = await ask(requested);
  const pageCount = Math.max(1, Math.ceil(result.matching / ARTICLES_PER_PAGE));
  const page = Math.min(requested, pageCount);
  if (page !== requested) result = await ask(page);
  const pages = await store.getPages(result.names);
  return {
    // The text was only needed for searching, which the database now does.
    articles: pages.map((p) => ({ ...articleCard(p, lang), text: "" })),
    matching: result.matching,
    total: result.total,
    page,
    pageCount,
    meta: meta(lang, "articles.metaTitle", "articles.metaDescription"),
  };
}

export async function articleData(request: Request, context: Context, id: string) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const page = await getPageOfKind(store, id, ["article", "doc"]);
  if (!page) {
    return {
      found: false as const,
      debug: await debugFor(basics, id),
      meta: meta(lang, "articles.notFoundTitle", "articles.notFoundText"),
    };
  }
  const view = readableView(page, lang, "article");
  return {
    found: true as const,
    view,
    meta: { title: view.title, description: view.description || excerptOf(page, lang) },
  };
}

/* ---------------------------------------------------------------- /documentation, /document/{id} */

export async function documentationData(request: Request, context: Context) {
  const { store, files, lang } = loaderBasics(request, context);
  const docs = await listKind(store, "doc");
  // The PDF section scans every page: it streams in after the list (with its own loading and error states).
  const attachments = listTagged(store, PDF_TAG).then((pages) =>
    pdfAttachments(pages, lang, (file) => files.exists(file)),
  );
  return {
    docs: docs.map((p) => docCard(p, lang)).sort((a, b) => a.title.localeCompare(b.title, lang)),
    attachments,
    meta: meta(lang, "documents.metaTitle", "documents.metaDescription"),
  };
}

export async function documentData(request: Request, context: Context, id: string) {
  const basics = loaderBasics(request, context);
  const { lang } = basics;
  // A page's name is its id (docs/product.md "Pages").
  const page = await basics.store.getPage(id);
  if (!page) {
    return {
      found: false as const,
      debug: await debugFor(basics, id),
      meta: meta(lang, "document.notFound", "document.notFoundText"),
    };
  }
  const view = readableView(page, lang, "document");
  const empty = !view.bodyHtml && !view.project;
  return {
    found: true as const,
    view,
    // The "no content" placeholder explains itself to editors: which fields the page does have.
    debug:
      empty && basics.debug
        ? {
            id,
            total: 1,
            pages: [page.Page],
            notes: [
              translate(lang, "content.debug.contentMissing"),
              translate(lang, "content.debug.template", { template: page.Template }),
              translate(lang, "content.debug.fields", { fields: fieldNames(page).join(", ") }),
            ],
          }
        : undefined,
    meta: { title: view.title, description: view.description || excerptOf(page, lang) },
  };
}

/* ---------------------------------------------------------------- /projects, /project/{name} */

export async function projectsData(request: Request, context: Context) {
  const { store, lang } = loaderBasics(request, context);
  const pages = await listKind(store, "project");
  return {
    projects: pages.map((p) => projectCard(p, lang)).sort((a, b) => a.title.localeCompare(b.title, lang)),
    meta: meta(lang, "projects.metaTitle", "projects.metaDescription"),
  };
}

export async function projectData(request: Request, context: Context, name: string) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const page = await getPageOfKind(store, name, ["project"]);
  if (!page) {
    return {
      found: false as const,
      debug: await debugFor(basics, name),
      meta: meta(lang, "projects.notFoundTitle", "projects.notFoundText"),
    };
  }
  const view = projectView(page, lang);
  return {
    found: true as const,
    view,
    meta: { title: view.title, description: view.subtitle || descriptionOf(page, lang) },
  };
}

/* ---------------------------------------------------------------- /products, /product/{name} */

export async function productsData(request: Request, context: Context) {
  const { store, lang } = loaderBasics(request, context);
  const metaData = meta(lang, "products.metaTitle", "products.metaDescription");
  try {
    const pages = await listKind(store, "product");
    return {
      products: pages.map((p) => productCard(p, lang)).sort((a, b) => a.title.localeCompare(b.title, lang)),
      apiError: false,
      meta: metaData,
    };
  } catch (error) {
    // A failed load still shows the screen, saying products.apiError (docs/product.md "Content screens").
    console.error(error);
    return { products: [], apiError: true, meta: metaData };
  }
}

export async function productData(request: Request, context: Context, name: string) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  // Cards link by the product's title; a page name works too.
  const page =
    (await getPageOfKind(store, name, ["product"])) ??
    (await listKind(store, "product")).find((p) => productAnswersTo(p, name));
  if (!page) {
    return {
      found: false as const,
      debug: await debugFor(basics, name),
      meta: meta(lang, "products.notFoundTitle", "products.notFoundText"),
    };
  }
  const view = productView(page, lang);
  return {
    found: true as const,
    view,
    meta: { title: view.title, description: view.subtitle || descriptionOf(page, lang) },
  };
}

/* ---------------------------------------------------------------- /bios, /bio/{name} */

export async function biosData(request: Request, context: Context) {
  const { store, lang } = loaderBasics(request, context);
  const pages = await listKind(store, "bio");
  return {
    bios: pages.map((p) => bioCard(p, lang)),
    meta: meta(lang, "bios.metaTitle", "bios.metaDescription"),
  };
}

export async function bioData(request: Request, context: Context, name: string) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const page = await getPageOfKind(store, name, ["bio"]);
  if (!page) {
    return {
      found: false as const,
      debug: await debugFor(basics, name),
      meta: meta(lang, "bios.notFoundTitle", "bios.notFoundText"),
    };
  }
  const view = bioView(page, lang);
  return { found: true as const, view, meta: { title: view.title, description: view.short } };
}

/* ---------------------------------------------------------------- /book, /chapter/{name} */

export async function bookData(request: Request, context: Context) {
  const { store, lang } = loaderBasics(request, context);
  const chapters = (await listKind(store, "chapter")).sort(byPageName);
  return {
    chapters: chapters.map((p) => chapterCard(p, lang)),
    meta: { title: translate(lang, "book.title"), description: translate(lang, "book.metaDescription") },
  };
}

export async function chapterData(request: Request, context: Context, name: string) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const page = await getPageOfKind(store, name, ["chapter"]);
  if (!page) {
    return {
      found: false as const,
      debug: await debugFor(basics, name),
      meta: meta(lang, "book.notFoundTitle", "book.notFoundText"),
    };
  }
  const view = chapterView(page, lang, await listKind(store, "chapter"));
  const bookTitle = translate(lang, "book.title");
  return {
    found: true as const,
    view,
    meta: { title: `${view.title} · ${bookTitle}`, description: view.part || excerptOf(page, lang) },
  };
}

/* ---------------------------------------------------------------- /manifest, /chatbot */

/** The one page of a kind that a screen shows: the page with the usual name, else the first of the kind. */
async function singlePage(
  basics: ReturnType<typeof loaderBasics>,
  name: string,
  kind: "manifest" | "bot",
): Promise<PageDoc | undefined> {
  const byName = await basics.store.getPage(name);
  if (byName && familyOf(byName.Template) === kind) return byName;
  return (await listKind(basics.store, kind))[0];
}

export async function manifestData(request: Request, context: Context) {
  const basics = loaderBasics(request, context);
  const { lang } = basics;
  const page = await singlePage(basics, "manifest", "manifest");
  const view = page ? manifestView(page, lang) : undefined;
  return {
    view,
    meta: {
      title: view?.title ?? translate(lang, "manifestPage.title"),
      description: (page && excerptOf(page, lang)) || translate(lang, "manifestPage.metaDescription"),
    },
  };
}

export async function chatbotData(request: Request, context: Context) {
  const basics = loaderBasics(request, context);
  const { lang } = basics;
  const view = botView(await singlePage(basics, "chatbot", "bot"), lang);
  return {
    view,
    meta: { title: view.name, description: translate(lang, "chatbot.metaDescription") },
  };
}
