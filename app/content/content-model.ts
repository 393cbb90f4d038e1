import { localizedPath } from "./addresses.ts";
import { attributeOf, entriesOf, entryKeys, fieldKey, findField, valueText } from "./entries.ts";
import { DEFAULT_LANG, LANGS, type Entry, type Lang, type PageDoc } from "./page-model.ts";
import { displayText } from "./reading.ts";
import { PLATFORMS, STATIC_PAGES, type StaticPageName } from "./site-pages.ts";
import { SLUG_MAX, SLUG_PATTERN, slugIn, slugify } from "./slugs.ts";

/*
 * The content model, in one place for the public site, its search index and the editing area
 * (docs/product.md "The page model" and "Template recognition"): which family a template belongs to,
 * which fields each family reads, and where the site shows a page. Editors type template and field
 * names freely, so both are compared as field keys (entries.ts fieldKey): case, accents, spaces,
 * dashes and underscores never matter.
 */

/* ---------------------------------------------------------------- families */

/**
 * What kind of content a page is. "doc" is documentation, "bot" the chatbot, "static" a page shown at
 * a fixed address of its own (a platform landing, an information page); "tags" the tag vocabulary (the
 * labels of the tags in each language, read by every screen that shows tags; no screen of its own);
 * "other" has no screen.
 */
export type Family =
  | "article"
  | "doc"
  | "project"
  | "product"
  | "bio"
  | "book"
  | "chapter"
  | "manifest"
  | "bot"
  | "static"
  | "tags"
  | "other";

export const FAMILIES: readonly Family[] = [
  "article",
  "doc",
  "project",
  "product",
  "bio",
  "book",
  "chapter",
  "manifest",
  "bot",
  "static",
  "tags",
  "other",
];

/** Whole template names (as field keys), in English and Spanish, singular and plural. */
const EXACT: Record<string, Family> = {
  article: "article",
  articles: "article",
  articulo: "article",
  articulos: "article",
  blog: "article",
  blogs: "article",
  post: "article",
  posts: "article",
  doc: "doc",
  docs: "doc",
  bio: "bio",
  bios: "bio",
  biography: "bio",
  biographies: "bio",
  biografia: "bio",
  biografias: "bio",
  book: "book",
  books: "book",
  libro: "book",
  libros: "book",
  chapter: "chapter",
  chapters: "chapter",
  capitulo: "chapter",
  capitulos: "chapter",
  manifest: "manifest",
  manifesto: "manifest",
  manifiesto: "manifest",
  bot: "bot",
  chatbot: "bot",
  page: "static",
  pages: "static",
  pagina: "static",
  paginas: "static",
  platform: "static",
  platforms: "static",
  plataforma: "static",
  plataformas: "static",
  tags: "tags",
  etiquetas: "tags",
};

/**
 * The tag vocabulary: one page, edited like any other, whose entries are the labels of the tags pages store
 * (`{ name: "<tag key>", value: { text: "<label>" }, lang }`, app/content/tags.ts). Its template is of the
 * "tags" family, which no screen shows and publicPath gives no address.
 */
export const TAGS_PAGE = "etiquetas";
export const TAGS_TEMPLATE = "Tags";

const DOC_WORDS = ["doc", "guide", "guia", "tutorial", "reference", "referencia"];

/**
 * The family of a template name: the one classifier of the site, its search index and the editor.
 * Whole names first (so "Poster" is no post), then what the name contains: product, then project,
 * then article or blog, then the documentation words.
 *
 * A product's or a project's documentation ("ProductDocs", "Project guide") is documentation: it is
 * read at /document/{name} and listed under /documentation, and the product or project it documents
 * only qualifies it. Listing it among the products would show a manual as a product card.
 */
export function familyOf(template: string | undefined): Family {
  const t = fieldKey(template ?? "");
  if (!t) return "other";
  const exact = EXACT[t];
  if (exact) return exact;
  const documents = DOC_WORDS.some((w) => t.includes(w));
  // "product", "producto", "products", "productos" all contain "product".
  if (t.includes("product")) return documents ? "doc" : "product";
  if (t.includes("project") || t.includes("proyecto")) return documents ? "doc" : "project";
  if (t.includes("article") || t.includes("articulo") || t.includes("blog")) return "article";
  return documents ? "doc" : "other";
}

/**
 * Case-insensitive substrings to ask the store for (Store.listPages templateContains) so it returns
 * every page of a family, and maybe a few more: familyOf has the last word.
 */
export const TEMPLATE_QUERY: Record<Exclude<Family, "other">, string[]> = {
  article: ["article", "artículo", "articulo", "blog", "post"],
  doc: ["doc", "guide", "guía", "guia", "tutorial", "reference", "referencia"],
  project: ["project", "proyecto"],
  product: ["product"],
  bio: ["bio"],
  book: ["book", "libro"],
  chapter: ["chapter", "capítulo", "capitulo"],
  manifest: ["manifest", "manifiesto"],
  bot: ["bot"],
  static: ["page", "página", "pagina", "platform", "plataforma"],
  tags: ["tags", "etiquetas"],
};

/**
 * The template of a page, as the editor lists it: Template, else CType (the old API's name for it),
 * else "Unknown" (docs/product.md "The page model").
 */
export function templateOf(item: { Template?: unknown; CType?: unknown }): string {
  if (typeof item.Template === "string" && item.Template.trim()) return item.Template;
  if (typeof item.CType === "string" && item.CType.trim()) return item.CType;
  return "Unknown";
}

/* ---------------------------------------------------------------- fields */

/**
 * Every spelling of each field the site reads, as field keys: "Sub-title", "sub_title" and
 * "SubTitle" are all "subtitle", and a component path counts by its last part ("Bios/Name" is "name").
 */
export const FIELDS = {
  title: ["title", "titulo", "titel"],
  description: ["description", "descirption", "descripcion", "desc"],
  content: ["content", "contenido", "body", "cuerpo"],
  excerpt: ["excerpt", "extracto", "summary", "resumen"],
  tags: ["tags", "tag", "etiquetas"],
  author: ["author", "autor", "autora", "by"],
  category: ["category", "categoria"],
  difficulty: ["difficulty", "dificultad", "level", "nivel"],
  created: ["created", "date", "fecha", "published", "publicado"],
  logo: ["logo", "image", "photo", "productimage", "picture", "imagen", "foto", "img"],
  photo: ["photo", "foto", "avatar", "picture", "image", "imagen", "portrait", "retrato"],
  productName: ["productname", "nombredelproducto", "nombreproducto", "product"],
  projectName: ["projectname", "nombredelproyecto", "nombreproyecto", "project"],
  subtitle: ["subtitle", "subtitulo", "tagline", "taglines", "slogan", "eslogan", "lema"],
  overview: ["overview", "resumen", "description", "descirption", "descripcion"],
  /** Downloads: the same names for every family (a document, a whitepaper, a datasheet...). */
  file: [
    "document",
    "documento",
    "documents",
    "documentos",
    "documentation",
    "documentacion",
    "file",
    "files",
    "fichero",
    "ficheros",
    "archivo",
    "archivos",
    "datasheet",
    "datasheets",
    "fichatecnica",
    "manual",
    "manuals",
    "manuales",
    "usermanual",
    "productfile",
    "productfiles",
    "specs",
    "spec",
    "specsheet",
    "specification",
    "specifications",
    "especificaciones",
    "whitepaper",
    "whitepapers",
    "libroblanco",
    "pdf",
  ],
  repository: [
    "github",
    "githubrepository",
    "githubrepo",
    "githuburl",
    "githublink",
    "repository",
    "repositorio",
    "repo",
    "sourcecode",
    "codigofuente",
  ],
  name: ["name", "nombre", "fullname", "nombrecompleto"],
  shortDescription: ["shortdescription", "descripcioncorta", "short", "summary", "resumen", "role", "cargo"],
  bio: ["bio", "biography", "biografia", "content", "contenido"],
  part: ["part", "parte"],
  version: ["version"],
  capabilities: ["capabilities", "capacidades"],
} as const satisfies Record<string, readonly string[]>;

/** The fields one family reads, as field keys, best first. */
export interface FamilyFields {
  /** Its title; then the Title attribute, then the page name. */
  title: readonly string[];
  /** The short line under the title: on cards, in lists, in the page's description. */
  summary: readonly string[];
  /** Its picture (a logo, a portrait). */
  images: readonly string[];
  /** Its downloads (FIELDS.file for every family). */
  files: readonly string[];
}

const fields = (f: Omit<FamilyFields, "files" | "images"> & Partial<FamilyFields>): FamilyFields => ({
  images: [],
  files: FIELDS.file,
  ...f,
});

export const FAMILY_FIELDS: Record<Family, FamilyFields> = {
  article: fields({ title: FIELDS.title, summary: [...FIELDS.excerpt, ...FIELDS.description] }),
  doc: fields({ title: FIELDS.title, summary: [...FIELDS.description, ...FIELDS.excerpt] }),
  project: fields({
    title: [...FIELDS.projectName, ...FIELDS.title],
    summary: [...FIELDS.subtitle, ...FIELDS.description],
    images: FIELDS.logo,
  }),
  product: fields({
    title: [...FIELDS.productName, ...FIELDS.title],
    summary: FIELDS.subtitle,
    images: FIELDS.logo,
  }),
  bio: fields({
    title: [...FIELDS.name, ...FIELDS.title],
    summary: FIELDS.shortDescription,
    images: FIELDS.photo,
  }),
  book: fields({ title: FIELDS.title, summary: FIELDS.description }),
  chapter: fields({ title: FIELDS.title, summary: FIELDS.part }),
  manifest: fields({ title: FIELDS.title, summary: FIELDS.excerpt }),
  bot: fields({ title: [...FIELDS.name, ...FIELDS.title], summary: FIELDS.description }),
  static: fields({ title: FIELDS.title, summary: FIELDS.subtitle }),
  tags: fields({ title: FIELDS.title, summary: FIELDS.description }),
  other: fields({
    title: FIELDS.title,
    summary: [...FIELDS.description, ...FIELDS.subtitle, ...FIELDS.shortDescription, ...FIELDS.excerpt],
  }),
};

const FILE_KEYS: ReadonlySet<string> = new Set(FIELDS.file);
const IMAGE_KEYS: ReadonlySet<string> = new Set([...FIELDS.logo, ...FIELDS.photo]);

/** Is this entry a download field (document, fichero, archivo, pdf, whitepaper...), whatever it holds? */
export function isFileField(entry: Pick<Entry, "name" | "component">): boolean {
  return entryKeys(entry).some((k) => FILE_KEYS.has(k));
}

/** Is this entry a picture field (logo, photo, image...), whatever it holds? */
export function isImageField(entry: Pick<Entry, "name" | "component">): boolean {
  return entryKeys(entry).some((k) => IMAGE_KEYS.has(k));
}

/**
 * Does this field hold a stored file (a download or a picture) by its name alone? The site reads it
 * as one even while it is empty, so the editor offers an upload for it, not a text box.
 */
export function holdsFile(entry: Pick<Entry, "name" | "component">): boolean {
  return isFileField(entry) || isImageField(entry);
}

/* ---------------------------------------------------------------- reading a page */

function fieldText(page: PageDoc, key: string, lang: Lang): string {
  return displayText(valueText(findField(page, [key], lang)?.value).trim());
}

function attributeText(page: PageDoc, keys: readonly string[]): string {
  const v = attributeOf(page, keys);
  return typeof v === "string" ? displayText(v) : "";
}

/**
 * The title of a page as text, from its family's title fields (in the visitor's language, with the
 * usual fallback), then its Title attribute; "" when it has none (callers add the page name).
 */
export function titleText(page: PageDoc, lang: Lang): string {
  for (const key of FAMILY_FIELDS[familyOf(templateOf(page))].title) {
    const text = fieldText(page, key, lang);
    if (text) return text;
  }
  return attributeText(page, FIELDS.title);
}

/** The short line under a page's title, from its family's summary fields, then the same attributes. */
export function summaryText(page: PageDoc, lang: Lang): string {
  const keys = FAMILY_FIELDS[familyOf(templateOf(page))].summary;
  for (const key of keys) {
    const text = fieldText(page, key, lang);
    if (text) return text;
  }
  return attributeText(page, keys);
}

/* ---------------------------------------------------------------- addresses */

/** The platform landings: each shows the page of the same name at /{name} (site-pages.ts). */
export const PLATFORM_PAGES = PLATFORMS;
/** The linked information pages: each shows the page of the same name at /{name} (site-pages.ts). */
export const INFO_PAGES: readonly StaticPageName[] = STATIC_PAGES.map((p) => p.name);

const OWN_ADDRESS: ReadonlySet<string> = new Set<string>([...PLATFORM_PAGES, ...INFO_PAGES]);

/** The screen that shows one page of a family by its name, as "/article/" + the encoded name. */
const BY_NAME: Partial<Record<Family, string>> = {
  article: "/article/",
  doc: "/document/",
  project: "/project/",
  product: "/product/",
  bio: "/bio/",
  chapter: "/chapter/",
};

/**
 * Where the public site shows a page in `lang` (a path in the Spanish form links are written in:
 * addresses.ts localizedPath puts it under /en/), or null when no screen shows it as what it is. The one
 * place that says a page's address: the lists' cards, the sitemap, the feeds, the site search, the
 * assistant's citations, the head's canonical and hreflang and the editing area all ask it.
 * - articles, documentation, projects, products, bios, chapters: their screen + the page's slug in
 *   `lang` (slugs.ts: its own, else the other language's); a page saved before slugs existed, until the
 *   store gives it some: its page name (products: their product name in `lang`), encoded as one path
 *   segment so "Diseño ético" or "A/B ?#" survive the round trip;
 * - the manifest and the chatbot: their one screen (/manifest shows the stored Manifest page; the
 *   fixed-copy /manifiesto reads none);
 * - a static page: /{name}, only for the names the site has an address for;
 * - books (the book screen is fixed copy) and unknown templates: null.
 */
export function publicPath(
  page: Pick<PageDoc, "Page"> & Partial<PageDoc>,
  lang: Lang = DEFAULT_LANG,
): string | null {
  const family = familyOf(templateOf(page));
  switch (family) {
    case "manifest":
      return "/manifest";
    case "bot":
      return "/chatbot";
    case "static":
      return OWN_ADDRESS.has(page.Page) ? `/${page.Page}` : null;
    default: {
      const base = BY_NAME[family];
      if (!base) return null;
      const slug = slugIn(page, lang);
      if (slug !== undefined) return base + slug;
      return base + encodeURIComponent(family === "product" ? legacyProductName(page, lang) : page.Page);
    }
  }
}

/** publicPath, or null for a page whose name cannot be encoded (a lone surrogate): it has no address. */
export function publicPathOrNull(page: PageDoc, lang: Lang): string | null {
  try {
    return publicPath(page, lang);
  } catch {
    return null;
  }
}

/** Does this product page answer to a name: its page name, or its product name in any language? */
export function productAnswersTo(page: PageDoc, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  if (page.Page.toLowerCase() === wanted) return true;
  return LANGS.some((lang) => (titleText(page, lang) || page.Page).toLowerCase() === wanted);
}

/** A product's address name before slugs: its product name in `lang` (docs/product.md "Content screens"), else its page name. */
function legacyProductName(page: Pick<PageDoc, "Page"> & Partial<PageDoc>, lang: Lang): string {
  const doc: PageDoc = { ...page, Template: templateOf(page), values: page.values ?? [] };
  return titleText(doc, lang) || page.Page;
}

/** Whether the public site shows pages of this family at a screen of their own by slug (/article/{slug}…). */
export function hasSlugAddress(family: Family): boolean {
  return BY_NAME[family] !== undefined;
}

/**
 * The slug a page is given in `lang` when first published there, before it is made unique: in Spanish
 * (the default language) its page name when that is already a clean slug (the new-page screen makes the
 * name from the Spanish title, and a page's Spanish address stays the one it had); otherwise made from
 * its title in `lang`, else from its page name.
 */
export function suggestedSlug(page: PageDoc, lang: Lang): string {
  if (lang === DEFAULT_LANG && SLUG_PATTERN.test(page.Page) && page.Page.length <= SLUG_MAX) return page.Page;
  return slugify(titleText(page, lang)) || slugify(page.Page) || (lang === "es" ? "pagina" : "page");
}

/** The page's public address in each language (`/article/x`, `/en/article/x`), or null when no screen shows it. */
export function publicAddresses(page: Pick<PageDoc, "Page"> & Partial<PageDoc>): Record<Lang, string> | null {
  const es = publicPath(page, "es");
  const en = publicPath(page, "en");
  return es === null || en === null ? null : { es: localizedPath(es, "es"), en: localizedPath(en, "en") };
}

/**
 * The languages a page has text in: the ones its entries name. A page whose entries name no language serves
 * both (its texts are for everyone); the demo gives every text in both.
 */
export function pageLanguages(page: PageDoc): Lang[] {
  const named = new Set(entriesOf(page).map((e) => e.lang));
  const langs = LANGS.filter((l) => named.has(l));
  return langs.length > 0 ? langs : [...LANGS];
}

/**
 * The language a page's text is in when it is shown in `lang`: `lang` itself, or, for a page not translated
 * into `lang`, the language it was written in (the site then marks it and says so, never an empty page).
 */
export function textLangOf(page: PageDoc, lang: Lang): Lang {
  const langs = pageLanguages(page);
  return langs.includes(lang) ? lang : (langs[0] ?? lang);
}
