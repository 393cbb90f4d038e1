import type { Route } from "./+types/bio";
import { getPageOfKind } from "../../server/site/pages.server.ts";
import { loaderBasics, missingPage } from "../../server/site/request.server.ts";
import { bioView } from "../../server/site/views.server.ts";
import { pageLanguages, textLangOf } from "../../content/content-model.ts";

/** /bio/{name}: a collaborator's page; else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const page = await getPageOfKind(basics.store, params.name, ["bio"]);
  if (!page) return missingPage(basics, "bio", params.name);
  const view = bioView(page, basics.lang);
  return {
    view,
    textLang: textLangOf(page, basics.lang),
    meta: { title: view.title, description: view.short, languages: pageLanguages(page) },
  };
}
