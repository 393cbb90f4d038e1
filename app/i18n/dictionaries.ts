import type { Lang } from "../content/page-model.ts";
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

/*
 * Every interface string of every screen, one section per area (app/i18n/sections/). Spanish is the
 * reference: `en` has to have every key of `es` (checked by the type of `bilingual`).
 */
export const es = {
  common: common.es,
  home: home.es,
  manifesto: manifesto.es,
  platforms: platforms.es,
  labs: labs.es,
  about: about.es,
  designSystem: designSystem.es,
  message: message.es,
  example: example.es,
};

export const en: Dict<typeof es> = {
  common: common.en,
  home: home.en,
  manifesto: manifesto.en,
  platforms: platforms.en,
  labs: labs.en,
  about: about.en,
  designSystem: designSystem.en,
  message: message.en,
  example: example.en,
};

export type Dictionary = typeof es;

export const dictionaries: Record<Lang, Dict<Dictionary>> = { es, en };
