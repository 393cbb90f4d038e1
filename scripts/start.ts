/**
 * `npm start`: builds the site when the build is missing or older than the sources, then serves it
 * in production mode.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build", "server", "index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(): boolean {
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, "app")),
    newestMtime(path.join(root, "public")),
    fs.statSync(path.join(root, "vite.config.ts")).mtimeMs,
  );
  return sources > fs.statSync(built).mtimeMs;
}

if (needsBuild()) {
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
process.env.NODE_ENV = "production";
process.chdir(root);
const { startServer } = await import("../server.ts");
await startServer();
