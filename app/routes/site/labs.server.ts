import type { Route } from "./+types/labs";
import { publicPath } from "../../content/content-model.ts";
import { forms } from "../../i18n/sections/forms.ts";
import { loaderBasics } from "../../server/site/request.server.ts";
import { EXPERIMENT_PROJECTS, type ExperimentKey } from "./labs-experiments.ts";

/**
 * /labs: a fixed screen; its newsletter form's texts come with the page, not in its JavaScript. Each
 * experiment links to its project's page at that page's current address, when the page is published.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, lang } = loaderBasics(request, context);
  const pages = await store.getPages(Object.values(EXPERIMENT_PROJECTS));
  const projectLinks: Partial<Record<ExperimentKey, string>> = {};
  for (const [key, name] of Object.entries(EXPERIMENT_PROJECTS) as Array<[ExperimentKey, string]>) {
    const page = pages.find((p) => p.Page === name);
    const path = page ? publicPath(page, lang) : null;
    if (path) projectLinks[key] = path;
  }
  return { formTexts: forms[lang], projectLinks };
}
