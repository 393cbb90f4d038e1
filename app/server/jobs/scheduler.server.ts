import type { Store } from "../store/store.server.ts";

/*
 * Scheduled publishing runs without a visit: every copy looks for due publishes every `intervalMs`
 * (one indexed query). Which copy publishes is decided in the database (the publishing transaction
 * removes the schedule row; a copy that finds it gone does nothing), so each runs exactly once, and
 * publishes missed while every copy was down run at the next start.
 */

export interface Scheduler {
  /** Looks now (tests, and the first look at start). */
  runNow(): Promise<string[]>;
  stop(): Promise<void>;
}

export function startScheduler(
  store: Pick<Store, "runDueSchedules">,
  options: { intervalMs: number; onError: (err: unknown) => void; onPublished?: (names: string[]) => void },
): Scheduler {
  let running: Promise<string[]> | undefined;
  let stopped = false;
  const runNow = () => {
    // One look at a time in this copy; the next tick waits for it.
    running ??= store
      .runDueSchedules(new Date())
      .then((names) => {
        if (names.length > 0) options.onPublished?.(names);
        return names;
      })
      .catch((err: unknown) => {
        options.onError(err);
        return [];
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void runNow();
  }, options.intervalMs);
  timer.unref();
  void runNow();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
