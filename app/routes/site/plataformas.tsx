import type { Route } from "./+types/plataformas";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Plataformas", "Simbiosis");
}

export default function Plataformas() {
  return (
    <section className="container">
      <h1>Plataformas</h1>
    </section>
  );
}
