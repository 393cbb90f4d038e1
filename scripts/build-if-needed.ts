/**
 * Builds the site and the server bundle when either is missing or older than the sources (used by
 * `npm start`, the bench and the test command). `node scripts/build-if-needed.ts` does it on its own:
 * `npm start` runs it first, so that the server's own process loads no TypeScript.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { root } from "./support.ts";

export { root };

const SITE_BUILD = path.join(root, "build", "server", "index.js");
const SERVER_BUNDLE = path.join(root, "build", "node", "server.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function olderThan(built: string, sources: number): boolean {
  return !fs.existsSync(built) || sources > fs.statSync(built).mtimeMs;
}

export function buildIfNeeded(): void {
  const builder = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
  // A production install (npm ci --omit=dev, as in the Dockerfile) has the build and not the tools:
  // it serves the build it was given.
  if (!fs.existsSync(builder)) {
    if (fs.existsSync(SITE_BUILD) && fs.existsSync(SERVER_BUNDLE)) return;
    throw new Error(
      "There is no build (build/server/index.js, build/node/server.js) and no build tools: run `npm ci && npm run build`.",
    );
  }
  const app = newestMtime(path.join(root, "app"));
  const site = Math.max(
    app,
    newestMtime(path.join(root, "public")),
    fs.statSync(path.join(root, "vite.config.ts")).mtimeMs,
  );
  if (olderThan(SITE_BUILD, site)) {
    console.log("Building the site (first start or sources changed)...");
    execFileSync(process.execPath, [builder, "build"], { cwd: root, stdio: "inherit" });
  }
  // After the site's build, which empties build/ (build/node too) as it starts.
  if (olderThan(SERVER_BUNDLE, Math.max(app, fs.statSync(path.join(root, "server.ts")).mtimeMs))) {
    console.log("Bundling the server (first start or sources changed)...");
    execFileSync(process.execPath, [path.join(root, "scripts", "build-server.ts")], {
      cwd: root,
      stdio: "inherit",
    });
  }
}

if (import.meta.main) buildIfNeeded();
