import { redirect } from "react-router";
import type { Route } from "./+types/redirect-platform";
import { notFound } from "../../content/http.ts";
import { isPlatform } from "../../content/site-pages.ts";

/** Home links to /plataformas/{name}; the routes are /{name} (docs/product.md "Deliberate differences"). */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlatform(params.platform)) notFound();
  return redirect(`/${params.platform}${new URL(request.url).search}`, 301);
}
