import type { Route } from "./+types/acerca";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Acerca", "Simbiosis");
}

export default function Acerca() {
  return (
    <section className="container">
      <h1>Acerca</h1>
    </section>
  );
}
