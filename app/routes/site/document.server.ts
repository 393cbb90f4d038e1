import type { Route } from "./+types/document";
import { excerptOf } from "../../content/resolvers.ts";
import { translate } from "../../i18n/translate.ts";
import { readTagVocabulary } from "../../server/site/pages.server.ts";
import { loaderBasics, missingPage, pageAt, storedPageHead } from "../../server/site/request.server.ts";
import { fieldNames, readableView } from "../../server/site/views.server.ts";
import { shownPageData } from "../../server/site/current-links.server.ts";

/** /document/{id}: any stored page, read as a document (a project's as its project page); else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const basics = loaderBasics(request, context);
  const { lang } = basics;
  const id = params.id;
  // A page's name is its id (docs/product.md "Pages").
  const [page, vocabulary] = await Promise.all([
    pageAt(basics, request, "/document/", id, "any"),
    readTagVocabulary(basics.store),
  ]);
  if (!page) return missingPage(basics, "document", id);
  const view = readableView(page, lang, "document", vocabulary);
  const empty = !view.bodyHtml && !view.project;
  return shownPageData(basics, page, {
    view,
    // The "no content" placeholder explains itself to editors: which fields the page does have.
    debug:
      empty && basics.debug
        ? {
            id,
            total: 1,
            pages: [page.Page],
            notes: [
              translate(lang, "content.debug.contentMissing"),
              translate(lang, "content.debug.template", { template: page.Template }),
              translate(lang, "content.debug.fields", { fields: fieldNames(page).join(", ") }),
            ],
          }
        : undefined,
    ...(await storedPageHead(basics, page, lang, view.title, view.description || excerptOf(page, lang))),
  });
}
