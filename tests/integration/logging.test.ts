import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordReads } from "../../app/server/cache/reads.server.ts";
import { buildHttp } from "../../app/server/http.server.ts";
import { ResponseCache } from "../../app/server/cache/response-cache.server.ts";
import { adapters } from "../support/adapters.ts";
import { ADMIN, startApi, type Harness } from "../support/api-harness.ts";

/*
 * Logs as an operator reads them (docs/operations.md "Logs"): one JSON object per line; one line per request, whoever
 * answered it (the response cache's fast path too), with its request id, method, route, status and
 * duration; the id echoed in X-Request-Id and carried by the error lines of that request; and never a
 * password, token, cookie, body or secret query value. Through a real listening server: the cache's
 * fast path and the request id are set before Fastify, which inject() would skip.
 */

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  url?: string;
  status?: number;
  durationMs?: number;
  cache?: string;
  err?: { message: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(adapters)("logs on $name", (target) => {
  let h: Harness;
  let app: FastifyInstance;
  let base: string;
  let cache: ResponseCache;
  const raw: string[] = [];

  async function listening(logRequests: boolean) {
    const stream = new Writable({
      write(chunk, _enc, done) {
        raw.push(String(chunk));
        done();
      },
    });
    const watch = await h.services.store.watchContentVersion();
    cache = await new ResponseCache({
      store: h.services.store,
      watch,
      origin: { trustProxy: false },
    }).start();
    const server = await buildHttp(h.services, { logger: true, logRequests, logStream: stream, cache });
    server.addHook("onClose", async () => {
      cache.close();
      await watch.close();
    });
    // A page made from the store as the site's pages are (so the response cache keeps it), and a failure.
    server.get<{ Params: { name: string } }>("/fake/:name", async (request, reply) => {
      const page = await recordReads(request, h.services.store).getPage(request.params.name);
      return reply.type("text/html; charset=utf-8").send(`<p>${page?.Page ?? "none"}</p>`);
    });
    server.get("/boom", async () => {
      throw new Error("the disk caught fire");
    });
    await server.listen({ port: 0, host: "127.0.0.1" });
    return { server, base: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
  }

  const lines = (): Line[] =>
    raw
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
  const requestLines = () => lines().filter((l) => l.msg === "request" || l.msg === "request failed");

  beforeAll(async () => {
    h = await startApi(target);
    ({ server: app, base } = await listening(true));
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it("writes one JSON line per request, with its id, method, route, status and duration", async () => {
    const given = await fetch(`${base}/api/prod/pages/nothing-here`, {
      headers: { "x-request-id": "lb-7f3a.9" },
    });
    expect(given.status).toBe(404);
    expect(given.headers.get("x-request-id")).toBe("lb-7f3a.9");
    const made = await fetch(`${base}/healthz`);
    const id = made.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    // An id that is not a short safe token is not believed (it would go into every log line).
    const hostile = "x".repeat(65);
    const refused = await fetch(`${base}/healthz`, { headers: { "x-request-id": hostile } });
    expect(refused.headers.get("x-request-id")).toMatch(UUID);
    const weird = await fetch(`${base}/healthz`, { headers: { "x-request-id": '"};{"level":60' } });
    expect(weird.headers.get("x-request-id")).toMatch(UUID);

    // Answered before Fastify: a language redirect and a refused Host header carry and log their id too.
    const redirect = await fetch(`${base}/en`, {
      redirect: "manual",
      headers: { "x-request-id": "redirect-1" },
    });
    expect([redirect.status, redirect.headers.get("x-request-id")]).toEqual([301, "redirect-1"]);
    const badHost = await new Promise<{ status?: number; id: unknown }>((resolve, reject) =>
      http
        .get(`${base}/`, { headers: { host: "bad host!", "x-request-id": "bad-host-1" } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, id: res.headers["x-request-id"] });
        })
        .on("error", reject),
    );
    expect(badHost).toEqual({ status: 400, id: "bad-host-1" });

    const log = requestLines();
    expect(log.find((l) => l.reqId === "redirect-1")).toMatchObject({ status: 301, url: "/en" });
    expect(log.find((l) => l.reqId === "bad-host-1")).toMatchObject({ status: 400 });
    expect(log.find((l) => l.reqId === "lb-7f3a.9")).toMatchObject({
      level: 30,
      method: "GET",
      route: "/api/prod/pages/:page",
      url: "/api/prod/pages/nothing-here",
      status: 404,
    });
    const health = log.find((l) => l.reqId === id);
    expect(health).toMatchObject({ method: "GET", route: "/healthz", status: 200 });
    expect(health?.durationMs).toBeGreaterThanOrEqual(0);
    expect(raw.join("")).not.toContain(hostile);
    expect(raw.join("")).not.toContain('"};{');
  });

  it("logs answers from the response cache too, under the route that made them", async () => {
    await h.services.store.savePage({ Page: "kept", Template: "Article", values: [] });
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/fake/kept`)).status).toBe(200);
    const hit = await fetch(`${base}/fake/kept`);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const line = requestLines().find((l) => l.reqId === hit.headers.get("x-request-id"));
    expect(line).toMatchObject({ route: "/fake/:name", status: 200, cache: "hit", url: "/fake/kept" });
  });

  it("logs an error with the request's id, and its request line as failed", async () => {
    const res = await fetch(`${base}/boom`);
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id");
    const mine = lines().filter((l) => l.reqId === id);
    expect(mine.find((l) => l.level === 50 && l.err)?.err?.message).toBe("the disk caught fire");
    expect(mine.find((l) => l.msg === "request failed")).toMatchObject({ status: 500, route: "/boom" });
  });

  it("never logs passwords, tokens, cookies, bodies or secret query values", async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const sessionCookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(sessionCookie).toContain("=");
    const saved = await fetch(`${base}/api/prod/pages`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${accessToken}`,
        cookie: `${sessionCookie}; lang=en`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        Page: "logged",
        Template: "Page",
        values: [{ name: "Secret", value: "do-not-log-this" }],
      }),
    });
    expect(saved.status).toBe(201);
    // Links that carry secrets in their query: e-mail confirmation, a preview, an invitation.
    await fetch(`${base}/api/newsletter/confirm?token=confirm-secret-4471`);
    await fetch(`${base}/fake/kept?preview=preview-secret-9924&q=visible-words`);
    await fetch(`${base}/admin?reset=reset-secret-1180`);

    const log = raw.join("");
    for (const secret of [
      ADMIN.password,
      accessToken,
      accessToken.split(".")[2]!,
      sessionCookie.split("=")[1]!,
      "do-not-log-this",
      "confirm-secret-4471",
      "preview-secret-9924",
      "reset-secret-1180",
    ])
      expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain("authorization");
    expect(log.toLowerCase()).not.toContain("cookie");
    const urls = requestLines().map((l) => l.url);
    expect(urls).toContain("/api/newsletter/confirm?token=[hidden]");
    expect(urls).toContain("/fake/kept?preview=[hidden]&q=visible-words");
    expect(requestLines().find((l) => l.url === "/api/auth/login")).toMatchObject({
      method: "POST",
      status: 200,
    });
  });

  it("with LOG_REQUESTS=0 logs no request lines, but still the errors", async () => {
    const quiet = await listening(false);
    raw.length = 0;
    try {
      expect((await fetch(`${quiet.base}/healthz`)).status).toBe(200);
      const res = await fetch(`${quiet.base}/boom`);
      expect(res.status).toBe(500);
      expect(requestLines()).toEqual([]);
      expect(lines().find((l) => l.level === 50)?.reqId).toBe(res.headers.get("x-request-id"));
    } finally {
      await quiet.server.close();
    }
  });
});
