import type { Route } from "./+types/articles";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Articles", "Simbiosis");
}

export default function Articles() {
  return (
    <section className="container">
      <h1>Articles</h1>
    </section>
  );
}
