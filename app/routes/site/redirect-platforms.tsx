import { redirect } from "react-router";
import type { Route } from "./+types/redirect-platforms";

/** A landing page links to /platforms; the declared route is /plataformas (DESIGN.md). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/plataformas${new URL(request.url).search}`, 301);
}
