/**
 * `npm test`: every check, stopping at the first failure: types, lint, format and import cycles (side by
 * side: each is one process on one core), unit and integration tests (SQLite, and PostgreSQL when TEST_DATABASE_URL
 * is set), the production build, then the browser tests against it. (Running Vitest beside the build
 * and browser tests was measured on the 2-core CI machine: slower than in sequence, as both fill the
 * cores on their own.)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/**
 * Node's compile cache (V8's code and the stripped TypeScript) shared by every process of this run: the many
 * short ones the tests start (the CLIs, the servers, Vitest's workers) compile the same modules once, not each
 * time. A new folder per run, removed at the end: nothing is reused from an earlier run (CI starts from a fresh
 * clone). Figures in docs/performance.md.
 */
const compileCache = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-compile-cache-"));
process.on("exit", () => fs.rmSync(compileCache, { recursive: true, force: true }));
const env = { ...process.env, NODE_COMPILE_CACHE: compileCache };

/**
 * The type check runs on TypeScript 7 (the compiler rewritten natively, installed as `typescript-native`): the
 * same checks in a quarter of the time. TypeScript 6 stays the `typescript` every tool imports (typescript-eslint,
 * React Router's typegen, editors), as 7 has no JavaScript API yet. Figures in docs/performance.md.
 */
const NATIVE_TSC = path.join(root, "node_modules", "typescript-native", "bin", "tsc");

type Step = [label: string, cmd: string, args: string[]];
/** Each stage's steps run at once; a stage starts when the one before has passed. */
const stages: Step[][] = [
  [["typecheck", bin("react-router"), ["typegen"]]],
  [
    ["typecheck", NATIVE_TSC, ["--noEmit"]],
    ["lint", bin("eslint"), ["."]],
    ["format", bin("prettier"), ["--check", "."]],
    ["cycles", process.execPath, [path.join(root, "scripts", "check-cycles.ts")]],
  ],
  [["unit + integration", bin("vitest"), ["run"]]],
  [["build", bin("react-router"), ["build"]]],
  // After the site's build, which empties build/ as it starts.
  [["build", process.execPath, [path.join(root, "scripts", "build-server.ts")]]],
  [["browser (e2e)", bin("playwright"), ["test"]]],
];

/** Runs a step; alone it prints as it goes, beside others its output comes whole when it ends. */
function run([label, cmd, args]: Step, alone: boolean): Promise<boolean> {
  const started = Date.now();
  console.log(`\n=== ${label}: ${path.basename(cmd)} ${args.join(" ")}`);
  const child = spawn(cmd, args, { cwd: root, stdio: alone ? "inherit" : "pipe", env });
  const output: Buffer[] = [];
  child.stdout?.on("data", (b: Buffer) => output.push(b));
  child.stderr?.on("data", (b: Buffer) => output.push(b));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone && output.length) process.stdout.write(`--- ${label}:\n${Buffer.concat(output).toString()}`);
      if (code === 0) console.log(`✓ ${label} (${secs}s)`);
      else console.error(`\n✗ ${label} failed after ${secs}s`);
      resolve(code === 0);
    });
  });
}

const only = process.argv[2];
for (const stage of stages) {
  const steps = stage.filter(([label]) => !only || label === only);
  if (!steps.length) continue;
  const passed = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  if (passed.includes(false)) process.exit(1);
}
