import type { EntryContext, StaticHandlerContext } from "react-router";
import { memo } from "./memo.server.ts";

/*
 * Every place where this server relies on React Router beyond its public API, in one module. Each patch
 * replaces an upstream behaviour for a saving measured in docs/performance.md ("2026-11-27: the React
 * Router patches, measured"); the suite beside it (react-router-internals.test.tsx) checks that each
 * still gives what React Router itself gives, byte for byte, and runs on every upgrade: it fails as soon
 * as the installed React Router is not VERIFIED_WITH, until the patches are checked and measured again
 * (`npm run bench -- --renders` with and without each) and any whose saving is gone is removed.
 *
 * The third patch is in browser code, where it must stay: app/components/site-link.tsx writes the site's
 * links on the server as the `<a>` React Router's `Link` writes, without its hooks (serverAnchor). Its
 * equivalence test is in the same suite.
 */

/** The React Router release the patches were last checked and measured against. */
export const VERIFIED_WITH = "8.5.1";

// ---- 1. The matches of a page's parent paths, kept per static handler -------------------------------

/*
 * Replaces: <Scripts> writes a partial route manifest into every page (route discovery, "fog of war"),
 * found by matching "/", then "/en", "/en/article"… against every branch of the route tree, a match object
 * per branch, on every render (getPartialManifest, through the static handler's private `_match`).
 * Saves: those matches, the same for every render of a build, are made once per path and process: what
 * an uncached article render allocates.
 * The matches are shared between requests, so they must not be changed: React Router only reads them (the
 * ids of their routes), and maps each to a new object before a router hands it out.
 */

type Match = StaticHandlerContext["_match"];
type Matches = ReturnType<Match>;

/** Paths kept per handler: the parents of the site's addresses are a few dozen; any others come and go. */
export const KEPT_PATHS = 256;

/** Each handler's match function and its memoized one; the memoized ones, so as not to wrap one twice. */
const wrapped = memo("react-router: route matches", () => ({
  memos: new WeakMap<Match, Match>(),
  made: new WeakSet<Match>(),
}));

function memoized(match: Match): Match {
  const { memos, made } = wrapped();
  if (made.has(match)) return match; // already this module's: wrapping it again would keep paths twice
  let memo = memos.get(match);
  if (memo) return memo;
  const kept = new Map<string, Matches>();
  memo = (location) => {
    // A location object (not asked by the page's render) is matched afresh.
    if (typeof location !== "string") return match(location);
    const hit = kept.get(location);
    if (hit !== undefined) return hit;
    const matches = match(location);
    // Addresses made up by visitors have parents of their own: the memory stays bounded all the same.
    if (kept.size >= KEPT_PATHS) kept.clear();
    kept.set(location, matches);
    return matches;
  };
  memos.set(match, memo);
  made.add(memo);
  return memo;
}

/** Makes the router of this request's render match each path once per process, not once per render. */
export function keepRouteMatches(context: StaticHandlerContext): void {
  // React Router of another version may not have this private member: the render then matches as before.
  if (typeof context._match === "function") context._match = memoized(context._match);
}

// ---- 2. A whole document at once, React Router's data hand-off written after it ----------------------

/*
 * Replaces: ServerRouter renders the loader data's hand-off (StreamTransfer, not exported) inside nested
 * Suspense boundaries, one per chunk of its turbo-stream encoding, so a page needs React's stream
 * (renderToPipeableStream): the encoding into byte chunks and a Suspense retry per chunk.
 * Saves: a page whose data is all in hand (nearly all) is rendered with renderToString, with the
 * hand-off stream taken out of the context (ServerRouter then leaves StreamTransfer out), and the
 * hand-off's scripts are written here after the document, as StreamTransfer writes them: the CPU of
 * React's stream for an uncached page. The document is the same, byte for byte.
 */

const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** A JSON string literal that cannot end its script element or start markup, as React Router escapes it. */
function scriptSafeJson(text: string): string {
  return JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

/** The loader data's scripts, chunk by chunk, as React Router's StreamTransfer writes them. */
export async function dataHandoff(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = "";
  let depth = 0;
  for (;;) {
    const { done, value } = await reader.read();
    const text = decoder.decode(value, { stream: true });
    html += "<!--$-->";
    depth++;
    if (text)
      html += `<script>window.__reactRouterContext.streamController.enqueue(${scriptSafeJson(text)});</script>`;
    if (done) break;
  }
  return `${html}<script>window.__reactRouterContext.streamController.close();</script>${"<!--/$-->".repeat(depth)}`;
}

/** React's mark of a Suspense boundary left to the browser: something in the render suspended or threw. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The whole document `render` makes of this context (ServerRouter's, with renderToString) and React
 * Router's data hand-off, as React's stream would give them; undefined when the render suspends or throws
 * anywhere (a deferred value, a lazy component), which only React's stream can wait for.
 */
export async function renderDocumentAtOnce(
  context: EntryContext,
  render: () => string,
): Promise<string | undefined> {
  const handoff = context.serverHandoffStream;
  context.serverHandoffStream = undefined; // ServerRouter leaves out its StreamTransfer
  let html: string;
  try {
    html = render();
  } finally {
    context.serverHandoffStream = handoff;
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return undefined;
  // StreamTransfer writes nothing unless the page rendered <Scripts> (which marks renderMeta).
  const transfer = handoff && context.renderMeta?.didRenderScripts ? await dataHandoff(handoff) : "";
  const end = html.lastIndexOf("</body>");
  return `<!DOCTYPE html>${end < 0 ? html + transfer : html.slice(0, end) + transfer + html.slice(end)}`;
}
