import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawnProductionServer } from "../../../scripts/support.ts";

/*
 * A private server for specs that write to the store (the XSS spec): its own port and data folder,
 * so the shared servers of playwright.config.ts keep the demo content other specs read.
 */

export const ADMIN = { email: "admin@e2e.local", password: "e2e-admin-password" };

export interface PrivateServer {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The private server exited early:\n${log()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The private server did not start:\n${log()}`);
}

/** Starts the built server (production mode) on a free port with an empty store (or what `env` sets). */
export async function startPrivateServer(env: Record<string, string> = {}): Promise<PrivateServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-e2e-private-"));
  let output = "";
  const child = spawnProductionServer({
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_REQUESTS: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (b: Buffer) => (output += b.toString()));
  child.stderr?.on("data", (b: Buffer) => (output += b.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, () => output);
  } catch (error) {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
