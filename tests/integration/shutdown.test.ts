import { spawn } from "node:child_process";
import net from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildHttp } from "../../app/server/http.server.ts";
import { startScheduler } from "../../app/server/jobs/scheduler.server.ts";
import { startMailWorker } from "../../app/server/mail/mail-worker.server.ts";
import type { Mailer } from "../../app/server/mail/mailer.server.ts";
import type { OutgoingMail } from "../../app/server/store/messaging-store.server.ts";
import { adapters } from "../support/adapters.ts";
import { ADMIN, startApi, type Harness } from "../support/api-harness.ts";
import { drainSeen, freePort, request, warmConnections } from "../support/in-flight.ts";

/*
 * What a stopping copy does with its work (docs/operations.md "Stopping and restarting"), on both databases: the mail
 * worker finishes the e-mail it is sending and gives the rest of its claim back at once (another copy
 * takes them now, not after the 5-minute lease); the scheduler finishes its look; and while the HTTP
 * server drains and closes, a request in flight is answered and /readyz says 503.
 * And the server process itself (server.ts's startServer, without the site): a SIGTERM with 50 requests in
 * flight answers them all and exits 0. tests/e2e/graceful-shutdown.spec.ts does the same with the built
 * site (page renders waiting at the gate) and the shutdown timeout.
 */

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** One raw kept-alive connection: requests written on it while the server closes. */
async function connection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let buffer = "";
  socket.on("data", (b: Buffer) => (buffer += b.toString()));
  return {
    async get(path: string) {
      buffer = "";
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await until(() => /\r\n\r\n[\s\S]*\}/.test(buffer));
      return buffer;
    },
    close: () => socket.destroy(),
  };
}

describe.each(adapters)("a copy stopping on $name", (target) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it("finishes the e-mail it is sending and gives the rest of its claim back at once", async () => {
    h = await startApi(target, { config: { mailPollMs: 3_600_000 } });
    const { store } = h.services;
    // The server's own worker has nothing to do here: stopped, so only ours claims.
    await h.app.mailWorker.stop();
    for (const to of ["a@example.org", "b@example.org", "c@example.org"])
      await store.enqueueMail({ kind: "contact", to, subject: "Hola", text: "Hola" });
    const sending = deferred();
    const started: string[] = [];
    const mailer: Mailer = {
      mode: "files",
      async send(mail: OutgoingMail) {
        started.push(mail.to);
        await sending.promise;
      },
      close: () => undefined,
    };
    const worker = startMailWorker(store, mailer, { intervalMs: 3_600_000, onError: () => undefined });
    await until(() => started.length === 1);
    const stopped = worker.stop();
    sending.resolve();
    await stopped;
    expect(started).toEqual(["a@example.org"]);
    const state = await store.mailQueueState();
    expect([state.sent, state.pending]).toEqual([1, 2]);
    // Another copy takes the two now, as first attempts.
    const now = new Date();
    const taken = await store.claimDueMail(now, new Date(now.getTime() + 60_000), 10);
    expect(taken.map((m) => [m.to, m.attempts])).toEqual([
      ["b@example.org", 1],
      ["c@example.org", 1],
    ]);
  });

  it("lets the schedule's look in progress end before it stops", async () => {
    h = await startApi(target);
    const looking = deferred();
    let ended = false;
    const scheduler = startScheduler(
      {
        runDueSchedules: async (now) => {
          await looking.promise;
          const names = await h!.services.store.runDueSchedules(now);
          ended = true;
          return names;
        },
      },
      { intervalMs: 3_600_000, onError: () => undefined },
    );
    const stopped = scheduler.stop();
    await new Promise((r) => setTimeout(r, 50));
    expect(ended).toBe(false);
    looking.resolve();
    await stopped;
    expect(ended).toBe(true);
  });

  it("answers a request in flight while closing, and says it is not ready on open connections", async () => {
    h = await startApi(target);
    const app = await buildHttp(h.services);
    const release = deferred();
    app.get("/slow", async () => {
      await release.promise;
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const slowConnection = await connection(port);
    const probe = await connection(port);
    expect(await probe.get("/readyz")).toMatch(/^HTTP\/1\.1 200/);
    const slow = slowConnection.get("/slow");
    await new Promise((r) => setTimeout(r, 50));
    // SIGTERM (shutdown.server.ts): not ready, on a connection already open and on a new one.
    app.startDraining();
    const ready = await probe.get("/readyz");
    expect(ready).toMatch(/^HTTP\/1\.1 503/);
    expect(ready).toContain('"stopping":true');
    expect(ready.toLowerCase()).toContain("connection: close");
    const fresh = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect([fresh.status, ((await fresh.json()) as { stopping?: boolean }).stopping]).toEqual([503, true]);
    // The workers are told to stop when draining starts.
    await app.stopBackgroundWork();
    const closed = app.close();
    await new Promise((r) => setTimeout(r, 50));
    release.resolve();
    const answered = await slow;
    expect(answered).toMatch(/^HTTP\/1\.1 200/);
    expect(answered).toContain('{"done":true}');
    // It arrived before the stop began, but its connection is not kept either.
    expect(answered.toLowerCase()).toContain("connection: close");
    await closed;
    slowConnection.close();
    probe.close();
  });
});

describe.each(adapters)("the server process stopped by SIGTERM on $name", (target) => {
  it("answers the 50 requests in flight, says it is not ready, stops listening and exits 0", async () => {
    const db = await target.fresh();
    const port = await freePort();
    let output = "";
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, "../support/server-main.ts")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: db.dataDir,
        DATABASE_URL: db.databaseUrl ?? "",
        SEED_DEMO: "0",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SHUTDOWN_DELAY_MS: "1000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (b: Buffer) => (output += b.toString()));
    child.stderr.on("data", (b: Buffer) => (output += b.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const base = `http://127.0.0.1:${port}`;
    let agent: Awaited<ReturnType<typeof warmConnections>> | undefined;
    try {
      await until(() => output.includes("Simbiosis is serving"), 15_000);
      const pool = await warmConnections(50, port);
      agent = pool;
      // Sign-ins whose bodies are still arriving when the signal comes (and then cost a password hash each).
      const login = JSON.stringify(ADMIN);
      const inFlight = Array.from({ length: 50 }, () =>
        request(pool, port, { method: "POST", path: "/api/auth/login", body: login, trickleMs: 800 }),
      );
      await new Promise((r) => setTimeout(r, 100));
      child.kill("SIGTERM");
      const { notReady, refused } = await drainSeen(base);
      expect(notReady).toEqual({
        status: 503,
        connection: "close",
        body: expect.objectContaining({ stopping: true }),
      });
      expect(refused).toBeInstanceOf(Error);
      const answers = await Promise.all(inFlight);
      expect(answers.filter((a) => a.status === 200 && a.body.includes("accessToken"))).toHaveLength(50);
      expect(await exited).toBe(0);
      const messages = output
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => (JSON.parse(l) as { msg: string }).msg);
      expect(messages).toContain("stopping: finishing the requests in flight");
      expect(messages.at(-1)).toBe("stopped");
    } finally {
      agent?.destroy();
      child.kill("SIGKILL");
      await db.cleanup();
    }
  }, 30_000);
});
