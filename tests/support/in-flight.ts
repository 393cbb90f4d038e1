import http from "node:http";
import net from "node:net";

/*
 * Requests held in flight on purpose, for the tests that stop a server under load
 * (tests/integration/shutdown.test.ts, tests/e2e/graceful-shutdown.spec.ts).
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * A request through `agent` (whose kept-alive sockets the server has already accepted). With a body and
 * `trickleMs`, half the body is sent now and the rest after `trickleMs`: the request is in flight on the
 * server meanwhile.
 */
export function request(
  agent: http.Agent,
  port: number,
  options: { method?: string; path: string; body?: string; trickleMs?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        port,
        host: "127.0.0.1",
        method: options.method ?? "GET",
        path: options.path,
        headers: options.body
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(options.body) }
          : {},
      },
      (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    const { body } = options;
    if (!body) return void req.end();
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), options.trickleMs ?? 0);
  });
}

/** Opens `count` connections the server has accepted (a connection still in the listen backlog when it stops listening is refused). */
export async function warmConnections(count: number, port: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  const answers = await Promise.all(
    Array.from({ length: count }, () => request(agent, port, { path: "/healthz" })),
  );
  if (!answers.every((a) => a.status === 200)) throw new Error("the server did not answer /healthz");
  return agent;
}

/** One GET on a connection of its own: never a kept-alive socket the server may be closing as it is reused. */
function probe(url: string): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

const refusedError = (err: unknown) => (err as NodeJS.ErrnoException).code === "ECONNREFUSED";

/**
 * After a stop signal: /readyz answers 503 (stopping) while the server still listens, then connections
 * are refused. Each probe has a connection of its own (a reused one could be reset by the server's
 * closing of idle connections, which is not a refusal); only a refused connection ends the first wait.
 */
export async function drainSeen(
  base: string,
  withinMs = 5000,
): Promise<{ notReady: unknown; refused: unknown }> {
  const started = Date.now();
  let notReady: unknown;
  while (Date.now() - started < withinMs) {
    const res = await probe(`${base}/readyz`).catch((err: unknown) => err as Error);
    if (res instanceof Error) {
      if (refusedError(res)) break;
      continue;
    }
    if (res.status !== 200) {
      notReady = { status: res.status, connection: res.connection, body: JSON.parse(res.body) as unknown };
      break;
    }
  }
  let refused: unknown;
  while (!refused && Date.now() - started < withinMs) {
    refused = await probe(`${base}/healthz`).then(
      () => undefined,
      (err: unknown) => (refusedError(err) ? err : undefined),
    );
    await new Promise((r) => setTimeout(r, 20));
  }
  return { notReady, refused };
}
