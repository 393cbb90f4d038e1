import type { Route } from "./+types/book";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Book", "Simbiosis");
}

export default function Book() {
  return (
    <section className="container">
      <h1>Book</h1>
    </section>
  );
}
