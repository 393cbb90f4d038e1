import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { newDependencies, recordingStore } from "../../app/server/cache-deps.server.ts";
import { loadConfig } from "../../app/server/config.server.ts";
import { buildHttp } from "../../app/server/http.server.ts";
import { ResponseCache } from "../../app/server/response-cache.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { adapters } from "../support/adapters.ts";

/*
 * The response cache as visitors meet it, through a real listening server (its fast path runs before
 * Fastify, which inject() would skip): answers are shared, one render serves a crowd, a save drops only
 * what shows the saved page, and the copy that saved never answers the old page afterwards.
 * The "pages" here are small HTML answers made from the real store through the same recording store
 * server.ts gives React Router's loaders.
 */

interface Copy {
  app: FastifyInstance;
  cache: ResponseCache;
  services: Services;
  base: string;
  renders: Map<string, number>;
  close(): Promise<void>;
}

const article = (name: string, title: string) => ({
  Page: name,
  Template: "Article",
  Created: "2026-01-01T00:00:00.000Z",
  values: [{ name: "Title", lang: "es" as const, value: { text: title } }],
});

describe.each(adapters)("response cache on $name", (target) => {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of open.splice(0).reverse()) await close();
  });

  async function copy(
    db: { dataDir: string; databaseUrl?: string },
    delayMs = 0,
    maxBytes?: number,
  ): Promise<Copy> {
    const config = {
      ...loadConfig({}),
      dataDir: db.dataDir,
      databaseUrl: db.databaseUrl,
      logRequests: false,
    };
    const { services } = await createServices(config, { seed: false });
    const watch = await services.store.watchContentVersion();
    const cache = await new ResponseCache({
      store: services.store,
      watch,
      origin: { trustProxy: false },
      maxBytes,
    }).start();
    const app = await buildHttp(services, { cache });
    const renders = new Map<string, number>();
    const counted = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);
    // A page made from one stored page, and a list made from the articles of the search table.
    app.get<{ Params: { name: string } }>("/fake/:name", async (request, reply) => {
      const deps = newDependencies();
      request.cacheDeps = deps;
      const store = recordingStore(services.store, deps);
      counted(request.url);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const page = await store.getPage(request.params.name);
      const title = JSON.stringify(page?.values ?? []);
      return reply.type("text/html; charset=utf-8").send(`<!doctype html><title>x</title><p>${title}</p>`);
    });
    app.get("/fake-list", async (request, reply) => {
      const deps = newDependencies();
      request.cacheDeps = deps;
      const store = recordingStore(services.store, deps);
      counted(request.url);
      const found = await store.searchPages({ kind: "article", lang: "es", offset: 0, limit: 50 });
      return reply.type("text/html; charset=utf-8").send(`<!doctype html><p>${found.names.join(",")}</p>`);
    });
    app.get("/fake-pdfs", async (request, reply) => {
      const deps = newDependencies();
      request.cacheDeps = deps;
      const store = recordingStore(services.store, deps);
      counted(request.url);
      const { items } = await store.listPages({ tagged: "pdf" });
      return reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><p>${items.map((p) => p.Page).join(",")}</p>`);
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const close = async () => {
      await app.close();
      cache.close();
      await watch.close();
      await services.store.close();
    };
    open.push(close);
    return { app, cache, services, base, renders, close };
  }

  async function fresh() {
    const db = await target.fresh();
    open.push(db.cleanup);
    return db;
  }

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { headers });
    return { status: res.status, cache: res.headers.get("x-cache"), body: await res.text() };
  };

  it("answers a page asked for twice from the cache, and survives malformed language cookies", async () => {
    const a = await copy(await fresh());
    await a.services.store.savePage(article("uno", "Uno"));
    await get(`${a.base}/fake/uno`);
    await get(`${a.base}/fake/uno`);
    expect((await get(`${a.base}/fake/uno`)).cache).toBe("HIT");
    for (const cookie of ["lang=%", "lang=%E0%A4%A", "lang=en%", "lang=%%%; lang=%ZZ", "=;;lang"]) {
      const res = await get(`${a.base}/fake/uno`, { cookie });
      expect(res.status, cookie).toBe(200);
    }
    const uncached = await get(`${a.base}/fake/nuevo?x=1`, { cookie: "lang=%" });
    expect(uncached.status).toBe(200);
    expect((await get(`${a.base}/api/health`)).status).toBe(200);
  });

  it("stays within its byte budget however many different addresses it sees, dropping the least recently used", async () => {
    const a = await copy(await fresh(), 0, 8_000);
    await a.services.store.savePage(article("uno", "Uno"));
    for (let i = 0; i < 300; i++) {
      await get(`${a.base}/fake/uno?q=${i}`);
      await get(`${a.base}/fake/uno?q=${i}`);
      expect(a.cache.bytesKept).toBeLessThanOrEqual(8_000);
    }
    expect(a.cache.size).toBeGreaterThan(10);
    expect((await get(`${a.base}/fake/uno?q=299`)).cache).toBe("HIT");
    expect((await get(`${a.base}/fake/uno?q=0`)).cache).toBeNull();
  });

  it("renders once for a crowd asking for the same page at the same time", async () => {
    const a = await copy(await fresh(), 150);
    await a.services.store.savePage(article("uno", "Uno"));
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(`${a.base}/fake/uno`)));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(a.renders.get("/fake/uno")).toBe(1);
  });

  it("drops only what a save can change: the page and the lists that show it", async () => {
    const a = await copy(await fresh());
    await a.services.store.savePage(article("uno", "Uno"));
    await a.services.store.savePage(article("dos", "Dos"));
    for (const path of ["/fake/uno", "/fake/dos", "/fake-list"]) {
      await get(a.base + path);
      await get(a.base + path);
      expect((await get(a.base + path)).cache, path).toBe("HIT");
    }
    await a.services.store.savePage(article("uno", "Uno cambiado"));
    const uno = await get(`${a.base}/fake/uno`);
    expect(uno.cache).toBeNull();
    expect(uno.body).toContain("Uno cambiado");
    expect((await get(`${a.base}/fake/dos`)).cache).toBe("HIT");
    expect((await get(`${a.base}/fake-list`)).cache).toBeNull();

    // A page that did not exist is shown as soon as it is created, and a new article joins the list.
    await get(`${a.base}/fake/tres`);
    await get(`${a.base}/fake/tres`);
    expect((await get(`${a.base}/fake/tres`)).cache).toBe("HIT");
    await a.services.store.savePage(article("tres", "Tres"));
    expect((await get(`${a.base}/fake/tres`)).body).toContain("Tres");
    expect((await get(`${a.base}/fake-list`)).body).toContain("tres");
    await a.services.store.deletePage("dos");
    expect((await get(`${a.base}/fake/dos`)).body).toContain("[]");
  });

  it("keeps a list of the pages with a tag until a page with (or losing) that tag changes", async () => {
    const a = await copy(await fresh());
    const guide = {
      Page: "guia",
      Template: "Documentation",
      values: [{ name: "documento", value: { name: "guia.pdf" } }],
    };
    await a.services.store.savePage(guide);
    await get(`${a.base}/fake-pdfs`);
    await get(`${a.base}/fake-pdfs`);
    expect((await get(`${a.base}/fake-pdfs`)).cache).toBe("HIT");
    await a.services.store.savePage(article("nota", "Sin PDF"));
    expect((await get(`${a.base}/fake-pdfs`)).cache).toBe("HIT");
    await a.services.store.savePage({ ...guide, values: [] });
    const after = await get(`${a.base}/fake-pdfs`);
    expect(after.cache).toBeNull();
    expect(after.body).not.toContain("guia");
  });

  it("never answers the old page right after a save acknowledged by the same copy", async () => {
    const a = await copy(await fresh());
    const token = await (async () => {
      const { hashPassword } = await import("../../app/server/auth/passwords.server.ts");
      await a.services.store.createUser(
        "saver@test.local",
        await hashPassword("long enough password"),
        "editor",
      );
      const res = await fetch(`${a.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "saver@test.local", password: "long enough password" }),
      });
      return ((await res.json()) as { accessToken: string }).accessToken;
    })();
    let stale = 0;
    for (let round = 0; round < 60; round++) {
      // Cached in both forms visitors ask for: the API read and the page.
      for (let i = 0; i < 2; i++) {
        await get(`${a.base}/api/prod/pages/ronda`);
        await get(`${a.base}/fake/ronda`);
      }
      const saved = await fetch(`${a.base}/api/prod/pages`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(article("ronda", `Ronda ${round}`)),
      });
      expect(saved.status).toBeLessThan(300);
      const api = await get(`${a.base}/api/prod/pages/ronda`);
      const page = await get(`${a.base}/fake/ronda`);
      if (!api.body.includes(`Ronda ${round}"`) || !page.body.includes(`Ronda ${round}"`)) stale++;
    }
    expect(stale).toBe(0);
  });

  it("follows the saves of another copy on the same database", async () => {
    const db = await fresh();
    const a = await copy(db);
    const b = await copy(db);
    await a.services.store.savePage(article("compartida", "Antes"));
    await get(`${a.base}/fake/compartida`);
    await get(`${a.base}/fake/compartida`);
    expect((await get(`${a.base}/fake/compartida`)).cache).toBe("HIT");
    await b.services.store.savePage(article("compartida", "Después"));
    await expect.poll(async () => (await get(`${a.base}/fake/compartida`)).body).toContain("Después");
  });

  it("keeps the answers of each host apart when no public address is configured", async () => {
    const a = await copy(await fresh());
    await a.services.store.savePage(article("uno", "Uno"));
    const key = (host: string) =>
      new ResponseCache({
        store: a.services.store,
        watch: { current: () => 0, close: async () => undefined },
        origin: { trustProxy: false },
      }).keyOf("GET", "/articles", { host });
    expect(key("evil.example")).not.toBe(key("127.0.0.1:3000"));
    const fixed = new ResponseCache({
      store: a.services.store,
      watch: { current: () => 0, close: async () => undefined },
      origin: { trustProxy: true, publicUrl: "https://simbiosis.example" },
    });
    expect(fixed.keyOf("GET", "/articles", { host: "evil.example" })).toBe(
      fixed.keyOf("GET", "/articles", { host: "simbiosis.example", "x-forwarded-host": "other.example" }),
    );
  });
});
