import http from "node:http";
import type { Socket } from "node:net";
import compress from "@fastify/compress";
import { fastify, type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./api/auth.ts";
import { registerErrorHandling, sendError } from "./api/errors.ts";
import { registerFileRoutes } from "./api/files.ts";
import { metaOps, registerOpenApi } from "./api/openapi.ts";
import { registerPageRoutes } from "./api/pages.ts";
import { hasValidHost } from "./origin.ts";
import { RenderGate } from "./render-gate.ts";
import type { ResponseCache } from "./response-cache.ts";
import { registerSecurityHeaders } from "./security.ts";
import type { Services } from "./services.ts";

/** JSON bodies above this size get 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Requests worked on at once (renders are CPU-bound: two cores, plus room for database waits). */
export const CONCURRENT_REQUESTS = 8;

/*
 * Slow or idle clients: a client has 10 s to send its headers and 2 minutes for a whole request (a
 * 20 MB upload on a slow line), an idle keep-alive connection is closed after 5 s, and the server
 * checks these every second, so hundreds of idle or trickling connections never hold the server.
 */
const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

function refuseHost(res: http.ServerResponse) {
  const body = JSON.stringify({ message: "The Host header is not a valid host name.", code: "bad_host" });
  res.writeHead(400, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  res.end(body);
}

const SILENT_CONNECTION_MS = 20_000;

/**
 * The gate is for page renders. Files and built assets stream from disk, and API calls are small and
 * mostly wait on the database: holding a place while waiting would starve the renders.
 */
function bypassesGate(url: string | undefined): boolean {
  return !!url && (url.startsWith("/assets/") || url.startsWith("/content/") || url.startsWith("/api/"));
}

/**
 * A request Node cannot read to its end (a body cut short, headers too large, too slow) still gets
 * a JSON { message, code } like every other error, not Fastify's default { error, statusCode }.
 */
function clientErrorAnswer(err: Error & { code?: string }, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "request_timeout", "The request took too long to arrive."]
      : err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "headers_too_large", "The request headers are too large."]
        : [400, "bad_request", "The request could not be read: it is malformed or was cut short."];
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** The Fastify app without the site: API, /content, headers, errors. server.ts adds React Router. */
export async function buildHttp(
  services: Services,
  options: { logger?: boolean; cache?: ResponseCache; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const { cache } = options;
  const { config } = services;
  const origin = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
  const gate = new RenderGate(CONCURRENT_REQUESTS);
  const app = fastify({
    // Current cached answers are written before Fastify routes the request at all; the rest wait
    // for a place at the gate. (With a serverFactory, Fastify leaves the server's timeouts to us.)
    serverFactory: (handler) => {
      const dispatch = (req: http.IncomingMessage, res: http.ServerResponse) =>
        bypassesGate(req.url) ? handler(req, res) : gate.run(req, res, () => handler(req, res));
      cache?.setDispatcher(dispatch);
      const server = http.createServer(SERVER_TIMEOUTS, (req, res) => {
        if (!hasValidHost(req.headers, origin)) return refuseHost(res);
        if (!cache?.serve(req, res)) dispatch(req, res);
      });
      server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
      // A connection that sends nothing at all (no header to time out) is closed after 20 s of silence.
      server.setTimeout(SILENT_CONNECTION_MS);
      return server;
    },
    bodyLimit: JSON_BODY_LIMIT,
    clientErrorHandler: clientErrorAnswer,
    trustProxy: config.trustProxy,
    // A page name is up to 200 characters, so up to 1,800 once percent-encoded (find-my-way's default of
    // 100 sent longer names to the /api/* catch-all: 404 for a page that exists).
    routerOptions: { maxParamLength: 2048 },
    // A malformed %-encoding in the path: the same JSON error as every other bad request.
    frameworkErrors: (error, _request, reply) =>
      error.code === "FST_ERR_BAD_URL"
        ? sendError(reply, 400, "invalid_request", "The address is not valid: check its %-encoding.")
        : sendError(reply, 500, "internal_error", "Something went wrong on the server. Try again."),
    // pino's default serializers log method, URL, host and address: never headers, bodies or tokens.
    logger: options.logger
      ? { level: "info", ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
  });
  // onSend order matters: security headers (the page CSP hashes the final HTML), then the cache keeps
  // the finished answer, then compression (added per route, after these).
  registerSecurityHeaders(app, origin);
  cache?.register(app);
  // The answer is ready: the next request may start its work while this one is being written.
  app.addHook("onSend", async (request, _reply, payload) => {
    gate.release(request.raw);
    return payload;
  });
  registerErrorHandling(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await registerOpenApi(app);
  registerPageRoutes(app, services);
  registerAuthRoutes(app, services);
  await registerFileRoutes(app, services);
  app.get("/api/health", { schema: metaOps.health.schema }, async () => ({ ok: true }));
  app.all("/api/*", { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send({ message: "There is no such API call.", code: "not_found" }),
  );
  return app;
}
