import type { Route } from "./+types/product";
import { descriptionOf } from "../../content/resolvers.ts";
import { getPageOfKind, listKind } from "../../server/site/pages.server.ts";
import { loaderBasics, missingPage, storedPageHead } from "../../server/site/request.server.ts";
import { productAnswersTo } from "../../content/content-model.ts";
import { productView } from "../../server/site/views.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";

/** /product/{name}: a product by its page name or its product name (cards link by the latter); else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const name = params.name;
  const page =
    (await getPageOfKind(store, name, ["product"])) ??
    (await listKind(store, "product")).find((p) => productAnswersTo(p, name));
  if (!page) return missingPage(basics, "product", name);
  const view = productView(page, lang);
  return shownPageData(basics, page, {
    view,
    ...(await storedPageHead(basics, page, lang, view.title, view.subtitle || descriptionOf(page, lang))),
  });
}
