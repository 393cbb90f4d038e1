import http, { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { inlineScriptHashes, inlineStyleHashes, pageCsp } from "../csp.server.ts";
import { requestIdOf } from "../observe.server.ts";
import { isSecureRequest, type OriginSettings } from "../origin.server.ts";
import { readPayload } from "../payload.server.ts";
import { API_CSP, DOCS_CSP, HSTS, staticSecurityHeaders } from "../security.server.ts";
import { isPreviewUrl } from "../site/preview.server.ts";

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

/** The security headers of an address: a stored file may be framed by the site itself. */
function securityOf(url: string | undefined): Record<string, string> {
  return url !== undefined && url.startsWith("/content/") ? FILE_HEADERS : SITE_HEADERS;
}

/** The headers every answer to this request carries but its policy (answers that are data get API_CSP). */
function everyAnswer(req: IncomingMessage, settings: AnswerSettings): Record<string, string> {
  const headers: Record<string, string> = { ...securityOf(req.url), "x-request-id": requestIdOf(req) };
  if (isSecureRequest(req.headers, settings.origin)) headers["strict-transport-security"] = HSTS;
  return headers;
}

/** The response class of the server (http.createServer's ServerResponse option) for these settings. */
export function answerResponse(settings: AnswerSettings): typeof http.ServerResponse {
  class AnswerResponse<
    Request extends IncomingMessage = IncomingMessage,
  > extends http.ServerResponse<Request> {
    /** A header was set one by one (a stored file's, by @fastify/static): it wins over ours. */
    private setOneByOne = false;

    override setHeader(name: string, value: number | string | readonly string[]): this {
      this.setOneByOne = true;
      return super.setHeader(name, value);
    }

    override writeHead(
      statusCode: number,
      message?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
      given?: OutgoingHttpHeaders | OutgoingHttpHeader[],
    ): this {
      const reason = typeof message === "string" ? message : undefined;
      const headers = everyAnswerWith(
        this,
        statusCode,
        typeof message === "string" ? given : message,
        settings,
        this.setOneByOne,
      );
      return reason === undefined
        ? super.writeHead(statusCode, headers)
        : super.writeHead(statusCode, reason, headers);
    }
  }
  answerClasses.add(AnswerResponse.prototype);
  return AnswerResponse;
}

/**
 * Ours and the writer's headers in one object (Node then writes them without merging): the writer's values
 * win, given now (in lower case, as Node and Fastify name them) or set one by one before.
 */
function everyAnswerWith(
  res: http.ServerResponse,
  statusCode: number,
  given: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
  settings: AnswerSettings,
  setOneByOne: boolean,
): OutgoingHttpHeaders | OutgoingHttpHeader[] {
  const { req } = res;
  const list = Array.isArray(given);
  const headers: OutgoingHttpHeaders =
    list || !given ? { ...securityOf(req.url) } : { ...securityOf(req.url), ...given };
  // A 304 keeps the browser's stored body and its stored policy; any other answer has one.
  if (statusCode !== 304 && headers["content-security-policy"] === undefined)
    headers["content-security-policy"] = API_CSP;
  if (isSecureRequest(req.headers, settings.origin)) headers["strict-transport-security"] = HSTS;
  if (settings.draining()) headers.connection = "close";
  headers["x-request-id"] = requestIdOf(req);
  if (setOneByOne)
    for (const name of Object.keys(headers))
      if (res.hasHeader(name) && !(given && !list && name in given)) delete headers[name];
  if (!list) return headers;
  const names = new Set(given.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase()));
  for (const [name, value] of Object.entries(headers))
    if (!names.has(name) && value !== undefined) res.setHeader(name, value);
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
      const ours = everyAnswer(request.raw, settings);
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
        const html = body.toString("utf8");
        reply.header(
          "content-security-policy",
          pageCsp(inlineScriptHashes(html), inlineStyleHashes(html), isPreviewUrl(request.raw.url)),
        );
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
