import { redirect } from "react-router";
import type { Route } from "./+types/redirect-platform";
import { langOfPath, localizedPath } from "../../content/addresses.ts";
import { notFound } from "../../content/http.ts";
import { isPlatform } from "../../content/site-pages.ts";

/** Home links to /plataformas/{name}; the routes are /{name} (docs/product.md "Deliberate differences"). */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlatform(params.platform)) notFound();
  const url = new URL(request.url);
  return redirect(localizedPath(`/${params.platform}`, langOfPath(url.pathname)) + url.search, 301);
}
