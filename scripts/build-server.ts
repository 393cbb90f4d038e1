/**
 * `npm run build`, second step: server.ts and the server code it imports (app/server, app/content, …) in
 * one JavaScript module, build/node/server.js, which `npm start` and the container run. The production
 * process then loads no TypeScript: Node's type stripping keeps its compiler (a WebAssembly build of swc,
 * ~18 MB resident) for the life of the process. Packages stay imports of node_modules, as the React
 * Router build leaves them; the context tokens stay one module both bundles import (app/context-tokens.js).
 */
import path from "node:path";
import { build } from "rolldown";
import { root } from "./support.ts";

const SERVER_BUNDLE = path.join(root, "build", "node", "server.js");

/** Imports the bundle leaves to Node: packages, built-ins, and the shared context tokens. */
function external(id: string): boolean {
  if (id === "#app/context-tokens.js") return true;
  return !id.startsWith(".") && !id.startsWith("#") && !path.isAbsolute(id) && !id.startsWith("\0");
}

export async function buildServer(): Promise<void> {
  await build({
    input: path.join(root, "server.ts"),
    cwd: root,
    platform: "node",
    external,
    output: {
      dir: path.dirname(SERVER_BUNDLE),
      format: "esm",
      entryFileNames: path.basename(SERVER_BUNDLE),
      // Modules server.ts loads on demand (the demo seed, S3, PDF checks) stay chunks of their own.
      chunkFileNames: "[name]-[hash].js",
      cleanDir: true,
    },
    logLevel: "warn",
  });
}

if (import.meta.main) await buildServer();
