import type { Route } from "./+types/projects";
import { listKind } from "../../server/site/pages.server.ts";
import { dictionaryText, loaderBasics } from "../../server/site/request.server.ts";
import { projectCard } from "../../server/site/views.server.ts";
import { withResponsiveImages } from "../../server/site/responsive-images.server.ts";

/** /projects: every project, by title (the screen searches them as the visitor types). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, media, lang } = loaderBasics(request, context);
  const pages = await listKind(store, "project");
  return withResponsiveImages(media, lang, {
    projects: pages.map((p) => projectCard(p, lang)).sort((a, b) => a.title.localeCompare(b.title, lang)),
    meta: dictionaryText(lang, "projects.metaTitle", "projects.metaDescription"),
  });
}
