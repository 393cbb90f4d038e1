import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { Link as RouterLink, StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { serverAnchor } from "./site-link.tsx";

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
