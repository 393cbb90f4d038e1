import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { memo } from "./memo.server.ts";

/*
 * Freed memory given back to the system once the copy is quiet; figures in
 * docs/performance.md "2026-11-28 (night): freed memory given back when the copy is quiet (issue 44, item 5)".
 * V8 keeps the pages its collections free pooled for reuse, resident: after a burst of work (the assistant's
 * index built at start, a crowd of requests) the process keeps holding them although its heap is small again. Only a memory-reducing ("last resort") collection gives them
 * back, and it holds the main thread for as long as a full collection, so it runs only when the copy has been
 * quiet for a while and holds markedly more than after the last release. The C library's allocator does the same
 * with what it frees (the rows a store read handed over, compression buffers): glibc keeps freed blocks for reuse
 * and gives back only the top of its heap; `malloc_trim` gives the rest back too, figures in
 * docs/performance.md "2026-11-28 (late): the C allocator's free blocks given back too (issue 44, items 4 and 5)".
 */

type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/** V8's collector, taken from a context of its own: `gc` is not made a global of the server's code. */
const collector = memo("memory.collector", (): Collect => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as Collect;
});

/**
 * glibc's `malloc_trim(0)`, through koffi (a C function called from JavaScript; its binary comes prebuilt with the
 * package): undefined where the C library is not glibc (musl, macOS, Windows) or koffi cannot load. Loaded on the
 * first release, not at start.
 */
const mallocTrim = memo("memory.mallocTrim", (): (() => void) | undefined => {
  if (process.platform !== "linux") return undefined;
  try {
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    const trim = koffi.load("libc.so.6").func("int malloc_trim(size_t)") as (pad: number) => number;
    return () => void trim(0);
  } catch {
    return undefined;
  }
});

const mb = (bytes: number) => bytes / 1024 / 1024;

export interface Release {
  beforeMb: number;
  afterMb: number;
  ms: number;
}

/** Collects everything collectable and gives the freed pages back; what the process held before and after. */
export function releaseFreedMemory(): Release {
  const beforeMb = mb(process.memoryUsage.rss());
  const started = performance.now();
  collector()({ type: "major", execution: "sync", flavor: "last-resort" });
  mallocTrim()?.();
  return { beforeMb, afterMb: mb(process.memoryUsage.rss()), ms: performance.now() - started };
}

export interface IdleRelease {
  /** Looks now, as the timer does (tests). */
  check(): Release | undefined;
  stop(): void;
}

/**
 * Every `intervalMs`, when the event loop was busy less than `quietShare` of the time over the last
 * `quietLooks` looks (no crowd, no background work such as the assistant's index being built: a short pause
 * between two bursts is not enough) and the process holds `growthMb` more than after the last release (or
 * than at the start), releases the freed memory.
 */
export function startIdleRelease(options: {
  intervalMs: number;
  growthMb: number;
  quietShare?: number;
  quietLooks?: number;
  onRelease?: (release: Release) => void;
  /** The process's resident MB, the loop's busy share since the last call, the release (tests give their own). */
  probe?: { rssMb(): number; busyShare(): number; release(): Release };
}): IdleRelease {
  const { quietShare = 0.05, quietLooks = 2, probe = processProbe() } = options;
  let floor = probe.rssMb();
  probe.busyShare();
  let quiet = 0;
  const check = () => {
    quiet = probe.busyShare() < quietShare ? quiet + 1 : 0;
    const rss = probe.rssMb();
    floor = Math.min(floor, rss);
    if (quiet < quietLooks || rss < floor + options.growthMb) return undefined;
    const release = probe.release();
    floor = release.afterMb;
    options.onRelease?.(release);
    return release;
  };
  const timer = setInterval(check, options.intervalMs).unref();
  return { check, stop: () => clearInterval(timer) };
}

/** This process: its RSS, its event loop's utilisation since the last call, V8's memory-reducing collection. */
function processProbe() {
  let since = performance.eventLoopUtilization();
  return {
    rssMb: () => mb(process.memoryUsage.rss()),
    busyShare() {
      const busy = performance.eventLoopUtilization(since).utilization;
      since = performance.eventLoopUtilization();
      return busy;
    },
    release: releaseFreedMemory,
  };
}
