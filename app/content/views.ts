import type { Crumb } from "./breadcrumbs.ts";
import type { Difficulty, DocCategory } from "./categories.ts";
import type { ImageSource } from "./responsive-images.ts";
import type { SafeHtml } from "./safe-html.ts";
import type { Lang } from "./page-model.ts";
import type { TagView } from "./tags.ts";

/*
 * What the content screens receive from their loaders: plain data, every HTML already sanitised on
 * the server (SafeHtml), every link already encoded. Built in app/server/site/, rendered in app/routes/site/.
 */

/** Shown only to editors and in development (docs/product.md "Deliberate differences"). */
export interface DebugInfo {
  id?: string;
  total: number;
  pages: string[];
  notes?: string[];
}

export interface ImageView {
  src: string;
  alt: string;
  /** A library image: its pixel size and copies (app/content/responsive-images.ts). */
  width?: number;
  height?: number;
  sources?: ImageSource[];
}

export interface FileView {
  file: string;
  href: string;
  caption: string;
}

export interface ArticleCard {
  name: string;
  href: string;
  title: string;
  excerpt: string;
  date?: string;
  dateLabel?: string;
  category: string;
  minutes: number;
  /** In the visitor's language, each linking to the articles with its key (app/content/tags.ts). */
  tags: TagView[];
  author: string;
  /** The article's text, for the search box (docs/product.md "Rules for reading content"). */
  text: string;
}

export interface DocCard {
  name: string;
  href: string;
  title: string;
  description: string;
  category: DocCategory;
  difficulty?: Difficulty;
  /** In the visitor's language, each linking to the articles with its key (app/content/tags.ts). */
  tags: TagView[];
}

export interface PdfAttachment {
  file: string;
  href: string;
  title: string;
  source?: { title: string; href: string };
}

/** A field shown as a titled section: a download, a link, or HTML. */
export type FieldView =
  | { type: "file"; key: string; label: string; file: FileView }
  | { type: "link"; key: string; label: string; url: string; text: string }
  | { type: "html"; key: string; label: string; html: SafeHtml };

export interface ProjectParts {
  logo?: ImageView;
  subtitle: string;
  overviewHtml?: SafeHtml;
  repository: string;
  fields: FieldView[];
}

/** /article/{id} and /document/{id}. */
export interface ReadableView {
  name: string;
  template: string;
  isDoc: boolean;
  title: string;
  description: string;
  crumbs: Crumb[];
  /** The article category key ("general" when none). */
  category: string;
  bodyHtml?: SafeHtml;
  /** In the visitor's language, each linking to the articles with its key (app/content/tags.ts). */
  tags: TagView[];
  author: string;
  date?: string;
  dateLabel?: string;
  minutes: number;
  file?: FileView;
  /** The project variant of the document screen. */
  project?: ProjectParts;
}

export interface ProjectCard {
  name: string;
  href: string;
  title: string;
  subtitle: string;
  logo?: ImageView;
}

export interface ProjectView extends ProjectParts {
  name: string;
  title: string;
  /** In the visitor's language, each linking to the articles with its key (app/content/tags.ts). */
  tags: TagView[];
}

export interface ProductCard {
  name: string;
  href: string;
  title: string;
  subtitle: string;
  logo?: ImageView;
}

export interface ProductView {
  name: string;
  title: string;
  subtitle: string;
  logo?: ImageView;
  overviewHtml?: SafeHtml;
  file?: FileView;
  repository: string;
  fields: FieldView[];
}

export interface BioCard {
  name: string;
  href: string;
  title: string;
  short: string;
  photo?: ImageView;
}

export interface BioView {
  name: string;
  title: string;
  short: string;
  bioHtml?: SafeHtml;
  photo?: ImageView;
}

export interface ChapterCard {
  name: string;
  href: string;
  title: string;
  part: string;
}

export interface ChapterView {
  name: string;
  title: string;
  part: string;
  html?: SafeHtml;
  author: string;
  /** ISO date of the chapter (its Created), when it has one. */
  date?: string;
  previous?: ChapterCard;
  next?: ChapterCard;
}

export interface ManifestView {
  title: string;
  html?: SafeHtml;
  author: string;
}

export interface BotView {
  name: string;
  version: string;
  model: string;
  capabilitiesHtml?: SafeHtml;
  descriptionHtml?: SafeHtml;
}

/** The title and description of a screen, as its loader gives them to the page's head. */
export interface PageMetaText {
  title: string;
  description: string;
  /** The languages the page has text in (content-model.ts pageLanguages): the hreflang alternates. All when absent. */
  languages?: readonly Lang[] | undefined;
  /** The page's own image for social networks (its search and sharing settings), else the site's. */
  image?: SocialImage | undefined;
  /** The editor asked search engines not to list this page in this language. */
  noindex?: boolean | undefined;
  /**
   * The page's slug in each language (slugs.ts), when its address ends with one: the canonical, the
   * hreflang alternates and the language selector put each language's in place of the address's last segment.
   */
  slugs?: Readonly<Record<Lang, string>> | undefined;
}

/** An image for og:image / twitter:image: a path on this site, with its size when its header says it. */
export interface SocialImage {
  path: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
}
