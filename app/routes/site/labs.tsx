import type { Route } from "./+types/labs";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Labs", "Simbiosis");
}

export default function Labs() {
  return (
    <section className="container">
      <h1>Labs</h1>
    </section>
  );
}
