import { fieldKey } from "./entries.ts";

/*
 * Which kind of content a page is, from its template name (docs/product.md "Template recognition").
 * Editors type template names freely, so case, accents and plurals are ignored.
 */

export type ContentKind =
  "article" | "doc" | "project" | "product" | "bio" | "book" | "chapter" | "bot" | "manifest" | "other";

const EXACT: Record<string, ContentKind> = {
  bios: "bio",
  bio: "bio",
  books: "book",
  book: "book",
  libro: "book",
  libros: "book",
  chapters: "chapter",
  chapter: "chapter",
  capitulo: "chapter",
  capitulos: "chapter",
  bot: "bot",
  chatbot: "bot",
  manifest: "manifest",
  manifiesto: "manifest",
  article: "article",
  articles: "article",
  articulo: "article",
  articulos: "article",
  blog: "article",
  post: "article",
  posts: "article",
  doc: "doc",
  docs: "doc",
};

/** The kind of a template name. Products before projects before articles before docs. */
export function templateKind(template: string | undefined): ContentKind {
  const t = fieldKey(template ?? "");
  if (!t) return "other";
  const exact = EXACT[t];
  if (exact) return exact;
  // "product", "producto", "products", "productos" all contain "product".
  if (t.includes("product")) return "product";
  if (t.includes("project") || t.includes("proyecto")) return "project";
  if (t.includes("article") || t.includes("articulo") || t.includes("blog")) return "article";
  if (
    t.includes("doc") ||
    t.includes("guide") ||
    t.includes("guia") ||
    t.includes("tutorial") ||
    t.includes("reference") ||
    t.includes("referencia")
  ) {
    return "doc";
  }
  return "other";
}

/**
 * Case-insensitive substrings to ask the store for (Store.listPages templateContains) so it returns
 * every page of a kind, and maybe a few more: templateKind has the last word.
 */
export const TEMPLATE_QUERY: Record<Exclude<ContentKind, "other">, string[]> = {
  article: ["article", "artículo", "articulo", "blog", "post"],
  doc: ["doc", "guide", "guía", "guia", "tutorial", "reference", "referencia"],
  project: ["project", "proyecto"],
  product: ["product"],
  bio: ["bio"],
  book: ["book", "libro"],
  chapter: ["chapter", "capítulo", "capitulo"],
  bot: ["bot"],
  manifest: ["manifest", "manifiesto"],
};

/** Article and document pages open under /article and /document; both show either kind. */
export function isReadable(kind: ContentKind): boolean {
  return kind === "article" || kind === "doc";
}
