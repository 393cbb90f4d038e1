import type { Route } from "./+types/bio";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Bio", "Simbiosis");
}

export default function Bio() {
  return (
    <section className="container">
      <h1>Bio</h1>
    </section>
  );
}
