import type { Lang } from "./page-model.ts";

/*
 * The names of the fixed screens in each language's addresses, decided once (issue 42): the first
 * segment of a site path, Spanish → English. A name not listed is the same in both (`/articles`,
 * `/en/articles`; `/faq`, `/en/faq`). Read by app/routes.ts (the route of each screen in each language),
 * app/content/addresses.ts (`localizedPath` translates a path into the other language; `sitePathOf`
 * gives its Spanish form), the language selector, the head's canonical and hreflang, the sitemap and
 * the feeds, and by the front door's redirects: the other language's name under a language's prefix
 * (`/en/manifiesto`, `/manifesto`) answers 301 to that language's own (app/server/addresses/).
 */
export const ROUTE_NAMES = {
  manifiesto: "manifesto",
  plataformas: "platforms",
  acerca: "about",
  contacto: "contact",
  gobernanza: "governance",
  codigo: "conduct",
  privacidad: "privacy",
  "mis-datos": "my-data",
  buscar: "search",
} as const satisfies Record<string, string>;

const TO_ENGLISH: ReadonlyMap<string, string> = new Map(Object.entries(ROUTE_NAMES));
const TO_SPANISH: ReadonlyMap<string, string> = new Map(
  Object.entries(ROUTE_NAMES).map(([es, en]) => [en, es]),
);

/** A first segment (either language's form) in `lang`'s form: `manifiesto` in English is `manifesto`. */
export function routeName(segment: string, lang: Lang): string {
  return lang === "en" ? (TO_ENGLISH.get(segment) ?? segment) : (TO_SPANISH.get(segment) ?? segment);
}

/**
 * The segment as `lang` names it, when the segment is the other language's name of a translated screen
 * (`manifiesto` under /en/, `manifesto` at the root); undefined when it is already `lang`'s own or not a
 * translated name.
 */
export function otherLanguageName(segment: string, lang: Lang): string | undefined {
  const own = routeName(segment, lang);
  return own !== segment ? own : undefined;
}
