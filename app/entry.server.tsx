import fs from "node:fs";
import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestContext, type RequestLog } from "#app/context.ts";
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

/** The request's logger from the load context (server.ts), so an error's line carries the request id. */
function requestLog(context: unknown): RequestLog | undefined {
  try {
    return (context as RouterContextProvider).get(requestContext).log;
  } catch {
    return undefined;
  }
}

/** Errors thrown by loaders and actions: logged as JSON with the request id (not when the visitor left). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = requestLog(context);
  if (log) log.error({ err: error }, "error while answering a page");
  else console.error(error);
};

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
  loadContext: RouterContextProvider,
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
          const log = requestLog(loadContext);
          if (log) log.error({ err: error }, "error while rendering a page");
          else console.error(error);
        },
      },
    );
  });
}
