import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.server.ts";

/** A document in the shape React Router 8's <Scripts> writes (tests/e2e/first-paint.spec.ts checks real pages). */
const page = (loader: string) =>
  '<html><head><style>a{}</style><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-2.js"/><link rel="icon" href="/favicon.svg"/></head>' +
  `<body><main>Texto</main><script>window.__ctx={}</script><script type="module" async="">${loader}</script>` +
  "<script>window.__ctx.stream=1</script></body></html>";

const ROUTER_LOADER = [
  ";",
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/manifiesto-4.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"manifiesto":route1};',
  "",
  'import("/assets/entry.client-1.js");',
].join("\n");

describe("hydration after the first paint", () => {
  it("takes the preloads out of the head and runs React Router's loader, imports made dynamic, after a frame", () => {
    const html = hydrateAfterFirstPaint(page(ROUTER_LOADER));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    const loader = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(loader).not.toMatch(/^\s*import\s+\*/m);
    expect(loader).toContain('["/assets/entry.client-1.js","/assets/framework-2.js"]');
    expect(loader).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/manifiesto-4.js")]);',
    );
    expect(loader).toContain('window.__reactRouterRouteModules = {"root":route0,"manifiesto":route1};');
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    // Everything else is where it was: the data scripts before and after, the content.
    expect(html.replace(/<script type="module"[\s\S]*?<\/script>/, "")).toBe(
      page(ROUTER_LOADER)
        .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
        .replace(/<script type="module"[\s\S]*?<\/script>/, ""),
    );
  });

  it("runs as JavaScript: the loader parses as a module body", () => {
    const loader = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      hydrateAfterFirstPaint(page(ROUTER_LOADER)),
    )![1]!;
    // An async function's body accepts what a module body without static imports accepts here.
    expect(() => new Function(`return (async () => {${loader}})`)).not.toThrow();
  });

  it("leaves a document it does not know as it is", () => {
    const unknown = page('import { hydrate } from "/assets/x.js";\nhydrate();');
    expect(hydrateAfterFirstPaint(unknown)).toBe(unknown);
    const noScript = "<html><head></head><body><p>x</p></body></html>";
    expect(hydrateAfterFirstPaint(noScript)).toBe(noScript);
  });
});
