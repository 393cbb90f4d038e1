import fs from "node:fs";
import { Writable } from "node:stream";
import fc from "fast-check";
import { Suspense, type ComponentType, type ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  createRequestHandler,
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  Links,
  Meta,
  Outlet,
  Scripts,
  ServerRouter,
  StaticRouter,
  useLoaderData,
  type EntryContext,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the one patch that lives in browser code, tested with the others
import { serverAnchor } from "../components/site-link.tsx";
import {
  dataHandoff,
  KEPT_PATHS,
  keepRouteMatches,
  renderDocumentAtOnce,
  VERIFIED_WITH,
} from "./react-router-internals.server.ts";

/*
 * Every patch of React Router's behaviour (react-router-internals.server.ts, and serverAnchor in
 * app/components/site-link.tsx) against React Router itself, as installed: what the patched code writes
 * is what React Router writes. Run on every upgrade of React Router; the first test says when one happened.
 */

/** What the tree of pages a render goes through writes, as React's stream gives it once all is ready. */
function streamed(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        let html = "";
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              html += chunk.toString("utf8");
              callback();
            },
            final(callback) {
              resolve(html);
              callback();
            },
          }),
        );
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

describe("the React Router these patches were checked against", () => {
  it(`is the one installed (${VERIFIED_WITH}); after an upgrade, check and measure them again`, () => {
    const installed = (
      JSON.parse(fs.readFileSync("node_modules/react-router/package.json", "utf8")) as { version: string }
    ).version;
    expect(
      installed,
      "React Router was upgraded: run this suite, measure each patch again (npm run bench -- --renders, " +
        "with and without it; docs/performance.md), remove any whose saving is gone, then set VERIFIED_WITH " +
        "in app/server/react-router-internals.server.ts",
    ).toBe(VERIFIED_WITH);
  });
});

// ---- A whole document at once, against React Router's own render ------------------------------------

/** A small framework-mode app: a root document, and an article whose loader data must reach the browser. */
function Root() {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
function Article() {
  const { title } = useLoaderData<{ title: string }>();
  return (
    <main>
      <h1>{title}</h1>
      <RouterLink to="/articles">Artículos</RouterLink>
    </main>
  );
}
// What a stored text may hold: characters that could end a script, start markup or break a line in it.
const HOSTILE = `Ética </script><script>alert(1)</script> <!--$!--> a & b > c \u2028\u2029 "quoted" día 🌍`;

const entryRoute = (id: string, path: string | undefined, parentId?: string, hasLoader = false) => ({
  id,
  path,
  parentId,
  index: undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

/** Renders each document both ways, by turns: React Router's own (stream) and this server's (at once). */
function appRenderedBy(
  way: { current: "react-router" | "at-once" },
  seen: StaticHandlerContext[],
): ServerBuild {
  const handleRequest = async (request: Request, status: number, headers: Headers, context: EntryContext) => {
    seen.push(context.staticHandlerContext);
    const element = <ServerRouter context={context} url={request.url} />;
    let html: string | undefined;
    if (way.current === "react-router") html = await streamed(element);
    else {
      keepRouteMatches(context.staticHandlerContext);
      html = await renderDocumentAtOnce(context, () => renderToString(element));
    }
    headers.set("content-type", "text/html; charset=utf-8");
    return new Response(html ?? "suspended", { status, headers });
  };
  return {
    entry: { module: { default: handleRequest } },
    routes: {
      root: { id: "root", path: "", module: { default: Root } },
      article: {
        id: "article",
        parentId: "root",
        path: "en/article/:name",
        module: { default: Article, loader: ({ params }) => ({ title: `${params.name}: ${HOSTILE}` }) },
      },
      articles: {
        id: "articles",
        parentId: "root",
        path: "articles",
        module: { default: () => <p>lista</p> },
      },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {
        root: entryRoute("root", ""),
        article: entryRoute("article", "en/article/:name", "root", true),
        articles: entryRoute("articles", "articles", "root"),
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

describe("a whole document rendered at once", () => {
  it("is React Router's own document byte for byte: the page, its partial route manifest and its data hand-off", async () => {
    const way = { current: "react-router" as "react-router" | "at-once" };
    const seen: StaticHandlerContext[] = [];
    const handle = createRequestHandler(appRenderedBy(way, seen), "production");
    const render = async (path: string) => (await handle(new Request(`http://localhost${path}`))).text();
    for (const path of ["/en/article/etica", "/en/article/otra%20p%C3%A1gina", "/articles"]) {
      way.current = "react-router";
      const theirs = await render(path);
      way.current = "at-once";
      const ours = await render(path);
      // Twice: the second render matches the parent paths from what the first kept.
      const again = await render(path);
      expect(ours, path).toBe(theirs);
      expect(again, path).toBe(theirs);
      expect(ours).toMatch(/^<!DOCTYPE html><html lang="es">/);
      expect(ours).toContain("window.__reactRouterManifest");
      expect(ours).toContain("streamController.close()");
      expect(ours).not.toContain("<script>alert(1)");
    }
    expect(seen.length).toBe(9);
    // The article's data reached its page and its hand-off; the partial manifest names its parents' routes.
    way.current = "at-once";
    const article = await render("/en/article/etica");
    expect(article).toContain("<h1>etica: Ética &lt;/script&gt;");
    expect(article).toMatch(/enqueue\(".*etica: Ética \\u003c\/script\\u003e/);
    expect(article).toMatch(/"routes": \{\s*"root"[\s\S]*"article"/);
  });
});

// ---- The loader data's hand-off, against React Router's StreamTransfer -------------------------------

/*
 * The component is not exported, so it is loaded from the installed package's file (an upgrade that
 * changes or moves it fails here instead of in visitors' browsers).
 */
interface StreamTransferProps {
  context: { renderMeta: { didRenderScripts: boolean } };
  identifier: number;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  textDecoder: TextDecoder;
}
// Its declarations leave the component out: the props above are those of its source.
const { StreamTransfer } =
  (await import("../../node_modules/react-router/dist/production/lib/dom/ssr/single-fetch.js")) as unknown as {
    StreamTransfer: ComponentType<StreamTransferProps>;
  };

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      // One chunk per turn, as an encoder that waits for data would give them.
      await new Promise((r) => setImmediate(r));
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the loader data's hand-off to the browser", () => {
  const cases: Record<string, Uint8Array[]> = {
    "one chunk": [bytes('[{"_1":2},"loaderData",{"title":"Ética"}]\n')],
    "several chunks (deferred values)": [bytes('[{"_1":2},"a"]\n'), bytes('P1:["b"]\n'), bytes('P2:["c"]\n')],
    "no data": [],
    "characters that could end the script or start markup": [
      bytes(`["</script><script>alert(1)</script>","<!--$!-->","a & b > c","\u2028\u2029","\\"quoted\\""]\n`),
    ],
    // A character split between two chunks is decoded whole, as the browser's router reads it.
    "a character split across chunks": (() => {
      const all = bytes('["día ñandú 🌍"]\n');
      return [all.slice(0, 4), all.slice(4, 13), all.slice(13)];
    })(),
  };

  for (const [name, chunks] of Object.entries(cases)) {
    it(`writes what React Router's StreamTransfer writes: ${name}`, async () => {
      const expected = await streamed(
        <Suspense>
          <StreamTransfer
            context={{ renderMeta: { didRenderScripts: true } }}
            identifier={0}
            reader={streamOf(chunks.map((c) => c.slice())).getReader()}
            textDecoder={new TextDecoder()}
          />
        </Suspense>,
      );
      const actual = await dataHandoff(streamOf(chunks.map((c) => c.slice())));
      expect(actual).toBe(expected);
      expect(actual).toContain("streamController.close()");
    });
  }

  it("never lets the data close its script element", async () => {
    const html = await dataHandoff(streamOf([bytes('["</script><img src=x onerror=alert(1)>"]')]));
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the enqueue script's and the close script's
    expect(html).not.toContain("<img");
  });
});

// ---- Route matches kept between renders ---------------------------------------------------------------

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

// ---- The site's links, against React Router's Link --------------------------------------------------

type Props = Parameters<typeof serverAnchor>[1];

/** What React Router's own Link writes on the server, inside a router at `location`. */
function routerMarkup(href: string, props: Props, location = "/en/articles") {
  return renderToString(
    <StaticRouter location={location}>
      <RouterLink to={href} {...props} />
    </StaticRouter>,
  );
}

function ourMarkup(href: string, props: Props, location = "/en/articles") {
  const anchor = serverAnchor(href, props);
  if (!anchor) return undefined;
  return renderToString(<StaticRouter location={location}>{anchor}</StaticRouter>);
}

// The props the site's links pass (header, footer, cards, pagination), and the router's own options.
const PROP_SETS: Props[] = [
  {},
  { children: "Artículos" },
  { className: "brand", onClick: () => undefined, children: ["Simbiosis", " ", <span key="s">IA</span>] },
  { "aria-current": "page", className: "active", children: "Inicio" },
  { "aria-label": 'Página "2" <siguiente>', rel: "next", children: "›" },
  { target: "_blank", rel: "noopener", children: "PDF" },
  { replace: true, state: { from: 1 }, preventScrollReset: true, viewTransition: true, children: "x" },
  { prefetch: "intent", children: "x" },
  { relative: "path", children: "x" },
  { lang: "en", hrefLang: "en", children: "English" },
];

const PLAIN = [
  "/",
  "/articles",
  "/en/articles",
  "/en/",
  "/article/bench-articulo-00001",
  "/articles?q=%C3%A9tica&page=2",
  "/articles?q=a?b",
  "/manifiesto#principios",
  "/en/articles?tag=ia#results",
  "/content/informe%20final.pdf",
  "/.well-known/security.txt",
  "/a/.../b",
  "/artículo/ñandú",
  '/x"><script>alert(1)</script>',
  "/a b/c",
];

const NOT_PLAIN = [
  "",
  "articles",
  "./articles",
  "../articles",
  "/a/./b",
  "/a/../b",
  "/a/..",
  "//evil.example/x",
  "/a//b",
  "/a\\b",
  "\\\\evil",
  "/x?",
  "/x#",
  "/x?a#",
  "?q=1",
  "#main",
  "https://example.org/a",
  "mailto:hola@simbiosis.example",
  "javascript:alert(1)",
];

describe("serverAnchor: the public site's links written on the server", () => {
  it("writes the same markup as React Router's Link for plain paths, with every kind of prop the site passes", () => {
    for (const href of PLAIN)
      for (const props of PROP_SETS) {
        const ours = ourMarkup(href, props);
        expect(ours, `${href} ${JSON.stringify(props)}`).toBeDefined();
        expect(ours).toBe(routerMarkup(href, props));
      }
  });

  it("the same wherever the page is (links resolve from the root, never from the current address)", () => {
    for (const location of ["/", "/en/article/x/", "/a/b/c?d=1#e"])
      for (const href of ["/", "/articles", "/en/book#c2"])
        expect(ourMarkup(href, { children: "x" }, location)).toBe(
          routerMarkup(href, { children: "x" }, location),
        );
  });

  it("leaves to React Router what it would write differently: relative, external and non-normal paths", () => {
    for (const href of NOT_PLAIN) expect(serverAnchor(href, { children: "x" }), href).toBeUndefined();
  });

  it("leaves to React Router the options that change the markup", () => {
    const options: Props[] = [
      { discover: "none" },
      { prefetch: "render" },
      { prefetch: "viewport" },
      { reloadDocument: true },
      { mask: "/other" },
    ];
    for (const props of options)
      expect(serverAnchor("/articles", props), JSON.stringify(props)).toBeUndefined();
  });

  it("agrees with React Router for any path it accepts (fuzzed)", () => {
    const segment = fc.oneof(
      fc.stringMatching(/^[\w.%~!$&'()*+,;=:@ñé" <>-]{1,12}$/),
      fc.constantFrom(".", "..", "", "\\"),
    );
    const path = fc
      .tuple(
        fc.array(segment, { maxLength: 4 }),
        fc.boolean(),
        fc.option(fc.stringMatching(/^[\w=&%?/.-]{1,10}$/)),
        fc.option(fc.stringMatching(/^[\w#/.-]{1,8}$/)),
      )
      .map(([segments, slash, search, hash]) => {
        const base = `/${segments.join("/")}${slash && segments.length ? "/" : ""}`;
        return `${base}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
      });
    fc.assert(
      fc.property(path, (href) => {
        const ours = ourMarkup(href, { children: "x" });
        return ours === undefined || ours === routerMarkup(href, { children: "x" });
      }),
      { numRuns: 400 },
    );
  });
});
