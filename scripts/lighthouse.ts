/**
 * `npm run lighthouse [-- --only /labs] [-- --runs 3]`: Lighthouse (mobile preset) on the main public pages in Spanish,
 * then an English pass, against the built server on a fresh data folder. Prints the four scores per page
 * and fails below the budgets: 100 in each of performance, accessibility, best practices and SEO.
 * Each page is asked for twice first, as earlier visitors would have: pages are then measured as the
 * response cache serves them. A run that Lighthouse itself fails (e.g. NO_NAVSTART) is tried again once.
 * Each page is measured `--runs` times (3): its performance score is the median, as Lighthouse advises
 * for a machine whose load varies (here the browser, the server and Lighthouse share two cores).
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded, root } from "./build-if-needed.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer } from "./support.ts";
import { localizedPath } from "../app/content/addresses.ts";
import { demoAddress } from "../app/server/seed/demo-addresses.server.ts";

/** Fixed screens by their Spanish path; demo pages by name (their address in each language is their slug there). */
const PAGES = [
  "/",
  "/manifiesto",
  "/plataformas",
  "/labs",
  "/articles",
  { page: "auditorias-de-sesgo" },
  "/documentation",
  { page: "como-contribuir" },
  "/products",
  { page: "EthicsI Audit" },
  "/book",
  "/chatbot",
  // The search form; a page of results is kept out of search engines on purpose, which Lighthouse's SEO counts
  // against it (docs/performance.md).
  "/buscar",
];
const addressOf = (page: string | { page: string }, lang: "es" | "en") =>
  typeof page === "string" ? localizedPath(page, lang) : demoAddress(page.page, lang);
const BUDGET = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 } as const;
type Category = keyof typeof BUDGET;

const args = process.argv.slice(2);
const onlyIndex = args.indexOf("--only");
const pages = onlyIndex >= 0 ? [args[onlyIndex + 1] ?? "/"] : PAGES;
const runsIndex = args.indexOf("--runs");
/** Lighthouse's own advice on variance: run it several times and take the median. */
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1])) : 3;
const port = 4810;
const chrome = CHROMIUM_PATH;
const chromeFlags = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-lh-"));
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-lh-reports-"));
const server: ChildProcess = await startBuiltServer(port, dataDir);
const stop = () => {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

/** One GET on a connection of its own: Lighthouse blocks this process, so no connection is kept. */
function getOnce(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve());
      })
      .on("error", reject);
  });
}

function runLighthouse(url: string, out: string): boolean {
  for (let attempt = 1; attempt <= 2; attempt++) {
    fs.rmSync(out, { force: true });
    const r = spawnSync(
      path.join(root, "node_modules", ".bin", "lighthouse"),
      [url, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${chromeFlags}`],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: "inherit" },
    );
    if (r.status === 0 && fs.existsSync(out)) return true;
    console.log(`    lighthouse failed on ${url} (exit ${r.status}), attempt ${attempt} of 2`);
  }
  return false;
}

interface Report {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; numericValue?: number }>;
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const metric = (r: Report, id: string) => Math.round(r.audits[id]?.numericValue ?? 0);

let failed = false;
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `${runs} run(s) a page; performance is their median (each run in brackets), the other scores their lowest\n`,
);
console.log(
  `${"page".padEnd(34)}${pad("perf", 6)}${pad("a11y", 6)}${pad("bp", 6)}${pad("seo", 6)}   runs       FCP/LCP/TBT ms (median run)`,
);
for (const lang of ["es", "en"] as const) {
  for (const page of pages) {
    // Each language at its own address (English under /en/): no redirect in what Lighthouse measures.
    const address = addressOf(page, lang);
    const url = `http://127.0.0.1:${port}${address}`;
    const label = `${lang} ${decodeURIComponent(address)}`;
    for (let i = 0; i < 2; i++) await getOnce(url);
    const runReports: Report[] = [];
    for (let run = 1; run <= runs; run++) {
      const out = path.join(reports, `${lang}-${address.replace(/\W+/g, "_")}-${run}.json`);
      if (runLighthouse(url, out)) runReports.push(JSON.parse(fs.readFileSync(out, "utf8")) as Report);
    }
    if (runReports.length < runs) {
      console.log(`${label.padEnd(34)} lighthouse failed`);
      failed = true;
      continue;
    }
    const perfRuns = runReports.map((r) => r.categories.performance.score ?? 0);
    const scores = Object.fromEntries(
      (Object.keys(BUDGET) as Category[]).map((c) => [
        c,
        c === "performance"
          ? median(perfRuns)
          : Math.min(...runReports.map((r) => r.categories[c]?.score ?? 0)),
      ]),
    ) as Record<Category, number>;
    const misses = (Object.keys(BUDGET) as Category[]).filter((c) => scores[c] < BUDGET[c]);
    if (misses.length) failed = true;
    const cells = (Object.keys(BUDGET) as Category[])
      .map((c) => pad(Math.round(scores[c] * 100), 6))
      .join("");
    const medianRun = runReports[perfRuns.indexOf(scores.performance)]!;
    const timings = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"]
      .map((id) => metric(medianRun, id))
      .join("/");
    console.log(
      `${label.padEnd(34)}${cells}   ${`[${perfRuns.map((p) => Math.round(p * 100)).join(" ")}]`.padEnd(11)}${timings}${misses.length ? `  ✗ ${misses.join(", ")}` : ""}`,
    );
    if (misses.length) {
      const failing = Object.values(medianRun.audits)
        .filter((a) => a.score !== null && a.score < 0.9)
        .map((a) => a.title)
        .slice(0, 6);
      console.log(`    failing audits: ${failing.join("; ")}`);
    }
  }
}
console.log(`\nreports: ${reports}`);
console.log(failed ? "lighthouse: a budget was missed" : "lighthouse: every budget met");
stop();
process.exit(failed ? 1 : 0);
