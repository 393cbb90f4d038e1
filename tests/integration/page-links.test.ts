import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext, servicesContext } from "../../app/context.ts";
import type { PageDoc } from "../../app/content/page-model.ts";
import { loader as articleLoader } from "../../app/routes/site/article.server.ts";
import { loader as productLoader } from "../../app/routes/site/product.server.ts";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";

/*
 * Link integrity on a real store (docs/product.md "Link integrity"): the links each published page holds
 * are kept by the target's identity in the page's own transaction, links are shown at their target's
 * current address, the editing area learns which pages link to a page and which links lead nowhere.
 */

const AUTHOR = { email: "author@test.local", password: "a third long passphrase" };

function article(name: string, html: string, extra: PageDoc["values"] = []): PageDoc {
  return {
    Page: name,
    Template: "Article",
    values: [
      { name: "Title", lang: "es", value: { text: `Título de ${name}` } },
      { name: "Title", lang: "en", value: { text: `Title of ${name}` } },
      { name: "Content", value: { html } },
      ...extra,
    ],
  };
}

function product(name: string, title: string): PageDoc {
  return { Page: name, Template: "Product", values: [{ name: "ProductName", value: { text: title } }] };
}

interface LinkingAnswer {
  Items: Array<{
    Page: string;
    title: { es: string; en: string };
    links: Array<{ href: string; text: string }>;
  }>;
}

interface ReportAnswer {
  Items: Array<{
    source: string;
    href: string;
    text: string;
    target: string;
    reason: string;
    lang: string | null;
  }>;
  truncated: boolean;
}

describe.each(adapters)("link integrity on $name", (target) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
    await h.services.store.createUser(AUTHOR.email, await hashPassword(AUTHOR.password), "author");
  });
  afterAll(() => h.close());

  const store = () => h.services.store;
  const auth = () => ({ authorization: `Bearer ${token}` });

  /** A public screen's loader, called as React Router calls it. */
  function args<P>(path: string, params: P) {
    const context = new RouterContextProvider();
    context.set(servicesContext, h.services);
    context.set(requestContext, { origin: "http://site.test" });
    const url = new URL(path, "http://site.test");
    return { request: new Request(url), url, params, pattern: url.pathname, context };
  }

  it("keeps each published page's links by identity through saves, deletes and restores", async () => {
    await store().savePage(article("destino", "<p>Hola</p>"));
    await store().savePage(
      article(
        "origen",
        '<p>Ver <a href="/article/destino">el destino</a>, <a href="/en/document/destino?x=1#a">en inglés</a>, ' +
          '<a href="https://example.org/article/destino">fuera</a> y <a href="/content/guia.pdf">la guía</a>.</p>' +
          '<p><img src="/content/foto.png" alt="Una foto"></p>',
        [{ name: "More", lang: "en", value: { url: "/faq", text: "/faq" } }],
      ),
    );
    const links = await store().linksFrom("origen");
    expect(links.map((l) => [l.targetKind, l.target, l.lang, l.text])).toEqual([
      ["page", "destino", null, "el destino"],
      ["page", "destino", null, "en inglés"],
      ["file", "guia.pdf", null, "la guía"],
      ["file", "foto.png", null, "Una foto"],
      ["page", "faq", "en", ""],
    ]);
    expect((await store().linksTo("destino")).map((l) => l.source)).toEqual(["origen", "origen"]);

    // A save that drops a link drops its row; a draft changes nothing until it is published.
    await store().savePage(article("origen", '<p><a href="/article/destino">el destino</a></p>'));
    expect((await store().linksFrom("origen")).map((l) => l.target)).toEqual(["destino"]);
    const current = await store().getDraft("origen");
    await store().saveDraft(article("origen", "<p>Sin enlaces</p>"), {
      expectedRevision: current?.page.revision,
    });
    expect((await store().linksFrom("origen")).map((l) => l.target)).toEqual(["destino"]);

    const deleted = await store().deletePage("origen");
    expect(deleted).toBeDefined();
    expect(await store().linksFrom("origen")).toEqual([]);
    expect(await store().linksTo("destino")).toEqual([]);

    // Bringing back the version that linked publishes it again, with its links.
    const history = await store().listRevisions("origen");
    const linked = history.find((r) => r.action === "save");
    await store().restoreRevision("origen", linked?.revision ?? 0);
    expect((await store().linksTo("destino")).map((l) => l.source)).toEqual(["origen"]);
  });

  it("renders a link at its page's current address after the page's address changed", async () => {
    await store().savePage(product("brujula", "Brújula"));
    await store().savePage(
      article("guia-brujula", '<p>Prueba <a href="/product/Br%C3%BAjula#precio">la Brújula</a>.</p>', [
        { name: "Producto", lang: "es", value: { url: "/product/Br%C3%BAjula" } },
      ]),
    );
    expect((await store().linksFrom("guia-brujula")).map((l) => l.target)).toEqual(["brujula", "brujula"]);

    // The product moves: an editor gives it another address name (its old one answers 301).
    const moved = product("brujula", "Brújula Pro");
    await store().savePage({ ...moved, Slugs: { es: "brujula-pro", en: "compass-pro" } });
    const es = await articleLoader(args("/article/guia-brujula", { id: "guia-brujula" }) as never);
    expect(es.view.bodyHtml).toContain('href="/product/brujula-pro#precio"');
    expect(es.view.bodyHtml).not.toContain('href="/product/Br%C3%BAjula#');
    // Its English address name was made from its English title when it was published.
    const en = await articleLoader(
      args("/en/article/title-of-guia-brujula", { id: "title-of-guia-brujula" }) as never,
    );
    expect(en.view.bodyHtml).toContain('href="/en/product/compass-pro#precio"');
    // The new address shows the product.
    const shown = await productLoader(args("/product/brujula-pro", { name: "brujula-pro" }) as never);
    expect(shown.view.name).toBe("brujula");

    // Saving the linking page again keeps the link's identity, though its old address names nothing now.
    await store().savePage(
      article("guia-brujula", '<p>Prueba <a href="/product/Br%C3%BAjula#precio">la Brújula</a> ya.</p>'),
    );
    expect((await store().linksFrom("guia-brujula")).map((l) => l.target)).toEqual(["brujula"]);
    expect((await store().linksTo("brujula")).map((l) => l.source)).toEqual(["guia-brujula"]);
  });

  it("finds a link's page through its address name in the address's language, even one published later", async () => {
    await store().savePage(article("gobernanza", "<p>Texto</p>"));
    // Its English address name comes from its English title; a link may use either language's.
    await store().savePage(
      article(
        "enlaza-gobernanza",
        '<p><a href="/en/article/title-of-gobernanza">EN</a> <a href="/article/gobernanza">ES</a> ' +
          '<a href="/en/article/title-of-futura">later</a></p>',
      ),
    );
    expect((await store().linksFrom("enlaza-gobernanza")).map((l) => l.target)).toEqual([
      "gobernanza",
      "gobernanza",
      "title-of-futura",
    ]);
    // The page that address names is published afterwards: the link leads to it from then on.
    await store().savePage(article("futura", "<p>Después</p>"));
    expect((await store().linksFrom("enlaza-gobernanza")).map((l) => l.target)).toEqual([
      "gobernanza",
      "gobernanza",
      "futura",
    ]);
    expect((await store().linksTo("futura")).map((l) => l.source)).toEqual(["enlaza-gobernanza"]);
  });

  it("tells the editing area which published pages link to a page, by title", async () => {
    await store().savePage(article("enlazada", "<p>Nada</p>"));
    await store().savePage(article("enlaza-1", '<p><a href="/article/enlazada">uno</a></p>'));
    await store().savePage(article("enlaza-2", '<p><a href="/en/article/enlazada">two</a></p>'));
    const res = await h.app.inject({ url: "/api/prod/pages/enlazada/links", headers: auth() });
    expect(res.statusCode).toBe(200);
    const body = json<LinkingAnswer>(res);
    expect(body.Items.map((i) => [i.Page, i.title.es, i.title.en, i.links.map((l) => l.text)])).toEqual([
      ["enlaza-1", "Título de enlaza-1", "Title of enlaza-1", ["uno"]],
      ["enlaza-2", "Título de enlaza-2", "Title of enlaza-2", ["two"]],
    ]);
    expect((await h.app.inject({ url: "/api/prod/pages/enlazada/links" })).statusCode).toBe(401);
  });

  it("unpublishes a page: visitors lose it, its text becomes the draft, the history says so", async () => {
    await store().savePage(article("retirable", "<p>Texto</p>"));
    await store().savePage(article("enlaza-retirable", '<p><a href="/article/retirable">ver</a></p>'));
    const before = await store().getDraft("retirable");
    const stale = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/retirable/unpublish",
      headers: auth(),
      payload: { revision: (before?.page.revision ?? 0) - 1 },
    });
    expect(stale.statusCode).toBe(409);
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/retirable/unpublish",
      headers: auth(),
      payload: { revision: before?.page.revision },
    });
    expect(res.statusCode).toBe(200);
    expect(await store().getPage("retirable")).toBeUndefined();
    const after = await store().getDraft("retirable");
    expect(after?.hasDraft).toBe(true);
    expect(after?.page.values).toEqual(before?.page.values);
    expect((await store().listRevisions("retirable"))[0]?.action).toBe("unpublish");
    expect(
      (
        await h.app.inject({
          method: "POST",
          url: "/api/prod/pages/nadie/unpublish",
          headers: auth(),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    const author = await h.login(AUTHOR);
    const refused = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/enlaza-retirable/unpublish",
      headers: { authorization: `Bearer ${author}` },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe("forbidden_publish");
  });

  it("reports links to missing, deleted and unpublished pages and to missing files, and not the good ones", async () => {
    await h.services.files.put("existe.pdf", new TextEncoder().encode("%PDF-1.4\n"));
    await store().savePage(article("borrada", "<p>Se irá</p>"));
    await store().deletePage("borrada");
    await store().savePage(article("sana", "<p>Aquí</p>"));
    await store().savePage(
      article(
        "con-rotos",
        '<p><a href="/article/borrada">a la borrada</a> <a href="/article/nunca">a ninguna</a> ' +
          '<a href="/article/sana">a la sana</a> <a href="/content/falta.pdf">el PDF que falta</a> ' +
          '<a href="/content/existe.pdf">el PDF que está</a> <a href="/article/retirable">a la retirada</a></p>',
      ),
    );
    const res = await h.app.inject({ url: "/api/prod/links", headers: auth() });
    expect(res.statusCode).toBe(200);
    const mine = json<ReportAnswer>(res).Items.filter((i) => i.source === "con-rotos");
    expect(mine.map((i) => [i.target, i.reason, i.text]).sort()).toEqual(
      [
        ["borrada", "deleted", "a la borrada"],
        ["falta.pdf", "missing_file", "el PDF que falta"],
        ["nunca", "missing", "a ninguna"],
        ["retirable", "unpublished", "a la retirada"],
      ].sort(),
    );

    const limited = json<ReportAnswer>(
      await h.app.inject({ url: "/api/prod/links?limit=1", headers: auth() }),
    );
    expect(limited.truncated).toBe(true);
    const author = await h.login(AUTHOR);
    const refused = await h.app.inject({
      url: "/api/prod/links",
      headers: { authorization: `Bearer ${author}` },
    });
    expect(refused.statusCode).toBe(403);
    expect((await h.app.inject({ url: "/api/prod/links" })).statusCode).toBe(401);
    const bad = await h.app.inject({ url: "/api/prod/links?limit=0", headers: auth() });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe("invalid_request");
  });

  it("never fails on hostile page names or report limits", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 60 }),
        fc.string({ maxLength: 12 }),
        async (name, limit) => {
          const page = await h.app.inject({
            url: `/api/prod/pages/${encodeURIComponent(name)}/links`,
            headers: auth(),
          });
          expect(page.statusCode, page.body).toBeLessThan(500);
          const unpublish = await h.app.inject({
            method: "POST",
            url: `/api/prod/pages/${encodeURIComponent(name)}/unpublish`,
            headers: auth(),
            payload: { revision: 1e12 },
          });
          expect(unpublish.statusCode, unpublish.body).toBeLessThan(500);
          const report = await h.app.inject({
            url: `/api/prod/links?limit=${encodeURIComponent(limit)}`,
            headers: auth(),
          });
          expect(report.statusCode, report.body).toBeLessThan(500);
          for (const r of [page, unpublish, report])
            if (r.statusCode >= 400) expect(json(r).code).toMatch(/^[a-z_]+$/);
        },
      ),
      { seed: 20_261_127, numRuns: 60 },
    );
  });
});
