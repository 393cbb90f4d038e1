import type { StaticHandlerContext } from "react-router";

/*
 * React Router's <Scripts> writes a partial route manifest into every page (route discovery, "fog of
 * war"): the routes of the page and of each of its parent paths, which it finds by matching "/", then
 * "/en", "/en/article"… against every branch of the route tree (119 here). Each of those matches builds
 * a match object per branch: under the load bench's write mix that was 14 % of everything the server
 * allocated. The route tree does not change while a build runs, so a path's matches are the same on
 * every request: they are kept, per path, for as long as the static handler that made them lives.
 *
 * The matches are shared between requests, so they must not be changed: React Router only reads them
 * (the ids of their routes), and maps each to a new object before a router hands it out.
 */

type Match = StaticHandlerContext["_match"];
type Matches = ReturnType<Match>;

/** Paths kept per handler: the parents of the site's addresses are a few dozen; any others come and go. */
export const KEPT_PATHS = 256;

const memos = new WeakMap<Match, Match>();
const made = new WeakSet<Match>();

function memoized(match: Match): Match {
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
