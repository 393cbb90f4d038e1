import fp from "fastify-plugin";
import { startAudienceFlush } from "../analytics/flush.server.ts";
import { startRetention, type RetentionJob } from "../jobs/retention.server.ts";
import { startScheduler, type Scheduler } from "../jobs/scheduler.server.ts";
import { mailFiles } from "../mail/mail-files.server.ts";
import { startMailWorker, type MailWorker } from "../mail/mail-worker.server.ts";
import { createMailer, type Mailer } from "../mail/mailer.server.ts";
import { resumeNewsletters } from "../mail/newsletter.server.ts";
import { unsubscribeLinks } from "../mail/unsubscribe.server.ts";
import { startIdleRelease } from "../memory.server.ts";
import { startPurgeHook } from "../purge.server.ts";
import type { Services } from "../services.server.ts";
import type { Transport } from "./transport.server.ts";

/*
 * The work each copy does in the background, beside the requests: scheduled publishing, the mail queue's
 * sender, the deletion of what is past its retention, the CDN purge hook and, when the copy is quiet, freed
 * memory given back. Each starts here and stops when the copy starts draining (or closes).
 * A new job starts here the same way, and is added to stopBackgroundWork.
 */

declare module "fastify" {
  interface FastifyInstance {
    /** Scheduled publishing of this copy (app/server/jobs/scheduler.server.ts). */
    scheduler: Scheduler;
    /** The mail queue's sender of this copy (app/server/mail/mail-worker.server.ts). */
    mailWorker: MailWorker;
    /** Deletes what is past its retention, once across copies (app/server/jobs/retention.server.ts). */
    retention: RetentionJob;
    /** Where e-mail goes (SMTP_URL, or .eml files), for the calls that send at once. */
    mailer: Mailer;
    /**
     * Stops the schedule and mail workers (each finishes or gives back what it holds) and the purge hook;
     * the same promise every call. Called when closing starts; whoever closes the store awaits it first.
     */
    stopBackgroundWork(): Promise<void>;
  }
}

export interface WorkersOptions {
  services: Services;
  transport: Transport;
}

export const workersPlugin = fp<WorkersOptions>(
  async (app, { services, transport }) => {
    const { store, config, metrics } = services;
    // Scheduled publishing runs in every copy; the database decides which one publishes each (exactly once).
    const scheduler = startScheduler(
      {
        runDueSchedules: (now) =>
          store.runDueSchedules(now).then(
            (names) => {
              metrics.scheduleCheck(true, names.length);
              return names;
            },
            (err: unknown) => {
              metrics.scheduleCheck(false, 0);
              throw err;
            },
          ),
      },
      {
        intervalMs: config.schedulePollMs,
        onError: (err) => app.log.error({ err }, "scheduled publishing failed; trying again"),
      },
    );
    // E-mail is sent by a worker in every copy; each queued e-mail is claimed by one (mail-worker.server.ts).
    const mailer = createMailer(config);
    const mailWorker = startMailWorker(
      {
        claimDueMail: (now, leaseUntil, limit) => store.claimDueMail(now, leaseUntil, limit),
        releaseMail: (ids, now) => store.releaseMail(ids, now),
        markMailSent: async (id, at) => {
          await store.markMailSent(id, at);
          metrics.mailSend(true);
        },
        markMailFailed: async (id, error, retryAt) => {
          await store.markMailFailed(id, error, retryAt);
          metrics.mailSend(false);
        },
      },
      mailer,
      {
        intervalMs: config.mailPollMs,
        onError: (err) => app.log.warn({ err }, "an e-mail could not be sent; it will be tried again"),
      },
    );
    // What is past its retention is deleted by one copy at a time (retention.server.ts).
    const retention = startRetention(
      { store, mailFiles: mailFiles(config.dataDir), retention: config.retention },
      {
        onError: (err) => app.log.error({ err }, "deleting data past its retention failed; trying again"),
        onPurged: (deleted) => app.log.info({ deleted }, "deleted data past its retention"),
      },
    );
    // A CDN in front is told what each write of this copy changed (purge.server.ts).
    const purge =
      config.purgeWebhooks.length > 0 && config.purgeWebhookSecret
        ? startPurgeHook(store, {
            webhooks: config.purgeWebhooks,
            secret: config.purgeWebhookSecret,
            publicUrl: config.publicUrl,
            onResult: (ok, webhook, error) => {
              metrics.purge(ok);
              if (!ok) app.log.warn({ webhook: new URL(webhook).origin, error }, "a CDN purge call failed");
            },
          })
        : undefined;
    // The audience counted in this copy's memory is added to the database every interval, and at the stop.
    const audience = startAudienceFlush(services.analytics, {
      intervalMs: config.analyticsFlushSeconds * 1000,
      onError: (err) => app.log.warn({ err }, "the audience's counts could not be written; trying again"),
    });
    // After a burst (the assistant's index, a crowd), freed memory is given back once the copy is quiet.
    const memory =
      config.memoryReleaseSeconds > 0
        ? startIdleRelease({
            intervalMs: config.memoryReleaseSeconds * 1000,
            growthMb: 32,
            onRelease: ({ beforeMb, afterMb, ms }) =>
              app.log.info(
                { beforeMb: Math.round(beforeMb), afterMb: Math.round(afterMb), ms: Math.round(ms) },
                "freed memory given back",
              ),
          })
        : undefined;
    let stopped: Promise<void> | undefined;
    const stopBackgroundWork = () =>
      (stopped ??= Promise.all([
        scheduler.stop(),
        mailWorker.stop(),
        retention.stop(),
        purge?.close(),
        audience.stop(),
        memory?.stop(),
      ]).then(() => undefined));
    app.decorate("scheduler", scheduler);
    app.decorate("mailWorker", mailWorker);
    app.decorate("retention", retention);
    app.decorate("mailer", mailer);
    app.decorate("stopBackgroundWork", stopBackgroundWork);
    transport.whenDraining(() => void stopBackgroundWork());
    app.addHook("onClose", async () => stopBackgroundWork());
    // A newsletter whose queuing a restart interrupted is finished now (each e-mail queued once).
    app.addHook("onReady", async () => {
      void resumeNewsletters(store, unsubscribeLinks(store))
        .then((n) => {
          if (n > 0) mailWorker.kick();
        })
        .catch((err: unknown) =>
          app.log.warn({ err }, "could not finish queuing a newsletter; will try at the next start"),
        );
    });
  },
  { name: "workers", dependencies: ["transport"] },
);
