/**
 * `npm test`: every check in order, stopping at the first failure: types, lint, unit and integration
 * tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), the production build, then the
 * browser tests against it. (Running Vitest beside the build and browser tests was measured on the
 * 2-core CI machine: 7.9 min against 7.5 min in sequence. The browser tests leave no slack to share.)
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const steps: Array<[string, string, string[]]> = [
  ["typecheck", bin("react-router"), ["typegen"]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), ["."]],
  ["format", bin("prettier"), ["--check", "."]],
  ["unit + integration", bin("vitest"), ["run"]],
  ["build", bin("react-router"), ["build"]],
  ["browser (e2e)", bin("playwright"), ["test"]],
];

const only = process.argv[2];
for (const [label, cmd, args] of steps) {
  if (only && label !== only) continue;
  const started = Date.now();
  console.log(`\n=== ${label}: ${path.basename(cmd)} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${label} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${label} (${secs}s)`);
}
