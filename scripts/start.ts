/** `npm start`: builds the site when needed, then serves it in production mode. */
import { buildIfNeeded, root } from "./build-if-needed.ts";

buildIfNeeded();
process.env.NODE_ENV = "production";
process.chdir(root);
const { runServer } = await import("../server.ts");
await runServer();
