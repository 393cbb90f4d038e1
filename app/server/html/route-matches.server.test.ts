import { createStaticHandler, createStaticRouter, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { KEPT_PATHS, keepRouteMatches } from "./route-matches.server.ts";

/* A route tree shaped like the site's: a root layout, pages in Spanish, the same pages under /en. */
const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "articles", path: "articles" },
      { id: "article", path: "article/:name" },
      {
        id: "en",
        path: "en",
        children: [
          { id: "en-home", index: true },
          { id: "en-article", path: "article/:name" },
        ],
      },
      { id: "missing", path: "*" },
    ],
  },
];

async function contextFor(url: string): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("a route answered a Response");
  return context;
}

const handler = createStaticHandler(routes);
const ids = (matches: Array<{ route: { id: string } }> | null) => matches?.map((m) => m.route.id);

/** The handler's matcher, counting what is matched through it (the same function for every request). */
function counting() {
  const matched: unknown[] = [];
  return {
    matched,
    wrap: (context: StaticHandlerContext, original: StaticHandlerContext["_match"]) => {
      context._match = (location) => {
        matched.push(location);
        return original(location);
      };
    },
  };
}

describe("route matches kept between renders", () => {
  it("matches each path once for every request of the process, with the same answer", async () => {
    const first = await contextFor("/en/article/etica");
    const second = await contextFor("/article/datos");
    const original = first._match;
    expect(second._match).toBe(original); // one matcher per static handler, as keepRouteMatches assumes
    const expected = ["/", "/en", "/en/article"].map((p) => ids(original(p)));

    const { matched, wrap } = counting();
    wrap(first, original);
    second._match = first._match;
    keepRouteMatches(first);
    keepRouteMatches(second);
    expect(second._match).toBe(first._match);

    // What React Router's <Scripts> asks for each render: the page's parent paths.
    for (const context of [first, second, first]) {
      const router = createStaticRouter(handler.dataRoutes, context);
      expect(["/", "/en", "/en/article"].map((p) => ids(router.match(p)))).toEqual(expected);
    }
    expect(matched).toEqual(["/", "/en", "/en/article"]);
    expect(expected).toEqual([
      ["root", "home"],
      ["root", "en", "en-home"],
      ["root", "missing"],
    ]);
  });

  it("matches a location object afresh each time", async () => {
    const context = await contextFor("/");
    const { matched, wrap } = counting();
    wrap(context, context._match);
    keepRouteMatches(context);
    const location = { pathname: "/articles" };
    expect(ids(context._match(location))).toEqual(["root", "articles"]);
    expect(ids(context._match(location))).toEqual(["root", "articles"]);
    expect(matched).toEqual([location, location]);
  });

  it("keeps a bounded number of paths, whatever addresses visitors make up", async () => {
    const context = await contextFor("/");
    const { matched, wrap } = counting();
    wrap(context, context._match);
    keepRouteMatches(context);
    context._match("/");
    for (let i = 0; i < KEPT_PATHS; i++) context._match(`/made-up-${i}`);
    // The kept paths were let go when the bound was reached: "/" is matched again, and right.
    expect(ids(context._match("/"))).toEqual(["root", "home"]);
    expect(matched.filter((p) => p === "/")).toHaveLength(2);
    expect(ids(context._match("/made-up-3"))).toEqual(["root", "missing"]);
  });

  it("wraps a matcher once, however often a render asks", async () => {
    const context = await contextFor("/");
    const { matched, wrap } = counting();
    wrap(context, context._match);
    keepRouteMatches(context);
    const memo = context._match;
    keepRouteMatches(context);
    expect(context._match).toBe(memo);
    context._match("/en");
    context._match("/en");
    expect(matched).toEqual(["/en"]);
  });

  it("leaves a context without a matcher of its own as it is", () => {
    const context = { matches: [] } as unknown as StaticHandlerContext;
    keepRouteMatches(context);
    expect(context._match).toBeUndefined();
  });
});
