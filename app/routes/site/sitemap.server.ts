import type { Route } from "./+types/sitemap";
import { loaderBasics } from "../../server/site/request.server.ts";
import { publicOrigin } from "../../server/site/feeds.server.ts";
import { sitemapAnswer } from "../../server/site/sitemap.server.ts";

/** /sitemap.xml and /sitemap-{n}.xml (app/routes.ts): a resource route, cached like pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = loaderBasics(request, context);
  const file = /^\/sitemap-(\d+)\.xml$/.exec(new URL(request.url).pathname)?.[1];
  return sitemapAnswer(store, publicOrigin(context), file === undefined ? undefined : Number(file));
}
