/**
 * `npm run bench -- --load [--duration 20 --rounds 3 --connections 200]`
 *
 * The site under a crowd, as a busy day would bring it: 200 connections of mixed traffic (public pages
 * in both languages, /articles searches that are nearly all different, API reads), read-only and with
 * 2 % authenticated writes (saves of articles, which invalidate what shows them), in turns: three rounds
 * of 20 s of each by default, one minute of each mix in all. Then 500
 * idle or trickling connections while a normal visitor is served. Prints req/s, p50/p99, timeouts,
 * errors, 5xx, the server's peak and settled resident memory, and fails on a missed target:
 * no timeout, error or 5xx; p99 < 250 ms; with writes at least half the read-only throughput;
 * RSS peak ≤ 300 MB and ≤ 250 MB once the load stops; slow clients never stop a visitor, and are
 * disconnected well within a minute. Each run is preceded by 5 s of the read mix with other searches
 * (not measured): a server that has just started compiles its code while the crowd waits.
 * BENCH_RSS_DETAIL=1 also prints where the settled memory sits (V8's and other anonymous mappings, malloc's
 * heap, the node binary's pages, the response cache's entries and bytes); BENCH_SERVER_LOG=<file> keeps the
 * server's request log.
 * The GETs ask for no compression, as load tools do; BENCH_AE="gzip, deflate, br, zstd" asks as browsers do
 * (a one-off search then costs its compression too: docs/architecture.md "Memory and compression").
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { editSpanishExcerpt, prepareData, syntheticArticle } from "./bench-data.ts";
import { buildIfNeeded } from "./build-if-needed.ts";
import { cpuMs, startBuiltServer } from "./support.ts";
import { localizedPath } from "../app/content/addresses.ts";
import { publicAddresses } from "../app/content/content-model.ts";
import type { PageDoc } from "../app/content/page-model.ts";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = opt("duration", 20);
const rounds = Math.max(1, opt("rounds", 3));
const connections = opt("connections", 200);
const port = opt("port", 4760);
const SYNTHETIC = 100;
const ADMIN = { email: "load@bench.local", password: "load-bench-password" };
const METRICS_TOKEN = "load-bench-metrics";

const PUBLIC_PATHS = [
  "/",
  "/manifiesto",
  "/plataformas",
  "/labs",
  "/acerca",
  "/articles",
  "/documentation",
  "/projects",
  "/products",
  "/bios",
  "/book",
  "/chatbot",
  "/contacto",
  "/ethicsi",
];
/** What the GETs accept (BENCH_AE): nothing by default, the mix issue 11's targets are measured on. */
const ACCEPT_ENCODING = process.env.BENCH_AE;
const SEARCH_WORDS = ["etica", "datos", "modelo", "comunidad", "sesgo", "privacidad", "ia", "abiertas"];

/**
 * A deterministic pseudo-random sequence (mulberry32), so two runs ask the same things. (The linear
 * congruential one used before multiplied in doubles, lost its low bits and repeated itself after
 * ~13,000 draws: the "nearly all different" searches came round again and were answered from the cache.)
 */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An article: its name (the API's key) and its address in each language (its slug there: app/content/slugs.ts). */
type Addresses = Record<"es" | "en", string> & { name: string };

function mixed(
  writes: number,
  token: string,
  articles: Addresses[],
  counts: { writes: number },
  seed?: number,
) {
  const next = random(seed ?? (writes ? 7 : 3));
  let saved = 0;
  return (req: autocannon.Request): autocannon.Request => {
    const r = next();
    // Half the visitors read English, at its own address (/en/...).
    const lang: "es" | "en" = next() < 0.5 ? "es" : "en";
    const article = articles[Math.floor(next() * articles.length)]!;
    if (r < writes) {
      const n = Math.floor(next() * SYNTHETIC);
      const page = syntheticArticle(n);
      // An editor's change to the Spanish summary: what lists, searches and the article show changes.
      // (A second Excerpt entry, as this bench once added, is ignored by the site: those saves changed no
      // text anyone sees or searches.)
      editSpanishExcerpt(page, saved++);
      counts.writes++;
      return {
        ...req,
        method: "POST",
        path: "/api/prod/pages",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(page),
      };
    }
    const get = (p: string): autocannon.Request => ({
      ...req,
      method: "GET",
      path: p,
      headers: ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {},
      body: undefined,
    });
    if (r < 0.55) return get(localizedPath(PUBLIC_PATHS[Math.floor(next() * PUBLIC_PATHS.length)]!, lang));
    if (r < 0.65) return get(article[lang]);
    if (r < 0.75) {
      const word = SEARCH_WORDS[Math.floor(next() * SEARCH_WORDS.length)]!;
      const q = `${word}${next() < 0.5 ? "" : Math.floor(next() * 100_000)}`;
      return get(localizedPath(`/articles?q=${encodeURIComponent(q)}`, lang));
    }
    if (r < 0.97) return get(`/api/prod/pages/${encodeURIComponent(article.name)}`);
    if (r < 0.99) return get(`/api/prod/pages?limit=50`);
    return get("/api/prod/pages");
  };
}

function rssMb(pid: number, field = "VmRSS"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

interface Run {
  name: string;
  result: autocannon.Result;
  peak: number;
  fivexx: number;
  writes: number;
  /** Server CPU per request (ms): main thread, whole process. */
  cpu: { main: number; all: number };
}

async function run(
  name: string,
  pid: number,
  mix: (counts: { writes: number }) => (req: autocannon.Request) => autocannon.Request,
): Promise<Run> {
  const counts = { writes: 0 };
  const setup = mix(counts);
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const cpu0 = cpuMs(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    timeout: 10,
    requests: [{ setupRequest: setup }],
  });
  clearInterval(timer);
  const cpu1 = cpuMs(pid);
  const n = Math.max(1, result.requests.total);
  const cpu = { main: (cpu1.main - cpu0.main) / n, all: (cpu1.all - cpu0.all) / n };
  const fivexx = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith("5"))
    .reduce((n, [, s]) => n + (s as { count: number }).count, 0);
  return { name, result, peak, fivexx, writes: counts.writes, cpu };
}

async function settle(pid: number): Promise<number> {
  // What the process keeps once the crowd has gone: sampled after a few idle seconds.
  await new Promise((r) => setTimeout(r, 8000));
  if (process.env.BENCH_RSS_DETAIL) {
    const smaps = fs.readFileSync(`/proc/${pid}/smaps`, "utf8");
    const by = new Map<string, number>();
    let name = "";
    for (const line of smaps.split("\n")) {
      const m = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (m) name = m[1] || "(anon)";
      const r = /^Rss:\s+(\d+)/.exec(line);
      if (r) by.set(name, (by.get(name) ?? 0) + Number(r[1]) / 1024);
    }
    console.log(
      [...by]
        .filter(([, v]) => v > 2)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${v.toFixed(0)} ${k.split("/").pop()}`)
        .join(" · "),
    );
  }
  return rssMb(pid);
}

/** 500 connections that send nothing, or a header a byte a second; a visitor asks meanwhile. */
async function slowClients(): Promise<{ visitorMs: number[]; closedAfter: number[]; open: number }> {
  const sockets: net.Socket[] = [];
  const closedAfter: number[] = [];
  const started = Date.now();
  for (let i = 0; i < 500; i++) {
    const s = net.connect(port, "127.0.0.1");
    s.on("error", () => undefined);
    s.resume(); // read what the server says (a 408, then the end), or the close would never be seen
    s.on("close", () => closedAfter.push((Date.now() - started) / 1000));
    if (i % 2) {
      s.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
      const drip = setInterval(() => (s.destroyed ? clearInterval(drip) : s.write("a")), 1000);
      s.on("close", () => clearInterval(drip));
    }
    sockets.push(s);
  }
  const visitorMs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${localizedPath("/articles", i % 2 ? "en" : "es")}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`a visitor got ${res.status} during the slow-client run`);
    visitorMs.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 5000));
  const open = sockets.filter((s) => !s.destroyed && !s.closed).length;
  for (const s of sockets) s.destroy();
  return { visitorMs, closedAfter, open };
}

buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-load-"));
let stop = () => fs.rmSync(dataDir, { recursive: true, force: true });
let serverProcess: import("node:child_process").ChildProcess | undefined;
process.on("exit", () => stop());
try {
  await prepareData(dataDir, SYNTHETIC + 60, ADMIN);
  const server = await startBuiltServer(port, dataDir, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // BENCH_RSS_DETAIL also reads the response cache's size from /metrics.
    ...(process.env.BENCH_RSS_DETAIL ? { METRICS_TOKEN } : {}),
  });
  serverProcess = server;
  const pid = server.pid!;
  stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`the bench could not sign in: ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const list = (await (await fetch(`${base}/api/prod/pages`)).json()) as { Items: PageDoc[] };
  const articles = list.Items.filter((p) => /article/i.test(p.Template)).flatMap((p) => {
    const at = publicAddresses(p);
    return at ? [{ ...at, name: p.Page }] : [];
  });
  const startRss = rssMb(pid);

  // A few seconds of the same kind of traffic first (other searches): a server that has just started
  // compiles its code and opens its pages while 200 connections wait, which is a start, not the load.
  await autocannon({
    url: base,
    connections,
    duration: 5,
    timeout: 10,
    requests: [{ setupRequest: mixed(0, accessToken, articles, { writes: 0 }, 11) }],
  });
  // The two mixes take turns (reads, writes, reads, writes, …): this machine's speed drifts by a third
  // from one minute to the next (other tenants), and a ratio of two runs minutes apart measured the drift
  // as much as the writes. Each round asks other searches (its own seed).
  const reads: Run[] = [];
  const writes: Run[] = [];
  let readSettled = 0;
  for (let round = 0; round < rounds; round++) {
    const n = rounds > 1 ? ` ${round + 1}` : "";
    reads.push(
      await run(`read-only mix${n}`, pid, (c) => mixed(0, accessToken, articles, c, 3 + 100 * round)),
    );
    if (round === 0) readSettled = await settle(pid);
    writes.push(
      await run(`mix with 2 % writes${n}`, pid, (c) =>
        mixed(0.02, accessToken, articles, c, 7 + 100 * round),
      ),
    );
  }
  const settled = await settle(pid);
  if (process.env.BENCH_RSS_DETAIL) {
    const metrics = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    console.log(
      metrics
        .split("\n")
        .filter((l) => /^simbiosis_response_cache_(bytes|entries)/.test(l))
        .join(" · "),
    );
  }
  const slow = await slowClients();

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `\n${connections} connections · ${rounds} × ${duration} s of each mix, in turns · ${os.cpus().length} cores (load tool on the same machine) · RSS at start ${startRss.toFixed(0)} MB\n`,
  );
  console.log(
    `${"run".padEnd(22)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("max ms", 8)}${pad("timeouts", 10)}${pad("errors", 8)}${pad("5xx/!2xx", 8)}${pad("writes", 8)}${pad("peak MB", 9)}${pad("cpu ms/req", 12)}`,
  );
  let failed = false;
  for (const r of reads.flatMap((read, i) => [read, writes[i]!])) {
    const { result } = r;
    const ok =
      result.timeouts === 0 &&
      result.errors === 0 &&
      r.fivexx === 0 &&
      result.non2xx === 0 &&
      result.latency.p99 < 250 &&
      r.peak <= 300;
    if (!ok) failed = true;
    console.log(
      `${r.name.padEnd(22)}${pad(Math.round(result.requests.average), 8)}${pad(result.latency.p50, 8)}${pad(result.latency.p99, 8)}${pad(result.latency.max, 8)}${pad(result.timeouts, 10)}${pad(result.errors, 8)}${pad(`${r.fivexx}/${result.non2xx}`, 8)}${pad(r.writes, 8)}${pad(r.peak.toFixed(0), 9)}${pad(`${r.cpu.main.toFixed(2)}/${r.cpu.all.toFixed(2)}`, 12)}${ok ? "" : "  ✗"}`,
    );
  }
  const total = (runs: Run[]) => runs.reduce((n, r) => n + r.result.requests.total, 0);
  const ratio = total(writes) / total(reads);
  const ratioOk = ratio >= 0.5;
  const settledOk = settled <= 250 && readSettled <= 250;
  console.log(
    `\nthroughput with writes / without, over the ${rounds} rounds: ${Math.round(ratio * 100)} % (need ≥ 50 %)${ratioOk ? "" : "  ✗"}; ` +
      `per round ${reads.map((r, i) => `${Math.round((writes[i]!.result.requests.total / r.result.requests.total) * 100)} %`).join(", ")}`,
  );
  console.log(
    `resident memory once the load stopped: ${readSettled.toFixed(0)} MB after reads, ${settled.toFixed(0)} MB after writes (need ≤ 250 MB)${settledOk ? "" : "  ✗"}`,
  );
  const sorted = [...slow.visitorMs].sort((a, b) => a - b);
  const worst = sorted[sorted.length - 1] ?? 0;
  const lastClose = Math.max(0, ...slow.closedAfter);
  const slowOk = worst < 1000 && slow.open === 0 && lastClose < 60;
  console.log(
    `500 idle/trickling connections: a visitor's 20 pages took ${sorted[0]?.toFixed(0)}–${worst.toFixed(0)} ms; ` +
      `the server closed ${slow.closedAfter.length} of them, the last after ${lastClose.toFixed(1)} s; ${slow.open} still open${slowOk ? "" : "  ✗"}`,
  );
  if (!ratioOk || !settledOk || !slowOk) failed = true;
  console.log(failed ? "\nload: a target was missed" : "\nload: every target met");
  process.exitCode = failed ? 1 : 0;
} finally {
  // A server started with BENCH_NODE_FLAGS="--cpu-prof" writes its profile as it exits: wait for that.
  if (process.env.BENCH_NODE_FLAGS) {
    const server = serverProcess;
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill();
      await exited;
    }
  }
  stop();
}
