import { RETENTION_SETTING_NAMES, retentionMs, type RetentionValues } from "../../content/data-inventory.ts";
import type { MailFiles } from "../mail/mail-files.server.ts";
import type { RetentionCutoffs } from "../store/privacy-store.server.ts";
import type { Store } from "../store/store.server.ts";
import { startPeriodic, type PeriodicJob } from "./periodic.server.ts";

/*
 * Retention enforced (issue 38): every RETENTION_INTERVAL_MS each copy asks for the job's lease, and the
 * one copy that gets it deletes everything older than its retention (app/content/data-inventory.ts, values
 * from the configuration) and everything expired: contact messages, unconfirmed subscriptions,
 * unsubscribed addresses (the rows, consent record included, not a flag), sent and failed e-mails and their
 * .eml files, sign-in and form limit records, the assistant's questions, the record of exports and
 * erasures, expired sessions, revoked tokens, used challenges and unconfirmed requests.
 */

export const RETENTION_INTERVAL_MS = 10 * 60 * 1000;
/** The first run after a start: soon, but not while the server is starting up (its queries wait). */
const FIRST_RUN_MS = 30_000;
/** The lease lapses a little before the next run of the copy holding it, whatever the copies' phases. */
const LEASE_SHARE = 0.9;

/** For each setting, the time before which a record is old enough to go. */
export function retentionCutoffs(values: RetentionValues, now: Date): RetentionCutoffs {
  return Object.fromEntries(
    RETENTION_SETTING_NAMES.map((name) => [name, new Date(now.getTime() - retentionMs(name, values))]),
  ) as RetentionCutoffs;
}

export interface RetentionDeps {
  store: Pick<Store, "purgeExpired" | "claimLease">;
  mailFiles: Pick<MailFiles, "purge">;
  retention: RetentionValues;
  intervalMs?: number;
}

/**
 * One run at `now` (the clock is the caller's, so tests control it): deletes what is past its retention
 * and answers how much of each inventory item went, or undefined when another copy holds the lease.
 */
export async function runRetention(
  deps: RetentionDeps,
  now: Date,
): Promise<Record<string, number> | undefined> {
  const interval = deps.intervalMs ?? RETENTION_INTERVAL_MS;
  const until = new Date(now.getTime() + Math.floor(interval * LEASE_SHARE));
  if (!(await deps.store.claimLease("retention", now, until))) return undefined;
  const cutoffs = retentionCutoffs(deps.retention, now);
  const counts = await deps.store.purgeExpired(cutoffs, now);
  const files = await deps.mailFiles.purge(cutoffs.MAIL_SENT_RETENTION_DAYS);
  if (files > 0) counts["mail-files"] = files;
  return counts;
}

export type RetentionJob = PeriodicJob<Record<string, number> | undefined>;

export function startRetention(
  deps: RetentionDeps,
  options: { onError: (err: unknown) => void; onPurged?: (counts: Record<string, number>) => void },
): RetentionJob {
  return startPeriodic(
    async () => {
      const counts = await runRetention(deps, new Date());
      if (counts && Object.keys(counts).length > 0) options.onPurged?.(counts);
      return counts;
    },
    {
      intervalMs: deps.intervalMs ?? RETENTION_INTERVAL_MS,
      firstRunMs: FIRST_RUN_MS,
      onError: options.onError,
      fallback: undefined,
    },
  );
}
