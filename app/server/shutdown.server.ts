import type { FastifyInstance } from "fastify";

/*
 * Graceful restarts (docs/decisions/0016-metrics-logs-and-shutdown.md, README "Stopping and restarting").
 * On SIGTERM (what a container runtime or orchestrator sends) or SIGINT (Ctrl-C):
 *
 * 1. Fastify's close starts: /readyz answers 503 and every answer closes its connection (http.server.ts,
 *    `draining`); the schedule and mail workers stop taking work, finishing (or giving back) what they hold.
 * 2. The listening socket closes: new connections are refused (the load balancer tries another copy).
 *    Idle kept-alive connections are closed at once, the others as soon as their answer is written.
 * 3. Requests in flight (being worked on, or waiting for a place or for a render) are answered. After
 *    `timeoutMs` the connections still open are closed, and the stop goes on.
 * 4. The workers and the purge hook end, the database closes, the process exits 0.
 *
 * A second signal exits at once (1); so does a stop that has not ended `HARD_STOP_MS` after the timeout.
 */

const HARD_STOP_MS = 5000;

export function closeOnSignals(
  app: FastifyInstance,
  options: { timeoutMs: number; exit?: (code: number) => void },
) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, "second signal while stopping: exiting now");
      exit(1);
      return;
    }
    stopping = true;
    const started = Date.now();
    app.log.info({ signal, timeoutMs: options.timeoutMs }, "stopping: finishing the requests in flight");
    // Connections that finish their answer while closing are closed as soon as they fall idle.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      app.log.warn(
        { timeoutMs: options.timeoutMs },
        "requests still in flight at the shutdown timeout: closing their connections",
      );
      app.server.closeAllConnections();
    }, options.timeoutMs);
    const hard = setTimeout(() => {
      app.log.error("the server did not stop in time: exiting");
      exit(1);
    }, options.timeoutMs + HARD_STOP_MS);
    hard.unref();
    app.close().then(
      () => {
        clearInterval(reap);
        clearTimeout(force);
        clearTimeout(hard);
        app.log.info({ ms: Date.now() - started }, "stopped");
        exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, "could not stop cleanly");
        exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
