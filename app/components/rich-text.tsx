import type { SafeHtml } from "../content/safe-html.ts";

/** Renders HTML that the server sanitised (a SafeHtml from a loader); nothing else type-checks. */
export function RichText({ html, className = "prose" }: { html: SafeHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
