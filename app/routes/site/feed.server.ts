import type { Route } from "./+types/feed";
import { loaderBasics } from "../../server/site/request.server.ts";
import { feedAnswer, publicOrigin } from "../../server/site/feeds.server.ts";
import { FEED_ADDRESSES, type FeedFormat } from "../../content/sitemap-feeds.ts";
import { LANGS } from "../../content/page-model.ts";

/** /feed.xml, /atom.xml, /en/feed.xml, /en/atom.xml: the language and format come from the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store, publishedMeta } = loaderBasics(request, context);
  const path = new URL(request.url).pathname;
  for (const lang of LANGS) {
    for (const format of ["rss", "atom"] as const satisfies readonly FeedFormat[]) {
      if (FEED_ADDRESSES[lang][format] === path)
        return feedAnswer(store, publicOrigin(context), lang, format, publishedMeta);
    }
  }
  return Response.json({ message: "No such feed.", code: "not_found" }, { status: 404 });
}
