import type { SafeHtml } from "../content/safe-html.ts";
import { useOwnLang } from "./untranslated.tsx";

/**
 * Renders HTML that the server sanitised (a SafeHtml from a loader); nothing else type-checks. Stored text,
 * so it carries the page's own language when that is not the visitor's (untranslated.tsx).
 */
export function RichText({ html, className = "prose" }: { html: SafeHtml; className?: string }) {
  return <div className={className} lang={useOwnLang()} dangerouslySetInnerHTML={{ __html: html }} />;
}
