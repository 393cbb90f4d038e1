import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test.ts";
import { drainSeen, freePort, request, warmConnections } from "../support/in-flight.ts";
import { spawnProductionServer } from "../../scripts/support.ts";

/*
 * Graceful restarts (docs/operations.md "Stopping and restarting") on the real server: the built site started as
 * `npm start` runs it (build/node/server.js with its flags, production), a SIGTERM sent while 50 requests are in flight (40
 * page renders waiting for their turn and 10 sign-ins whose bodies are still arriving), and then: /readyz
 * 503 for SHUTDOWN_DELAY_MS, then new connections refused, every request in flight answered, the process
 * gone with exit code 0 and JSON lines saying so. And a request that outlives SHUTDOWN_TIMEOUT_MS does
 * not keep the process alive. Browser-free: it runs here because the browser tests come after the build.
 */

const ADMIN = { email: "admin@shutdown.local", password: "shutdown-admin-password" };
const METRICS_TOKEN = "shutdown-spec-metrics-token";

test.describe.configure({ mode: "serial" });

interface Server {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
}

async function start(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-e2e-shutdown-"));
  let output = "";
  // The production server as npm start runs it: the bundle, with its Node flags.
  const child = spawnProductionServer({
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_REQUESTS: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (b: Buffer) => (output += b.toString()));
  child.stderr?.on("data", (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not become ready:\n${output}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (ready?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, child, output: () => output, exited, dataDir };
}

function jsonLines(output: string): Array<Record<string, unknown>> {
  return output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

test("a SIGTERM under load answers every request in flight, then exits 0", async () => {
  test.setTimeout(90_000);
  const server = await start({ SHUTDOWN_DELAY_MS: "500" });
  let agent: http.Agent | undefined;
  try {
    const pool = await warmConnections(50, server.port);
    agent = pool;
    // Page names in /metrics are the site's route patterns, whatever the address.
    // Read to its end: a request is counted once its answer is sent, after the headers fetch resolves on.
    await fetch(`http://127.0.0.1:${server.port}/article/whatever-${Date.now()}`).then((r) => r.text());
    const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.text());
    expect(metrics).toContain('route="/article/:id",status="404"');
    expect(metrics).not.toContain("whatever-");

    const login = JSON.stringify(ADMIN);
    const inFlight = [
      ...Array.from({ length: 40 }, (_, i) =>
        request(pool, server.port, { path: `${i % 2 ? "/en/search" : "/buscar"}?q=etica+${i}` }),
      ),
      ...Array.from({ length: 10 }, () =>
        request(pool, server.port, {
          method: "POST",
          path: "/api/auth/login",
          body: login,
          trickleMs: 1500,
        }),
      ),
    ];
    await new Promise((r) => setTimeout(r, 150));
    const signalled = Date.now();
    server.child.kill("SIGTERM");

    // Not ready any more, for the SHUTDOWN_DELAY_MS a load balancer has to notice (the signal is handled at
    // the event loop's next turn, which the renders in progress may delay); then no new connection.
    const { notReady, refused } = await drainSeen(`http://127.0.0.1:${server.port}`);
    expect(notReady).toEqual({
      status: 503,
      connection: "close",
      body: expect.objectContaining({ ok: false, stopping: true }),
    });
    expect(refused).toBeInstanceOf(Error);

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(answers.slice(40).every((a) => a.body.includes("accessToken"))).toBe(true);
    expect(await server.exited).toBe(0);
    // The trickled sign-ins took 1.5 s: the process waited for them.
    expect(Date.now() - signalled).toBeGreaterThan(1300);

    const lines = jsonLines(server.output());
    const messages = lines.map((l) => l.msg);
    expect(messages).toContain("stopping: finishing the requests in flight");
    expect(messages.at(-1)).toBe("stopped");
    expect(lines.filter((l) => l.msg === "request" && l.route === "/api/auth/login")).toHaveLength(10);
    // Everything after the start-up message (plain text, for the operator who started it) is JSON.
    const all = server.output().split("\n");
    const afterStart = all.slice(all.findIndex((l) => l.includes('"msg":"request"')));
    expect(afterStart.filter((l) => l && !l.startsWith("{"))).toEqual([]);
  } finally {
    agent?.destroy();
    server.child.kill("SIGKILL");
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

test("a request longer than SHUTDOWN_TIMEOUT_MS does not keep the process alive", async () => {
  test.setTimeout(60_000);
  const server = await start({ SHUTDOWN_TIMEOUT_MS: "1000" });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await request(agent, server.port, { path: "/healthz" })).status).toBe(200);
    // A body that never ends.
    const stuck = request(agent, server.port, {
      method: "POST",
      path: "/api/auth/login",
      body: JSON.stringify(ADMIN),
      trickleMs: 60_000,
    }).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 150));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThan(900);
    expect(took).toBeLessThan(5000);
    expect(await stuck).toBeInstanceOf(Error);
    expect(jsonLines(server.output()).map((l) => l.msg)).toContain(
      "requests still in flight at the shutdown timeout: closing their connections",
    );
  } finally {
    agent.destroy();
    server.child.kill("SIGKILL");
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});
