import type { Route } from "./+types/robots";
import { publicOrigin } from "../../server/site/feeds.server.ts";

/*
 * /robots.txt. Made here rather than kept in public/: its Sitemap line must be an absolute URL
 * (robots.txt's rules; Lighthouse's SEO audit fails a relative one), and the origin is known per request.
 */
export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${publicOrigin(context)}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), { headers: { "content-type": "text/plain; charset=utf-8" } });
}
