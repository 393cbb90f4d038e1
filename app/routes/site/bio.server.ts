import type { Route } from "./+types/bio";
import { loaderBasics, missingPage, pageAt, storedPageHead } from "../../server/site/request.server.ts";
import { bioView } from "../../server/site/views.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";

/** /bio/{name}: a collaborator's page; else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const page = await pageAt(basics, request, "/bio/", params.name, ["bio"]);
  if (!page) return missingPage(basics, "bio", params.name);
  const view = bioView(page, basics.lang);
  return shownPageData(basics, page, {
    view,
    ...(await storedPageHead(basics, page, basics.lang, view.title, view.short)),
  });
}
