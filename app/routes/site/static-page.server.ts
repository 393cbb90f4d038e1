import type { Route } from "./+types/static-page";
import { servicesContext } from "#app/context.ts";
import { localizedPath } from "../../content/addresses.ts";
import { describeInventory } from "../../content/data-inventory.ts";
import { MY_DATA_PATH } from "../../content/personal-data.ts";
import { notFound } from "../../content/http.ts";
import { staticPageAt } from "../../content/site-pages.ts";
import { shownPage } from "../../server/site/fixed-views.server.ts";
import { loaderBasics, storedPageHead } from "../../server/site/request.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";
import { forms } from "../../i18n/sections/forms.ts";
import { inventoryContext } from "../../server/privacy/inventory-context.server.ts";

/** The privacy policy, at its address in each language: its stored text, then what the site keeps. */
const PRIVACY_PAGES = new Set(["privacidad", "privacy"]);

/** /contacto ... /terms (app/content/site-pages.ts): the stored page of the route's own path, or 404. */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  // React Router gives the pattern without its leading slash ("en/contact"): the segment after the language.
  const name = staticPageAt(
    pattern
      .replace(/^\/+|\/+$/g, "")
      .replace(/^en(?:\/|$)/, "")
      .toLowerCase(),
    lang,
  );
  if (!name) notFound();
  const page = await store.getPage(name);
  if (!page) notFound();
  const shown = shownPage(page, lang, { title: name, subtitle: "", text: "" });
  return shownPageData(basics, page, {
    ...shown,
    ...(await storedPageHead(basics, page, lang, shown.title, shown.subtitle)),
    // The contact form's texts come with the page, not in its JavaScript (the public script budget).
    formTexts: name === "contacto" ? forms[lang] : undefined,
    // Made from the data inventory and the running configuration, never from the stored page: editors
    // keep the policy's own text (who is responsible, how to reach them, the rights), not this list.
    inventory: PRIVACY_PAGES.has(name)
      ? describeInventory(
          inventoryContext(context.get(servicesContext).config),
          lang,
          localizedPath(MY_DATA_PATH, lang),
        )
      : undefined,
  });
}
