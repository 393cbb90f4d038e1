import type { Lang } from "../content/page-model.ts";
import { admin } from "./sections/admin.ts";
import { common } from "./sections/common.ts";
import type { Dict } from "./types.ts";

/*
 * Every interface string of every screen, one section per area (app/i18n/sections/). Spanish is the
 * reference: `en` has to have every key of `es` (checked by the type of `bilingual`).
 */
export const es = {
  common: common.es,
  admin: admin.es,
};

export const en: Dict<typeof es> = {
  common: common.en,
  admin: admin.en,
};

export type Dictionary = typeof es;

export const dictionaries: Record<Lang, Dict<Dictionary>> = { es, en };
