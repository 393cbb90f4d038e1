import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/admin-routes.ts";
import { routeName } from "./content/route-names.ts";
import { PLATFORMS, staticPagesIn } from "./content/site-pages.ts";
import { FEED_ADDRESSES, SITEMAP_FILES, SITEMAP_PATH, sitemapFilePath } from "./content/sitemap-feeds.ts";

/**
 * The public screens, once per language: Spanish at the paths of docs/product.md, English under /en/
 * with the English names of the fixed screens (app/content/route-names.ts: `en/manifesto` for
 * `manifiesto`; app/content/addresses.ts). Each route module serves both; the English copies get ids of
 * their own ("en-" + the Spanish id). The other language's name under a prefix (`/en/manifiesto`) is
 * answered before the router, with a 301 (app/server/addresses/).
 */
function siteRoutes(lang: "es" | "en"): RouteConfigEntry[] {
  const named = (path: string) => {
    const [first = "", ...rest] = path.split("/");
    return [routeName(first, lang), ...rest].join("/");
  };
  const at = (path: string) => (lang === "es" ? path : path ? `en/${named(path)}` : "en");
  const id = (name: string) => (lang === "es" ? name : `en-${name}`);
  const page = (path: string, file: string, name: string) => route(at(path), file, { id: id(name) });
  return [
    lang === "es" ? index("routes/site/home.tsx", { id: "home" }) : page("", "routes/site/home.tsx", "home"),
    page("home", "routes/site/home.tsx", "home-alias"),
    page("manifiesto", "routes/site/manifiesto.tsx", "manifiesto"),
    page("plataformas", "routes/site/plataformas.tsx", "plataformas"),
    page("plataformas/:platform", "routes/site/redirect-platform.tsx", "redirect-platform"),
    ...PLATFORMS.map((name) => page(name, "routes/site/platform-landing.tsx", name)),
    page("labs", "routes/site/labs.tsx", "labs"),
    page("acerca", "routes/site/acerca.tsx", "acerca"),
    page("design-system", "routes/site/design-system.tsx", "design-system"),
    page("message", "routes/site/message.tsx", "message"),
    page("example", "routes/site/example.tsx", "example"),
    ...staticPagesIn(lang).map(({ name }) => page(name, "routes/site/static-page.tsx", `static-${name}`)),

    page("articles", "routes/site/articles.tsx", "articles"),
    page("article/:id", "routes/site/article.tsx", "article"),
    page("documentation", "routes/site/documentation.tsx", "documentation"),
    page("docs", "routes/site/documentation.tsx", "docs"),
    page("document/:id", "routes/site/document.tsx", "document"),
    page("projects", "routes/site/projects.tsx", "projects"),
    page("project/:name", "routes/site/project.tsx", "project"),
    page("products", "routes/site/products.tsx", "products"),
    page("product/:name", "routes/site/product.tsx", "product"),
    page("bios", "routes/site/bios.tsx", "bios"),
    page("bio/:name", "routes/site/bio.tsx", "bio"),
    page("book", "routes/site/book.tsx", "book"),
    page("chapter/:name", "routes/site/chapter.tsx", "chapter"),
    page("manifest", "routes/site/manifest.tsx", "manifest"),
    page("chatbot", "routes/site/chatbot.tsx", "chatbot"),
    // A person's data on request (app/content/personal-data.ts MY_DATA_PATH).
    page("mis-datos", "routes/site/my-data.tsx", "my-data"),
    // The site search: /buscar, /en/search.
    page("buscar", "routes/site/search.tsx", "buscar"),
    // Any other address: the 404 page, in the language of the address.
    page("*", "routes/site/not-found.tsx", "not-found"),
  ];
}

/** The whole URL map (docs/product.md "The public site", "The editing area"), written out in one place. */
export default [
  ...siteRoutes("es"),
  ...siteRoutes("en"),

  ...adminRoutes,

  // Resource routes (XML and text answers, no page): docs/architecture.md "Sitemap and feeds".
  route("robots.txt", "routes/site/robots.ts"),
  route(SITEMAP_PATH, "routes/site/sitemap.ts", { id: "sitemap" }),
  ...Array.from({ length: SITEMAP_FILES }, (_, i) =>
    route(sitemapFilePath(i + 1), "routes/site/sitemap.ts", { id: `sitemap-${i + 1}` }),
  ),
  ...Object.entries(FEED_ADDRESSES).flatMap(([lang, paths]) =>
    Object.entries(paths).map(([format, path]) =>
      route(path, "routes/site/feed.ts", { id: `feed-${lang}-${format}` }),
    ),
  ),
] satisfies RouteConfig;
