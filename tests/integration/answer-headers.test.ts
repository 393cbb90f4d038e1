import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { recordReads } from "../../app/server/cache/reads.server.ts";
import { ResponseCache } from "../../app/server/cache/response-cache.server.ts";
import { loadConfig } from "../../app/server/config.server.ts";
import { buildHttp } from "../../app/server/http.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import type { VersionWatch } from "../../app/server/store/store.server.ts";
import { adapters } from "../support/adapters.ts";

/*
 * Every answer carries the request id and the security headers, whoever writes it: Fastify, or a step
 * before it (the response cache's fast path and its 304, a language redirect, the host check's 400,
 * Node's own 417). They are set in one place (app/server/http/answer-headers.server.ts), so no writer
 * can leave them out. Through a real listening server behind a trusted proxy: HSTS over HTTPS too.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** A raw request: any Host header, any Expect, as a client or a proxy may send them. */
function request(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const sqlite = adapters.filter((a) => a.name === "sqlite");

describe.each(sqlite)("the headers of every answer ($name)", (target) => {
  let services: Services;
  let app: FastifyInstance;
  let cache: ResponseCache;
  let watch: VersionWatch;
  let port: number;
  let cleanup: () => Promise<void>;
  const https = { "x-forwarded-proto": "https" };

  beforeAll(async () => {
    const db = await target.fresh();
    cleanup = db.cleanup;
    const config = { ...loadConfig({}), ...db, logRequests: false, trustProxy: true };
    ({ services } = await createServices(config, { seed: false }));
    await services.store.savePage({ Page: "inicio", Template: "Page", values: [] });
    watch = await services.store.watchContentVersion();
    cache = await new ResponseCache({ store: services.store, watch, origin: { trustProxy: true } }).start();
    app = await buildHttp(services, { cache });
    // A page made from the store, as the site's pages are: the response cache keeps it.
    app.get<{ Params: { name: string } }>("/page/:name", async (request, reply) => {
      const page = await recordReads(request, services.store).getPage(request.params.name);
      return reply.type("text/html; charset=utf-8").send(`<!doctype html><p>${page?.Page ?? "-"}</p>`);
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    cache.close();
    await watch.close();
    await services.store.close();
    await cleanup();
  });

  function expectEveryAnswerHeaders(answer: Answer, what: string, secure = true) {
    expect(answer.headers["x-request-id"], what).toMatch(/^[\w.:-]+$/);
    expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
    expect(answer.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["x-frame-options"], what).toBe("DENY");
    expect(answer.headers["cross-origin-opener-policy"], what).toBe("same-origin");
    expect(answer.headers["permissions-policy"], what).toContain("camera=()");
    if (secure) expect(answer.headers["strict-transport-security"], what).toMatch(/^max-age=\d+/);
    else expect(answer.headers["strict-transport-security"], what).toBeUndefined();
    if (answer.status !== 304) expect(answer.headers["content-security-policy"], what).toBeTruthy();
  }

  it("are on answers written before Fastify: the host check, a language redirect, Node's own 417", async () => {
    const badHost = await request(port, "/page/inicio", { ...https, host: "bad host!" });
    expect(badHost.status).toBe(400);
    expectEveryAnswerHeaders(badHost, "host check");
    const redirect = await request(port, "/en", https);
    expect(redirect.status).toBe(301);
    expectEveryAnswerHeaders(redirect, "redirect");
    const expectation = await request(port, "/page/inicio", { ...https, expect: "teapot" });
    expect(expectation.status).toBe(417);
    expectEveryAnswerHeaders(expectation, "417");
  });

  it("are on the response cache's answers, its 304s and Fastify's, each with its own request id", async () => {
    const rendered = await request(port, "/page/inicio", https);
    const kept = await request(port, "/page/inicio", https);
    const hit = await request(port, "/page/inicio", https);
    expect(hit.headers["x-cache"]).toBe("HIT");
    const notModified = await request(port, "/page/inicio", {
      ...https,
      "if-none-match": String(hit.headers.etag),
    });
    expect(notModified.status).toBe(304);
    const api = await request(port, "/api/prod/pages/inicio", https);
    const plain = await request(port, "/page/inicio");
    for (const [what, answer] of Object.entries({ rendered, kept, hit, notModified, api }))
      expectEveryAnswerHeaders(answer, what);
    expectEveryAnswerHeaders(plain, "plain HTTP", false);
    const ids = [rendered, kept, hit, notModified, api, plain].map((a) => a.headers["x-request-id"]);
    expect(new Set(ids).size).toBe(ids.length);
    // A caller's safe id is kept, on a cached answer too.
    const traced = await request(port, "/page/inicio", { ...https, "x-request-id": "trace-42" });
    expect(traced.headers["x-cache"]).toBe("HIT");
    expect(traced.headers["x-request-id"]).toBe("trace-42");
  });

  it("let a stored file be framed by the site itself, and nothing else", async () => {
    const file = await request(port, "/content/nothing.png", https);
    expect(file.status).toBe(404);
    expect(file.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(file.headers["x-request-id"]).toBeTruthy();
  });

  it("close the connection of every answer once the copy drains, cached ones included", async () => {
    const before = await request(port, "/page/inicio", { connection: "keep-alive" });
    expect(before.headers.connection).not.toBe("close");
    app.startDraining();
    const hit = await request(port, "/page/inicio", { connection: "keep-alive" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers.connection).toBe("close");
    const badHost = await request(port, "/", { host: "bad host!", connection: "keep-alive" });
    expect(badHost.headers.connection).toBe("close");
    const api = await request(port, "/api/prod/pages/inicio", { connection: "keep-alive" });
    expect(api.headers.connection).toBe("close");
  });
});
