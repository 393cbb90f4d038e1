import type { MessagingStore } from "../store/messaging-store.server.ts";
import { startPeriodic } from "../jobs/periodic.server.ts";
import type { Mailer } from "./mailer.server.ts";

/*
 * The mail queue's sender, in every copy: every `intervalMs` (and at once when kicked after something is
 * queued) it claims due e-mails (messaging-store: each leased to one copy) and sends them one after the
 * other, at most `perTick` per look, so a newsletter goes out throttled. A failure is tried again later,
 * waiting twice as long each time (30 s, 1 min, 2 min… at most 6 h), and given up after MAX_ATTEMPTS: the
 * admins see it (GET /api/mail/status). E-mails leased by a copy that died are taken up when the lease ends;
 * a copy that stops (stop()) finishes the e-mail it is sending and gives the rest of its claim back at once.
 */

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;
const LEASE_MS = 5 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface MailWorker {
  /** Sends what is due now; resolves with how many were sent. */
  runNow(): Promise<number>;
  /** Asks for a look soon (after a request queued an e-mail), without waiting for it. */
  kick(): void;
  stop(): Promise<void>;
}

export function startMailWorker(
  store: Pick<MessagingStore, "claimDueMail" | "markMailSent" | "markMailFailed" | "releaseMail">,
  mailer: Mailer,
  options: { intervalMs: number; perTick?: number; onError: (err: unknown) => void },
): MailWorker {
  const perTick = options.perTick ?? 20;

  async function sendDue(): Promise<number> {
    const now = new Date();
    const mails = await store.claimDueMail(now, new Date(now.getTime() + LEASE_MS), perTick);
    let sent = 0;
    for (const [i, mail] of mails.entries()) {
      if (job.stopping()) {
        // The copy is stopping: the e-mail being sent was finished; the rest go back to the queue now,
        // for another copy (or the next start) instead of after the lease.
        await store.releaseMail(
          mails.slice(i).map((m) => m.id),
          new Date(),
        );
        break;
      }
      try {
        await mailer.send(mail);
        await store.markMailSent(mail.id, new Date());
        sent++;
      } catch (err) {
        const retry =
          mail.attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(mail.attempts));
        await store.markMailFailed(mail.id, err instanceof Error ? err.message : String(err), retry);
        options.onError(err);
      }
    }
    return sent;
  }

  const job = startPeriodic(sendDue, {
    intervalMs: options.intervalMs,
    onError: options.onError,
    fallback: 0,
  });
  return {
    runNow: job.runNow,
    kick: () => {
      if (!job.stopping()) void job.runNow();
    },
    async stop() {
      await job.stop();
      mailer.close();
    },
  };
}
