import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/admin-routes.ts";
import { PLATFORMS, STATIC_PAGES } from "./content/site-pages.ts";
import { FEED_ADDRESSES, SITEMAP_FILES, SITEMAP_PATH, sitemapFilePath } from "./content/sitemap-feeds.ts";

/** The whole URL map (docs/product.md "The public site", "The editing area"), written out in one place. */
export default [
  index("routes/site/home.tsx", { id: "home" }),
  route("home", "routes/site/home.tsx", { id: "home-alias" }),
  route("manifiesto", "routes/site/manifiesto.tsx"),
  route("plataformas", "routes/site/plataformas.tsx"),
  route("plataformas/:platform", "routes/site/redirect-platform.tsx"),
  route("platforms", "routes/site/redirect-platforms.tsx"),
  ...PLATFORMS.map((name) => route(name, "routes/site/platform-landing.tsx", { id: name })),
  route("labs", "routes/site/labs.tsx"),
  route("acerca", "routes/site/acerca.tsx"),
  route("design-system", "routes/site/design-system.tsx"),
  route("message", "routes/site/message.tsx"),
  route("example", "routes/site/example.tsx"),
  ...STATIC_PAGES.map(({ name }) => route(name, "routes/site/static-page.tsx", { id: `static-${name}` })),

  route("articles", "routes/site/articles.tsx"),
  route("article/:id", "routes/site/article.tsx"),
  route("documentation", "routes/site/documentation.tsx", { id: "documentation" }),
  route("docs", "routes/site/documentation.tsx", { id: "docs" }),
  route("document/:id", "routes/site/document.tsx"),
  route("projects", "routes/site/projects.tsx"),
  route("project/:name", "routes/site/project.tsx"),
  route("products", "routes/site/products.tsx"),
  route("product/:name", "routes/site/product.tsx"),
  route("bios", "routes/site/bios.tsx"),
  route("bio/:name", "routes/site/bio.tsx"),
  route("book", "routes/site/book.tsx"),
  route("chapter/:name", "routes/site/chapter.tsx"),
  route("manifest", "routes/site/manifest.tsx"),
  route("chatbot", "routes/site/chatbot.tsx"),

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

  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
