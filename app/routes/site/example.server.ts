import type { Route } from "./+types/example";
import { indexedPage } from "../../server/site/fixed-views.server.ts";
import { loaderBasics } from "../../server/site/request.server.ts";

/** /example: every stored page with a title and a description in the visitor's language, by title. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, lang } = loaderBasics(request, context);
  const { items } = await store.listPages();
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  const pages = items.map((page) => indexedPage(page, lang));
  return { pages: pages.sort((a, b) => collator.compare(a.title, b.title)) };
}
