import type { Route } from "./+types/home";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Home", "Simbiosis");
}

export default function Home() {
  return (
    <section className="container">
      <h1>Home</h1>
    </section>
  );
}
