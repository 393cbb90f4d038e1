import { breadcrumbTrail } from "../../content/breadcrumbs.ts";
import { difficultyOf, docCategory } from "../../content/categories.ts";
import { entriesOf, pickLang, valueCaption, valueFile } from "../../content/entries.ts";
import { formatDate } from "../../content/format.ts";
import { FIELDS, familyOf, isFileField, publicPath } from "../../content/content-model.ts";
import { fileHref } from "../../content/links.ts";
import { savedVersionOf, type Lang, type PageDoc } from "../../content/page-model.ts";
import { displayText, excerpt, plainText, readingMinutes } from "../../content/reading.ts";
import {
  authorOf,
  categoryOf,
  contentOf,
  createdOf,
  descriptionOf,
  documentFileOf,
  excerptOf,
  firstMarkupOf,
  htmlField,
  imageOf,
  otherFieldsOf,
  overviewOf,
  repositoryOf,
  subtitleOf,
  tagsOf,
  textField,
  titleOf,
  type FileRef,
  type ImageRef,
  type OtherField,
} from "../../content/resolvers.ts";
import type { SafeHtml } from "../../content/safe-html.ts";
import { NO_VOCABULARY, tagViews, type TagVocabulary } from "../../content/tags.ts";
import type {
  ArticleCard,
  BioCard,
  BioView,
  BotView,
  ChapterCard,
  ChapterView,
  DocCard,
  FieldView,
  FileView,
  ImageView,
  ManifestView,
  PdfAttachment,
  ProductCard,
  ProductView,
  ProjectCard,
  ProjectParts,
  ProjectView,
  ReadableView,
} from "../../content/views.ts";
import { translate } from "../../i18n/translate.ts";
import { toSafeHtml } from "../html/sanitize.server.ts";
import { SizedLru } from "../sized-lru.server.ts";

/*
 * The view models of the content screens, built from stored pages on the server. Every HTML value
 * goes through the sanitiser here, in the loader, so no stored markup reaches a page unsanitised.
 */

/** Sanitised HTML of a stored value (HTML or text), or undefined when nothing readable is left. */
export function safeHtml(raw: string, lang: Lang): SafeHtml | undefined {
  const trimmed = raw.trim();
  if (!trimmed) return undefined;
  const html = toSafeHtml(trimmed, lang);
  return plainText(html) || /<img\b/i.test(html) ? html : undefined;
}

function imageView(ref: ImageRef | undefined, fallbackAlt: string): ImageView | undefined {
  return ref ? { src: fileHref(ref.file), alt: ref.alt || fallbackAlt } : undefined;
}

function fileView(ref: FileRef | undefined): FileView | undefined {
  return ref ? { file: ref.file, href: fileHref(ref.file), caption: ref.caption } : undefined;
}

function fieldViews(fields: OtherField[], lang: Lang): FieldView[] {
  const out: FieldView[] = [];
  for (const f of fields) {
    if (f.type === "file") {
      out.push({
        type: "file",
        key: f.key,
        label: f.label,
        file: { file: f.file, href: fileHref(f.file), caption: f.caption },
      });
    } else if (f.type === "link") {
      out.push({ type: "link", key: f.key, label: f.label, url: f.url, text: f.text });
    } else {
      const html = safeHtml(f.raw, lang);
      if (html) out.push({ type: "html", key: f.key, label: f.label, html });
    }
  }
  return out;
}

function teamAuthor(lang: Lang): string {
  return translate(lang, "content.teamAuthor");
}

function dated(page: PageDoc, lang: Lang): { date?: string; dateLabel?: string } {
  const date = createdOf(page, lang);
  return date ? { date, dateLabel: formatDate(date, lang) } : {};
}

/* ---------------------------------------------------------------- articles and documents */

/** An article card before its tags are labelled: the tags as the page writes them. */
type UnlabelledCard = Omit<ArticleCard, "tags"> & { tags: string[] };

/**
 * Cards of saved pages, by page and language: a card reads the whole article (reading time, plain
 * text), and lists show the same cards again and again. Only the newest revision's card is kept (a save
 * replaces it: 1,500 saves of the load bench once left 3,000 dead cards), least recently used dropped
 * first within a budget of characters (a card carries the article's text). Unsaved documents (no
 * revision) are never kept. Kept before the tags are labelled: the vocabulary changes apart from the article.
 */
const cardMemo = new SizedLru<string, { version: string; card: UnlabelledCard }>(4_000_000);

/** How many cards are kept (for tests). */
export function keptCards(): number {
  return cardMemo.count;
}

/**
 * An article's card in a language; its tags carry the vocabulary's labels (app/content/tags.ts), or the
 * tags as written when no vocabulary is given (the search index, the feeds).
 */
export function articleCard(
  page: PageDoc,
  lang: Lang,
  vocabulary: TagVocabulary = NO_VOCABULARY,
): ArticleCard {
  const { tags, ...card } = unlabelledCard(page, lang);
  return { ...card, tags: tagViews(tags, vocabulary, lang) };
}

function unlabelledCard(page: PageDoc, lang: Lang): UnlabelledCard {
  const version = savedVersionOf(page);
  if (version === undefined) return makeArticleCard(page, lang);
  const key = `${lang}\u0000${page.Page}`;
  const kept = cardMemo.get(key);
  if (kept?.version === version) return kept.card;
  const card = makeArticleCard(page, lang);
  const chars = card.text.length + card.excerpt.length + card.title.length + key.length;
  cardMemo.set(key, { version, card }, chars);
  return card;
}

function makeArticleCard(page: PageDoc, lang: Lang): UnlabelledCard {
  const raw = contentOf(page, lang) || firstMarkupOf(page, lang, [...FIELDS.title, ...FIELDS.excerpt]);
  return {
    name: page.Page,
    href: publicPath(page, lang) ?? "/articles",
    title: titleOf(page, lang),
    excerpt: excerptOf(page, lang) || excerpt(raw),
    ...dated(page, lang),
    category: categoryOf(page, lang),
    minutes: readingMinutes(raw),
    tags: tagsOf(page, lang),
    author: authorOf(page, lang, teamAuthor(lang)),
    text: plainText(raw),
  };
}

export function docCard(page: PageDoc, lang: Lang, vocabulary: TagVocabulary = NO_VOCABULARY): DocCard {
  return {
    name: page.Page,
    href: publicPath(page, lang) ?? "/documentation",
    title: titleOf(page, lang),
    description: descriptionOf(page, lang),
    category: docCategory(
      textField(page, FIELDS.category, lang) || stringAttr(page, "Category"),
      page.Template,
    ),
    difficulty: difficultyOf(textField(page, FIELDS.difficulty, lang) || stringAttr(page, "Difficulty")),
    tags: tagViews(tagsOf(page, lang), vocabulary, lang),
  };
}

function stringAttr(page: PageDoc, key: string): string {
  const v = page[key];
  return typeof v === "string" ? v : "";
}

/** Fields that the project screens show in their own places, not as "other" sections. */
const PROJECT_SHOWN = [
  ...FIELDS.title,
  ...FIELDS.projectName,
  ...FIELDS.subtitle,
  ...FIELDS.overview,
  ...FIELDS.logo,
  ...FIELDS.repository,
  ...FIELDS.tags,
  ...FIELDS.author,
];

export function projectParts(page: PageDoc, lang: Lang): ProjectParts {
  const title = titleOf(page, lang);
  const overview = overviewOf(page, lang);
  // Without an overview, Content takes its place (and is then not repeated as a section).
  const shown = overview ? PROJECT_SHOWN : [...PROJECT_SHOWN, ...FIELDS.content];
  return {
    logo: imageView(imageOf(page, FIELDS.logo, lang), title),
    subtitle: subtitleOf(page, lang),
    overviewHtml: safeHtml(overview || contentOf(page, lang), lang),
    repository: repositoryOf(page, lang),
    fields: fieldViews(otherFieldsOf(page, lang, shown), lang),
  };
}

/**
 * /article/{id} and /document/{id}. The article screen shows Content first; the document screen
 * (docs/product.md "Content screens") an HTML intro from the first value holding markup, then Content.
 */
export function readableView(
  page: PageDoc,
  lang: Lang,
  screen: "article" | "document",
  vocabulary: TagVocabulary = NO_VOCABULARY,
): ReadableView {
  const kind = familyOf(page.Template);
  const skip = [...FIELDS.title, ...FIELDS.description, ...FIELDS.excerpt];
  const raw =
    screen === "article"
      ? contentOf(page, lang) || firstMarkupOf(page, lang, skip)
      : firstMarkupOf(page, lang, skip) || contentOf(page, lang);
  const project = screen === "document" && kind === "project" ? projectParts(page, lang) : undefined;
  return {
    name: page.Page,
    template: page.Template,
    isDoc: kind === "doc",
    title: titleOf(page, lang),
    description: descriptionOf(page, lang),
    crumbs: breadcrumbTrail(page.Template),
    category: categoryOf(page, lang),
    bodyHtml: project ? undefined : safeHtml(raw, lang),
    tags: tagViews(tagsOf(page, lang), vocabulary, lang),
    author: authorOf(page, lang, teamAuthor(lang)),
    ...dated(page, lang),
    minutes: readingMinutes(raw),
    file: project ? undefined : fileView(documentFileOf(page, lang)),
    project,
  };
}

/* ---------------------------------------------------------------- PDF attachments */

/** The site's own portfolio PDF, listed with the attachments (docs/product.md "File values"). */
export const PORTFOLIO_PDF = "portfolio-simbiosis.pdf";

function sourceOf(page: PageDoc, lang: Lang): { title: string; href: string } | undefined {
  const href = publicPath(page, lang);
  return href ? { title: titleOf(page, lang), href } : undefined;
}

/**
 * Every PDF attached to a page through a file field (document, fichero, file, documentation...),
 * once each, then the portfolio PDF. `exists` filters out files the store does not hold.
 */
/** The PDF files a page offers for download (file fields naming a .pdf): the documentation's PDF section. */
function pdfEntries(page: PageDoc) {
  return entriesOf(page).filter((entry) => isFileField(entry) && /\.pdf$/i.test(valueFile(entry.value)));
}

/** Tag of the pages that offer a PDF (kept by the store: the PDF section lists only these). */
export const PDF_TAG = "pdf";

export function pageTags(page: PageDoc): string[] {
  return pdfEntries(page).length ? [PDF_TAG] : [];
}

export async function pdfAttachments(
  pages: readonly PageDoc[],
  lang: Lang,
  exists: (file: string) => Promise<boolean>,
): Promise<PdfAttachment[]> {
  const seen = new Map<string, PdfAttachment>();
  for (const page of pages) {
    const entries = pdfEntries(page);
    for (const first of entries) {
      const file = valueFile(first.value);
      if (seen.has(file)) continue;
      // A file given once per language is named by the visitor's language's caption.
      const entry =
        pickLang(
          entries.filter((e) => valueFile(e.value) === file),
          lang,
        ) ?? first;
      // The portfolio has a name in each language; other files are named by their caption.
      const title =
        file === PORTFOLIO_PDF
          ? translate(lang, "documents.pdf.portfolio")
          : displayText(valueCaption(entry.value)) || file;
      seen.set(file, { file, href: fileHref(file), title, source: sourceOf(page, lang) });
    }
  }
  if (!seen.has(PORTFOLIO_PDF)) {
    seen.set(PORTFOLIO_PDF, {
      file: PORTFOLIO_PDF,
      href: fileHref(PORTFOLIO_PDF),
      title: translate(lang, "documents.pdf.portfolio"),
    });
  }
  const out: PdfAttachment[] = [];
  for (const item of seen.values()) if (await exists(item.file)) out.push(item);
  return out;
}

/* ---------------------------------------------------------------- projects and products */

export function projectCard(page: PageDoc, lang: Lang): ProjectCard {
  const title = titleOf(page, lang);
  return {
    name: page.Page,
    href: publicPath(page, lang) ?? "/projects",
    title,
    subtitle: subtitleOf(page, lang) || descriptionOf(page, lang),
    logo: imageView(imageOf(page, FIELDS.logo, lang), title),
  };
}

export function projectView(
  page: PageDoc,
  lang: Lang,
  vocabulary: TagVocabulary = NO_VOCABULARY,
): ProjectView {
  return {
    name: page.Page,
    title: titleOf(page, lang),
    tags: tagViews(tagsOf(page, lang), vocabulary, lang),
    ...projectParts(page, lang),
  };
}

/** Fields the product screen shows in their own places. */
const PRODUCT_SHOWN = [
  ...FIELDS.title,
  ...FIELDS.productName,
  ...FIELDS.subtitle,
  ...FIELDS.overview,
  ...FIELDS.logo,
  ...FIELDS.repository,
  ...FIELDS.tags,
];

export function productCard(page: PageDoc, lang: Lang): ProductCard {
  const title = titleOf(page, lang);
  return {
    name: page.Page,
    // Cards link by the product's title; /product/{name} resolves both (docs/product.md "Content screens").
    href: publicPath(page, lang) ?? "/products",
    title,
    subtitle: subtitleOf(page, lang),
    logo: imageView(imageOf(page, FIELDS.logo, lang), title),
  };
}

export function productView(page: PageDoc, lang: Lang): ProductView {
  const title = titleOf(page, lang);
  const overview = overviewOf(page, lang);
  // Without an overview, Content takes its place (and is then not repeated as a section).
  const others = otherFieldsOf(page, lang, overview ? PRODUCT_SHOWN : [...PRODUCT_SHOWN, ...FIELDS.content]);
  // The whitepaper (or documentation, datasheet...) download is the first file field; the rest are sections.
  const mainFile = others.find((f) => f.type === "file" && FIELDS.file.some((k) => k === f.key));
  return {
    name: page.Page,
    title,
    subtitle: subtitleOf(page, lang),
    logo: imageView(imageOf(page, FIELDS.logo, lang), title),
    overviewHtml: safeHtml(overview || contentOf(page, lang), lang),
    file:
      mainFile && mainFile.type === "file"
        ? { file: mainFile.file, href: fileHref(mainFile.file), caption: mainFile.caption }
        : undefined,
    repository: repositoryOf(page, lang),
    fields: fieldViews(
      others.filter((f) => f !== mainFile),
      lang,
    ),
  };
}

/* ---------------------------------------------------------------- people, book, manifest, bot */

export function bioCard(page: PageDoc, lang: Lang): BioCard {
  const title = titleOf(page, lang);
  return {
    name: page.Page,
    href: publicPath(page, lang) ?? "/bios",
    title,
    short: displayText(textField(page, FIELDS.shortDescription, lang)),
    photo: imageView(imageOf(page, FIELDS.photo, lang), title),
  };
}

export function bioView(page: PageDoc, lang: Lang): BioView {
  const card = bioCard(page, lang);
  return {
    name: card.name,
    title: card.title,
    short: card.short,
    bioHtml: safeHtml(htmlField(page, FIELDS.bio, lang), lang),
    photo: card.photo,
  };
}

export function chapterCard(page: PageDoc, lang: Lang): ChapterCard {
  return {
    name: page.Page,
    href: publicPath(page, lang) ?? "/book",
    title: titleOf(page, lang),
    part: displayText(textField(page, FIELDS.part, lang)),
  };
}

/** Chapters are listed by page name (docs/product.md "Content screens"). */
export function byPageName(a: PageDoc, b: PageDoc): number {
  return a.Page < b.Page ? -1 : a.Page > b.Page ? 1 : 0;
}

export function chapterView(page: PageDoc, lang: Lang, chapters: readonly PageDoc[]): ChapterView {
  const sorted = [...chapters].sort(byPageName);
  const at = sorted.findIndex((c) => c.Page === page.Page);
  const previous = at > 0 ? sorted[at - 1] : undefined;
  const next = at >= 0 ? sorted[at + 1] : undefined;
  return {
    name: page.Page,
    title: titleOf(page, lang),
    part: displayText(textField(page, FIELDS.part, lang)),
    html: safeHtml(contentOf(page, lang), lang),
    author: authorOf(page, lang, teamAuthor(lang)),
    date: dated(page, lang).date,
    previous: previous ? chapterCard(previous, lang) : undefined,
    next: next ? chapterCard(next, lang) : undefined,
  };
}

export function manifestView(page: PageDoc, lang: Lang): ManifestView {
  return {
    title: titleOf(page, lang),
    html: safeHtml(contentOf(page, lang), lang),
    author: authorOf(page, lang, teamAuthor(lang)),
  };
}

/** The chatbot's fallbacks when the Bot page lacks a value (docs/product.md "Content screens"). */
export const BOT_DEFAULT_NAME = "Chatbot Experimental";
export const BOT_DEFAULT_VERSION = "v1.0-experimental";

/**
 * The bot's page as /chatbot shows it. Its "model" line is what the server runs (`model`, from the
 * configuration: app/content/data-inventory.ts modelLine), never a stored text that could claim another.
 */
export function botView(page: PageDoc | undefined, lang: Lang, model: string): BotView {
  const text = (keys: readonly string[]) => (page ? displayText(textField(page, keys, lang)) : "");
  const capabilities = page ? htmlField(page, FIELDS.capabilities, lang) : "";
  const description = page ? contentOf(page, lang) : "";
  return {
    name: text(FIELDS.name) || BOT_DEFAULT_NAME,
    version: text(FIELDS.version) || BOT_DEFAULT_VERSION,
    model,
    capabilitiesHtml: safeHtml(capabilities, lang),
    descriptionHtml: safeHtml(description, lang),
  };
}

/** Names of a page's fields, for the debug panel of the "no content" placeholder. */
export function fieldNames(page: PageDoc): string[] {
  return [...new Set(entriesOf(page).map((e) => e.component ?? e.name))];
}
