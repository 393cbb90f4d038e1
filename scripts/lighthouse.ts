/**
 * `npm run lighthouse [-- --only /labs]`: Lighthouse (mobile preset) on the main public pages in Spanish,
 * then an English pass, against the built server on a fresh data folder. Prints the four scores per page
 * and fails below the budgets: performance ≥ 95; accessibility, best practices and SEO = 100.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded, root } from "./build-if-needed.ts";
import { CHROMIUM_ARGS, startBuiltServer } from "./support.ts";

const PAGES = [
  "/",
  "/manifiesto",
  "/plataformas",
  "/labs",
  "/articles",
  "/article/auditorias-de-sesgo",
  "/documentation",
  "/document/como-contribuir",
  "/products",
  `/product/${encodeURIComponent("EthicsI Audit")}`,
  "/book",
  "/chatbot",
];
const BUDGET = { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 } as const;
type Category = keyof typeof BUDGET;

const args = process.argv.slice(2);
const onlyIndex = args.indexOf("--only");
const pages = onlyIndex >= 0 ? [args[onlyIndex + 1] ?? "/"] : PAGES;
const port = 4810;
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-lh-"));
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-lh-reports-"));
const server: ChildProcess = await startBuiltServer(port, dataDir);
process.on("exit", () => {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let failed = false;
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`${"page".padEnd(40)}${pad("perf", 6)}${pad("a11y", 6)}${pad("bp", 6)}${pad("seo", 6)}`);
for (const lang of ["es", "en"]) {
  for (const page of pages) {
    const url = `http://127.0.0.1:${port}${page}${page.includes("?") ? "&" : "?"}lang=${lang}`;
    const out = path.join(reports, `${lang}-${page.replace(/\W+/g, "_")}.json`);
    const r = spawnSync(
      path.join(root, "node_modules", ".bin", "lighthouse"),
      [url, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${chromeFlags}`],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: "inherit" },
    );
    if (r.status !== 0 || !fs.existsSync(out)) {
      console.log(`${`${lang} ${page}`.padEnd(40)} lighthouse failed (exit ${r.status})`);
      failed = true;
      continue;
    }
    const report = JSON.parse(fs.readFileSync(out, "utf8")) as {
      categories: Record<Category, { score: number | null }>;
      audits: Record<string, { score: number | null; title: string }>;
    };
    const scores = Object.fromEntries(
      (Object.keys(BUDGET) as Category[]).map((c) => [c, report.categories[c]?.score ?? 0]),
    ) as Record<Category, number>;
    const misses = (Object.keys(BUDGET) as Category[]).filter((c) => scores[c] < BUDGET[c]);
    if (misses.length) failed = true;
    const cells = (Object.keys(BUDGET) as Category[])
      .map((c) => pad(Math.round(scores[c] * 100), 6))
      .join("");
    console.log(
      `${`${lang} ${decodeURIComponent(page)}`.padEnd(40)}${cells}${misses.length ? `  ✗ ${misses.join(", ")}` : ""}`,
    );
    if (misses.length) {
      const failing = Object.values(report.audits)
        .filter((a) => a.score !== null && a.score < 0.9)
        .map((a) => a.title)
        .slice(0, 6);
      console.log(`    failing audits: ${failing.join("; ")}`);
    }
  }
}
console.log(`\nreports: ${reports}`);
console.log(failed ? "lighthouse: a budget was missed" : "lighthouse: every budget met");
process.exitCode = failed ? 1 : 0;
