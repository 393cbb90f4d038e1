/** The article feeds: a resource route (a loader, no page). */
export { loader } from "./feed.server.ts";
