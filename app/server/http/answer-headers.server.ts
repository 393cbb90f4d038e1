import http, { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { inlineScriptHashes, pageCsp } from "../csp.server.ts";
import { requestIdOf } from "../observe.server.ts";
import { isSecureRequest, type OriginSettings } from "../origin.server.ts";
import { readPayload } from "../payload.server.ts";
import { API_CSP, DOCS_CSP, HSTS, staticSecurityHeaders } from "../security.server.ts";

/*
 * The headers every answer carries, set here for all of them, whoever writes the answer: Fastify, or a
 * step before it (the response cache's fast path, a language redirect, the host check's 400, Node's own
 * 417). The server's answers are objects of AnswerResponse, whose writeHead adds the request id, the
 * security headers of the address, HSTS over HTTPS, a default policy and, while the copy stops,
 * `Connection: close`; a writer cannot leave them out. Answers made without this server (app.inject, in
 * tests) get the same headers from Fastify's onSend (registerAnswerHeaders). An HTML page's policy
 * allows exactly its own inline scripts, by hash, so it is made from the finished body in onSend, before
 * the response cache keeps the answer.
 */

/** What decides the headers of an answer beyond its address. */
export interface AnswerSettings {
  origin: OriginSettings;
  /** The copy is stopping: every answer closes its connection. */
  draining(): boolean;
}

const SITE_HEADERS = staticSecurityHeaders("/");
const FILE_HEADERS = staticSecurityHeaders("/content/");

/** The headers every answer to this request carries (a writer's own values of the same names win). */
function everyAnswer(req: IncomingMessage, settings: AnswerSettings): Record<string, string> {
  const headers: Record<string, string> = {
    ...(req.url?.startsWith("/content/") ? FILE_HEADERS : SITE_HEADERS),
  };
  if (isSecureRequest(req.headers, settings.origin)) headers["strict-transport-security"] = HSTS;
  return headers;
}

/** The response class of the server (http.createServer's ServerResponse option) for these settings. */
export function answerResponse(settings: AnswerSettings): typeof http.ServerResponse {
  class AnswerResponse<
    Request extends IncomingMessage = IncomingMessage,
  > extends http.ServerResponse<Request> {
    override writeHead(
      statusCode: number,
      message?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
      given?: OutgoingHttpHeaders | OutgoingHttpHeader[],
    ): this {
      const reason = typeof message === "string" ? message : undefined;
      const headers = withEveryAnswer(
        this,
        statusCode,
        typeof message === "string" ? given : message,
        settings,
      );
      return reason === undefined
        ? super.writeHead(statusCode, headers)
        : super.writeHead(statusCode, reason, headers);
    }
  }
  answerClasses.add(AnswerResponse.prototype);
  return AnswerResponse;
}

function withEveryAnswer(
  res: http.ServerResponse,
  statusCode: number,
  given: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
  settings: AnswerSettings,
): OutgoingHttpHeaders | OutgoingHttpHeader[] {
  const ours: Record<string, string> = everyAnswer(res.req, settings);
  // A 304 keeps the browser's stored body and its stored policy; any other answer has one.
  if (statusCode !== 304) ours["content-security-policy"] = API_CSP;
  if (settings.draining()) ours.connection = "close";
  ours["x-request-id"] = requestIdOf(res.req);
  // The writer's own values win: those given now, and those set one by one before (a file's headers).
  const names = Array.isArray(given)
    ? given.filter((_, i) => i % 2 === 0).map(String)
    : Object.keys(given ?? {});
  for (const name of names) delete ours[name.toLowerCase()];
  for (const name of Object.keys(ours)) if (res.hasHeader(name)) delete ours[name];
  if (!Array.isArray(given)) return given ? Object.assign(ours, given) : ours;
  for (const [name, value] of Object.entries(ours)) res.setHeader(name, value);
  return given;
}

function isHtml(type: unknown): boolean {
  return String(type ?? "").startsWith("text/html");
}

/**
 * Fastify's part: the policy of each answer, an HTML page's made from its final body (before the response
 * cache keeps it: registered before it); and every answer's headers for answers that do not go through
 * this server's AnswerResponse (app.inject).
 */
export function registerAnswerHeaders(app: FastifyInstance, settings: AnswerSettings) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isAnswerResponse(reply.raw)) {
      const ours = { ...everyAnswer(request.raw, settings), "x-request-id": requestIdOf(request.raw) };
      for (const [name, value] of Object.entries(ours)) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    // A 304 keeps the browser's stored body and its stored policy.
    if (reply.hasHeader("content-security-policy") || reply.statusCode === 304) return payload;
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/api/docs")) {
      reply.header("content-security-policy", DOCS_CSP);
    } else if (path.startsWith("/api/")) {
      reply.header("content-security-policy", API_CSP);
    } else if (isHtml(reply.getHeader("content-type"))) {
      const body = await readPayload(payload);
      if (body !== undefined) {
        reply.header("content-security-policy", pageCsp(inlineScriptHashes(body.toString("utf8"))));
        return body;
      }
      reply.header("content-security-policy", pageCsp([]));
    } else {
      reply.header("content-security-policy", pageCsp([]));
    }
    return payload;
  });
}

const answerClasses = new WeakSet<object>();
function isAnswerResponse(res: http.ServerResponse): boolean {
  return answerClasses.has(Object.getPrototypeOf(res) as object);
}
