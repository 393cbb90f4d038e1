import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two test files per core: many of them wait (on an SMTP server, a child process, a timer, PostgreSQL)
    // more than they compute. One file per core kept the 2-core CI machine 43 % busy for 187 s; two per
    // core, 97 % busy for 86–90 s (three per core: 95 s).
    maxWorkers: os.availableParallelism() * 2,
    // Files share their workers instead of a fresh one each (~240 ms of start and imports per file, 15 % of
    // the run): 95 → 64–72 s. Each file opens its own databases, servers and folders, and passed in three
    // shuffled orders (--sequence.shuffle.files) this way.
    isolate: false,
    // So files sharing a worker do not share what the server keeps for the process (app/server/memo.server.ts).
    setupFiles: ["tests/support/reset-memos.ts"],
  },
});
