/** Builds the site when the build is missing or older than the sources (used by start and bench). */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { root } from "./support.ts";

export { root };

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(built: string): boolean {
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, "app")),
    newestMtime(path.join(root, "public")),
    fs.statSync(path.join(root, "vite.config.ts")).mtimeMs,
  );
  return sources > fs.statSync(built).mtimeMs;
}

export function buildIfNeeded(): void {
  const built = path.join(root, "build", "server", "index.js");
  const builder = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
  // A production install (npm ci --omit=dev, as in the Dockerfile) has the build and not the tools:
  // it serves the build it was given.
  if (!fs.existsSync(builder)) {
    if (fs.existsSync(built)) return;
    throw new Error(
      "There is no build (build/server/index.js) and no build tools: run `npm ci && npm run build`.",
    );
  }
  if (!needsBuild(built)) return;
  console.log("Building the site (first start or sources changed)...");
  execFileSync(process.execPath, [builder, "build"], { cwd: root, stdio: "inherit" });
}
