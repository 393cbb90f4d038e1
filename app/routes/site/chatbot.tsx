import type { Route } from "./+types/chatbot";
import { pageMeta } from "../../components/meta.ts";

/** Placeholder screen: filled in by its issue. */
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Chatbot", "Simbiosis");
}

export default function Chatbot() {
  return (
    <section className="container">
      <h1>Chatbot</h1>
    </section>
  );
}
