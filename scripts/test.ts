/**
 * `npm test`: every check. Two lanes run side by side, each stopping at its first failure: the static
 * checks then the unit and integration tests (types, lint, format, Vitest on SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set); and the production build then the browser tests against it. The browser
 * tests spend most of their time waiting on pages, not computing (measured: the machine's two cores
 * ~40 % busy), so the other lane runs in that slack: the whole takes about as long as the browser lane.
 * The browser lane streams its output; the other lane's output is printed when it ends.
 *
 * `npm test -- <lane step>` runs one step alone (e.g. `npm test -- lint`).
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

type Step = [label: string, cmd: string, args: string[]];

/** Route types first: both lanes read them (tsc, and the build). */
const first: Step[] = [["typegen", bin("react-router"), ["typegen"]]];
const checks: Step[] = [
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), ["."]],
  ["format", bin("prettier"), ["--check", "."]],
  ["unit + integration", bin("vitest"), ["run"]],
];
const browser: Step[] = [
  ["build", bin("react-router"), ["build"]],
  ["browser (e2e)", bin("playwright"), ["test"]],
];

function runStep([label, cmd, args]: Step, output: "inherit" | string[]): Promise<string | undefined> {
  const started = Date.now();
  const say = (line: string) => (output === "inherit" ? console.log(line) : output.push(line));
  say(`\n=== ${label}: ${path.basename(cmd)} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: process.env,
      stdio: output === "inherit" ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    if (output !== "inherit") {
      child.stdout?.on("data", (d: Buffer) => output.push(d.toString()));
      child.stderr?.on("data", (d: Buffer) => output.push(d.toString()));
    }
    child.on("close", (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        say(`✓ ${label} (${secs}s)`);
        resolve(undefined);
      } else {
        say(`\n✗ ${label} failed after ${secs}s`);
        resolve(label);
      }
    });
  });
}

/** Runs a lane's steps in order; answers the label of the step that failed, if one did. */
async function lane(steps: Step[], output: "inherit" | string[]): Promise<string | undefined> {
  for (const step of steps) {
    const failed = await runStep(step, output);
    if (failed) return failed;
  }
  return undefined;
}

const started = Date.now();
const only = process.argv[2];
const all = [...first, ...checks, ...browser];
if (only) {
  const step = all.find(([label]) => label === only);
  if (!step) throw new Error(`no step named "${only}": ${all.map(([l]) => l).join(", ")}`);
  process.exit((await runStep(step, "inherit")) ? 1 : 0);
}

const failedFirst = await lane(first, "inherit");
if (failedFirst) process.exit(1);
const checksOutput: string[] = [];
const [failedChecks, failedBrowser] = await Promise.all([
  lane(checks, checksOutput).then((failed) => {
    process.stdout.write(`${checksOutput.join("")}\n`);
    console.log(checksOutput.filter((l) => /^(✓|\n✗)/.test(l)).join("\n"));
    return failed;
  }),
  lane(browser, "inherit"),
]);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const failed = [failedChecks, failedBrowser].filter(Boolean);
console.log(
  failed.length
    ? `\n✗ failed: ${failed.join(", ")} (${minutes} min)`
    : `\n✓ every check passed (${minutes} min)`,
);
process.exit(failed.length ? 1 : 0);
