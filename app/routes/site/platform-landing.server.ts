import type { Route } from "./+types/platform-landing";
import { sitePathOf } from "../../content/addresses.ts";
import { notFound } from "../../content/http.ts";
import { isPlatform } from "../../content/site-pages.ts";
import { dictionaryFor } from "../../i18n/translate.ts";
import { toSafeHtml } from "../../server/html/sanitize.server.ts";
import { shownPage } from "../../server/site/fixed-views.server.ts";
import { loaderBasics, storedPageHead } from "../../server/site/request.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { platforms } from "../../i18n/sections/platforms.ts";

// The texts this loader reads (app/i18n/dictionaries.ts: they are not in the shared dictionaries).
joinTexts({ platforms });

/**
 * /ethicsi, /innvalab and /harmonia (app/content/site-pages.ts): the editable page of the same name,
 * the route's own path. Without its stored page a landing still says what the platform is.
 */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  // React Router gives the pattern without its leading slash ("en/faq"): a path again before the language goes.
  const name = sitePathOf(`/${pattern.replace(/^\/+/, "")}`)
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase();
  if (!isPlatform(name)) notFound();
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const card = dictionaryFor(lang).platforms.cards[name];
  const fallback = { title: card.name, subtitle: card.kicker, text: card.text };
  const page = await store.getPage(name);
  const shown = page ? shownPage(page, lang, fallback) : { ...fallback, html: toSafeHtml(card.text, lang) };
  return shownPageData(basics, page, {
    name,
    ...shown,
    ...(await storedPageHead(basics, page, lang, shown.title, shown.subtitle)),
  });
}
