import { startPeriodic } from "../jobs/periodic.server.ts";
import type { AudienceCounter } from "./counter.server.ts";

/*
 * This copy's counted audience goes to the database every interval (ANALYTICS_FLUSH_SECONDS), at once
 * at the start (which also loads the day's salt), and once more when the copy stops (SIGTERM): a
 * graceful stop loses nothing; a crash loses at most one interval.
 */

export interface AudienceFlush {
  /** Writes what is pending now (tests). */
  flushNow(): Promise<void>;
  /** No more periodic writes; the last batch is written before it resolves. */
  stop(): Promise<void>;
}

export function startAudienceFlush(
  counter: AudienceCounter,
  options: { intervalMs: number; onError: (err: unknown) => void },
): AudienceFlush {
  const job = startPeriodic(() => counter.flush(), {
    intervalMs: options.intervalMs,
    onError: options.onError,
    fallback: undefined,
  });
  return {
    flushNow: () => job.runNow(),
    async stop() {
      await job.stop();
      await counter.flush().catch(options.onError);
    },
  };
}
