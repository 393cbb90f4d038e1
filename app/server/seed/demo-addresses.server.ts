import { localizedPath } from "../../content/addresses.ts";
import { publicPath, suggestedSlug } from "../../content/content-model.ts";
import type { Lang } from "../../content/page-model.ts";
import { demoPages } from "./demo-pages.server.ts";

/**
 * A demo page's public address in a language, as a freshly seeded site gives it (for the benches and the
 * browser tests): its slug there, in Spanish its name when that is a clean slug, in English made from its
 * English title (app/content/slugs.ts; the demo's slugs never clash).
 */
export function demoAddress(name: string, lang: Lang): string {
  const page = demoPages.find((p) => p.Page === name);
  if (!page) throw new Error(`no demo page named ${name}`);
  const slugs = { es: suggestedSlug(page, "es"), en: suggestedSlug(page, "en") };
  return localizedPath(publicPath({ ...page, Slugs: slugs }, lang) ?? "", lang);
}
