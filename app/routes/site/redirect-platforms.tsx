import { redirect } from "react-router";
import type { Route } from "./+types/redirect-platforms";

/** Landing pages link to /platforms; the route is /plataformas (docs/product.md "Deliberate differences"). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/plataformas${new URL(request.url).search}`, 301);
}
