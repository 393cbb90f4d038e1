import { redirect } from "react-router";
import type { Route } from "./+types/redirect-platforms";
import { langOfPath, localizedPath } from "../../content/addresses.ts";

/** Landing pages link to /platforms; the route is /plataformas (docs/product.md "Deliberate differences"). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(localizedPath("/plataformas", langOfPath(url.pathname)) + url.search, 301);
}
