import type { Route } from "./+types/article";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Article", "Simbiosis");
}

export default function Article() {
  return (
    <section className="container">
      <h1>Article</h1>
    </section>
  );
}
