import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * The store adapters a shared suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * is set. Each call gets a fresh, empty database (a temp folder, or a new PostgreSQL schema).
 */
export interface AdapterTarget {
  name: "sqlite" | "postgres";
  /** Returns a fresh data dir and database URL, and a cleanup. */
  fresh(): Promise<{ dataDir: string; databaseUrl?: string; cleanup(): Promise<void> }>;
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-test-"));
}

const sqlite: AdapterTarget = {
  name: "sqlite",
  async fresh() {
    const dataDir = tempDir();
    return { dataDir, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  },
};

function postgres(url: string): AdapterTarget {
  return {
    name: "postgres",
    async fresh() {
      const schema = `t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const u = new URL(url);
      u.searchParams.set("options", `-c search_path=${schema}`);
      const dataDir = tempDir();
      return {
        dataDir,
        databaseUrl: u.toString(),
        async cleanup() {
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query(`drop schema ${schema} cascade`);
          await c.end();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

export const adapters: AdapterTarget[] = [
  sqlite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
