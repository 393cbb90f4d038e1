import type { Route } from "./+types/manifest";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Manifest", "Simbiosis");
}

export default function Manifest() {
  return (
    <section className="container">
      <h1>Manifest</h1>
    </section>
  );
}
