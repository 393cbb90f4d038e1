import type { Route } from "./+types/bios";
import { listKind } from "../../server/site/pages.server.ts";
import { dictionaryText, loaderBasics } from "../../server/site/request.server.ts";
import { bioCard } from "../../server/site/views.server.ts";
import { withResponsiveImages } from "../../server/site/responsive-images.server.ts";

/** /bios: every collaborator, in page-name order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, media, lang } = loaderBasics(request, context);
  const pages = await listKind(store, "bio");
  return withResponsiveImages(media, lang, {
    bios: pages.map((p) => bioCard(p, lang)),
    meta: dictionaryText(lang, "bios.metaTitle", "bios.metaDescription"),
  });
}
