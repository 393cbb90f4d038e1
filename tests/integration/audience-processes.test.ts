import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dayOf } from "../../app/content/analytics.ts";
import { adapters } from "../support/adapters.ts";
import { openRaw } from "../support/raw-db.ts";

/*
 * The audience's counts across real server processes (issue 43): two copies (tests/support/server-process.ts:
 * server.ts without the React Router site) on one database, each counting downloads in its own memory
 * with a flush an hour away, so the only writes are the ones each makes when it is stopped with SIGTERM.
 * After both stop, the day's rows hold every download once and each visitor once, whichever copy
 * served them (on PostgreSQL, the database the issue asks for, and on one SQLite file).
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

interface Copy {
  url: string;
  child: ChildProcess;
}

async function startCopy(env: Record<string, string>): Promise<Copy> {
  const child = fork(path.resolve(import.meta.dirname, "../support/server-process.ts"), [], {
    execArgv: [],
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`a copy stopped at start (exit ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function sigterm(copy: Copy): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => copy.child.once("exit", (code) => resolve(code)));
  copy.child.kill("SIGTERM");
  return exited;
}

async function download(copy: Copy, visitor: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${copy.url}/content/informe.pdf`, {
    headers: { "user-agent": BROWSER, "x-forwarded-for": visitor, ...headers },
  });
  await res.arrayBuffer();
  return res.status;
}

describe.each(adapters)("the audience of two server processes on $name", (target) => {
  it("adds up both copies' counts, each written when its copy is stopped (SIGTERM)", async () => {
    const db = await target.fresh();
    // One data folder: the same stored files (and, on SQLite, the same database file) for both copies.
    fs.mkdirSync(path.join(db.dataDir, "files"), { recursive: true });
    fs.writeFileSync(path.join(db.dataDir, "files", "informe.pdf"), "%PDF-1.4\n" + "x".repeat(4000));
    const env = {
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      JWT_SECRET: "a shared secret of the copies, long enough",
      ADMIN_EMAIL: "admin@audience.test",
      ADMIN_PASSWORD: "a long admin passphrase",
      SEED_DEMO: "0",
      TRUST_PROXY: "1",
      LOG_REQUESTS: "0",
      ANALYTICS_FLUSH_SECONDS: "3600",
    };
    const a = await startCopy(env);
    const b = await startCopy(env);
    let stopped = false;
    try {
      // Let each copy's first flush (it loads the day's salt) end before the visits.
      await new Promise((r) => setTimeout(r, 1000));
      expect(await download(a, "198.51.100.1")).toBe(200);
      expect(await download(b, "198.51.100.1")).toBe(200);
      expect(await download(b, "198.51.100.2")).toBe(200);
      expect(await download(a, "198.51.100.3", { "sec-gpc": "1" })).toBe(200);
      expect(await Promise.all([sigterm(a), sigterm(b)])).toEqual([0, 0]);
      stopped = true;
      const raw = openRaw({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
      try {
        const rows = (await raw
          .selectFrom("analytics_daily")
          .select(["kind", "item", "hits", "visitors"])
          .where("day", "=", dayOf(new Date()))
          .orderBy("kind")
          .execute()) as Array<{ kind: string; item: string; hits: number; visitors: number }>;
        expect(rows.map((r) => [r.kind, r.item, Number(r.hits), Number(r.visitors)])).toEqual([
          ["file", "informe.pdf", 3, 2],
          // A download is no page view; its visitor is one of the site's day all the same.
          ["site", "", 0, 2],
        ]);
      } finally {
        await raw.destroy();
      }
    } finally {
      if (!stopped) {
        a.child.kill("SIGKILL");
        b.child.kill("SIGKILL");
      }
      await db.cleanup();
    }
  }, 60_000);
});
