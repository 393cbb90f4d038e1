import type { Route } from "./+types/chapter";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Chapter", "Simbiosis");
}

export default function Chapter() {
  return (
    <section className="container">
      <h1>Chapter</h1>
    </section>
  );
}
