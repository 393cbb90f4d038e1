import type { Route } from "./+types/chapter";
import { excerptOf } from "../../content/resolvers.ts";
import { translate } from "../../i18n/translate.ts";
import { listKind } from "../../server/site/pages.server.ts";
import { loaderBasics, missingPage, pageAt, storedPageHead } from "../../server/site/request.server.ts";
import { chapterView } from "../../server/site/views.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";

/** /chapter/{name}: a chapter of the book, with the previous and next ones; else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { store, lang } = basics;
  const page = await pageAt(basics, request, "/chapter/", params.name, ["chapter"]);
  if (!page) return missingPage(basics, "chapter", params.name);
  const view = chapterView(page, lang, await listKind(store, "chapter"));
  const bookTitle = translate(lang, "book.title");
  return shownPageData(basics, page, {
    view,
    ...(await storedPageHead(
      basics,
      page,
      lang,
      `${view.title} · ${bookTitle}`,
      view.part || excerptOf(page, lang),
    )),
  });
}
