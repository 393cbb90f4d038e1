import fs from "node:fs";
import { Writable } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { StylesheetTextContext } from "./components/site-styles.tsx";

const stylesheets = new Map<string, string | undefined>();
/** A built stylesheet's text, read once from the client build beside this server build. */
function readStylesheet(href: string): string | undefined {
  if (!stylesheets.has(href)) {
    let text: string | undefined;
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        text = fs.readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
      } catch {
        text = undefined; // the page then links the sheet instead
      }
    }
    stylesheets.set(href, text);
  }
  return stylesheets.get(href);
}

export const streamTimeout = 5_000;

/**
 * The page is whole without its scripts (they only make it interactive), so the browser fetches them
 * after what a visitor reads: React Router preloads them at the browser's high priority, which makes a
 * slow phone download ~150 KB of code before it paints anything.
 */
function hydrationAfterContent(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * Renders whole documents (onAllReady, no streaming): pages are small, cacheable, and their status
 * code is final before the first byte, and the CSP can list the hashes of its inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Inline scripts are allowed by their hashes (app/server/csp.server.ts), not by a per-request nonce.

  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetTextContext value={readStylesheet}>
        <ServerRouter context={routerContext} url={request.url} />
      </StylesheetTextContext>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = hydrationAfterContent(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
