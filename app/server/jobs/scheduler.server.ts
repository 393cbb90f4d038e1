import type { Store } from "../store/store.server.ts";
import { startPeriodic } from "./periodic.server.ts";

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
  return startPeriodic(
    async () => {
      const names = await store.runDueSchedules(new Date());
      if (names.length > 0) options.onPublished?.(names);
      return names;
    },
    { intervalMs: options.intervalMs, onError: options.onError, fallback: [] as string[] },
  );
}
