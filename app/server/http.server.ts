import http from "node:http";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import { fastify, LogController, type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./api/auth.server.ts";
import { registerUserRoutes } from "./api/users.server.ts";
import {
  answerNodeLevelRequests,
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
} from "./api/errors.server.ts";
import { registerFileRoutes } from "./api/files.server.ts";
import { metaOps, registerOpenApi } from "./api/openapi.server.ts";
import { registerPageRoutes } from "./api/pages.server.ts";
import { registerDraftRoutes } from "./api/drafts.server.ts";
import { isPreviewUrl, PREVIEW_HEADERS } from "./site/preview.server.ts";
import { startScheduler, type Scheduler } from "./jobs/scheduler.server.ts";
import { registerAssistantRoutes } from "./api/assistant.server.ts";
import { registerFormRoutes } from "./api/forms.server.ts";
import { registerHealthRoutes } from "./api/health.server.ts";
import { registerPasswordResetRoutes } from "./api/password-reset.server.ts";
import { registerNewsletterRoutes } from "./api/newsletter.server.ts";
import { resumeNewsletters } from "./mail/newsletter.server.ts";
import { unsubscribeLinks } from "./mail/unsubscribe.server.ts";
import { passwordLinks } from "./auth/password-links.server.ts";
import { startMailWorker, type MailWorker } from "./mail/mail-worker.server.ts";
import { createMailer } from "./mail/mailer.server.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Scheduled publishing of this copy (app/server/jobs/scheduler.server.ts). */
    scheduler: Scheduler;
    /** The mail queue's sender of this copy (app/server/mail/mail-worker.server.ts). */
    mailWorker: MailWorker;
    /** Request ids, logs and request metrics (app/server/observe.server.ts). */
    observer: RequestObserver;
    /**
     * Stops the schedule and mail workers (each finishes or gives back what it holds) and the purge hook;
     * the same promise every call. Called when closing starts; whoever closes the store awaits it first.
     */
    stopBackgroundWork(): Promise<void>;
    /**
     * The copy is going away (shutdown.server.ts): /readyz answers 503, every answer closes its
     * connection, the workers stop. Requests are still answered until close(); close() starts it too.
     */
    startDraining(): void;
  }
}
import { hasValidHost } from "./origin.server.ts";
import { requestIdOf, loggedUrl, RequestObserver } from "./observe.server.ts";
import { registerMetricsRoute } from "./api/metrics.server.ts";
import { startPurgeHook, type PurgeHook } from "./purge.server.ts";
import { RenderGate } from "./render-gate.server.ts";
import { TurnBudget } from "./turn-budget.server.ts";
import { redirectForLanguage } from "./language-redirect.server.ts";
import type { ResponseCache } from "./cache/response-cache.server.ts";
import { registerSecurityHeaders } from "./security.server.ts";
import type { Services } from "./services.server.ts";
import { PAGE_NAME_MAX } from "../content/page-schema.ts";

/** Methods that never write (the answers to the others wait until their writes are durable). */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** JSON bodies above this size get 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Requests worked on at once (renders are CPU-bound: two cores, plus room for database waits). */
export const CONCURRENT_REQUESTS = 8;
/** Requests started per turn of the event loop, so new connections are accepted under load (turn-budget.server.ts). */
export const REQUESTS_PER_TURN = 16;

/*
 * Slow or idle clients: a client has 10 s to send its headers and 2 minutes for a whole request (a
 * 20 MB upload on a slow line), an idle keep-alive connection is closed after 5 s, and the server
 * checks these every second, so hundreds of idle or trickling connections never hold the server.
 */
const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  // Without a Host header Node would answer a bare 400 itself; registerErrorHandling answers it in JSON.
  requireHostHeader: false,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

function refuseHost(res: http.ServerResponse) {
  const body = JSON.stringify({ message: "The Host header is not a valid host name.", code: "bad_host" });
  res.writeHead(400, {
    "x-request-id": requestIdOf(res.req),
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  res.end(body);
}

const SILENT_CONNECTION_MS = 20_000;

/** Probes and scrapes must answer while the renders are queued (a busy server is not a dead one). */
const OPERATIONS_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The gate is for page renders. Files and built assets stream from disk, and API calls are small and
 * mostly wait on the database: holding a place while waiting would starve the renders.
 */
function bypassesGate(url: string | undefined): boolean {
  return (
    !!url &&
    (url.startsWith("/assets/") ||
      url.startsWith("/content/") ||
      url.startsWith("/api/") ||
      OPERATIONS_PATHS.has(url.split("?")[0] ?? ""))
  );
}

/**
 * The longest address part the router accepts: any valid page name, even fully %-encoded (a UTF-16
 * unit is at most 3 UTF-8 bytes, each "%XX"), so every page that can be saved can be read.
 */
export const MAX_PARAM_LENGTH = PAGE_NAME_MAX * 9 + 100;

export interface HttpOptions {
  /** JSON log lines (pino) for errors and warnings; off in most tests. */
  logger?: boolean;
  /** One line per request too (LOG_REQUESTS); defaults to `logger`. */
  logRequests?: boolean;
  cache?: ResponseCache;
  /** Where log lines go instead of stdout (tests). */
  logStream?: NodeJS.WritableStream;
}

/** The Fastify app without the site: API, /content, headers, errors. server.ts adds React Router. */
export async function buildHttp(services: Services, options: HttpOptions = {}): Promise<FastifyInstance> {
  const { cache } = options;
  const { config, metrics } = services;
  const origin = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
  const gate = new RenderGate(CONCURRENT_REQUESTS);
  const turns = new TurnBudget(REQUESTS_PER_TURN);
  const observer = new RequestObserver(metrics);
  // Set when closing starts (SIGTERM): /readyz answers 503 and every answer closes its connection.
  let draining = false;
  // Answers not yet finished: those whose headers are still to be written close their connection too.
  const answering = new Set<http.ServerResponse>();
  const app = fastify({
    // Current cached answers are written before Fastify routes the request at all; the rest wait
    // for a place at the gate. (With a serverFactory, Fastify leaves the server's timeouts to us.)
    serverFactory: (handler) => {
      const dispatch = (req: http.IncomingMessage, res: http.ServerResponse) => {
        // Answers from before this point (the cache, redirects, the host check) write the id with their headers.
        res.setHeader("x-request-id", requestIdOf(req));
        if (bypassesGate(req.url)) handler(req, res);
        else gate.run(req, res, () => handler(req, res));
      };
      cache?.setDispatcher(dispatch);
      const server = http.createServer(SERVER_TIMEOUTS, (req, res) => {
        observer.begin(req);
        turns.run(() => {
          // Gone while it waited for its turn: nothing to answer, only to count.
          if (res.destroyed) return void observer.track(req, res);
          if (draining) res.setHeader("connection", "close");
          if (!hasValidHost(req.headers, origin)) refuseHost(res);
          else if (!redirectForLanguage(req, res) && !cache?.serve(req, res)) dispatch(req, res);
          // Answers still to be written are counted when done; while draining they also close their connection.
          if (draining) observer.track(req, res);
          else if (observer.track(req, res, () => answering.delete(res))) answering.add(res);
        });
      });
      server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
      // A connection that sends nothing at all (no header to time out) is closed after 20 s of silence.
      server.setTimeout(SILENT_CONNECTION_MS);
      return server;
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Fastify's own refusals and requests Node's parser refuses: JSON with a code like every error.
    frameworkErrors,
    clientErrorHandler,
    // The request line is written by the observer (it also sees the answers given before Fastify);
    // Fastify's request logger keeps the request id on the errors logged while answering.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    logger: options.logger
      ? {
          level: "info",
          // What an error line may say of its request: never headers, cookies, bodies or secret query values.
          serializers: {
            req: (req: { method?: string; url?: string }) => ({
              method: req.method,
              url: loggedUrl(req.url),
            }),
            res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
          },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    // Requests that arrived before closing (waiting at the gate or for a render) are answered, not 503ed;
    // new requests on kept-alive connections too, each then closing its connection (see `draining`).
    return503OnClosing: false,
  });
  observer.logTo(options.logger && (options.logRequests ?? true) ? app.log : undefined);
  observer.register(app);
  app.decorate("observer", observer);
  answerNodeLevelRequests(app.server);
  // onSend order matters: security headers (the page CSP hashes the final HTML), then the cache keeps
  // the finished answer, then compression (added per route, after these).
  registerSecurityHeaders(app, origin);
  cache?.register(app);
  // A preview shows a draft: private, never indexed, and its secret never sent on as a Referer.
  app.addHook("onSend", async (request, reply, payload) => {
    if (isPreviewUrl(request.raw.url) && !request.raw.url?.startsWith("/api/"))
      reply.headers(PREVIEW_HEADERS);
    return payload;
  });
  // The answer is ready: the next request may start its work while this one is being written.
  app.addHook("onSend", async (request, _reply, payload) => {
    gate.release(request.raw);
    return payload;
  });
  // An answer that acknowledges a write goes out once the write is on disk (wal-sync.server.ts); the two
  // links that write on a GET (newsletter confirmation, unsubscribe) wait in their handlers. An error
  // answer acknowledges nothing (and a failed flush's own 500 must not wait for another).
  app.addHook("onSend", async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) await services.store.durable();
    return payload;
  });
  registerErrorHandling(app);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Answers compressed here are made for one request (a search asked once, an API answer): gzip first.
    // For a 60 KB page with the server's allocator settings (scripts/support.ts SERVER_ENV), a gzip stream
    // costs 1.6 ms of CPU for 13.7 KB, brotli (4) 3.6 ms for 14.3 KB and zstd 4.8 ms (their larger
    // contexts are fresh mappings each time). Kept answers are compressed once per encoding asked for
    // (cache/response-cache.server.ts).
    encodings: ["gzip", "br"],
    // A small window keeps each stream's memory small (see BROTLI_PARAMS in cache/response-cache.server.ts).
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await registerOpenApi(app);
  registerPageRoutes(app, services);
  registerDraftRoutes(app, services);
  registerAuthRoutes(app, services);
  // Links to choose a password: a reset, or an admin's invitation (app/server/auth/password-links.server.ts).
  const links = passwordLinks(services.store);
  const invitations = { links, send: () => mailWorker.kick() };
  registerUserRoutes(app, services, invitations);
  await registerFileRoutes(app, services);
  app.get("/api/health", { schema: metaOps.health.schema }, async () => ({ ok: true }));
  registerHealthRoutes(app, services, { stopping: () => draining });
  registerMetricsRoute(app, services, cache);
  const { store } = services;
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
  app.decorate("scheduler", scheduler);
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
  app.decorate("mailWorker", mailWorker);
  // A CDN in front is told what each write of this copy changed (purge.server.ts).
  const purge: PurgeHook | undefined =
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
  let stopped: Promise<void> | undefined;
  const stopBackgroundWork = () =>
    (stopped ??= Promise.all([scheduler.stop(), mailWorker.stop(), purge?.close()]).then(() => undefined));
  app.decorate("stopBackgroundWork", stopBackgroundWork);
  const startDraining = () => {
    draining = true;
    for (const res of answering) if (!res.headersSent) res.setHeader("connection", "close");
    answering.clear();
    void stopBackgroundWork();
  };
  app.decorate("startDraining", startDraining);
  // Closing starts: the workers stop taking new work now, while the requests in flight finish.
  app.addHook("preClose", async () => startDraining());
  app.addHook("onClose", async () => stopBackgroundWork());
  registerFormRoutes(app, services, { mailer, worker: mailWorker });
  registerAssistantRoutes(app, services);
  registerPasswordResetRoutes(app, services, { worker: mailWorker, links });
  const unsubscribe = unsubscribeLinks(services.store);
  registerNewsletterRoutes(app, services, { worker: mailWorker, unsubscribe });
  // A newsletter whose queuing a restart interrupted is finished now (each e-mail queued once).
  app.addHook("onReady", async () => {
    void resumeNewsletters(services.store, unsubscribe)
      .then((n) => {
        if (n > 0) mailWorker.kick();
      })
      .catch((err: unknown) =>
        app.log.warn({ err }, "could not finish queuing a newsletter; will try at the next start"),
      );
  });
  app.all("/api/*", { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send({ message: "There is no such API call.", code: "not_found" }),
  );
  return app;
}
