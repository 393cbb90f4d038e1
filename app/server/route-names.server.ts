import type { ServerBuild } from "react-router";

/*
 * Names a site address by the React Router route that answers it ("/article/:id", "/en/article/:id",
 * "/*" for the 404 page; ".data" appended for React Router's data requests), so /metrics counts requests
 * per route, never per URL: the names are the route table's, however many addresses visitors invent.
 *
 * React Router's own matchRoutes ranks the whole table on every call; this ranks it once, by the same
 * score (segments, static 10, dynamic 3, index 2, splat -2), and keeps one regular expression per route,
 * so naming is cheap, and free for an address seen recently (docs/performance.md "Figures behind the code").
 */

const KEPT = 5000;
const PARAM = /^:[\w-]+$/;

interface Named {
  pattern: string;
  test: RegExp;
  score: number;
  order: number;
}

function score(segments: string[], index: boolean): number {
  let total = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== "*") total += PARAM.test(s) ? 3 : s === "" ? 1 : 10;
  return total;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(segments: string[]): RegExp {
  let source = "";
  for (const s of segments) {
    if (s === "*") source += "(?:/.*)?";
    else if (PARAM.test(s)) source += "/[^/]+";
    else source += `/${escape(s)}`;
  }
  return new RegExp(`^${source || ""}/?$`, "i");
}

export function siteRouteNamer(routes: ServerBuild["routes"]): (path: string) => string {
  const fullPath = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return [];
    return [...fullPath(route.parentId), ...(route.path ?? "").split("/").filter(Boolean)];
  };
  const table: Named[] = Object.entries(routes).flatMap(([, route], order) => {
    if (!route) return [];
    const segments = fullPath(route.id);
    return [
      {
        pattern: `/${segments.join("/")}`,
        test: compile(segments),
        score: score(segments, Boolean(route.index)),
        order,
      },
    ];
  });
  table.sort((a, b) => b.score - a.score || a.order - b.order);
  // The fast path names cache hits too: the same few addresses are asked again and again.
  const known = new Map<string, string>();

  const name = (path: string): string => {
    const data = path.endsWith(".data");
    let target = data ? path.slice(0, -".data".length) : path;
    if (target === "/_root") target = "/";
    let decoded: string;
    try {
      decoded = decodeURI(target);
    } catch {
      return "(bad address)";
    }
    const pattern = table.find((r) => r.test.test(decoded))?.pattern ?? "(no route)";
    return data ? `${pattern}.data` : pattern;
  };

  return (path) => {
    let found = known.get(path);
    if (found === undefined) {
      found = name(path);
      if (known.size >= KEPT) known.clear();
      known.set(path, found);
    }
    return found;
  };
}
