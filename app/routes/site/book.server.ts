import type { Route } from "./+types/book";
import { listKind } from "../../server/site/pages.server.ts";
import { dictionaryText, loaderBasics } from "../../server/site/request.server.ts";
import { byPageName, chapterCard } from "../../server/site/views.server.ts";

/** /book: the chapters, by page name (docs/product.md "Content screens"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, lang } = loaderBasics(request, context);
  const chapters = (await listKind(store, "chapter")).sort(byPageName);
  return {
    chapters: chapters.map((p) => chapterCard(p, lang)),
    meta: dictionaryText(lang, "book.title", "book.metaDescription"),
  };
}
