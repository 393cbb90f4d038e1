import type { Route } from "./+types/project";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Project", "Simbiosis");
}

export default function Project() {
  return (
    <section className="container">
      <h1>Project</h1>
    </section>
  );
}
