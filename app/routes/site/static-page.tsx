import type { Route } from "./+types/static-page";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "StaticPage", "Simbiosis");
}

export default function StaticPage() {
  return (
    <section className="container">
      <h1>StaticPage</h1>
    </section>
  );
}
