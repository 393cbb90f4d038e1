/**
 * `npm run bench -- --large [--pages N]` (bench.ts): the site at N pages (default 10,000), on SQLite and,
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. For each: cold start (spawn to the
 * first 200 of /api/health and to the first rendered page), the API and pages against the bare server
 * (the list, article, /articles and search pages also uncached: every request another address), the
 * sitemap (every file) with the server's peak RSS meanwhile, `npm run export` with its own peak RSS,
 * the store's search time per class of query, and the server's RSS after each step. False when a target
 * is missed. The stores are kept in .bench-data/ (bench-data.ts keptData): a second run measures at once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { keptData } from "./bench-data.ts";
import { measureSearch, printSearch, SEARCH_QUERIES } from "./bench-search.ts";
import { NODE_LAUNCHER, root, startBuiltServer } from "./support.ts";
import type { Row } from "./bench.ts";

type Target = Omit<Row, "bare" | "ours" | "bytes"> & { path: string; vary?: (i: number) => string };

/** Start-up: from spawning the server to its first answers (issue 44). */
const START_LIMIT_MS = 2000;
/** The server after the runs, and the sitemap and export while they run. */
const RSS_LIMIT_MB = 250;
const STREAM_RSS_LIMIT_MB = 300;
/** A list (API or /articles) asked for uncached, one request at a time: p50 under this. */
const LIST_P50_MS = 20;
/** The pause before the sitemap: long enough for the server's memory release to run once. */
const SETTLE_MS = 8000;
/** Requests of each kind asked one at a time. */
const SEQUENTIAL = 100;

function rssMb(pid: number, field = "VmRSS"): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The process's peak RSS while `work` runs, sampled every 20 ms. */
async function peakWhile<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number; ms: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const t = performance.now();
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssMb(pid)), ms: performance.now() - t };
  } finally {
    clearInterval(timer);
  }
}

/** The server's background work after start (the assistant's index): resolves when its log says it is built. */
function indexBuilt(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    let seen = "";
    server.stdout!.setEncoding("utf8");
    server.stdout!.on("data", (text: string) => {
      seen = (seen + text).slice(-4096);
      if (seen.includes("assistant index built")) resolve();
    });
  });
}

/**
 * A GET on a connection of its own: fetch's kept-alive connections, idle past the server's keep-alive
 * time while a long answer (a sitemap file) was made, were closed under the next request.
 */
function get(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks).toString("utf8"))
            : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Every sitemap file, as a crawler reads them: the index, then each file it names. */
async function readSitemap(base: string): Promise<{ files: number; urls: number }> {
  const first = await get(`${base}/sitemap.xml`);
  const count = (xml: string) => xml.split("<url>").length - 1;
  if (!first.includes("<sitemapindex")) return { files: 1, urls: count(first) };
  const locs = [...first.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  let urls = 0;
  for (const loc of locs) urls += count(await get(`${base}${loc}`));
  return { files: locs.length, urls };
}

/** `npm run export` of the store to a file: its time, its peak RSS and the archive's size. */
async function runExport(where: { dataDir: string; databaseUrl?: string }) {
  const target = path.join(os.tmpdir(), `simbiosis-bench-export-${process.pid}.tar`);
  const child = spawn(NODE_LAUNCHER, [path.join(root, "scripts", "export.ts"), target], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: where.dataDir,
      DATABASE_URL: where.databaseUrl ?? "",
      NODE_ENV: "production",
      NODE: process.execPath,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number>((r) => child.on("exit", (code) => r(code ?? 1)));
  const { result: code, peak, ms } = await peakWhile(child.pid!, () => exited);
  if (code !== 0) throw new Error(`npm run export exited with ${code}`);
  const bytes = fs.statSync(target).size;
  fs.rmSync(target, { force: true });
  return { ms, peak, bytes };
}

export async function benchLarge(options: {
  totalPages: number;
  port: number;
  measureRows: (base: string, targets: readonly Target[], after?: (row: Row) => void) => Promise<Row[]>;
  printRows: (title: string, rows: readonly Row[]) => boolean;
}): Promise<boolean> {
  const { totalPages, port } = options;
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const databases = [{ label: "SQLite" }, ...(pgUrl ? [{ label: "PostgreSQL", url: pgUrl }] : [])];
  const size = totalPages.toLocaleString("en");
  let ok = true;
  const fail = (met: boolean) => {
    if (!met) ok = false;
    return met ? "" : "  ✗";
  };
  for (const db of databases) {
    console.log(`\n== ${db.label}, ${size} pages ==`);
    const where = await keptData(totalPages, db.url);
    const base = `http://127.0.0.1:${port}`;
    const notes: string[] = [];
    const rss = (step: string, pid: number) => notes.push(`${step}: ${rssMb(pid).toFixed(0)} MB`);

    // Cold start: from spawning the built server to its first health answer and first rendered page.
    const spawned = performance.now();
    let server: ChildProcess | undefined = await startBuiltServer(
      port,
      where.dataDir,
      { DATABASE_URL: where.databaseUrl ?? "" },
      { pollMs: 10, pipeStdout: true },
    );
    const built = indexBuilt(server);
    try {
      const healthMs = performance.now() - spawned;
      await get(`${base}/`);
      const pageMs = performance.now() - spawned;
      const pid = server.pid!;
      rss("started", pid);
      // What the server does in the background after it listens (the assistant's index) is over
      // before anything is measured: it is not what a visitor's request costs.
      await built;
      const backgroundMs = performance.now() - spawned;
      rss("background work done", pid);

      const synthetic = totalPages - 100;
      const name = (i: number) => `bench-articulo-${String(i % synthetic).padStart(5, "0")}`;
      const pagedAt = (i: number) => `/api/prod/pages?limit=50&startKey=${name((i * 37) % (synthetic - 50))}`;
      const articleAt = (i: number) => `/article/${name(i * 7919)}?n=${i}`;
      const listAt = (i: number) => `/articles?page=${1 + ((i * 37) % Math.floor(synthetic / 12))}&n=${i}`;
      const searchAt = (i: number) => {
        const { lang, q } = SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
        return `${lang === "es" ? "/buscar" : "/en/search"}?q=${encodeURIComponent(q)}&n=${i}`;
      };
      const article = name(42);
      const targets: Target[] = [
        { name: "API: one page", path: `/api/prod/pages/${article}`, target: 0.5 },
        {
          name: "API: list, page of 50",
          path: `/api/prod/pages?limit=50&startKey=${name(Math.floor(synthetic / 2))}`,
          target: 0.5,
          p50Limit: 20,
        },
        // Every request another page of the list: what the store itself does, with no cache to help.
        { name: "API: list, uncached pages", path: pagedAt(0), vary: pagedAt, target: 0, p50Limit: 20 },
        // Every request another query (and address): the index and the render, with no cache to help.
        {
          name: "page: search, uncached",
          path: searchAt(0),
          vary: searchAt,
          target: 0,
          minRps: 300,
          p99Limit: 250,
        },
        { name: "page: an article", path: `/article/${article}`, target: 0.3 },
        { name: "page: article, uncached", path: articleAt(0), vary: articleAt, target: 0 },
        { name: "page: /articles", path: "/articles", target: 0.3 },
        { name: "page: /articles, uncached", path: listAt(0), vary: listAt, target: 0 },
      ];
      const rows = await options.measureRows(base, targets, (row) => rss(`after ${row.name}`, pid));
      if (!options.printRows(`${db.label}, ${size} pages`, rows)) ok = false;

      // What one visitor waits for, without nine others queued before them: requests one at a time.
      console.log(`\nuncached, one request at a time (${SEQUENTIAL} each, every one another address)`);
      console.log(`${"target".padEnd(28)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}`);
      let n = 1_000_000;
      for (const [label, at, limit] of [
        ["API: list, page of 50", pagedAt, LIST_P50_MS],
        ["page: /articles", listAt, LIST_P50_MS],
        ["page: an article", articleAt, undefined],
        ["page: search", searchAt, undefined],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < SEQUENTIAL; i++) {
          const t = performance.now();
          await get(`${base}${at(n++)}`);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        const p50 = times[Math.floor(times.length / 2)]!;
        const p95 = times[Math.floor(times.length * 0.95)]!;
        const met = limit === undefined || p50 < limit;
        console.log(
          `${label.padEnd(28)}${p50.toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}${limit ? ` (p50 < ${limit} ms)` : ""}${fail(met)}`,
        );
      }
      rss("after the one-at-a-time requests", pid);

      console.log(
        `\ncold start: first /api/health 200 after ${healthMs.toFixed(0)} ms, first page after ${pageMs.toFixed(0)} ms (limit ${START_LIMIT_MS} ms)${fail(healthMs < START_LIMIT_MS && pageMs < START_LIMIT_MS)}`,
      );
      console.log(
        `the assistant's index built in the background ${(backgroundMs / 1000).toFixed(1)} s after the spawn (measures start after it)`,
      );

      // A file the server gives up on (its request timeout) is a missed target, not the end of the run.
      // A crawler's visit is not part of a crowd: the sitemap is read once the server is at rest again (its
      // memory release waits for two quiet looks, 2 s apart: app/server/memory.server.ts). What it held
      // straight after the requests and at rest are printed beside the peak: what the sitemap itself added.
      const afterRequests = rssMb(pid);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const beforeSitemap = rssMb(pid);
      const sitemap = await peakWhile(pid, () => readSitemap(base).catch((err: Error) => err));
      rss("after the sitemap", pid);
      const read = sitemap.result;
      console.log(
        `sitemap: ${read instanceof Error ? `failed (${read.message})` : `${read.urls} URLs in ${read.files} file(s)`}, ${(sitemap.ms / 1000).toFixed(2)} s; server peak RSS ${sitemap.peak.toFixed(0)} MB, ${beforeSitemap.toFixed(0)} MB before it at rest (${afterRequests.toFixed(0)} MB ${SETTLE_MS / 1000} s earlier) (limit ${STREAM_RSS_LIMIT_MB} MB)${fail(!(read instanceof Error) && sitemap.peak <= STREAM_RSS_LIMIT_MB)}`,
      );
      const exported = await runExport(where);
      console.log(
        `export (npm run export, its own process): ${(exported.bytes / 1e6).toFixed(0)} MB in ${(exported.ms / 1000).toFixed(1)} s; peak RSS ${exported.peak.toFixed(0)} MB (limit ${STREAM_RSS_LIMIT_MB} MB)${fail(exported.peak <= STREAM_RSS_LIMIT_MB)}`,
      );
      const after = rssMb(pid);
      console.log(
        `server RSS: ${notes.join(" · ")}\nserver RSS at the end: ${after.toFixed(0)} MB (limit ${RSS_LIMIT_MB} MB)${fail(after < RSS_LIMIT_MB)}`,
      );
      server.kill();
      server = undefined;
      // The server is gone: the store's own time for a query, one at a time.
      if (!printSearch(`${db.label}, ${size} pages`, await measureSearch(where))) ok = false;
    } finally {
      server?.kill();
    }
  }
  return ok;
}
