/*
 * The background jobs' loop (scheduled publishing, the mail sender, the retention job): every copy runs it,
 * one run at a time in this copy, the first at once or soon after the start (work missed while every copy
 * was down is done at the next start). A run asked for while one is going (a tick, a kick after a request queued something) is
 * made once that one ends. Which copy does what is decided in the database by each job, never here:
 * nothing in memory that the other copies would miss.
 */

export interface PeriodicJob<T> {
  /** Runs now (tests, and the first run at start); while a run is going, answers it and runs again after. */
  runNow(): Promise<T>;
  /** No new run starts; resolves when the one going ends. */
  stop(): Promise<void>;
  /** stop() was called: a run in progress gives back what it holds instead of going on. */
  stopping(): boolean;
}

export function startPeriodic<T>(
  run: () => Promise<T>,
  options: {
    intervalMs: number;
    onError: (err: unknown) => void;
    fallback: T;
    /** The first run, this long after the start (default at once). */
    firstRunMs?: number;
  },
): PeriodicJob<T> {
  let running: Promise<T> | undefined;
  let again = false;
  let stopped = false;
  const runNow = (): Promise<T> => {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((err: unknown) => {
        options.onError(err);
        return options.fallback;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runNow();
        }
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void runNow();
  }, options.intervalMs);
  timer.unref();
  const first = options.firstRunMs
    ? setTimeout(() => {
        if (!stopped) void runNow();
      }, options.firstRunMs).unref()
    : undefined;
  if (!first) void runNow();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
    stopping: () => stopped,
  };
}
