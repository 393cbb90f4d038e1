import type { Lang } from "../content/page-model.ts";
// Types only: these texts join at run time, when the code of the screens that show them loads (joinTexts).
import type { admin } from "./sections/admin.ts";
import type { about } from "./sections/about.ts";
import type { chatbot } from "./sections/chatbot.ts";
import type { designSystem } from "./sections/designSystem.ts";
import type { example } from "./sections/example.ts";
import type { home } from "./sections/home.ts";
import type { labs } from "./sections/labs.ts";
import type { manifestPage } from "./sections/manifest-page.ts";
import type { manifesto } from "./sections/manifesto.ts";
import type { message } from "./sections/message.ts";
import type { platforms } from "./sections/platforms.ts";
import { common } from "./sections/common.ts";
import type { Dict } from "./types.ts";
// Content screens (issue 4).
import { content } from "./sections/content.ts";
import { articles } from "./sections/articles.ts";
import { documents } from "./sections/documents.ts";
import { documentDetail } from "./sections/document.ts";
import { projects } from "./sections/projects.ts";
import { products } from "./sections/products.ts";
import { bios } from "./sections/bios.ts";
import { book } from "./sections/book.ts";
import { search } from "./sections/search.ts";

/*
 * Every interface string of every screen, one section per area (app/i18n/sections/). Spanish is the
 * reference: `en` has to have every key of `es` (checked by the type of `bilingual`).
 */
const siteEs = {
  common: common.es,
  // Content screens (issue 4).
  content: content.es,
  articles: articles.es,
  documents: documents.es,
  document: documentDetail.es,
  projects: projects.es,
  products: products.es,
  bios: bios.es,
  book: book.es,
  search: search.es,
};

/**
 * Texts of one screen (or a few), joined to the dictionaries by the code that shows them (joinTexts): a
 * public page's JavaScript carries the shared sections above and its own screen's, not every screen's;
 * the editing area's join when its code loads (admin-texts.ts). On the server every route module is
 * loaded at start, so every text is there.
 */
interface ScreenSections {
  home: typeof home;
  manifesto: typeof manifesto;
  platforms: typeof platforms;
  labs: typeof labs;
  about: typeof about;
  designSystem: typeof designSystem;
  message: typeof message;
  example: typeof example;
  chatbot: typeof chatbot;
  manifestPage: typeof manifestPage;
  admin: typeof admin;
}
type ScreenTexts = { [K in keyof ScreenSections]: ScreenSections[K]["es"] };

/** Spanish, the reference. Its type includes every screen's texts, joined when their code loads. */
export const es = siteEs as typeof siteEs & ScreenTexts;

const siteEn: Dict<typeof siteEs> = {
  common: common.en,
  // Content screens (issue 4).
  content: content.en,
  articles: articles.en,
  documents: documents.en,
  document: documentDetail.en,
  projects: projects.en,
  products: products.en,
  bios: bios.en,
  book: book.en,
  search: search.en,
};

export const en = siteEn as Dict<typeof es>;

export type Dictionary = typeof es;

export const dictionaries: Record<Lang, Dict<Dictionary>> = { es, en };

/** Adds screens' texts to both dictionaries (at the top of the module that shows them). */
export function joinTexts(sections: Partial<ScreenSections>): void {
  for (const [name, texts] of Object.entries(sections)) {
    Object.assign(es, { [name]: texts.es });
    Object.assign(en, { [name]: texts.en });
  }
}
