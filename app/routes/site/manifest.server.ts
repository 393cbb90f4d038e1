import type { Route } from "./+types/manifest";
import { excerptOf } from "../../content/resolvers.ts";
import { translate } from "../../i18n/translate.ts";
import { singlePage } from "../../server/site/pages.server.ts";
import { loaderBasics, storedPageHead } from "../../server/site/request.server.ts";
import { manifestView } from "../../server/site/views.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { manifestPage } from "../../i18n/sections/manifest-page.ts";

// The texts this loader reads (app/i18n/dictionaries.ts: they are not in the shared dictionaries).
joinTexts({ manifestPage });

/** /manifest: the editable manifest page, when there is one (else the screen says so). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const page = await singlePage(store, "manifest", "manifest");
  const view = page ? manifestView(page, lang) : undefined;
  return shownPageData(basics, page, {
    view,
    ...(await storedPageHead(
      basics,
      page,
      lang,
      view?.title ?? translate(lang, "manifestPage.title"),
      (page && excerptOf(page, lang)) || translate(lang, "manifestPage.metaDescription"),
    )),
  });
}
