import type { Route } from "./+types/design-system";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "DesignSystem", "Simbiosis");
}

export default function DesignSystem() {
  return (
    <section className="container">
      <h1>DesignSystem</h1>
    </section>
  );
}
