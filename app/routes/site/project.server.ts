import type { Route } from "./+types/project";
import { descriptionOf } from "../../content/resolvers.ts";
import { readTagVocabulary } from "../../server/site/pages.server.ts";
import { loaderBasics, missingPage, pageAt, storedPageHead } from "../../server/site/request.server.ts";
import { projectView } from "../../server/site/views.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";

/** /project/{name}: a project page; else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const [page, vocabulary] = await Promise.all([
    pageAt(basics, request, "/project/", params.name, ["project"]),
    readTagVocabulary(store),
  ]);
  if (!page) return missingPage(basics, "project", params.name);
  const view = projectView(page, lang, vocabulary);
  return shownPageData(basics, page, {
    view,
    ...(await storedPageHead(basics, page, lang, view.title, view.subtitle || descriptionOf(page, lang))),
  });
}
