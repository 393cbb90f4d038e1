import type { Route } from "./+types/documentation";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Documentation", "Simbiosis");
}

export default function Documentation() {
  return (
    <section className="container">
      <h1>Documentation</h1>
    </section>
  );
}
