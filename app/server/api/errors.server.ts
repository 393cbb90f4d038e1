import http from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RedirectLoopError, RedirectTakenError, SlugTakenError } from "../store/address-store.server.ts";

/** An error with a status, a message a person can read and a stable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra?: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra?: object,
) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send({ message, code, ...extra });
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "payload_too_large",
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send JSON: Content-Type must be application/json.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "invalid_json", message: "The JSON body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "invalid_json",
    message: "The body is not valid JSON.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "invalid_content_length",
    message: "The body's size does not match its Content-Length header.",
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: "invalid_url",
    message: "The address is not valid: a '%' must be followed by two hexadecimal digits of UTF-8.",
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: "uri_too_long",
    message: "A part of the address is too long.",
  },
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: {
    status: 400,
    code: "bad_request",
    message: "This method needs a Content-Type header.",
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: "payload_too_large",
    message: "The file is larger than 20 MB.",
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the file as multipart/form-data in a field named file.",
  },
};

/** The code of an answer with this 4xx status when nothing more precise is known. */
const STATUS_CODES: Record<number, string> = {
  400: "bad_request",
  404: "not_found",
  405: "method_not_allowed",
  408: "request_timeout",
  411: "length_required",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  431: "headers_too_large",
};

function codeOfStatus(status: number): string {
  return STATUS_CODES[status] ?? "bad_request";
}

/** The methods this server routes; any other one (PROPFIND, MKCOL...) is a 405. */
const ROUTED_METHODS = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "QUERY",
]);
const ALLOW = "GET, HEAD, POST, DELETE";

/** What an error thrown while handling a request is answered with. */
function answerFor(err: unknown): { status: number; code: string; message: string; extra?: object } {
  if (err instanceof ApiError)
    return { status: err.status, code: err.code, message: err.message, extra: err.extra };
  // The store's refusals about addresses (address-store.server.ts), whichever call made them.
  if (err instanceof SlugTakenError)
    return {
      status: 409,
      code: "slug_taken",
      message: err.message,
      extra: { lang: err.lang, slug: err.slug, page: err.page },
    };
  if (err instanceof RedirectLoopError) return { status: 409, code: "redirect_loop", message: err.message };
  if (err instanceof RedirectTakenError) return { status: 409, code: err.code, message: err.message };
  const e = (err ?? {}) as Partial<FastifyError>;
  const known = e.code ? FASTIFY_CODES[e.code] : undefined;
  if (known) return known;
  if (err instanceof SyntaxError && e.statusCode === 400) {
    return { status: 400, code: "invalid_json", message: "The body is not valid JSON." };
  }
  if (e.validation) return { status: 400, code: "invalid_request", message: String(e.message) };
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, code: codeOfStatus(e.statusCode), message: String(e.message) };
  }
  return { status: 500, code: "internal_error", message: "Something went wrong on the server. Try again." };
}

/**
 * Fastify's own refusals before any route runs (a broken %-encoding in the address, a parameter
 * over maxParamLength): the same JSON as every other error.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(err);
  return sendError(reply, answer.status, answer.code, answer.message);
}

/**
 * Busboy (under @fastify/multipart) throws plain errors for a malformed multipart body ("Multipart:
 * Boundary not found", "Unexpected end of multipart data"): the body's fault, not the server's.
 */
function isMalformedMultipart(err: unknown, request: FastifyRequest): boolean {
  const e = err as Partial<FastifyError> | undefined;
  return (
    e?.statusCode === undefined &&
    typeof e?.stack === "string" &&
    e.stack.includes("busboy") &&
    request.isMultipart()
  );
}

/** JSON errors everywhere: never HTML, never a stack trace, always a code. */
export function registerErrorHandling(app: FastifyInstance) {
  // HTTP/1.1 requires Host (RFC 9112); Node's own refusal has no body, so it is turned off (http.ts).
  app.addHook("onRequest", async (request, reply) => {
    if (request.raw.httpVersion === "1.1" && !request.headers.host) {
      return sendError(reply, 400, "bad_request", "HTTP/1.1 requests need a Host header.");
    }
  });
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (isMalformedMultipart(err, request)) {
      return sendError(reply, 400, "invalid_multipart", `The multipart body is malformed: ${err.message}`);
    }
    const answer = answerFor(err);
    if (answer.status >= 500) request.log.error({ err }, "unhandled error");
    return sendError(reply, answer.status, answer.code, answer.message, answer.extra);
  });
  // Reached when no route serves the request. In production the site's catch-all (server.ts) takes
  // every method of ROUTED_METHODS, and "/api/*" every API address: this answers the other methods.
  app.setNotFoundHandler((request, reply) => {
    if (!ROUTED_METHODS.has(request.method)) {
      reply.header("Allow", ALLOW);
      return sendError(reply, 405, "method_not_allowed", `The method ${request.method} is not allowed here.`);
    }
    const api = request.url.startsWith("/api/");
    return sendError(
      reply,
      404,
      "not_found",
      api ? "There is no such API call." : "There is nothing at this address.",
    );
  });
}

/** Node's HTTP parser refuses a request before Fastify sees it: what the client is told, by error code. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, message: "The request's headers are too large." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, message: "The request took too long to arrive." };
    case "HPE_INVALID_METHOD":
      return { status: 405, message: "This method is not allowed." };
    default:
      return { status: 400, message: "The request could not be read: it is malformed or was cut short." };
  }
}

/** A JSON error written straight to a socket that Fastify never got (so no reply object exists). */
function writeRawError(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message, code: codeOfStatus(status) });
  const allow = status === 405 ? `Allow: ${ALLOW}\r\n` : "";
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "X-Content-Type-Options: nosniff\r\n" +
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n" +
      `${allow}Connection: close\r\n\r\n${body}`,
  );
  // The rest of what the client sends is read and dropped, so closing does not reset the
  // connection before the client has read the answer; a client that never stops is cut off.
  socket.resume();
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refused (headers too large, a malformed
 * line, an unknown method) gets a JSON answer with a code. Runs on the bare socket, so it must
 * never throw: an exception here would be uncaught.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  try {
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    // Node's own rule: never write into a socket whose current answer has started (it would corrupt it).
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = clientErrorAnswer(err.code);
    writeRawError(socket, status, message);
  } catch {
    socket.destroy();
  }
}

/**
 * Requests Node answers (or drops) on its own unless the server listens for them: CONNECT (dropped
 * without a word) and an Expect other than 100-continue (a bare 417). Both get JSON with a code.
 */
export function answerNodeLevelRequests(server: http.Server): void {
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => {
    try {
      writeRawError(socket, 405, "The method CONNECT is not allowed: this server is not a proxy.");
    } catch {
      socket.destroy();
    }
  });
  server.on("checkExpectation", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = JSON.stringify({
      message: "Only 'Expect: 100-continue' is understood.",
      code: "expectation_failed",
    });
    try {
      res.writeHead(417, { "content-type": "application/json; charset=utf-8", connection: "close" });
      res.end(body);
    } catch {
      res.destroy();
    }
  });
}
