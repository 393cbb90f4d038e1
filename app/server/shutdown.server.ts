import type { FastifyInstance } from "fastify";

/*
 * Graceful restarts (docs/decisions/0016-metrics-logs-and-shutdown.md, docs/operations.md "Stopping and restarting").
 * On SIGTERM (what a container runtime or orchestrator sends) or SIGINT (Ctrl-C):
 *
 * 1. Draining starts: /readyz answers 503 and every answer closes its connection (http.server.ts,
 *    `draining`); the schedule and mail workers stop taking work, finishing (or giving back) what they hold.
 * 2. For `delayMs` (SHUTDOWN_DELAY_MS, 0 by default) the server still takes new connections and answers
 *    them, so a load balancer that polls /readyz sees the 503 and stops sending before anything is refused.
 * 3. The listening socket closes: new connections are refused. Idle kept-alive connections are closed at
 *    once, the others as soon as their answer is written.
 * 4. Requests in flight (being worked on, or waiting for a place or for a render) are answered. After
 *    `timeoutMs` (SHUTDOWN_TIMEOUT_MS) the connections still open are closed, and the stop goes on.
 * 5. The workers and the purge hook end, the database closes, the process exits 0.
 *
 * A second signal exits at once (1); so does a stop still going `HARD_STOP_MS` after the timeout.
 */

const HARD_STOP_MS = 5000;

export function closeOnSignals(
  app: FastifyInstance,
  options: { delayMs: number; timeoutMs: number; exit?: (code: number) => void },
) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const { delayMs, timeoutMs } = options;
  let stopping = false;

  const close = () => {
    const started = Date.now();
    // Connections that finish their answer while closing are closed as soon as they fall idle.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      app.log.warn(
        { timeoutMs },
        "requests still in flight at the shutdown timeout: closing their connections",
      );
      app.server.closeAllConnections();
    }, timeoutMs);
    const hard = setTimeout(() => {
      app.log.error("the server did not stop in time: exiting");
      exit(1);
    }, timeoutMs + HARD_STOP_MS);
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

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, "second signal while stopping: exiting now");
      exit(1);
      return;
    }
    stopping = true;
    app.log.info({ signal, delayMs, timeoutMs }, "stopping: finishing the requests in flight");
    app.startDraining();
    if (delayMs > 0) setTimeout(close, delayMs);
    else close();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
