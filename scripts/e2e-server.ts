/**
 * Starts the built server for the browser tests on a fresh, throwaway data folder.
 * E2E_EMPTY=1 starts it with an empty store (no demo content).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.LOG_REQUESTS = "0";
process.env.ADMIN_EMAIL ??= "admin@e2e.local";
process.env.ADMIN_PASSWORD ??= "e2e-admin-password";
if (process.env.E2E_EMPTY === "1") process.env.SEED_DEMO = "0";
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.once("exit", cleanup);
const { startServer } = await import("../server.ts");
await startServer();
