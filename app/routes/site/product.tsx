import type { Route } from "./+types/product";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Product", "Simbiosis");
}

export default function Product() {
  return (
    <section className="container">
      <h1>Product</h1>
    </section>
  );
}
