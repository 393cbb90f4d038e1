import type { Route } from "./+types/products";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Products", "Simbiosis");
}

export default function Products() {
  return (
    <section className="container">
      <h1>Products</h1>
    </section>
  );
}
