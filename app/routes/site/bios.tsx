import type { Route } from "./+types/bios";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Bios", "Simbiosis");
}

export default function Bios() {
  return (
    <section className="container">
      <h1>Bios</h1>
    </section>
  );
}
