import type { Lang } from "../content/page-model.ts";
// Types only: the editing area's texts join at run time, when its code loads (admin-texts.ts).
import type { admin } from "./sections/admin.ts";
import { common } from "./sections/common.ts";
import {
  about,
  designSystem,
  example,
  home,
  labs,
  manifesto,
  message,
  platforms,
} from "./sections/site-static.ts";
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
import { chatbot } from "./sections/chatbot.ts";
import { manifestPage } from "./sections/manifest-page.ts";
import { search } from "./sections/search.ts";

/*
 * Every interface string of every screen, one section per area (app/i18n/sections/). Spanish is the
 * reference: `en` has to have every key of `es` (checked by the type of `bilingual`).
 */
type AdminTexts = (typeof admin)["es"];

const siteEs = {
  common: common.es,
  home: home.es,
  manifesto: manifesto.es,
  platforms: platforms.es,
  labs: labs.es,
  about: about.es,
  designSystem: designSystem.es,
  message: message.es,
  example: example.es,
  // Content screens (issue 4).
  content: content.es,
  articles: articles.es,
  documents: documents.es,
  document: documentDetail.es,
  projects: projects.es,
  products: products.es,
  bios: bios.es,
  book: book.es,
  chatbot: chatbot.es,
  manifestPage: manifestPage.es,
  search: search.es,
};

/**
 * Spanish, the reference. Its type includes the editing area's texts, which public pages never load:
 * they are added by app/i18n/admin-texts.ts, imported by the editing area only (so they stay out of
 * the public pages' JavaScript).
 */
export const es = siteEs as typeof siteEs & { admin: AdminTexts };

const siteEn: Dict<typeof siteEs> = {
  common: common.en,
  home: home.en,
  manifesto: manifesto.en,
  platforms: platforms.en,
  labs: labs.en,
  about: about.en,
  designSystem: designSystem.en,
  message: message.en,
  example: example.en,
  // Content screens (issue 4).
  content: content.en,
  articles: articles.en,
  documents: documents.en,
  document: documentDetail.en,
  projects: projects.en,
  products: products.en,
  bios: bios.en,
  book: book.en,
  chatbot: chatbot.en,
  manifestPage: manifestPage.en,
  search: search.en,
};

export const en = siteEn as Dict<typeof es>;

export type Dictionary = typeof es;

export const dictionaries: Record<Lang, Dict<Dictionary>> = { es, en };
