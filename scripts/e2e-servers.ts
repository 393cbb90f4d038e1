/**
 * The browser tests' servers, started side by side: one `scripts/e2e-server.ts` per entry of E2E_SERVERS
 * (a JSON list of environments, each with its PORT), then "e2e servers ready" once every one answers
 * /api/health. Playwright starts the entries of its `webServer` list one after another; three seeded
 * servers that way kept the first test waiting for the sum of their start-ups (docs/performance.md).
 * Playwright stops this process's group, the servers with it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { waitFor } from "./support.ts";

const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]") as Array<Record<string, string>>;
const script = path.join(import.meta.dirname, "e2e-server.ts");

await Promise.all(
  servers.map((env) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, E2E_SERVERS: "", ...env },
      stdio: "inherit",
    });
    const exited = new Promise<never>((_, reject) =>
      child.once("exit", (code) => reject(new Error(`The e2e server on port ${env.PORT} exited (${code}).`))),
    );
    // 90 s: three servers seeding at once on a busy 2-core machine.
    return Promise.race([waitFor(`http://127.0.0.1:${env.PORT}/api/health`, 900), exited]);
  }),
);
console.log("e2e servers ready");
