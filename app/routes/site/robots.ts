/** /robots.txt: a resource route (a loader, no page). */
export { loader } from "./robots.server.ts";
