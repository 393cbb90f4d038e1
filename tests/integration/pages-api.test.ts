import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";

/** The pages API call by call, as its clients call it (docs/product.md "The API", "The legacy client"). */
describe.each(adapters)("pages API on $name", (target) => {
  let h: Harness;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
  });
  afterAll(async () => h.close());

  it("lists an empty store as { Items: [], Count: 0 }", async () => {
    const res = await h.app.inject({
      method: "GET",
      url: "/api/prod/pages",
      headers: { accept: "application/json" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Items: [], Count: 0 });
  });

  it("creates a page (201) from a template with empty values, answering Page, Template, revision and an ETag", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "nuevo-articulo", Template: "Article", values: [] },
    });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toMatchObject({
      Page: "nuevo-articulo",
      Template: "Article",
      CType: "Article",
      values: [],
      revision: 1,
    });
    expect(typeof body.Created).toBe("string");
    expect(res.headers.etag).toBe('"r1"');
  });

  it("reads one page as { Items: [page], Count: 1 } without a token", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/prod/pages/nuevo-articulo" });
    expect(res.statusCode).toBe(200);
    const body = json<{ Items: Array<Record<string, unknown>>; Count: number }>(res);
    expect(body.Count).toBe(1);
    expect(body.Items[0]).toMatchObject({
      Page: "nuevo-articulo",
      Template: "Article",
      values: [],
      revision: 1,
    });
    expect(res.headers.etag).toBe('"r1"');
  });

  it("answers 404 with an empty Items list for an unknown page", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/prod/pages/no-existe" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Items: [], Count: 0, code: "not_found" });
  });

  it("saves values (200) and the whole answer is the stored page with the next revision", async () => {
    const values = [
      { name: "Title", lang: "es", value: { text: "Hola" } },
      { name: "Title", lang: "en", value: { text: "Hello" } },
      {
        name: "Content",
        component: "Article/Content",
        value: { html: "<p>Texto <strong>rico</strong></p>" },
      },
    ];
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { ...auth(), "if-match": '"r1"' },
      payload: { Page: "nuevo-articulo", Template: "Article", values, Tags: ["ia", "ética"] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Page: "nuevo-articulo", revision: 2, values, Tags: ["ia", "ética"] });
    expect(res.headers.etag).toBe('"r2"');
  });

  it("refuses a stale save with 409 and the current page (If-Match and body revision alike)", async () => {
    const stale = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { ...auth(), "if-match": '"r1"' },
      payload: { Page: "nuevo-articulo", Template: "Article", values: [] },
    });
    expect(stale.statusCode).toBe(409);
    const body = json<{ code: string; message: string; current: { revision: number; values: unknown[] } }>(
      stale,
    );
    expect(body.code).toBe("conflict");
    expect(body.message).toMatch(/revision 2/);
    expect(body.current.revision).toBe(2);
    expect(body.current.values).toHaveLength(3);

    const staleBody = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "nuevo-articulo", Template: "Article", values: [], revision: 1 },
    });
    expect(staleBody.statusCode).toBe(409);
    const after = await h.app.inject({ method: "GET", url: "/api/prod/pages/nuevo-articulo" });
    expect(json<{ Items: Array<{ revision: number }> }>(after).Items[0]?.revision).toBe(2);
  });

  it("with If-None-Match: * creates only, and a taken name is a 409", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { ...auth(), "if-none-match": "*" },
      payload: { Page: "nuevo-articulo", Template: "Article", values: [] },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/already exists/);
  });

  it("sanitises stored HTML: no script, no event handler, no javascript: link", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: {
        Page: "hostil",
        Template: "Article",
        Content: '<p onclick="alert(1)">x</p><script>alert(2)</script>',
        values: [
          {
            name: "Content",
            value: { html: '<a href="javascript:alert(3)">a</a><img src=x onerror=alert(4)><p>ok</p>' },
          },
          { name: "Plain", value: "a < b and c > d <script>alert(5)</script>" },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const text = res.body;
    expect(text).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(text).toContain("<p>ok</p>");
  });

  it("pages through a list with limit and startKey, ending without LastEvaluatedKey", async () => {
    for (const n of ["p-01", "p-02", "p-03"]) {
      await h.app.inject({
        method: "POST",
        url: "/api/prod/pages",
        headers: auth(),
        payload: { Page: n, Template: "Page", values: [] },
      });
    }
    const seen: string[] = [];
    let startKey: string | undefined;
    for (let i = 0; i < 10; i++) {
      const qs = new URLSearchParams({ limit: "2", ...(startKey ? { startKey } : {}) });
      const res = await h.app.inject({ method: "GET", url: `/api/prod/pages?${qs}` });
      expect(res.statusCode).toBe(200);
      const body = json<{
        Items: Array<{ Page: string; CType: string }>;
        Count: number;
        LastEvaluatedKey?: { Page: string };
      }>(res);
      expect(body.Count).toBe(body.Items.length);
      for (const it of body.Items) expect(it.CType).toBeTruthy();
      seen.push(...body.Items.map((p) => p.Page));
      startKey = body.LastEvaluatedKey?.Page;
      if (!startKey) break;
    }
    expect(seen).toEqual(["hostil", "nuevo-articulo", "p-01", "p-02", "p-03"]);
  });

  it("deletes with body { Page, component } and answers the deleted item; history keeps it", async () => {
    const res = await h.app.inject({
      method: "DELETE",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "p-03", component: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Page: "p-03", Template: "Page" });
    expect((await h.app.inject({ method: "GET", url: "/api/prod/pages/p-03" })).statusCode).toBe(404);
    const again = await h.app.inject({
      method: "DELETE",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "p-03" },
    });
    expect(again.statusCode).toBe(404);

    const deleted = await h.app.inject({ method: "GET", url: "/api/prod/deleted", headers: auth() });
    expect(json<{ Items: Array<{ Page: string }> }>(deleted).Items.map((d) => d.Page)).toContain("p-03");
  });

  it("keeps every version: revisions list, read an old one, restore it as a new revision", async () => {
    const list = await h.app.inject({
      method: "GET",
      url: "/api/prod/pages/nuevo-articulo/revisions",
      headers: auth(),
    });
    expect(list.statusCode).toBe(200);
    const revs = json<{ Items: Array<{ revision: number; savedBy: string; action: string }> }>(list).Items;
    expect(revs.map((r) => r.revision)).toEqual([2, 1]);
    expect(revs[0]?.savedBy).toBe("admin@test.local");

    const old = await h.app.inject({
      method: "GET",
      url: "/api/prod/pages/nuevo-articulo/revisions/1",
      headers: auth(),
    });
    expect(json(old)).toMatchObject({ revision: 1, values: [] });

    const restored = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/nuevo-articulo/restore",
      headers: auth(),
      payload: { revision: 1 },
    });
    expect(restored.statusCode).toBe(200);
    expect(json(restored)).toMatchObject({ revision: 3, values: [] });
  });

  it("restores a deleted page from its history", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/p-03/restore",
      headers: auth(),
      payload: { revision: 1 },
    });
    expect(res.statusCode).toBe(201);
    // It comes back drafted and published, as visitors knew it: save 1, delete 2, recover 3.
    expect(json(res)).toMatchObject({ Page: "p-03", revision: 3, Status: { hasDraft: true } });
    expect((await h.app.inject({ method: "GET", url: "/api/prod/pages/p-03" })).statusCode).toBe(200);
    const revs = await h.app.inject({
      method: "GET",
      url: "/api/prod/pages/p-03/revisions",
      headers: auth(),
    });
    expect(json<{ Items: Array<{ action: string }> }>(revs).Items.map((r) => r.action)).toEqual([
      "recover",
      "delete",
      "save",
    ]);
  });

  it("finds pages whose names have spaces, accents and ñ", async () => {
    const name = "Diseño ético y año nuevo";
    const c = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: name, Template: "Page", values: [] },
    });
    expect(c.statusCode).toBe(201);
    const res = await h.app.inject({ method: "GET", url: `/api/prod/pages/${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(200);
    expect(json<{ Items: Array<{ Page: string }> }>(res).Items[0]?.Page).toBe(name);
    // The whole list passes the stored bytes on undecoded: every character must arrive as it was saved.
    const list = await h.app.inject({ method: "GET", url: "/api/prod/pages" });
    expect(list.headers["content-type"]).toBe("application/json; charset=utf-8");
    const listed = json<{ Items: Array<{ Page: string; CType: string }>; Count: number }>(list);
    expect(listed.Items.find((p) => p.Page === name)).toMatchObject({ Page: name, CType: "Page" });
    expect(listed.Count).toBe(listed.Items.length);
  });
  it("with If-Match: * saves any revision of a page that exists, and refuses a missing one with 412", async () => {
    const page = { Page: "comodin", Template: "Article", values: [] };
    for (const revision of [undefined, 1]) {
      const res = await h.app.inject({
        method: "POST",
        url: "/api/prod/pages",
        headers: auth(),
        payload: { ...page, revision },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    // A stale revision in the body does not matter: any revision will do.
    const saved = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { ...auth(), "if-match": "*" },
      payload: { ...page, revision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"r3"');
    const missing = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { ...auth(), "if-match": "*" },
      payload: { Page: "nadie", Template: "Article", values: [] },
    });
    expect(missing.statusCode).toBe(412);
    expect(json(missing)).toEqual({ message: 'No page named "nadie" exists.', code: "precondition_failed" });
    expect((await h.app.inject({ method: "GET", url: "/api/prod/pages/nadie" })).statusCode).toBe(404);
  });

  it("with If-Match: * decides whether the page exists in the save's own transaction: one deleted just before is not created again", async () => {
    await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "carrera", Template: "Article", values: [] },
    });
    // The race made deterministic: another editor's delete commits after the request arrived and just
    // before its save starts. Checked before the save (outside its transaction), the page existed, and the
    // save would have created it again.
    const { store } = h.services;
    const save = store.savePage.bind(store);
    store.savePage = async (doc, options) => {
      await store.deletePage(doc.Page, { user: EDITOR.email });
      return save(doc, options);
    };
    try {
      const res = await h.app.inject({
        method: "POST",
        url: "/api/prod/pages",
        headers: { ...auth(), "if-match": "*" },
        payload: { Page: "carrera", Template: "Article", values: [] },
      });
      expect(res.statusCode).toBe(412);
      expect(json(res).code).toBe("precondition_failed");
    } finally {
      store.savePage = save;
    }
    expect(await store.getPage("carrera")).toBeUndefined();
    const history = await store.listRevisions("carrera");
    expect(history.map((r) => r.action)).toEqual(["delete", "save"]);
  });
});

describe.each(adapters)("API read caching on $name", (target) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
  });
  afterAll(async () => h.close());

  it("tags lists and pages with ETags, answers 304 while unchanged and a fresh body after any write", async () => {
    const first = await h.app.inject({ method: "GET", url: "/api/prod/pages" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"v\d+-/);
    expect(first.headers["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
    const same = await h.app.inject({
      method: "GET",
      url: "/api/prod/pages",
      headers: { "if-none-match": etag },
    });
    expect(same.statusCode).toBe(304);

    await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}` },
      payload: { Page: "cache-me", Template: "Page", values: [] },
    });
    const after = await h.app.inject({
      method: "GET",
      url: "/api/prod/pages",
      headers: { "if-none-match": etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(json<{ Count: number }>(after).Count).toBe(1);

    const one = await h.app.inject({ method: "GET", url: "/api/prod/pages/cache-me" });
    expect(one.headers.etag).toBe('"r1"');
    const notModified = await h.app.inject({
      method: "GET",
      url: "/api/prod/pages/cache-me",
      headers: { "if-none-match": '"r1"' },
    });
    expect(notModified.statusCode).toBe(304);
  });
});
