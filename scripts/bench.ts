/**
 * `npm run bench [-- --large] [-- --duration 5 --connections 10]`;
 * `npm run bench -- --assistant [--large [--pages 100000]]`
 *
 * Measures, in one run with the same connections and duration, (a) a bare node:http server answering
 * fixed bytes of the same size as each response — the limit of this machine — and (b) this server for
 * an API page read, the API list, an article page and /articles, rendered for an anonymous visitor.
 * Prints req/s, p50 and p99 latency and each ratio to (a); fails when a target is missed.
 * --large [--pages N] (default 10,000) runs the same against a store of N pages (the list is then read
 * in pages of 50), on SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL
 * (bench-large.ts: cold start, the list, article and search pages uncached, the sitemap, the export,
 * the store's search time, RSS after each step). Stores are kept in .bench-data/ between runs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { prepareData } from "./bench-data.ts";
import { buildIfNeeded } from "./build-if-needed.ts";
import { startBuiltServer, waitFor } from "./support.ts";

const args = process.argv.slice(2);
if (args.includes("--load")) {
  await import("./bench-load.ts");
  process.exit(process.exitCode ?? 0);
}
if (args.includes("--renders")) {
  const { benchRenders } = await import("./bench-renders.ts");
  await benchRenders();
  process.exit(0);
}
if (args.includes("--assistant")) {
  const { benchAssistant } = await import("./bench-assistant.ts");
  const at = args.indexOf("--pages");
  const pages = at >= 0 ? Number(args[at + 1]) : undefined;
  process.exit((await benchAssistant({ large: args.includes("--large"), pages })) ? 0 : 1);
}
const large = args.includes("--large");
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = opt("duration", 5);
const connections = opt("connections", 10);
const totalPages = large ? opt("pages", 10_000) : 100;

function startBare(port: number, bodiesDir: string): ChildProcess {
  return spawn(process.execPath, ["-e", BARE_SERVER], {
    env: { ...process.env, PORT: String(port), BODIES_DIR: bodiesDir },
    stdio: "ignore",
  });
}

/*
 * The bare server answers the very bytes our server answered for the same target (read once from a
 * file, then from memory): the load tool decodes every body it receives, and decoding costs more for
 * UTF-8 text with accents than for a run of one letter, so only the same bytes make the two columns
 * comparable.
 */
const BARE_SERVER = `
const fs = require("node:fs");
const http = require("node:http");
const path = require("node:path");
const cache = new Map();
http.createServer((req, res) => {
  const name = req.url.slice(1).replace(/[^0-9]/g, "") || "0";
  let body = cache.get(name);
  if (!body) { body = fs.readFileSync(path.join(process.env.BODIES_DIR, name)); cache.set(name, body); }
  res.writeHead(200, { "content-type": "application/octet-stream", "content-length": body.length });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

export interface Row {
  name: string;
  bytes: number;
  bare: autocannon.Result;
  ours: autocannon.Result;
  target: number;
  p50Limit?: number;
  p99Limit?: number;
  /** Requests a second it must answer at least. */
  minRps?: number;
}

/** With `vary`, every request asks for another path (so no cache can answer it). */
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

export async function load(url: string, vary?: (i: number) => string): Promise<autocannon.Result> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    // A browser's user agent: the server counts the page views it answers (issue 43), as it would a visitor's.
    // BENCH_DNT=1 sends "DNT: 1" as well, so nothing is counted: the difference is what counting costs.
    headers: { "user-agent": BROWSER_UA, ...(process.env.BENCH_DNT ? { dnt: "1" } : {}) },
    ...(vary
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: vary(i++) }) }] }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

buildIfNeeded();
const port = opt("port", 4710);
const barePort = port + 1;
const bodiesDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-bench-bodies-"));
const bare = startBare(barePort, bodiesDir);
const stopBare = () => {
  bare.kill();
  fs.rmSync(bodiesDir, { recursive: true, force: true });
};
process.on("exit", stopBare);
fs.writeFileSync(path.join(bodiesDir, "0"), "ok");
await waitFor(`http://127.0.0.1:${barePort}/0`);
let bodies = 0;

/** Each target measured against the bare server answering the same bytes; the rows with their ratios. */
export async function measureRows(
  base: string,
  targets: ReadonlyArray<
    Omit<Row, "bare" | "ours" | "bytes"> & { path: string; vary?: (i: number) => string }
  >,
  after?: (row: Row) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const t of targets) {
    // As the load tool asks (no compression); this also warms the render cache.
    const res = await fetch(base + t.path, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`${t.path} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const bytes = body.byteLength;
    const n = ++bodies;
    fs.writeFileSync(path.join(bodiesDir, String(n)), body);
    const bareResult = await load(`http://127.0.0.1:${barePort}/${n}`);
    const ours = await load(base + t.path, t.vary);
    const row = { ...t, bytes, bare: bareResult, ours };
    rows.push(row);
    console.log(`  measured ${t.name}`);
    after?.(row);
  }
  return rows;
}

/** Prints the rows; false when one misses its target. */
export function printRows(title: string, rows: readonly Row[]): boolean {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `\n${title} · ${connections} connections · ${duration} s each · ${os.cpus().length} cores (load tool on the same machine)\n`,
  );
  console.log(
    `${"target".padEnd(28)}${pad("bytes", 9)}${pad("bare req/s", 12)}${pad("req/s", 10)}${pad("ratio", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("need", 7)}`,
  );
  let ok = true;
  for (const r of rows) {
    const ratio = r.ours.requests.average / r.bare.requests.average;
    const met =
      ratio >= r.target &&
      (r.p50Limit === undefined || r.ours.latency.p50 < r.p50Limit) &&
      (r.p99Limit === undefined || r.ours.latency.p99 < r.p99Limit) &&
      (r.minRps === undefined || r.ours.requests.average >= r.minRps);
    if (!met) ok = false;
    const needs = [
      r.p50Limit ? `p50 < ${r.p50Limit} ms` : "",
      r.p99Limit ? `p99 < ${r.p99Limit} ms` : "",
      r.minRps ? `≥ ${r.minRps} req/s` : "",
    ].filter(Boolean);
    console.log(
      `${r.name.padEnd(28)}${pad(r.bytes, 9)}${pad(Math.round(r.bare.requests.average), 12)}${pad(Math.round(r.ours.requests.average), 10)}${pad(`${Math.round(ratio * 100)}%`, 8)}${pad(r.ours.latency.p50, 8)}${pad(r.ours.latency.p99, 8)}${pad(r.target ? `≥${r.target * 100}%` : "—", 7)}${met ? "" : "  ✗"}${needs.length ? ` (${needs.join(", ")})` : ""}`,
    );
  }
  return ok;
}

try {
  let failed = false;
  if (large) {
    const { benchLarge } = await import("./bench-large.ts");
    failed = !(await benchLarge({ totalPages, port, measureRows, printRows }));
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-bench-"));
    let server: ChildProcess | undefined;
    try {
      await prepareData(dataDir, totalPages);
      server = await startBuiltServer(port, dataDir);
      const base = `http://127.0.0.1:${port}`;
      const article = "bench-articulo-00042";
      const rows = await measureRows(base, [
        { name: "API: one page", path: `/api/prod/pages/${article}`, target: 0.5 },
        { name: "API: list (100 pages)", path: "/api/prod/pages", target: 0.5 },
        { name: "page: an article", path: `/article/${article}`, target: 0.3 },
        { name: "page: /articles", path: "/articles", target: 0.3 },
      ]);
      const rss = rssMb(server.pid!);
      if (!printRows("100 pages", rows)) failed = true;
      const rssOk = rss < 250;
      if (!rssOk) failed = true;
      console.log(
        `\nserver resident memory after the runs: ${rss.toFixed(0)} MB (limit 250 MB)${rssOk ? "" : "  ✗"}`,
      );
    } finally {
      server?.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const { benchAssistant } = await import("./bench-assistant.ts");
    if (!(await benchAssistant())) failed = true;
  }
  console.log(failed ? "\nbench: a target was missed" : "\nbench: every target met");
  process.exitCode = failed ? 1 : 0;
} finally {
  stopBare();
}
