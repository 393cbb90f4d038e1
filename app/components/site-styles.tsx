import { createContext, useContext } from "react";

/*
 * The public site's styles travel inside each page, as one <style> in the head, instead of a
 * stylesheet that the first paint must wait for: on a phone's network a render-blocking request costs
 * far more than the ~8 KB (compressed) the styles add to a page. The server hands the render a marker
 * for the built sheet and puts the sheet's text in its place once the document is whole
 * (entry.server.tsx); in the browser React finds that <style> by its href and keeps it, so the client
 * bundle never carries the CSS.
 */

/** What goes inside a built stylesheet's <style>, by its URL (server only; undefined where it cannot). */
export type StylesheetReader = (href: string) => string | undefined;

export const StylesheetTextContext = createContext<StylesheetReader | null>(null);

export function InlineStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetTextContext);
  const text = read?.(href);
  // In development (Vite serves the sheet) or if the built file cannot be read: an ordinary stylesheet.
  if (import.meta.env.DEV || (read && text === undefined))
    return <link rel="stylesheet" href={href} precedence="site" />;
  return (
    <style href={href} precedence="site">
      {text ?? ""}
    </style>
  );
}
