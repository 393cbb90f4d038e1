import type { Route } from "./+types/message";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Message", "Simbiosis");
}

export default function Message() {
  return (
    <section className="container">
      <h1>Message</h1>
    </section>
  );
}
