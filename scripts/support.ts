/** What the scripts and browser tests share: Chromium's flags here, and starting a server to measure. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** Chromium from Debian, headless and quiet on this closed network (RECIPES.md). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function waitFor(url: string, tries = 200): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts the built server (production mode) on a port and data folder; resolves once it answers. */
export async function startBuiltServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_REQUESTS: "0",
      ...env,
    },
    stdio: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
  } catch (err) {
    child.kill();
    throw err;
  }
  return child;
}
