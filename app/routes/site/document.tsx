import type { Route } from "./+types/document";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Document", "Simbiosis");
}

export default function Document() {
  return (
    <section className="container">
      <h1>Document</h1>
    </section>
  );
}
