import type { Route } from "./+types/article";
import { excerptOf } from "../../content/resolvers.ts";
import { readTagVocabulary } from "../../server/site/pages.server.ts";
import { loaderBasics, missingPage, pageAt, storedPageHead } from "../../server/site/request.server.ts";
import { readableView } from "../../server/site/views.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";

/** /article/{id}: an article, or a documentation page read as one; else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const [page, vocabulary] = await Promise.all([
    pageAt(basics, request, "/article/", params.id, ["article", "doc"]),
    readTagVocabulary(store),
  ]);
  if (!page) return missingPage(basics, "article", params.id);
  const view = readableView(page, lang, "article", vocabulary);
  return shownPageData(basics, page, {
    view,
    ...(await storedPageHead(basics, page, lang, view.title, view.description || excerptOf(page, lang))),
  });
}
