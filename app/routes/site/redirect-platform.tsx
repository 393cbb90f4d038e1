import { redirect } from "react-router";
import type { Route } from "./+types/redirect-platform";
import { notFound } from "../../components/http.ts";
import { isPlatform } from "../../content/site-pages.ts";

/** Home links to /plataformas/{name}; the declared routes are /{name} (DESIGN.md). */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isPlatform(params.platform)) notFound();
  return redirect(`/${params.platform}${new URL(request.url).search}`, 301);
}
