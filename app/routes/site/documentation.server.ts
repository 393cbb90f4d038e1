import type { Route } from "./+types/documentation";
import { listKind, listTagged, readTagVocabulary } from "../../server/site/pages.server.ts";
import { dictionaryText, loaderBasics } from "../../server/site/request.server.ts";
import { docCard, pdfAttachments, PDF_TAG } from "../../server/site/views.server.ts";

/** /documentation and /docs: every documentation page, then the PDFs the site offers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, files, lang } = loaderBasics(request, context);
  const [docs, vocabulary] = await Promise.all([listKind(store, "doc"), readTagVocabulary(store)]);
  // The PDF section scans every page: it streams in after the list (with its own loading and error states).
  const attachments = listTagged(store, PDF_TAG).then((pages) =>
    pdfAttachments(pages, lang, (file) => files.exists(file)),
  );
  return {
    docs: docs.map((p) => docCard(p, lang, vocabulary)).sort((a, b) => a.title.localeCompare(b.title, lang)),
    attachments,
    meta: dictionaryText(lang, "documents.metaTitle", "documents.metaDescription"),
  };
}
