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
  if (!needsBuild(path.join(root, "build", "server", "index.js"))) return;
  console.log("Building the site (first start or sources changed)...");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
}
