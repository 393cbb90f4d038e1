import type { Route } from "./+types/product";
import { descriptionOf } from "../../content/resolvers.ts";
import { listKind } from "../../server/site/pages.server.ts";
import { loaderBasics, missingPage, pageAt, storedPageHead } from "../../server/site/request.server.ts";
import { productAnswersTo } from "../../content/content-model.ts";
import { productView } from "../../server/site/views.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";

/** /product/{slug}: a product by its slug (else, sent to it, by its page name or product name); else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const name = params.name;
  // Its old address (before slugs) named it by its product name: found that way, then sent to its slug.
  const page = await pageAt(basics, request, "/product/", name, ["product"], async () =>
    (await listKind(store, "product")).find((p) => productAnswersTo(p, name)),
  );
  if (!page) return missingPage(basics, "product", name);
  const view = productView(page, lang);
  return shownPageData(basics, page, {
    view,
    ...(await storedPageHead(basics, page, lang, view.title, view.subtitle || descriptionOf(page, lang))),
  });
}
