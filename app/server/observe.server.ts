import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Metrics } from "./metrics.server.ts";

/*
 * Every request, whoever answers it (the response cache before Fastify, a redirect, the host check, or
 * Fastify), is seen here from its arrival to the end of its answer: it gets a request id (echoed in
 * X-Request-Id, carried by every log line about it), one JSON log line when it ends (method, route,
 * status, duration; never headers, cookies, bodies or secret query values), and its count and time in
 * /metrics under its route pattern. docs/decisions/0016-metrics-logs-and-shutdown.md.
 */

/**
 * What is known of a request, in one property set once on every request (one more hidden class for Node's
 * IncomingMessage, not one per combination of properties added along different paths).
 */
const STATE = Symbol("simbiosis.request");

interface RequestState {
  started: number;
  id: string | undefined;
  /** The route pattern that matched in Fastify, or that made the cached answer. */
  route: string | undefined;
  hit: boolean;
}

interface Observed extends IncomingMessage {
  [STATE]?: RequestState;
}

function stateOf(req: IncomingMessage): RequestState {
  const r = req as Observed;
  return (r[STATE] ??= { started: performance.now(), id: undefined, route: undefined, hit: false });
}

/** A caller's X-Request-Id is kept when it is a short token of safe characters: it goes into logs and a header. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The request's id: the caller's X-Request-Id when it is safe, else a new UUID; the same every time asked. */
export function requestIdOf(req: IncomingMessage): string {
  const state = stateOf(req);
  if (state.id === undefined) {
    const given = req.headers["x-request-id"];
    state.id = typeof given === "string" && SAFE_ID.test(given) ? given : randomUUID();
  }
  return state.id;
}

/** A request answered from the response cache, named by the route whose render made the answer. */
export function markCacheHit(req: IncomingMessage, route: string | undefined) {
  const state = stateOf(req);
  state.hit = true;
  state.route ??= route;
}

/**
 * Query parameters whose values are logged. Others (a password link's `token`, a `preview` secret, an
 * invitation's `reset`, anything added later) show their name only: a new secret is safe by default.
 */
const LOGGED_PARAMS = new Set([
  "q",
  "tag",
  "category",
  "page",
  "limit",
  "startKey",
  "kind",
  "offset",
  "lang",
]);
const LOGGED_URL_MAX = 300;

/** The address as logs show it: the path, and the query with the values of unlisted parameters hidden. */
export function loggedUrl(rawUrl: string | undefined): string {
  const url = rawUrl ?? "/";
  const at = url.indexOf("?");
  if (at < 0) return url.slice(0, LOGGED_URL_MAX);
  const params = new URLSearchParams(url.slice(at + 1));
  const shown = [...params].map(([name, value]) =>
    LOGGED_PARAMS.has(name)
      ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
      : `${encodeURIComponent(name)}=[hidden]`,
  );
  return `${url.slice(0, at)}?${shown.join("&")}`.slice(0, LOGGED_URL_MAX);
}

const pathOf = (rawUrl: string | undefined) => (rawUrl ?? "/").split("?")[0] ?? "/";

/** The API reads the response cache answers before Fastify routes them, named as Fastify names them. */
function apiRoute(path: string): string {
  if (path === "/api/prod/pages") return path;
  if (/^\/api\/prod\/pages\/[^/]+$/.test(path)) return "/api/prod/pages/:page";
  return "/api/*";
}

export class RequestObserver {
  private log: FastifyBaseLogger | undefined;
  private pageRoute: (path: string) => string = () => "page";

  private readonly metrics: Metrics;
  /** Told of every answer that ended (not aborted), whoever wrote it: the audience's count (issue 43). */
  private answered: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;

  constructor(metrics: Metrics) {
    this.metrics = metrics;
  }

  /** Where the per-request lines go (LOG_REQUESTS); without it, requests are only counted. */
  logTo(log: FastifyBaseLogger | undefined) {
    this.log = log;
  }

  onAnswered(listener: (req: IncomingMessage, res: ServerResponse) => void) {
    this.answered = listener;
  }

  /** How a site address is named by its route pattern (server.ts gives React Router's routes). */
  namePages(route: (path: string) => string) {
    this.pageRoute = route;
  }

  /** Fastify's part: the route pattern that matched is remembered (the id is Fastify's request id too). */
  register(app: FastifyInstance) {
    app.addHook("onRequest", async (request) => {
      stateOf(request.raw).route = request.routeOptions.url;
    });
  }

  private routeOf(req: IncomingMessage, routed: string | undefined): string {
    // "*" is the site's catch-all (React Router): named by the site's own route table instead.
    if (routed && routed !== "*" && routed !== "/*")
      return routed.startsWith("/assets/") ? "/assets/*" : routed;
    const path = pathOf(req.url);
    return path.startsWith("/api/") ? apiRoute(path) : this.pageRoute(path);
  }

  /** The first thing done with every request the HTTP server receives: its clock starts. */
  begin(req: IncomingMessage) {
    stateOf(req);
  }

  /**
   * The last thing the HTTP server's handler does with a request: an answer already written (the cache's
   * fast path, a redirect, a refusal) is counted and logged now; the others when their connection is done
   * with them ("close": after "finish", or alone when the client left first), `onEnd` then too. No
   * listener for the answers already written: the cache's hits are the hot path.
   */
  track(req: IncomingMessage, res: ServerResponse, onEnd?: () => void): boolean {
    // The client left before its turn came (turn-budget.server.ts): its "close" has fired already.
    if (res.destroyed && !res.writableEnded) {
      this.end(req, res, true);
      return false;
    }
    if (res.writableEnded) {
      this.end(req, res, false);
      return false;
    }
    // Each layer (this server, the cache, the gate, Fastify, React Router's adapter, stream pipes) waits
    // for the answer's "close": ten at once is normal for a page, and Node warns past ten.
    res.setMaxListeners(20);
    res.once("close", () => {
      onEnd?.();
      this.end(req, res, !res.writableFinished);
    });
    return true;
  }

  private end(req: IncomingMessage, res: ServerResponse, aborted: boolean) {
    const state = stateOf(req);
    const ms = performance.now() - state.started;
    const route = this.routeOf(req, state.route);
    const method = req.method ?? "GET";
    this.metrics.request(method, route, aborted ? "aborted" : res.statusCode, ms / 1000);
    if (!aborted) this.answered(req, res);
    if (!this.log) return;
    const line = {
      reqId: requestIdOf(req),
      method,
      route,
      url: loggedUrl(req.url),
      status: res.statusCode,
      durationMs: Math.round(ms * 10) / 10,
      ...(state.hit ? { cache: "hit" } : {}),
      ...(aborted ? { aborted: true } : {}),
    };
    if (res.statusCode >= 500) this.log.error(line, "request failed");
    else this.log.info(line, "request");
  }
}
