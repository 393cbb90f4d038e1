import http, { type IncomingMessage, type ServerResponse } from "node:http";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { PAGE_NAME_MAX } from "../../content/page-schema.ts";
import {
  answerNodeLevelRequests,
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
} from "../api/errors.server.ts";
import { MULTIPART_OPTIONS } from "../api/files.server.ts";
import { registerHealthRoutes } from "../api/health.server.ts";
import { registerMetricsRoute } from "../api/metrics.server.ts";
import type { ResponseCache } from "../cache/response-cache.server.ts";
import { loggedUrl, requestIdOf, RequestObserver } from "../observe.server.ts";
import { hasValidHost, type OriginSettings } from "../origin.server.ts";
import type { Services } from "../services.server.ts";
import { TurnBudget } from "../turn-budget.server.ts";
import { answerResponse, registerAnswerHeaders } from "./answer-headers.server.ts";

/*
 * The HTTP transport: Node's server with its timeouts, what every request goes through before Fastify
 * (its id and clock, the turn budget, the host check, then the steps other parts put at the front door:
 * language redirects, the response cache's fast path, the render gate), the headers of every answer,
 * JSON errors, compression, the operations routes (/healthz, /readyz, /metrics) and draining.
 */

declare module "fastify" {
  interface FastifyInstance {
    /** Request ids, logs and request metrics (app/server/observe.server.ts). */
    observer: RequestObserver;
    /**
     * The copy is going away (shutdown.server.ts): /readyz answers 503, every answer closes its
     * connection, the background work stops. Requests are still answered until close(); close() starts it too.
     */
    startDraining(): void;
  }
}

/** Methods that never write (the answers to the others wait until their writes are durable). */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** JSON bodies above this size get 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Requests started per turn of the event loop, so new connections are accepted under load (turn-budget.server.ts). */
export const REQUESTS_PER_TURN = 16;
/**
 * The longest address part the router accepts: any valid page name, even fully %-encoded (a UTF-16
 * unit is at most 3 UTF-8 bytes, each "%XX"), so every page that can be saved can be read.
 */
export const MAX_PARAM_LENGTH = PAGE_NAME_MAX * 9 + 100;

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
/** A connection that sends nothing at all (no header to time out) is closed after 20 s of silence. */
const SILENT_CONNECTION_MS = 20_000;

function refuseHost(res: ServerResponse) {
  const body = JSON.stringify({ message: "The Host header is not a valid host name.", code: "bad_host" });
  res.writeHead(400, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  res.end(body);
}

/** A step before Fastify: answers the request (or takes it, to answer later) and returns true, or returns false. */
export type FrontStep = (req: IncomingMessage, res: ServerResponse) => boolean;
/** How a request no step answered enters Fastify: at once, or when `enter` is called (the render gate). */
export type Admission = (req: IncomingMessage, res: ServerResponse, enter: () => void) => void;

/**
 * The way into the app before Fastify routes anything: the steps, in the order they were put there, then
 * the admission into Fastify. A step that took a request may send it on later with `dispatch`.
 */
export class FrontDoor {
  private readonly steps: FrontStep[] = [];
  private admission: Admission = (_req, _res, enter) => enter();
  private handler: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;

  use(step: FrontStep) {
    this.steps.push(step);
  }

  admitWith(admission: Admission) {
    this.admission = admission;
  }

  /** Fastify's own request handler (given by the server factory). */
  setHandler(handler: (req: IncomingMessage, res: ServerResponse) => void) {
    this.handler = handler;
  }

  /** Into Fastify, past the steps (through the admission). */
  readonly dispatch = (req: IncomingMessage, res: ServerResponse) => {
    this.admission(req, res, () => this.handler(req, res));
  };

  enter(req: IncomingMessage, res: ServerResponse) {
    for (const step of this.steps) if (step(req, res)) return;
    this.dispatch(req, res);
  }
}

export interface TransportOptions {
  /** JSON log lines (pino) for errors and warnings; off in most tests. */
  logger?: boolean;
  /** One line per request too (LOG_REQUESTS); defaults to `logger`. */
  logRequests?: boolean;
  /** Where log lines go instead of stdout (tests). */
  logStream?: NodeJS.WritableStream;
}

/** One copy's transport: made before Fastify (it makes Fastify's server), then registered as a plugin. */
export class Transport {
  readonly front = new FrontDoor();
  readonly observer: RequestObserver;
  readonly origin: OriginSettings;
  private readonly turns = new TurnBudget(REQUESTS_PER_TURN);
  private draining = false;
  private readonly onDrain: Array<() => void> = [];

  constructor(services: Services) {
    const { config, metrics } = services;
    this.origin = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
    this.observer = new RequestObserver(metrics);
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Called once when draining starts (the background work stops). */
  whenDraining(listener: () => void) {
    this.onDrain.push(listener);
  }

  startDraining() {
    if (this.draining) return;
    this.draining = true;
    for (const listener of this.onDrain) listener();
  }

  /** Fastify's options: its server is this transport's, and errors, ids and logs are as this copy wants them. */
  fastifyOptions(options: TransportOptions): FastifyServerOptions {
    const { observer, front, turns } = this;
    const settings = { origin: this.origin, draining: () => this.draining };
    return {
      // Current cached answers are written before Fastify routes the request at all; the rest wait
      // for a place at the gate. (With a serverFactory, Fastify leaves the server's timeouts to us.)
      serverFactory: (handler) => {
        front.setHandler(handler);
        const server = http.createServer(
          { ...SERVER_TIMEOUTS, ServerResponse: answerResponse(settings) },
          (req, res) => {
            observer.begin(req);
            turns.run(() => {
              // Gone while it waited for its turn: nothing to answer, only to count.
              if (res.destroyed) return void observer.track(req, res);
              if (!hasValidHost(req.headers, this.origin)) refuseHost(res);
              else front.enter(req, res);
              // Answers still to be written are counted when done.
              observer.track(req, res);
            });
          },
        );
        server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
        server.setTimeout(SILENT_CONNECTION_MS);
        return server;
      },
      bodyLimit: JSON_BODY_LIMIT,
      trustProxy: this.origin.trustProxy,
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
      // new requests on kept-alive connections too, each then closing its connection (answer-headers.server.ts).
      return503OnClosing: false,
    };
  }
}

export interface TransportPluginOptions extends TransportOptions {
  transport: Transport;
  services: Services;
  cache?: ResponseCache;
}

/**
 * An answer that acknowledges a write goes out once the write is on disk (wal-sync.server.ts): added to
 * each route that takes writes, after every hook of the app (so after the render gate is released), before
 * compression. The two links that write on a GET (newsletter confirmation, unsubscribe) wait in their
 * handlers. An error answer acknowledges nothing (and a failed flush's own 500 must not wait for another).
 */
function acknowledgeDurableWrites(app: FastifyInstance, services: Services) {
  const durable = async (request: { method: string }, reply: { statusCode: number }, payload: unknown) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) await services.store.durable();
    return payload;
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => READ_METHODS.has(m))) return;
    const own = route.onSend;
    route.onSend = own === undefined ? [durable] : Array.isArray(own) ? [...own, durable] : [own, durable];
  });
}

export const transportPlugin = fp<TransportPluginOptions>(
  async (app, options) => {
    const { transport, services, cache } = options;
    const { observer } = transport;
    observer.logTo(options.logger && (options.logRequests ?? true) ? app.log : undefined);
    observer.register(app);
    app.decorate("observer", observer);
    answerNodeLevelRequests(app.server);
    // onSend order matters: the headers (a page's CSP hashes its final HTML) come before the response
    // cache keeps the answer (site.server.ts); compression, added per route, comes after every hook.
    registerAnswerHeaders(app, { origin: transport.origin, draining: () => transport.isDraining });
    registerErrorHandling(app);
    acknowledgeDurableWrites(app, services);
    await app.register(compress, {
      global: true,
      threshold: 1024,
      // Answers compressed here are made for one request (a search asked once, an API answer): gzip first,
      // the cheapest per stream for nearly the same size (docs/performance.md "Figures behind the code").
      // Kept answers are compressed once per encoding asked for (cache/response-cache.server.ts).
      encodings: ["gzip", "br"],
      // A small window keeps each stream's memory small (see BROTLI_PARAMS in cache/response-cache.server.ts).
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
    });
    await app.register(multipart, MULTIPART_OPTIONS);
    registerHealthRoutes(app, services, { stopping: () => transport.isDraining });
    registerMetricsRoute(app, services, cache);
    app.decorate("startDraining", () => transport.startDraining());
    // Closing starts: the background work stops taking new work now, while the requests in flight finish.
    app.addHook("preClose", async () => transport.startDraining());
  },
  { name: "transport" },
);
