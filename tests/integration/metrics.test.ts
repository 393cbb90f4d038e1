import { mkdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { recordReads } from "../../app/server/cache/reads.server.ts";
import { configFor } from "../support/services.ts";
import { buildHttp } from "../../app/server/http.server.ts";
import { ResponseCache } from "../../app/server/cache/response-cache.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { adapters } from "../support/adapters.ts";
import { startApi } from "../support/api-harness.ts";

/*
 * GET /metrics as Prometheus scrapes it (docs/operations.md "Metrics"), through a real listening server (cache hits
 * are answered before Fastify): the token rules, counters that move by exactly what was done (requests
 * by route and status, cache hits and misses, database queries, schedule looks and publishes, e-mails
 * sent and failed, the queue by state), and a flood of distinct addresses that adds no series.
 */

const TOKEN = "metrics-token-for-tests-0123456789";

type Samples = Map<string, number>;

/** The text format's samples: `name{labels} value`, by name and labels as written. */
function parse(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][\w:]*(?:\{.*\})?) (\S+)$/.exec(line);
    if (m) samples.set(m[1]!, Number(m[2]));
  }
  return samples;
}

describe.each(adapters)("metrics on $name", (target) => {
  let services: Services;
  let app: FastifyInstance;
  let base: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const db = await target.fresh();
    const config = configFor(db, {
      metricsToken: TOKEN,
      // The workers look only when told to: their counters then move by what the test does.
      schedulePollMs: 3_600_000,
      mailPollMs: 3_600_000,
    });
    ({ services } = await createServices(config, { seed: false }));
    const watch = await services.store.watchContentVersion();
    const cache = await new ResponseCache({
      store: services.store,
      watch,
      origin: { trustProxy: false },
      onLookup: (hit) => services.metrics.cacheLookup(hit),
    }).start();
    app = await buildHttp(services, { cache });
    // A page made from the store as the site's pages are, so the response cache keeps it.
    app.get<{ Params: { name: string } }>("/fake/:name", async (request, reply) => {
      const page = await recordReads(request, services.store).getPage(request.params.name);
      return reply.type("text/html; charset=utf-8").send(`<p>${page?.Page ?? "none"}</p>`);
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The first looks at start are done before anything is measured.
    await app.scheduler.runNow();
    await app.mailWorker.runNow();
    cleanup = async () => {
      await app.close();
      cache.close();
      await watch.close();
      await services.store.close();
      await db.cleanup();
    };
  });
  afterAll(async () => cleanup?.());

  const scrape = async (): Promise<Samples> => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return parse(await res.text());
  };
  const moved = (before: Samples, after: Samples, key: string) =>
    (after.get(key) ?? 0) - (before.get(key) ?? 0);

  it("opens only with the token, in the Prometheus text format, never cached", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-of-the-same-size-0123",
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "unauthorized" });
      expect(res.headers.get("www-authenticate")).toContain("Bearer");
    }
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-cache")).toBeNull();
      const text = await res.text();
      // prom-client's process metrics are there too.
      expect(text).toContain("process_resident_memory_bytes");
      expect(text).toContain("nodejs_eventloop_lag_seconds");
    }
  });

  it("counts requests by route and status, cache hits and misses, and the time of each", async () => {
    await services.store.savePage({ Page: "counted", Template: "Article", values: [] });
    const before = await scrape();
    // A URL is kept once asked for twice: two renders (misses), then hits answered before Fastify.
    const xcache: Array<string | null> = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/fake/counted`);
      expect(res.status).toBe(200);
      xcache.push(res.headers.get("x-cache"));
    }
    expect(xcache).toEqual([null, null, "HIT", "HIT", "HIT"]);
    expect((await fetch(`${base}/api/prod/pages/missing-page`)).status).toBe(404);
    const after = await scrape();

    const route = 'route="/fake/:name"';
    expect(moved(before, after, `simbiosis_http_requests_total{method="GET",${route},status="200"}`)).toBe(5);
    expect(moved(before, after, `simbiosis_http_request_duration_seconds_count{${route}}`)).toBe(5);
    expect(moved(before, after, `simbiosis_http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBe(
      5,
    );
    expect(moved(before, after, `simbiosis_http_request_duration_seconds_sum{${route}}`)).toBeGreaterThan(0);
    expect(
      moved(
        before,
        after,
        'simbiosis_http_requests_total{method="GET",route="/api/prod/pages/:page",status="404"}',
      ),
    ).toBe(1);
    // The API read of a missing page is a miss too (shareable, rendered); hits are the three above.
    expect(moved(before, after, 'simbiosis_response_cache_requests_total{result="hit"}')).toBe(3);
    expect(moved(before, after, 'simbiosis_response_cache_requests_total{result="miss"}')).toBe(3);
    expect(after.get("simbiosis_response_cache_entries")).toBeGreaterThanOrEqual(1);
    expect(after.get("simbiosis_response_cache_bytes")).toBeGreaterThan(0);
    // The scrape before this one is counted once it is answered.
    expect(
      moved(before, after, 'simbiosis_http_requests_total{method="GET",route="/metrics",status="200"}'),
    ).toBe(1);
  });

  it("counts database queries and their time; a cache hit costs none", async () => {
    const warm = `${base}/fake/counted`;
    await fetch(warm);
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await fetch(warm)).headers.get("x-cache")).toBe("HIT");
    const afterHits = await scrape();
    // Only the scrape itself reads (the mail queue).
    const scrapeQueries = moved(before, afterHits, "simbiosis_db_query_duration_seconds_count");
    await services.store.getPage("counted");
    await services.store.getPage("missing");
    const afterReads = await scrape();
    expect(moved(afterHits, afterReads, "simbiosis_db_query_duration_seconds_count")).toBe(scrapeQueries + 2);
    expect(moved(before, afterReads, "simbiosis_db_query_duration_seconds_sum")).toBeGreaterThan(0);
    expect(scrapeQueries).toBeLessThanOrEqual(2);
    // A second account under one e-mail: the database refuses the insert (a unique key).
    await services.store.createUser("twice@example.org", "x", "editor");
    const beforeError = await scrape();
    await expect(services.store.createUser("twice@example.org", "x", "editor")).rejects.toThrow();
    const afterError = await scrape();
    expect(moved(beforeError, afterError, "simbiosis_db_query_errors_total")).toBe(1);
  });

  it("counts schedule looks and what they published", async () => {
    await services.store.saveDraft({ Page: "later", Template: "Article", values: [] });
    await services.store.schedule("later", new Date(Date.now() - 1000), { languages: ["es", "en"] });
    const before = await scrape();
    expect(await app.scheduler.runNow()).toEqual(["later"]);
    expect(await app.scheduler.runNow()).toEqual([]);
    const after = await scrape();
    expect(moved(before, after, 'simbiosis_schedule_checks_total{outcome="ok"}')).toBe(2);
    expect(moved(before, after, "simbiosis_scheduled_publishes_total")).toBe(1);
    expect(moved(before, after, 'simbiosis_schedule_checks_total{outcome="failed"}')).toBe(0);
  });

  it("counts e-mails sent and failed, and shows the queue by state when scraped", async () => {
    const mail = (to: string) => ({ kind: "contact" as const, to, subject: "Hola", text: "Hola" });
    await services.store.enqueueMail(mail("a@example.org"));
    await services.store.enqueueMail(mail("b@example.org"));
    const before = await scrape();
    expect(before.get('simbiosis_mail_queue_messages{state="queued"}')).toBe(2);
    expect(await app.mailWorker.runNow()).toBe(2);
    const sent = await scrape();
    expect(moved(before, sent, 'simbiosis_mail_sends_total{outcome="sent"}')).toBe(2);
    expect(sent.get('simbiosis_mail_queue_messages{state="queued"}')).toBe(0);
    expect(sent.get('simbiosis_mail_queue_messages{state="sent"}')).toBe(2);

    // Without SMTP_URL e-mails are files under DATA_DIR/mail: a plain file there makes every send fail.
    const folder = path.join(services.config.dataDir, "mail");
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, "not a folder");
    try {
      await services.store.enqueueMail(mail("c@example.org"));
      expect(await app.mailWorker.runNow()).toBe(0);
    } finally {
      await rm(folder, { force: true });
      await mkdir(folder, { recursive: true });
    }
    const failed = await scrape();
    expect(moved(sent, failed, 'simbiosis_mail_sends_total{outcome="failed"}')).toBe(1);
    // Tried again later: still queued, not given up.
    expect(failed.get('simbiosis_mail_queue_messages{state="queued"}')).toBe(1);
    expect(failed.get('simbiosis_mail_queue_messages{state="failed"}')).toBe(0);
  });

  it("keeps one series per route however many distinct addresses are asked for", async () => {
    const series = (s: Samples) => [...s.keys()].filter((k) => k.startsWith("simbiosis_http_request"));
    // Every route and status the flood will meet, once, so that its series exist before.
    const flood = (i: number) => [
      `${base}/fake/page-${i}?utm=${i}`,
      `${base}/api/prod/pages/page-${i}`,
      `${base}/api/no-such-call-${i}/x`,
      `${base}/nothing/at-${i}`,
    ];
    for (const url of flood(0)) await fetch(url);
    const before = await scrape();
    for (let i = 1; i <= 150; i++) await Promise.all(flood(i).map((url) => fetch(url)));
    const after = await scrape();
    expect(series(after).filter((k) => !series(before).includes(k))).toEqual([]);
    expect(
      moved(before, after, 'simbiosis_http_requests_total{method="GET",route="/fake/:name",status="200"}'),
    ).toBe(150);
    expect(
      moved(before, after, 'simbiosis_http_requests_total{method="GET",route="/api/*",status="404"}'),
    ).toBe(150);
    const text = [...after.keys()].join("\n");
    expect(text).not.toContain("page-42");
    expect(text).not.toContain("at-42");
  });
});

describe("metrics without METRICS_TOKEN", () => {
  it("are not there at all: 404, like any unknown address", async () => {
    const h = await startApi(adapters[0]!);
    try {
      const res = await h.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "not_found" });
    } finally {
      await h.close();
    }
  });
});
