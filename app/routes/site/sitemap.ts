/** /sitemap.xml and /sitemap-{n}.xml: a resource route (a loader, no page). */
export { loader } from "./sitemap.server.ts";
