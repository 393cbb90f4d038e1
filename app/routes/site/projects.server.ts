import type { Route } from "./+types/projects";
import { listKind } from "../../server/site/pages.server.ts";
import { dictionaryText, loaderBasics } from "../../server/site/request.server.ts";
import { projectCard } from "../../server/site/views.server.ts";

/** /projects: every project, by title (the screen searches them as the visitor types). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, lang } = loaderBasics(request, context);
  const pages = await listKind(store, "project");
  return {
    projects: pages.map((p) => projectCard(p, lang)).sort((a, b) => a.title.localeCompare(b.title, lang)),
    meta: dictionaryText(lang, "projects.metaTitle", "projects.metaDescription"),
  };
}
