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

const REQUEST_ID = Symbol("simbiosis.requestId");
const ROUTE = Symbol("simbiosis.route");
const HIT = Symbol("simbiosis.cacheHit");

interface Observed extends IncomingMessage {
  [REQUEST_ID]?: string;
  [ROUTE]?: string;
  [HIT]?: boolean;
}

/** A caller's X-Request-Id is kept when it is a short token of safe characters: it goes into logs and a header. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The request's id: the caller's X-Request-Id when it is safe, else a new UUID; the same every time asked. */
export function requestIdOf(req: IncomingMessage): string {
  const r = req as Observed;
  if (r[REQUEST_ID] === undefined) {
    const given = req.headers["x-request-id"];
    r[REQUEST_ID] = typeof given === "string" && SAFE_ID.test(given) ? given : randomUUID();
  }
  return r[REQUEST_ID];
}

/** A request answered from the response cache, named by the route whose render made the answer. */
export function markCacheHit(req: IncomingMessage, route: string | undefined) {
  const r = req as Observed;
  r[HIT] = true;
  if (route !== undefined) r[ROUTE] ??= route;
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

  constructor(metrics: Metrics) {
    this.metrics = metrics;
  }

  /** Where the per-request lines go (LOG_REQUESTS); without it, requests are only counted. */
  logTo(log: FastifyBaseLogger | undefined) {
    this.log = log;
  }

  /** How a site address is named by its route pattern (server.ts gives React Router's routes). */
  namePages(route: (path: string) => string) {
    this.pageRoute = route;
  }

  /** Fastify's part: the id is the request's, the route pattern that matched is remembered. */
  register(app: FastifyInstance) {
    app.addHook("onRequest", async (request, reply) => {
      (request.raw as Observed)[ROUTE] = request.routeOptions.url;
      // Injected requests (tests) never passed the HTTP server's dispatch: the header is set here.
      if (!reply.raw.hasHeader("x-request-id")) reply.header("x-request-id", request.id);
    });
  }

  private routeOf(req: Observed): string {
    const routed = req[ROUTE];
    // "*" is the site's catch-all (React Router): named by the site's own route table instead.
    if (routed && routed !== "*" && routed !== "/*")
      return routed.startsWith("/assets/") ? "/assets/*" : routed;
    const path = pathOf(req.url);
    return path.startsWith("/api/") ? apiRoute(path) : this.pageRoute(path);
  }

  /**
   * The first thing done with every request the HTTP server receives. One "close" listener (a response
   * emits it after "finish", or alone when the connection went first): a response already gets several
   * from Fastify, the cache and React Router's adapter, and Node warns past ten. `onEnd` runs there too.
   */
  begin(req: IncomingMessage, res: ServerResponse, onEnd?: () => void) {
    const started = performance.now();
    // X-Request-Id is written by whoever answers (http.server.ts's dispatch, the cache, the redirects).
    const id = requestIdOf(req);
    res.once("close", () => {
      onEnd?.();
      const aborted = !res.writableFinished;
      const ms = performance.now() - started;
      const route = this.routeOf(req as Observed);
      const method = req.method ?? "GET";
      this.metrics.request(method, route, aborted ? "aborted" : res.statusCode, ms / 1000);
      if (!this.log) return;
      const line = {
        reqId: id,
        method,
        route,
        url: loggedUrl(req.url),
        status: res.statusCode,
        durationMs: Math.round(ms * 10) / 10,
        ...((req as Observed)[HIT] ? { cache: "hit" } : {}),
        ...(aborted ? { aborted: true } : {}),
      };
      if (res.statusCode >= 500) this.log.error(line, "request failed");
      else this.log.info(line, "request");
    });
  }
}
