import { redirect } from "react-router";
import type { Route } from "./+types/redirect-platform";
import { notFound } from "../../components/http.ts";

const PLATFORMS = new Set(["ethicsi", "innvalab", "harmonia"]);

/** Home links to /plataformas/{name}; the routes are /{name} (docs/product.md "Deliberate differences"). */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!PLATFORMS.has(params.platform)) notFound();
  return redirect(`/${params.platform}${new URL(request.url).search}`, 301);
}
