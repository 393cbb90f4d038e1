import type { Route } from "./+types/projects";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Projects", "Simbiosis");
}

export default function Projects() {
  return (
    <section className="container">
      <h1>Projects</h1>
    </section>
  );
}
