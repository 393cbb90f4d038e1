import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/content/analytics.ts";
import { AudienceCounter } from "../../app/server/analytics/counter.server.ts";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { ResponseCache } from "../../app/server/cache/response-cache.server.ts";
import { type Config } from "../../app/server/config.server.ts";
import { configFor } from "../support/services.ts";
import { buildHttp } from "../../app/server/http.server.ts";
import { runRetention } from "../../app/server/jobs/retention.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { adapters } from "../support/adapters.ts";
import { ADMIN, EDITOR } from "../support/api-harness.ts";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { openRaw, type RawDb } from "../support/raw-db.ts";

/*
 * The audience counted as visitors meet the site (issue 43), through a real listening server with the
 * response cache (its fast path runs before Fastify, which inject() would skip): a visitor's views count
 * once a day per page and language for visitors; bots, prefetches, HEADs, GPC and DNT do not count;
 * answers from the cache count; two copies on one database add up; yesterday's salt is gone; retention
 * deletes old days. The "pages" are small HTML answers at the site's real addresses, made here: the
 * counting does not depend on what renders a page, only on its address and its answer.
 */

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const OTHER_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface Copy {
  app: FastifyInstance;
  services: Services;
  base: string;
  close(): Promise<void>;
}

async function openCopy(config: Config): Promise<Copy> {
  const { services } = await createServices(config, { seed: false });
  const watch = await services.store.watchContentVersion();
  const cache = await new ResponseCache({
    store: services.store,
    watch,
    origin: { trustProxy: true },
  }).start();
  const app = await buildHttp(services, { cache });
  // Site addresses answered with a small page (both languages, a search screen and its data request).
  const page = async (_request: unknown, reply: { type(t: string): { send(b: string): unknown } }) =>
    reply.type("text/html; charset=utf-8").send("<!doctype html><title>x</title><p>page</p>");
  for (const url of ["/article/:id", "/en/article/:id", "/article/:id.data"]) app.get(url, page);
  app.get<{ Querystring: { q?: string } }>("/buscar", async (request, reply) => {
    // What the search screen's loader tells the counter (app/routes/site/search.server.ts).
    const q = request.query.q ?? "";
    services.analytics.searchOutcome("es", q, /[eé]tica/i.test(q));
    return reply.type("text/html; charset=utf-8").send("<!doctype html><p>results</p>");
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  await services.analytics.refreshSalts();
  return {
    app,
    services,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      cache.close();
      await watch.close();
      await services.store.close();
    },
  };
}

/** A visitor's request: a browser's user agent and address (TRUST_PROXY=1), plus any other header. */
async function visit(
  copy: Copy,
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Response> {
  const res = await fetch(copy.base + url, {
    method,
    headers: { "user-agent": BROWSER, "x-forwarded-for": "203.0.113.7", ...headers },
  });
  await res.arrayBuffer();
  return res;
}

describe.each(adapters)("the audience, counted on $name", (target) => {
  let db: Awaited<ReturnType<typeof target.fresh>>;
  let config: Config;
  let a: Copy;
  let b: Copy;
  let raw: RawDb;
  const today = dayOf(new Date());

  beforeAll(async () => {
    db = await target.fresh();
    config = configFor(db, {
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      trustProxy: true,
      // Only the tests write the counts (a flush an hour away never comes).
      analyticsFlushSeconds: 3600,
    });
    a = await openCopy(config);
    b = await openCopy(config);
    await a.services.store.createUser(EDITOR.email, await hashPassword(EDITOR.password), "editor");
    raw = openRaw(config);
  });
  afterAll(async () => {
    await raw.destroy();
    await b.close();
    await a.close();
    await db.cleanup();
  });

  /**
   * Both copies write. On PostgreSQL at the same moment; SQLite's copies here share one process, whose
   * connection waiting for the other's write lock would block the very event loop that must finish it.
   */
  const flushBoth = async () => {
    if (target.name === "postgres")
      await Promise.all([a.services.analytics.flush(), b.services.analytics.flush()]);
    else for (const copy of [a, b]) await copy.services.analytics.flush();
  };

  const pageRow = async (item: string, lang: string) =>
    (await a.services.store.analytics.top("page", today, today, 100)).find(
      (r) => r.item === item && r.lang === lang,
    );

  it("counts a visitor's views, answered by a render or from the cache, and the visitor once a day per page and language", async () => {
    const first = await visit(a, "/article/uno");
    const second = await visit(a, "/article/uno");
    const third = await visit(a, "/article/uno");
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    // The third was answered before Fastify, from the response cache: it counts all the same.
    expect(third.headers.get("x-cache")).toBe("HIT");
    // A navigation's data request is a view of the same page.
    expect((await visit(a, "/article/uno.data")).status).toBe(200);
    // The same page in English, and another visitor (another address) in English.
    await visit(a, "/en/article/uno");
    await visit(a, "/en/article/uno", { "x-forwarded-for": "198.51.100.9" });
    await a.services.analytics.flush();
    expect(await pageRow("/article/uno", "es")).toMatchObject({ hits: 4, visitors: 1 });
    expect(await pageRow("/article/uno", "en")).toMatchObject({ hits: 2, visitors: 2 });
    const [site] = await a.services.store.analytics.daily(today, today);
    expect(site).toMatchObject({ day: today, hits: 6, visitors: 2 });
  });

  it("does not count bots, prefetches, HEADs, GPC or DNT, errors, or the API", async () => {
    const before = await pageRow("/article/dos", "es");
    expect(before).toBeUndefined();
    await visit(a, "/article/dos", { "user-agent": GOOGLEBOT });
    await visit(a, "/article/dos", { "user-agent": "" });
    await visit(a, "/article/dos", { "sec-purpose": "prefetch" });
    await visit(a, "/article/dos", { purpose: "prefetch" });
    await visit(a, "/article/dos", { "sec-purpose": "prefetch;prerender" });
    await visit(a, "/article/dos", { "sec-gpc": "1" });
    await visit(a, "/article/dos", { dnt: "1" });
    expect((await visit(a, "/article/dos", {}, "HEAD")).status).toBe(200);
    expect((await visit(a, "/no-such-page")).status).toBe(404);
    await visit(a, "/api/prod/pages");
    await a.services.analytics.flush();
    expect(await pageRow("/article/dos", "es")).toBeUndefined();
    expect(await pageRow("/no-such-page", "es")).toBeUndefined();
    // The same request without any of those does count.
    await visit(a, "/article/dos");
    await a.services.analytics.flush();
    expect(await pageRow("/article/dos", "es")).toMatchObject({ hits: 1, visitors: 1 });
  });

  it("adds up two copies' counts, and counts a visitor seen by both once", async () => {
    const visitor = { "user-agent": OTHER_BROWSER, "x-forwarded-for": "192.0.2.44" };
    await visit(a, "/article/tres", visitor);
    await visit(b, "/article/tres", visitor);
    await visit(b, "/article/tres", visitor);
    await visit(b, "/article/tres", { "x-forwarded-for": "192.0.2.45" });
    await flushBoth();
    expect(await pageRow("/article/tres", "es")).toMatchObject({ hits: 4, visitors: 2 });
  });

  it("keeps referrers as their domain only, and searches normalised with whether they found anything", async () => {
    await visit(a, "/article/cuatro", { referer: "https://www.Example.org/some/path?who=ana@example.org" });
    await visit(a, "/article/cuatro", { referer: "http://127.0.0.1/article/uno" });
    await visit(a, "/buscar?q=%C3%89tica%20%20Datos");
    await visit(a, "/buscar?q=ética datos");
    await visit(a, "/buscar?q=unicornios");
    await visit(a, "/buscar?q=ana%40example.org");
    await a.services.analytics.flush();
    const referrers = await a.services.store.analytics.top("referrer", today, today, 10);
    expect(referrers.map((r) => [r.item, r.hits])).toEqual([["example.org", 1]]);
    const searches = await a.services.store.analytics.top("search", today, today, 10);
    expect(searches.map((s) => [s.item, s.lang, s.hits, s.empty]).sort()).toEqual([
      ["etica datos", "es", 2, 0],
      ["unicornios", "es", 1, 1],
    ]);
  });

  it("counts whole downloads of files under /content/, not ranges further in or images shown in pages", async () => {
    await a.services.files.put("informe.pdf", Buffer.from("%PDF-1.4\n" + "x".repeat(2000)));
    await a.services.files.put("foto.png", Buffer.from("not really a png"));
    await visit(a, "/content/informe.pdf");
    await visit(b, "/content/informe.pdf", { range: "bytes=0-1023" });
    await visit(b, "/content/informe.pdf", { range: "bytes=1024-" });
    await visit(a, "/content/informe.pdf", { "x-forwarded-for": "192.0.2.99" });
    await visit(a, "/content/foto.png");
    await flushBoth();
    const files = await a.services.store.analytics.top("file", today, today, 10);
    expect(files.map((f) => [f.item, f.hits, f.visitors])).toEqual([["informe.pdf", 3, 2]]);
  });

  it("stores no address, no user agent and no hash that survives its day", async () => {
    for (const table of ["analytics_daily", "analytics_salts", "analytics_seen"]) {
      const text = JSON.stringify(await raw.selectFrom(table).selectAll().execute());
      expect(text, table).not.toContain("203.0.113.7");
      expect(text, table).not.toContain("Mozilla");
    }
  });

  it("makes a salt a day, shared by the copies, and deletes yesterday's the next day", async () => {
    let now = new Date(`${today}T12:00:00.000Z`);
    const clockA = new AudienceCounter({ store: a.services.store.analytics, origin: config, now: () => now });
    const clockB = new AudienceCounter({ store: b.services.store.analytics, origin: config, now: () => now });
    await clockA.refreshSalts();
    await clockB.refreshSalts();
    const salts = async () =>
      (await raw.selectFrom("analytics_salts").select(["day", "salt"]).orderBy("day").execute()) as Array<{
        day: string;
        salt: string;
      }>;
    const first = await salts();
    expect(first.map((s) => s.day)).toEqual([today, addDays(today, 1)]);
    expect(new Set(first.map((s) => s.salt)).size).toBe(2);
    // The next day: today's salt is gone, tomorrow's (made a day early) is the one in use, no new one for it.
    now = new Date(`${addDays(today, 1)}T00:00:05.000Z`);
    await clockA.flush();
    const second = await salts();
    expect(second.map((s) => s.day)).toEqual([addDays(today, 1), addDays(today, 2)]);
    expect(second[0]?.salt).toBe(first[1]?.salt);
    expect(second.some((s) => s.salt === first[0]?.salt)).toBe(false);
    // The visitor hashes of the day go a day later.
    now = new Date(`${addDays(today, 2)}T00:00:05.000Z`);
    await clockB.flush();
    const marks = await raw.selectFrom("analytics_seen").select("day").distinct().execute();
    expect(marks.map((m: { day: string }) => m.day)).not.toContain(today);
  });

  it("deletes the daily counts older than ANALYTICS_RETENTION_DAYS with the retention job", async () => {
    const old = addDays(today, -500);
    await a.services.store.analytics.addBatch({
      counts: [{ day: old, kind: "page", item: "/article/viejo", lang: "es", hits: 5, empty: 0 }],
      marks: [],
    });
    const rows = () => raw.selectFrom("analytics_daily").select("day").where("day", "=", old).execute();
    expect(await rows()).toHaveLength(1);
    const counts = await runRetention(
      {
        store: a.services.store,
        mailFiles: { purge: async () => 0 },
        retention: { ...config.retention, ANALYTICS_RETENTION_DAYS: 400 },
      },
      new Date(),
    );
    expect(counts?.["audience-counts"]).toBe(1);
    expect(await rows()).toHaveLength(0);
  });

  it("answers the Audience report and a page's figures to editors, with both languages of a page added", async () => {
    // An address that does not exist, asked for by a visitor and a bot: the 404 log's part of the report.
    expect((await visit(a, "/no-hay-nada-aqui?utm=x")).status).toBe(404);
    expect((await visit(a, "/no-hay-nada-aqui", { "user-agent": GOOGLEBOT })).status).toBe(404);
    await a.app.urlLayer.notFound.flush();
    const login = await a.app.inject({ method: "POST", url: "/api/auth/login", payload: EDITOR });
    const token = (login.json() as { accessToken: string }).accessToken;
    const res = await a.app.inject({
      method: "GET",
      url: "/api/audience?days=7",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json() as {
      pages: Array<{ page: string; views: number; es: number; en: number }>;
      notFound: Array<{ path: string; visitors: number; bots: number }>;
    };
    expect(report.pages.find((p) => p.page === "/article/uno")).toMatchObject({ views: 6, es: 4, en: 2 });
    expect(report.notFound.find((p) => p.path === "/no-hay-nada-aqui")).toEqual({
      path: "/no-hay-nada-aqui",
      visitors: 1,
      bots: 1,
    });
    const bad = await a.app.inject({
      method: "GET",
      url: "/api/audience?days=12",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "invalid_request" });
  });
});
