/** What the scripts and browser tests share: Chromium's flags here, and starting a server to measure. */
import { spawn, type ChildProcess } from "node:child_process";
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

/**
 * Node flags of the production server (also in package.json's "start" and the Dockerfile). It runs
 * the server bundle (scripts/build-server.ts) and loads no TypeScript: a TypeScript module reaching it
 * fails at once instead of loading Node's type stripper (~18 MB resident). A young generation of 4 MB
 * semi-spaces instead of V8's default keeps the server ~100 MB smaller under load (measured: 346 →
 * 214 MB resident after the bench's runs) for the same throughput. The old generation grows by 20 %
 * at a time instead of V8's up-to-fourfold steps, with no hard cap (a larger site still gets the heap it
 * needs): under the load bench 353 → 242 MB resident after reads and 409 → 260–277 MB after writes,
 * for 10–15 % less throughput with writes (more frequent full collections).
 */
export const SERVER_NODE_FLAGS = [
  "--no-experimental-strip-types",
  "--max-semi-space-size=4",
  "--heap-growing-percent=20",
  // V8 gives memory back (its memory reducer's full collections) 2 s after the allocation rate drops,
  // not 8: after a burst of traffic the process is back near its resting size sooner (load bench:
  // 243–252 → 234–247 MB eight seconds after the load). It only acts when the server is quiet.
  "--gc-memory-reducer-start-delay-ms=2000",
];

/** The production server's command line after `node`, as npm start runs it: its flags and the bundle. */
export function productionServerArgs(extraFlags: readonly string[] = []): string[] {
  return [...SERVER_NODE_FLAGS, ...extraFlags, path.join(root, "build", "node", "server.js")];
}

/**
 * The C library's allocator keeps one memory arena per thread that ever allocated (libuv's pool
 * compresses on four): two arenas hold the server ~60 MB smaller after a load, at no measurable cost.
 * A fixed mmap threshold (128 KB, glibc's starting value) keeps every larger block (a full API list, a
 * bundle read at start) in a mapping of its own, given back when freed: by default glibc raises the
 * threshold after the first such free, and those blocks then stay in its heap. Measured: 145–148 → 127–128 MB
 * resident at start, peak under the load bench 246–257 → 242–245 MB, same throughput.
 * Also in package.json's "start" and the Dockerfile.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

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
  options: { nodeFlags?: readonly string[]; pipeStdout?: boolean } = {},
): Promise<ChildProcess> {
  // BENCH_NODE_FLAGS adds flags for one measurement (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const extra = [
    ...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
    ...(options.nodeFlags ?? []),
  ];
  const child = spawn(process.execPath, productionServerArgs(extra), {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
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
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
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
