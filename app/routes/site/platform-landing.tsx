import type { Route } from "./+types/platform-landing";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "PlatformLanding", "Simbiosis");
}

export default function PlatformLanding() {
  return (
    <section className="container">
      <h1>PlatformLanding</h1>
    </section>
  );
}
