/** What the scripts and browser tests share: Chromium's flags here, and starting a server to measure. */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/**
 * Chromium from Debian (Playwright's own download does not work here), headless, and without background
 * networking, which would flood a closed network with refused connections.
 */
/** The whole Chromium: what Lighthouse drives, and the only one with Chromium's PDF viewer. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * What the browser tests drive: Chromium's headless shell (Debian's chromium-headless-shell), the same
 * Blink and V8 without the whole browser's processes around them. The browser suite took half the CPU
 * with it (content-a11y, site-a11y and xss: Chromium's processes 227 → 88 CPU-seconds, 2.1 → 1.3 min).
 * The whole Chromium stands in where it is not installed.
 */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH ??
  (fs.existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Node with the product's runtime settings (npm run export, import and backup run through it). */
export const NODE_LAUNCHER = path.join(root, "scripts", "node.sh");

/** The production server's one launcher (its runtime flags and allocator settings), as npm start runs it. */
export const SERVER_LAUNCHER = path.join(root, "scripts", "serve.sh");

/**
 * Starts the production server as npm start does, with extra Node flags for one run; the launcher execs
 * node, so the child's PID is the server's own (signals reach it).
 */
export function spawnProductionServer(
  options: SpawnOptions,
  extraFlags: readonly string[] = [],
): ChildProcess {
  return spawn(SERVER_LAUNCHER, [...extraFlags], {
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env, NODE: process.execPath },
  });
}

export async function waitFor(url: string, tries = 200, everyMs = 100): Promise<void> {
  for (let i = 0; i < tries * (100 / everyMs); i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts the built server (production mode) on a port and data folder; resolves once it answers. */
export async function startBuiltServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  /** pollMs: how often to ask whether it answers (a start-up time is measured to that much). */
  options: { nodeFlags?: readonly string[]; pipeStdout?: boolean; pollMs?: number } = {},
): Promise<ChildProcess> {
  // BENCH_NODE_FLAGS adds flags for one measurement (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const extra = [
    ...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
    ...(options.nodeFlags ?? []),
  ];
  const child = spawnProductionServer(
    {
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        // BENCH_SERVER_LOG=<file> keeps the server's log, one line per request with its time, to see
        // which requests were slow.
        LOG_REQUESTS: process.env.BENCH_SERVER_LOG ? "1" : "0",
        ...env,
      },
      stdio: options.pipeStdout
        ? ["ignore", "pipe", "inherit"]
        : process.env.BENCH_SERVER_LOG
          ? ["ignore", fs.openSync(process.env.BENCH_SERVER_LOG, "w"), "inherit"]
          : "ignore",
    },
    extra,
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 200, options.pollMs);
  } catch (err) {
    child.kill();
    throw err;
  }
  return child;
}

/**
 * CPU time (ms) a server has used: its main thread (where requests are answered) and the whole process
 * (V8's collector threads, the thread pool). Per request, it compares two builds far more steadily than
 * req/s on this machine, whose speed drifts by a third from one minute to the next.
 */
export function cpuMs(pid: number): { main: number; all: number } {
  const ticks = (file: string) => {
    const f = fs.readFileSync(file, "utf8").split(") ")[1]!.split(" ");
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  return { main: ticks(`/proc/${pid}/task/${pid}/stat`), all: ticks(`/proc/${pid}/stat`) };
}
