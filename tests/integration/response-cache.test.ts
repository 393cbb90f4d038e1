import { Readable } from "node:stream";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { langView } from "../../app/content/lang-view.ts";
import type { Lang } from "../../app/content/page-model.ts";
import { recordReads } from "../../app/server/cache/reads.server.ts";
import { configFor } from "../support/services.ts";
import { buildHttp } from "../../app/server/http.server.ts";
import { ResponseCache } from "../../app/server/cache/response-cache.server.ts";
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

/** A long stylesheet (~28 KB; the site's is ~43 KB), with the characters a body has (accents included). */
const STYLE = Array.from(
  { length: 900 },
  (_, i) => `.c${i}{color:#${(i * 4099).toString(16).padStart(6, "0").slice(0, 6)};content:"é"}`,
).join("");

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
    const config = configFor(db);
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
      const store = recordReads(request, services.store);
      counted(request.url);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const page = await store.getPage(request.params.name);
      const title = JSON.stringify(page?.values ?? []);
      return reply.type("text/html; charset=utf-8").send(`<!doctype html><title>x</title><p>${title}</p>`);
    });
    app.get("/fake-list", async (request, reply) => {
      const store = recordReads(request, services.store);
      counted(request.url);
      const found = await store.searchPages({ kind: "article", lang: "es", offset: 0, limit: 50 });
      return reply.type("text/html; charset=utf-8").send(`<!doctype html><p>${found.names.join(",")}</p>`);
    });
    // A search as /articles makes one: a slice of the newest matches, how many match, how many there are.
    app.get<{ Querystring: { q?: string; limit?: string } }>("/fake-search", async (request, reply) => {
      const store = recordReads(request, services.store);
      counted(request.url);
      const found = await store.searchPages({
        kind: "article",
        lang: "es",
        query: request.query.q,
        offset: 0,
        limit: Number(request.query.limit ?? 50),
      });
      return reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><p>${found.names.join(",")} ${found.matching}/${found.total}</p>`);
    });
    // /articles?tag= as its loader asks: the newest articles with a tag key, how many, how many in all.
    app.get<{ Querystring: { tag: string } }>("/fake-tagged", async (request, reply) => {
      const store = recordReads(request, services.store);
      counted(request.url);
      const found = await store.searchPages({
        kind: "article",
        lang: "es",
        tag: request.query.tag,
        offset: 0,
        limit: 12,
      });
      return reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><p>${found.names.join(",")} ${found.matching}/${found.total}</p>`);
    });
    app.get("/fake-pdfs", async (request, reply) => {
      const store = recordReads(request, services.store);
      counted(request.url);
      const { items } = await store.listPages({ tagged: "pdf" });
      return reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><p>${items.map((p) => p.Page).join(",")}</p>`);
    });
    // A page's screen in one language (its address's), and the same reads answered as a feed would be.
    const readIn = (request: FastifyRequest<{ Params: { lang: Lang; name: string } }>) => {
      counted(request.url);
      return recordReads(request, services.store, request.params.lang).getPage(request.params.name);
    };
    app.get<{ Params: { lang: Lang; name: string } }>("/fake-lang/:lang/:name", async (request, reply) => {
      const page = await readIn(request);
      const shown = page ? langView(page, undefined, request.params.lang) : "";
      return reply.type("text/html; charset=utf-8").send(`<!doctype html><p>${shown}</p>`);
    });
    app.get<{ Params: { lang: Lang; name: string } }>("/fake-feed/:lang/:name", async (request, reply) => {
      const page = await readIn(request);
      return reply.type("application/atom+xml; charset=utf-8").send(`<feed>${page?.Updated ?? ""}</feed>`);
    });
    app.get<{ Querystring: { in: Lang } }>("/fake-newest", async (request, reply) => {
      const store = recordReads(request, services.store);
      counted(request.url);
      const found = await store.searchPages({ kind: "article", lang: request.query.in, offset: 0, limit: 5 });
      return reply.type("text/html; charset=utf-8").send(`<!doctype html><p>${found.names.join(",")}</p>`);
    });
    // Pages that carry the same long inline stylesheet, as the site's pages all do.
    app.get<{ Params: { n: string } }>("/fake-styled/:n", async (request, reply) => {
      counted(request.url);
      return reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><style data-href="/a.css">${STYLE}</style><p>${request.params.n}</p>`);
    });
    // An answer written as a stream, as the sitemap's files are.
    app.get<{ Querystring: { n?: string; urls?: string; tag?: string } }>(
      "/fake-stream",
      async (request, reply) => {
        const store = recordReads(request, services.store);
        counted(request.url);
        const page = await store.getPage("uno");
        const urls = Array.from(
          { length: Number(request.query.urls ?? 1) },
          () => `<url>${page?.Page ?? ""}</url>`,
        );
        const parts = ["<urlset>", ...urls, "</urlset>"].map((t) => Buffer.from(t));
        if (request.query.tag) reply.header("etag", `W/"${request.query.tag}"`);
        return reply.type("application/xml; charset=utf-8").send(Readable.from(parts));
      },
    );
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

  it("tags what it keeps (a revalidation then answers 304) and leaves a one-off answer untagged", async () => {
    const a = await copy(await fresh());
    await a.services.store.savePage(article("uno", "Uno"));
    const once = await fetch(`${a.base}/fake/uno`);
    expect(once.status).toBe(200);
    expect(once.headers.get("etag")).toBeNull();
    expect(once.headers.get("cache-control")).toBeTruthy();
    const kept = await fetch(`${a.base}/fake/uno`);
    const etag = kept.headers.get("etag");
    expect(etag).toMatch(/^W\/"v\d+-[\w-]{16}"$/);
    expect((await fetch(`${a.base}/fake/uno`)).headers.get("etag")).toBe(etag);
    const again = await fetch(`${a.base}/fake/uno`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    // A client revalidating an answer nobody else asked for still gets a tag to compare with.
    const asked = await fetch(`${a.base}/fake/uno?once=1`, { headers: { "if-none-match": 'W/"old"' } });
    expect(asked.status).toBe(200);
    expect(asked.headers.get("etag")).toMatch(/^W\/"v\d+-/);
  });

  it("stays within its byte budget however many different addresses it sees, dropping the least recently used", async () => {
    const a = await copy(await fresh(), 0, 8_000);
    await a.services.store.savePage(article("uno", "Uno"));
    for (let i = 0; i < 300; i++) {
      await get(`${a.base}/fake/uno?q=${i}`);
      await get(`${a.base}/fake/uno?q=${i}`);
      expect(a.cache.bytesKept).toBeLessThanOrEqual(8_000);
    }
    // What it counts is what it holds: no kept body is a slice that keeps a 64 KB pool slab alive.
    expect(a.cache.memoryHeld).toBeLessThanOrEqual(a.cache.bytesKept);
    expect(a.cache.size).toBeGreaterThan(10);
    expect((await get(`${a.base}/fake/uno?q=299`)).cache).toBe("HIT");
    expect((await get(`${a.base}/fake/uno?q=0`)).cache).toBeNull();
  });

  it("never keeps an answer larger than an eighth of its budget: it would push out most of the others", async () => {
    const a = await copy(await fresh(), 0, 80_000);
    await a.services.store.savePage(article("uno", "Uno"));
    await a.services.store.savePage(article("grande", "x".repeat(12_000)));
    for (const name of ["uno", "grande"]) for (let i = 0; i < 3; i++) await get(`${a.base}/fake/${name}`);
    expect((await get(`${a.base}/fake/uno`)).cache).toBe("HIT");
    const large = await get(`${a.base}/fake/grande`);
    expect(large.status).toBe(200);
    expect(large.cache).toBeNull();
    expect(a.cache.bytesKept).toBeLessThan(10_000);
  });

  it("sends an answer asked for once as it came (a stream unread), and keeps it whole once asked again", async () => {
    const a = await copy(await fresh());
    await a.services.store.savePage(article("uno", "Uno"));
    const once = await fetch(`${a.base}/fake-stream?n=1`);
    expect(once.headers.get("transfer-encoding")).toBe("chunked");
    expect(once.headers.get("etag")).toBeNull();
    expect(await once.text()).toBe("<urlset><url>uno</url></urlset>");
    await get(`${a.base}/fake-stream`);
    await get(`${a.base}/fake-stream`);
    const kept = await fetch(`${a.base}/fake-stream`);
    expect(kept.headers.get("x-cache")).toBe("HIT");
    expect(kept.headers.get("content-length")).toBe("31");
    expect(await kept.text()).toBe("<urlset><url>uno</url></urlset>");
  });

  it("reads a streamed answer too large to keep no further than its limit, and sends it on whole, untagged, as a stream", async () => {
    const a = await copy(await fresh(), 0, 8_000);
    await a.services.store.savePage(article("uno", "Uno"));
    const expected = `<urlset>${"<url>uno</url>".repeat(2_000)}</urlset>`;
    for (const headers of [{}, {}, { "if-none-match": 'W/"old"' }] as Array<Record<string, string>>) {
      const res = await fetch(`${a.base}/fake-stream?urls=2000`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("transfer-encoding")).toBe("chunked");
      expect(res.headers.get("etag")).toBeNull();
      expect(await res.text()).toBe(expected);
    }
    expect(a.cache.bytesKept).toBe(0);
    // An answer that names its own tag keeps it, and a client holding that tag gets a 304.
    const own = await fetch(`${a.base}/fake-stream?urls=2000&tag=own`);
    expect([own.status, own.headers.get("etag"), await own.text()]).toEqual([200, 'W/"own"', expected]);
    const same = await fetch(`${a.base}/fake-stream?urls=2000&tag=own`, {
      headers: { "if-none-match": 'W/"own"' },
    });
    expect([same.status, await same.text()]).toEqual([304, ""]);
  });

  it("keeps the stylesheet that every page carries once, and answers each page with its whole body", async () => {
    const a = await copy(await fresh());
    const bodies: string[] = [];
    const identity = { "accept-encoding": "identity" };
    for (let n = 0; n < 12; n++) {
      bodies.push((await get(`${a.base}/fake-styled/${n}`, identity)).body);
      await get(`${a.base}/fake-styled/${n}`, identity);
    }
    expect(a.cache.size).toBe(12);
    // Twelve pages that each carry the stylesheet: kept in less than one stylesheet's bytes.
    expect(bodies[0]!.length).toBeGreaterThan(STYLE.length);
    expect(a.cache.bytesKept).toBeLessThan(STYLE.length);
    for (let n = 0; n < 12; n++) {
      const hit = await get(`${a.base}/fake-styled/${n}`, identity);
      expect(hit.cache).toBe("HIT");
      expect(hit.body).toBe(bodies[n]);
    }
    const res = await fetch(`${a.base}/fake-styled/3`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toBe(bodies[3]);
    const head = await fetch(`${a.base}/fake-styled/3`, { method: "HEAD", headers: identity });
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(bodies[3]!));
  });

  it("renders once for a crowd asking for the same page at the same time", async () => {
    const a = await copy(await fresh(), 150);
    await a.services.store.savePage(article("uno", "Uno"));
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(`${a.base}/fake/uno`)));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(a.renders.get("/fake/uno")).toBe(1);
  });

  it("lets no client that has already left lead the render a crowd waits for", async () => {
    const a = await copy(await fresh(), 150);
    await a.services.store.savePage(article("uno", "Uno"));
    // A visitor who left while the request waited for its turn (turn-budget.server.ts): the connection's
    // "close" has come and gone before the cache sees the request.
    const req = new http.IncomingMessage(new net.Socket());
    req.method = "GET";
    req.url = "/fake/uno";
    req.headers = { host: new URL(a.base).host };
    const res = new http.ServerResponse(req);
    const closed = new Promise((resolve) => res.once("close", resolve));
    res.destroy();
    await closed;
    expect(a.cache.serve(req, res)).toBe(false);
    // The next visitors are answered by a render of their own, not left waiting on one that never comes.
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => fetch(`${a.base}/fake/uno`, { signal: AbortSignal.timeout(5000) })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
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
    // What a write dropped had proved worth keeping: its first render after the write is kept.
    expect((await get(`${a.base}/fake/uno`)).cache).toBe("HIT");
    expect((await get(`${a.base}/fake-list`)).cache).toBe("HIT");
    expect([a.renders.get("/fake/uno"), a.renders.get("/fake-list")]).toEqual([3, 3]);

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

  it("keeps a page's screens in the other language when a save changes one language's text, in this copy and from another", async () => {
    const db = await fresh();
    const a = await copy(db);
    const b = await copy(db);
    const bilingual = (es: string, en: string, created = "2026-01-01T00:00:00.000Z") => ({
      Page: "uno",
      Template: "Article",
      Created: created,
      values: [
        { name: "Title", lang: "es" as const, value: { text: es } },
        { name: "Title", lang: "en" as const, value: { text: en } },
      ],
    });
    await a.services.store.savePage(bilingual("Uno", "One"));
    const paths = ["/fake-lang/es/uno", "/fake-lang/en/uno", "/fake-feed/en/uno", "/fake-newest?in=en"];
    const cached = async (path: string) => {
      await get(a.base + path);
      await get(a.base + path);
      expect((await get(a.base + path)).cache, path).toBe("HIT");
    };
    for (const path of paths) await cached(path);

    // The Spanish text changed: the English translation is now out of date, which its screen says.
    await a.services.store.savePage(bilingual("Uno otra vez", "One"));
    expect((await get(`${a.base}/fake-lang/en/uno`)).cache).toBeNull();
    for (const path of paths) await cached(path);
    // Again only the Spanish text: the Spanish screen is made again, the English ones stay. A feed
    // shows the time of every save, so it never stays.
    await a.services.store.savePage(bilingual("Uno cambiado", "One"));
    const es = await get(`${a.base}/fake-lang/es/uno`);
    expect([es.cache, es.body.includes("Uno cambiado")]).toEqual([null, true]);
    expect((await get(`${a.base}/fake-lang/en/uno`)).cache).toBe("HIT");
    expect((await get(`${a.base}/fake-newest?in=en`)).cache).toBe("HIT");
    expect((await get(`${a.base}/fake-feed/en/uno`)).cache).toBeNull();
    for (const path of paths) await cached(path);

    // The same from another copy: the languages a write changed travel with the change it recorded.
    await b.services.store.savePage(bilingual("Uno cambiado", "One changed"));
    await expect.poll(async () => (await get(`${a.base}/fake-lang/en/uno`)).body).toContain("One changed");
    expect((await get(`${a.base}/fake-lang/es/uno`)).cache).toBe("HIT");
    for (const path of paths) await cached(path);

    // What every language shows (here its date) changes every screen.
    await a.services.store.savePage(bilingual("Uno cambiado", "One changed", "2026-02-01T00:00:00.000Z"));
    for (const path of paths) expect((await get(a.base + path)).cache, path).toBeNull();
  });

  it("keeps a search until a write touches a page it shows or counts, in this copy and from another", async () => {
    const db = await fresh();
    const a = await copy(db);
    const b = await copy(db);
    const dated = (name: string, title: string, day: number) => ({
      ...article(name, title),
      Created: `2026-01-${String(day).padStart(2, "0")}T00:00:00.000Z`,
    });
    await a.services.store.savePage(dated("uno", "Uno", 1));
    await a.services.store.savePage(dated("dos", "Dos", 2));
    await a.services.store.savePage(dated("tres", "Tres", 3));
    const cached = async (path: string) => {
      await get(a.base + path);
      await get(a.base + path);
      expect((await get(a.base + path)).cache, path).toBe("HIT");
    };
    const search = "/fake-search?q=dos";
    const newest = "/fake-search?limit=1";
    await cached(search);
    await cached(newest);
    expect((await get(a.base + newest)).body).toContain("tres 3/3");

    // Neither shown nor counted by either (same date and title, text that does not match "dos").
    await a.services.store.savePage({
      ...dated("uno", "Uno", 1),
      values: [...dated("uno", "Uno", 1).values, { name: "Excerpt", lang: "es", value: { text: "otra" } }],
    });
    expect((await get(a.base + search)).cache).toBe("HIT");
    expect((await get(a.base + newest)).cache).toBe("HIT");

    // Now it matches the search: counted, and shown.
    await a.services.store.savePage(dated("uno", "Uno y dos", 1));
    const matched = await get(a.base + search);
    expect(matched.cache).toBeNull();
    expect(matched.body).toContain("dos,uno 2/3");
    await cached(search);

    // The same from another copy on the same database: the change it recorded carries the rows.
    await b.services.store.savePage({
      ...dated("tres", "Tres", 3),
      values: [...dated("tres", "Tres", 3).values, { name: "Excerpt", lang: "es", value: { text: "nada" } }],
    });
    // The slice shows "tres": dropped once this copy learns of the write; the search stays.
    await expect.poll(async () => (await get(a.base + newest)).cache).toBeNull();
    // A miss also comes while this copy is still catching up (nothing is served then): once the slice
    // is kept again the copy is current, and the search must still be the entry it kept before.
    await expect.poll(async () => (await get(a.base + newest)).cache).toBe("HIT");
    expect((await get(a.base + search)).cache).toBe("HIT");
    await b.services.store.savePage(dated("cuatro", "Cuatro", 4));
    await expect.poll(async () => (await get(a.base + newest)).body).toContain("cuatro 4/4");
    // A new article changes the total every search shows.
    expect((await get(a.base + search)).body).toContain("2/4");
  });

  it("keeps a slice of the API list until a page in it changes or a page comes or goes", async () => {
    const a = await copy(await fresh());
    for (const name of ["a-uno", "b-dos", "c-tres"]) await a.services.store.savePage(article(name, name));
    const slice = `${a.base}/api/prod/pages?limit=2`;
    await get(slice);
    await get(slice);
    expect((await get(slice)).cache).toBe("HIT");
    await a.services.store.savePage(article("c-tres", "Tres cambiado"));
    expect((await get(slice)).cache).toBe("HIT");
    await a.services.store.savePage(article("b-dos", "Dos cambiado"));
    const changed = await get(slice);
    expect(changed.cache).toBeNull();
    expect(changed.body).toContain("Dos cambiado");
    await get(slice);
    expect((await get(slice)).cache).toBe("HIT");
    await a.services.store.savePage(article("0-cero", "Cero"));
    expect((await get(slice)).body).toContain("0-cero");
  });

  it("sends the whole API list as the same bytes, with their length, made, kept, by HEAD and compressed", async () => {
    const a = await copy(await fresh());
    for (let i = 0; i < 40; i++)
      await a.services.store.savePage(article(`pagina-${i}`, `Página ${i} `.repeat(40)));
    const ask = (method: string, encoding?: string) =>
      new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        const req = http.request(
          `${a.base}/api/prod/pages`,
          { method, headers: encoding ? { "accept-encoding": encoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
          },
        );
        req.on("error", reject).end();
      });
    // Made (and sent as the stored pieces it is made of), then kept, then from the cache.
    const answers = [await ask("GET"), await ask("GET"), await ask("GET")];
    expect(answers.map((r) => r.headers["x-cache"])).toEqual([undefined, undefined, "HIT"]);
    const list = JSON.parse(answers[0]!.body.toString()) as { Items: Array<{ Page: string }>; Count: number };
    expect(list.Count).toBe(40);
    expect(list.Items.map((p) => p.Page)).toContain("pagina-39");
    for (const r of answers) {
      expect(r.body.equals(answers[0]!.body)).toBe(true);
      expect(r.headers["content-length"]).toBe(String(answers[0]!.body.length));
      expect(r.headers["transfer-encoding"]).toBeUndefined();
    }
    const head = await ask("HEAD");
    expect([head.body.length, head.headers["content-length"]]).toEqual([0, String(answers[0]!.body.length)]);
    // A write makes it again: the new page is there, compressed for a client that asks for gzip.
    await a.services.store.savePage(article("pagina-nueva", "Nueva"));
    const gzipped = await ask("GET", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const again = JSON.parse(zlib.gunzipSync(gzipped.body).toString()) as { Count: number };
    expect(again.Count).toBe(41);
  });

  it("answers each client in the encoding it accepts, from copies compressed for the first that asked", async () => {
    const a = await copy(await fresh());
    await a.services.store.savePage(article("larga", "Una página larga. ".repeat(200)));
    const raw = (encoding?: string) =>
      new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        const req = http.get(
          `${a.base}/fake/larga`,
          { headers: encoding ? { "accept-encoding": encoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
          },
        );
        req.on("error", reject);
      });
    const plain = await raw();
    expect(plain.body.toString()).toContain("Una página larga.");
    // Kept on the second ask; the request that kept it gets the compressed copy too.
    const answers = [await raw("gzip, deflate, br"), ...(await Promise.all([1, 2, 3].map(() => raw("br"))))];
    for (const answer of answers) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(answer.body).equals(plain.body)).toBe(true);
    }
    // Only brotli was made for them: the gzip copy is made when a client that takes only gzip asks.
    const beforeGzip = a.cache.bytesKept;
    const gz = await raw("gzip");
    expect([gz.headers["content-encoding"], gz.headers["x-cache"]]).toEqual(["gzip", "HIT"]);
    expect(a.cache.bytesKept - beforeGzip).toBe(gz.body.length);
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const identity = await raw();
    expect([identity.headers["content-encoding"], identity.headers["x-cache"]]).toEqual([undefined, "HIT"]);
    expect(identity.body.equals(plain.body)).toBe(true);
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    // The compressed copies (a few hundred bytes) are kept in memory of their own, not in pool slabs.
    expect(a.cache.memoryHeld).toBeLessThanOrEqual(a.cache.bytesKept);
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

  it("keeps a tag's list of articles until a write adds the tag to an article or takes it away, in this copy and from another", async () => {
    const db = await fresh();
    const a = await copy(db);
    const b = await copy(db);
    const tagged = (name: string, tags: string[], excerpt = "") => ({
      ...article(name, name),
      Tags: tags,
      values: [
        ...article(name, name).values,
        { name: "Excerpt", lang: "es" as const, value: { text: excerpt } },
      ],
    });
    await a.services.store.savePage(tagged("uno", ["Sesgo"]));
    await a.services.store.savePage(tagged("dos", ["datos"]));
    await a.services.store.savePage(tagged("tres", []));
    const list = "/fake-tagged?tag=sesgo";
    const cached = async () => {
      await get(a.base + list);
      await get(a.base + list);
      expect((await get(a.base + list)).cache).toBe("HIT");
    };
    await cached();
    expect((await get(a.base + list)).body).toContain("uno 1/3");
    // Shows "tres": dropped once copy a has learnt of another copy's write to it (the first request
    // after such a write waits for a to catch up, whatever it asks for).
    const tres = "/fake/tres";
    await get(a.base + tres);
    await get(a.base + tres);

    // Unrelated writes: an article without the tag changes (another tag, its text), in either copy.
    await a.services.store.savePage(tagged("dos", ["datos", "sesgos"], "otro texto"));
    await a.services.store.savePage({ Page: "guia", Template: "Guide", Tags: ["sesgo"], values: [] });
    expect((await get(a.base + list)).cache).toBe("HIT");
    await b.services.store.savePage(tagged("tres", ["ia"], "nada"));
    await expect.poll(async () => (await get(a.base + tres)).cache).toBeNull();
    await expect.poll(async () => (await get(a.base + tres)).cache).toBe("HIT");
    expect((await get(a.base + list)).cache).toBe("HIT");

    // A write that gives an article the tag: the list shows it at once.
    await a.services.store.savePage(tagged("dos", ["datos", "SESGO"]));
    const added = await get(a.base + list);
    expect(added.cache).toBeNull();
    expect(added.body).toContain("dos,uno 2/3");
    await cached();

    // The same from another copy, and a write that takes the tag away.
    await b.services.store.savePage(tagged("tres", ["sesgo"]));
    await expect.poll(async () => (await get(a.base + list)).body).toContain("3/3");
    await cached();
    await b.services.store.savePage(tagged("uno", []));
    await expect.poll(async () => (await get(a.base + list)).body).toContain("dos,tres 2/3");
  });

  // 60 rounds of saves and reads over real HTTP: well within a minute even on a busy machine.
  it(
    "never answers the old page right after a save acknowledged by the same copy",
    { timeout: 60_000 },
    async () => {
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
    },
  );

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
    // Health answers say how the server is now: never kept.
    expect(fixed.keyOf("GET", "/healthz", {})).toBeUndefined();
    expect(fixed.keyOf("GET", "/readyz", {})).toBeUndefined();
  });
});
