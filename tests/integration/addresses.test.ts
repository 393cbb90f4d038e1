import type net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicAddresses } from "../../app/content/content-model.ts";
import type { PageDoc } from "../../app/content/page-model.ts";
import { SLUGS_ASSIGNED } from "../../app/server/store/archive-tables.server.ts";
import { adapters } from "../support/adapters.ts";
import { startApi, type Harness } from "../support/api-harness.ts";
import { openRaw } from "../support/raw-db.ts";

/*
 * Addresses (issue 42, docs/product.md "Addresses") through a real listening server on each database: a
 * page's slugs, the 301s a change of address leaves (answered at the front door, before the cache and the
 * router), the editors' redirects (chains collapse, loops refused) and the 404 log (visitors counted, bots
 * and HEAD requests not among them). The pages themselves are rendered by the built site: their addresses
 * are checked in tests/e2e/addresses.spec.ts.
 */

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const article = (Page: string, es: string, en: string): PageDoc => ({
  Page,
  Template: "Article",
  values: [
    { name: "Title", lang: "es", value: { text: es } },
    { name: "Title", lang: "en", value: { text: en } },
    { name: "Content", lang: "es", value: { html: `<p>${es}</p>` } },
    { name: "Content", lang: "en", value: { html: `<p>${en}</p>` } },
  ],
});

describe.each(adapters)("addresses on $name", (target) => {
  let h: Harness;
  let base: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    h = await startApi(target);
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(h.app.server.address() as net.AddressInfo).port}`;
    auth = { authorization: `Bearer ${await h.login()}` };
  });
  afterAll(async () => h?.close());

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${base}${path}`, { method, headers: { "user-agent": BROWSER, ...headers }, redirect: "manual" });
  const where = async (path: string) => {
    const res = await get(path);
    return [res.status, res.headers.get("location")];
  };
  const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    h.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const publish = async (page: PageDoc) => (await h.services.store.savePage(page, { user: "test" })).page;

  it("gives a page a slug per language from its titles, unique per language, and keeps them on a save without them", async () => {
    const first = await publish(article("Ética y datos", "Ética y datos", "Ethics and data"));
    expect(first.Slugs).toEqual({ es: "etica-y-datos", en: "ethics-and-data" });
    // Another page with the same titles: the next free name in each language.
    const second = await publish(article("Ética y datos 2", "Ética y datos", "Ethics and data"));
    expect(second.Slugs).toEqual({ es: "etica-y-datos-2", en: "ethics-and-data-2" });
    // A legacy client's save without Slugs keeps the page's addresses.
    const { Slugs: _dropped, ...legacy } = first;
    expect((await publish({ ...legacy, revision: undefined })).Slugs).toEqual(first.Slugs);
    expect(await h.services.store.pageBySlug("en", "ethics-and-data")).toBe("Ética y datos");
    // A slug another page has in that language is refused with a clear 409, on the draft and on the legacy save.
    const taken = await api("PUT", `/prod/pages/${encodeURIComponent(second.Page)}/draft`, {
      ...second,
      Slugs: { en: "ethics-and-data" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "slug_taken",
      lang: "en",
      slug: "ethics-and-data",
      page: first.Page,
    });
    const legacySave = await api("POST", "/prod/pages", { ...second, Slugs: { es: "etica-y-datos" } });
    expect(legacySave.statusCode).toBe(409);
    expect(legacySave.json()).toMatchObject({ code: "slug_taken", lang: "es" });
    // Not a slug: 400 with what a slug is.
    const bad = await api("POST", "/prod/pages", { ...second, Slugs: { en: "Ethics Data" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "invalid_request" });
    expect(bad.json<{ message: string }>().message).toMatch(/lowercase/);
  });

  it("a slug change leaves a 301 from the old address in that language; old links keep working, with their query", async () => {
    const page = await publish(article("gobernanza", "Gobernanza", "Governance"));
    expect(publicAddresses(page)).toEqual({ es: "/article/gobernanza", en: "/en/article/governance" });
    const renamed = await publish({ ...page, Slugs: { es: "gobernanza", en: "community-governance" } });
    expect(publicAddresses(renamed)?.en).toBe("/en/article/community-governance");
    expect(await where("/en/article/governance")).toEqual([301, "/en/article/community-governance"]);
    expect(await where("/en/article/governance?utm=x")).toEqual([
      301,
      "/en/article/community-governance?utm=x",
    ]);
    expect((await get("/en/article/governance", {}, "HEAD")).status).toBe(301);
    // The Spanish address did not change: no redirect there.
    expect((await get("/article/gobernanza")).status).not.toBe(301);
    // React Router's data request is told where to go in its own way.
    const data = await get("/en/article/governance.data?_routes=x");
    expect([data.status, data.headers.get("x-remix-redirect")]).toEqual([
      204,
      "/en/article/community-governance",
    ]);
    // Renamed again: the first old address goes straight to the newest (the chain collapsed).
    await publish({ ...renamed, Slugs: { es: "gobernanza", en: "ai-governance" } });
    expect(await where("/en/article/governance")).toEqual([301, "/en/article/ai-governance"]);
    expect(await where("/en/article/community-governance")).toEqual([301, "/en/article/ai-governance"]);
    // Back to an old name: that address is the page's again, and the newer one leads back to it.
    await publish({ ...renamed, Slugs: { es: "gobernanza", en: "governance" } });
    expect((await get("/en/article/governance")).status).not.toBe(301);
    expect(await where("/en/article/ai-governance")).toEqual([301, "/en/article/governance"]);
    expect(await where("/en/article/community-governance")).toEqual([301, "/en/article/governance"]);
    const listed = (await api("GET", "/redirects")).json<{
      Items: Array<{ from: string; origin: string; page: string }>;
    }>();
    expect(
      listed.Items.filter((r) => r.page === "gobernanza")
        .map((r) => r.from)
        .sort(),
    ).toEqual(["/en/article/ai-governance", "/en/article/community-governance"]);
  });

  it("gives pages stored before slugs their slugs at start, with a 301 from each old address (a name with spaces)", async () => {
    const { store } = h.services;
    const product: PageDoc = {
      Page: "EthicsI Audit",
      Template: "Products",
      values: [
        { name: "ProductName", lang: "es", value: { text: "EthicsI Audit" } },
        { name: "ProductName", lang: "en", value: { text: "EthicsI Audit" } },
      ],
    };
    const saved = await publish(product);
    // As a database from before slugs holds it: the document without Slugs, and no slug rows.
    const { Slugs: _none, ...old } = saved;
    const raw = openRaw(h.services.config);
    try {
      await raw
        .updateTable("pages")
        .set({ doc: JSON.stringify(old) })
        .where("name", "=", saved.Page)
        .execute();
      await raw.deleteFrom("page_slugs").where("name", "=", saved.Page).execute();
    } finally {
      await raw.destroy();
    }
    expect(await store.assignMissingSlugs()).toBeGreaterThanOrEqual(1);
    expect((await store.getPage("EthicsI Audit"))?.Slugs).toEqual({
      es: "ethicsi-audit",
      en: "ethicsi-audit",
    });
    await h.app.urlLayer.redirects.refresh();
    expect(await where("/product/EthicsI%20Audit")).toEqual([301, "/product/ethicsi-audit"]);
    expect(await where("/en/product/EthicsI%20Audit")).toEqual([301, "/en/product/ethicsi-audit"]);
    expect(await store.assignMissingSlugs()).toBe(0);
  });

  it("looks for pages without slugs once per database, not at every start (a mark the start leaves)", async () => {
    const { store } = h.services;
    const saved = await publish({
      Page: "Marea Alta",
      Template: "Products",
      values: [
        { name: "ProductName", lang: "es", value: { text: "Marea Alta" } },
        { name: "ProductName", lang: "en", value: { text: "High Tide" } },
      ],
    });
    const { Slugs: _none, ...old } = saved;
    const raw = openRaw(h.services.config);
    const forget = async (mark: boolean) => {
      await raw
        .updateTable("pages")
        .set({ doc: JSON.stringify(old) })
        .where("name", "=", saved.Page)
        .execute();
      if (mark) await raw.deleteFrom("settings").where("key", "=", SLUGS_ASSIGNED).execute();
    };
    try {
      // The store's start left the mark: a start does not read every page again.
      expect(await store.getSetting(SLUGS_ASSIGNED)).toBeDefined();
      await forget(false);
      expect(await store.assignMissingSlugsOnce()).toBe(0);
      // Without the mark (as after an import, which removes it) the next start gives the page its slugs.
      await forget(true);
      expect(await store.assignMissingSlugsOnce()).toBeGreaterThanOrEqual(1);
      expect((await store.getPage("Marea Alta"))?.Slugs).toEqual({ es: "marea-alta", en: "high-tide" });
      expect(await store.getSetting(SLUGS_ASSIGNED)).toBeDefined();
    } finally {
      await raw.destroy();
    }
  });

  it("editors add, change and remove redirects: exact or prefix, chains collapsed, loops and taken addresses refused", async () => {
    const add = (from: string, to: string, match = "exact") => api("POST", "/redirects", { from, to, match });
    const a = await add("/viejo", "/medio");
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      from: "/viejo",
      to: "/medio",
      match: "exact",
      origin: "editor",
      hits: 0,
    });
    // B → C: A now leads to C too (A→B→C stored as A→C and B→C).
    expect((await add("/medio", "/nuevo")).statusCode).toBe(201);
    expect(await where("/viejo")).toEqual([301, "/nuevo"]);
    expect(await where("/medio")).toEqual([301, "/nuevo"]);
    // C → A would loop: refused, with a clear message.
    const loop = await add("/nuevo", "/viejo");
    expect(loop.statusCode).toBe(409);
    expect(loop.json()).toMatchObject({ code: "redirect_loop" });
    expect(loop.json<{ message: string }>().message).toMatch(/loop/);
    expect((await add("/self", "/self")).json()).toMatchObject({ code: "redirect_loop" });
    // One redirect per address; never over a page's own address.
    expect((await add("/viejo", "/otro")).json()).toMatchObject({ code: "redirect_exists" });
    await publish(article("vivo", "Vivo", "Alive"));
    expect((await add("/article/vivo", "/articles")).json()).toMatchObject({ code: "address_in_use" });
    // A prefix: everything under it, the rest of the path kept; its own target under it would loop.
    expect((await add("/blog", "/articles", "prefix")).statusCode).toBe(201);
    expect(await where("/blog/mi-entrada?x=1")).toEqual([301, "/articles/mi-entrada?x=1"]);
    expect(await where("/blog")).toEqual([301, "/articles"]);
    expect((await add("/docs-viejos", "/docs-viejos/nuevo", "prefix")).json()).toMatchObject({
      code: "redirect_loop",
    });
    // Names with spaces or accents are one address however they are encoded.
    expect((await add("/Guía Rápida", "/documentation")).statusCode).toBe(201);
    expect(await where("/Gu%C3%ADa%20R%C3%A1pida")).toEqual([301, "/documentation"]);
    // Changed, then removed; hits are counted in memory and written in a batch.
    const id = a.json<{ id: number }>().id;
    expect(
      (await api("PUT", `/redirects/${id}`, { from: "/viejo", to: "/articles", match: "exact" })).statusCode,
    ).toBe(200);
    expect(await where("/viejo")).toEqual([301, "/articles"]);
    await h.app.urlLayer.redirects.flush();
    const hits = (await api("GET", "/redirects")).json<{ Items: Array<{ id: number; hits: number }> }>();
    expect(hits.Items.find((r) => r.id === id)?.hits).toBe(2);
    expect((await api("DELETE", `/redirects/${id}`)).statusCode).toBe(200);
    expect((await get("/viejo")).status).toBe(404);
    expect((await api("DELETE", `/redirects/${id}`)).json()).toMatchObject({ code: "not_found" });
    // Only admins and editors.
    expect((await h.app.inject({ method: "GET", url: "/api/redirects" })).statusCode).toBe(401);
  });

  it("another copy follows the redirects within a moment", async () => {
    const other = await h.openCopy();
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const otherBase = `http://127.0.0.1:${(other.app.server.address() as net.AddressInfo).port}`;
    expect((await api("POST", "/redirects", { from: "/de-otra-copia", to: "/labs" })).statusCode).toBe(201);
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 301) {
      status = (await fetch(`${otherBase}/de-otra-copia`, { redirect: "manual" })).status;
      if (status !== 301) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(301);
  });

  it("counts a visitor's 404 per day and address, without its query; a bot's apart; never a HEAD", async () => {
    await get("/no-existe?utm_source=x");
    await get("/no-existe");
    await get("/no-existe", { "user-agent": CRAWLER });
    await get("/no-existe", {}, "HEAD");
    await get("/otra-que-no", { "user-agent": "" });
    const list = await api("GET", "/not-found?days=7");
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ Items: Array<{ path: string; visitors: number; bots: number }> }>().Items;
    expect(rows.find((r) => r.path === "/no-existe")).toMatchObject({ visitors: 2, bots: 1 });
    // No User-Agent at all is no browser.
    expect(rows.find((r) => r.path === "/otra-que-no")).toMatchObject({ visitors: 0, bots: 1 });
    expect(rows.some((r) => r.path.includes("?"))).toBe(false);
    // The one read issue 43's Audience screen uses: a day range.
    const today = new Date().toISOString().slice(0, 10);
    expect(await h.services.store.notFoundCounts(today, today)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "/no-existe", visitors: 2, bots: 1, lastDay: today }),
      ]),
    );
    expect(await h.services.store.notFoundCounts("2000-01-01", "2000-01-02")).toEqual([]);
  });

  it("never answers a 5xx to hostile redirect and 404-list inputs", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(
        "/",
        "//x",
        "/api/x",
        "/admin",
        "/a?b",
        "/%zz",
        "/\u0000",
        "/é",
        "/" + "a".repeat(600),
        "http://x",
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          from: fc.oneof(text, fc.constant(undefined)),
          to: fc.oneof(text, fc.integer()),
          match: fc.oneof(fc.constantFrom("exact", "prefix"), text),
        }),
        fc.oneof(text, fc.integer({ min: -5, max: 1e12 }).map(String)),
        async (body, id) => {
          for (const res of [
            await api("POST", "/redirects", body),
            await api("PUT", `/redirects/${encodeURIComponent(id)}`, body),
            await api("DELETE", `/redirects/${encodeURIComponent(id)}`),
            await api("GET", `/not-found?days=${encodeURIComponent(id)}`),
          ]) {
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode >= 400) expect(res.json()).toHaveProperty("code");
          }
        },
      ),
      { seed: 20_261_127, numRuns: 60 },
    );
  });
});
