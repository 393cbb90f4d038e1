import type { Route } from "./+types/manifiesto";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Manifiesto", "Simbiosis");
}

export default function Manifiesto() {
  return (
    <section className="container">
      <h1>Manifiesto</h1>
    </section>
  );
}
