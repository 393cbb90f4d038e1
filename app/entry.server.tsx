import fs from "node:fs";
import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestContext, type RequestLog } from "#app/context.ts";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { StylesheetTextContext } from "./components/site-styles.tsx";
import { hashSource, inlineScriptHashes, inlineStyleHashes, pageCsp } from "./server/csp.server.ts";
import { hydrateAfterFirstPaint } from "./server/hydrate-after-paint.server.ts";
import { isPreviewUrl } from "./server/site/preview.server.ts";
import { memo } from "./server/memo.server.ts";
import { keepRouteMatches, renderDocumentAtOnce } from "./server/react-router-internals.server.ts";

const keptStylesheets = memo("entry: stylesheets", () => new Map<string, Buffer | undefined>());
const keptStylesheetHashes = memo("entry: stylesheet hashes", () => new Map<string, string>());
/** A built stylesheet's bytes, read once from the client build beside this server build. */
function stylesheetBytes(href: string): Buffer | undefined {
  const stylesheets = keptStylesheets();
  if (!stylesheets.has(href)) {
    let bytes: Buffer | undefined;
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        bytes = fs.readFileSync(new URL(`../client${href}`, import.meta.url));
      } catch {
        bytes = undefined; // the page then links the sheet instead
      }
    }
    stylesheets.set(href, bytes);
  }
  return stylesheets.get(href);
}

/*
 * The render carries a marker where a stylesheet's text goes, and the sheet's bytes (the larger part of a
 * page) are put in its place once the document is whole: React, the preload rewrite and the script
 * hashing then handle a fraction of the page per render instead of copying and re-encoding the same sheet
 * each time (docs/performance.md "Figures behind the code"). The CSP lists each sheet's hash, made once.
 */
const SHEET_MARK = /\/\*@inline-sheet:(\/assets\/[\w.-]+\.css)\*\//g;
function stylesheetMark(href: string): string | undefined {
  return stylesheetBytes(href) ? `/*@inline-sheet:${href}*/` : undefined;
}

/** The CSP hashes of the stylesheets the document's markers stand for, and of its other <style> blocks. */
function styleHashes(html: string): string[] {
  const hashes = new Set(inlineStyleHashes(html, (body) => body.startsWith("/*@inline-sheet:")));
  const stylesheetHashes = keptStylesheetHashes();
  for (const m of html.matchAll(SHEET_MARK)) {
    const href = m[1]!;
    const sheet = stylesheetBytes(href);
    if (!sheet) continue;
    let source = stylesheetHashes.get(href);
    if (!source) stylesheetHashes.set(href, (source = hashSource(sheet)));
    hashes.add(source);
  }
  return [...hashes];
}

/** The document's bytes with each stylesheet marker replaced by that sheet's text. */
function withStylesheets(html: string): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  let from = 0;
  for (const m of html.matchAll(SHEET_MARK)) {
    const sheet = stylesheetBytes(m[1]!);
    if (!sheet) continue;
    parts.push(Buffer.from(html.slice(from, m.index)), sheet);
    from = m.index + m[0].length;
  }
  parts.push(Buffer.from(html.slice(from)));
  // A Buffer is a Uint8Array over an ArrayBuffer here (never shared memory): what Response takes.
  return (parts.length === 1 ? parts[0]! : Buffer.concat(parts)) as Uint8Array<ArrayBuffer>;
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

/** The page as React renders it, either way below. */
function documentElement(routerContext: EntryContext, url: string) {
  return (
    <StylesheetTextContext value={stylesheetMark}>
      <ServerRouter context={routerContext} url={url} />
    </StylesheetTextContext>
  );
}

/**
 * Renders whole documents (no streaming): pages are small, cacheable, and their status code is final
 * before the first byte, and the CSP can list the hashes of its inline scripts. At once when nothing
 * in the page suspends (renderAtOnce, below), else with React's stream once all of it is ready.
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
  keepRouteMatches(routerContext.staticHandlerContext);
  const finish = (document: string) => {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    const html = hydrateAfterFirstPaint(document);
    // The policy allows exactly this document's inline scripts and styles (app/server/csp.server.ts).
    // A preview link's page may be framed by the site itself: the editor shows it beside its form.
    responseHeaders.set(
      "Content-Security-Policy",
      pageCsp(inlineScriptHashes(html), styleHashes(html), isPreviewUrl(request.url)),
    );
    return new Response(withStylesheets(html), { headers: responseHeaders, status: responseStatusCode });
  };
  return renderAtOnce(routerContext, request.url).then(
    (document) => (document === undefined ? renderStreamed() : finish(document)),
    () => renderStreamed(),
  );

  function renderStreamed(): Promise<Response> {
    return new Promise((resolve, reject) => {
      let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
        () => abort(),
        streamTimeout + 1000,
      );
      const { pipe, abort } = renderToPipeableStream(documentElement(routerContext, request.url), {
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
              resolve(finish(Buffer.concat(chunks).toString("utf8")));
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
      });
    });
  }
}

/*
 * Most pages have all their data before the render (nothing deferred, nothing lazy): rendered to one
 * string, synchronously, with React Router's data hand-off written after it
 * (app/server/react-router-internals.server.ts), which costs less CPU than React's stream for the same
 * document. A page whose render suspends anywhere (a deferred loader value, a lazy component) or throws
 * is rendered again the streaming way, which waits for it and reports errors.
 */
function renderAtOnce(routerContext: EntryContext, url: string): Promise<string | undefined> {
  return renderDocumentAtOnce(routerContext, () => renderToString(documentElement(routerContext, url)));
}
