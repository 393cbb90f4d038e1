import type { Route } from "./+types/example";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Example", "Simbiosis");
}

export default function Example() {
  return (
    <section className="container">
      <h1>Example</h1>
    </section>
  );
}
