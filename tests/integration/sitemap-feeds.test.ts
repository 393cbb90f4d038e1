import { publicPath } from "../../app/content/content-model.ts";
import { Readable } from "node:stream";
import { parseFeed } from "@rowanmanning/feed-parser";
import { RouterContextProvider } from "react-router";
import { localizedPath } from "../../app/content/addresses.ts";
import { parseSitemap, parseSitemapIndex } from "sitemap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext, servicesContext } from "../../app/context.ts";
import type { PageDoc } from "../../app/content/page-model.ts";
import { loader as feedLoader } from "../../app/routes/site/feed.ts";
import { loader as robotsLoader } from "../../app/routes/site/robots.ts";
import { loader as sitemapLoader } from "../../app/routes/site/sitemap.ts";
import type { Services } from "../../app/server/services.server.ts";
import { FIXED_SCREENS } from "../../app/content/sitemap-entries.ts";
import { sitemapAnswer } from "../../app/server/site/sitemap.server.ts";
import { adapters } from "../support/adapters.ts";
import { configFor, freshServices } from "../support/services.ts";
import { openRaw } from "../support/raw-db.ts";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { sitemapSchemaErrors, wellFormedErrors } from "../support/xml-validators.ts";

/*
 * /sitemap.xml, /robots.txt and the article feeds, from their route loaders on a real store, read as a
 * crawler or a feed reader would: xmllint (libxml2) with the sitemaps.org schema, the sitemap package's
 * own parser, and @rowanmanning/feed-parser plus the RFC 4287 rules an Atom document must keep.
 */

const ORIGIN = "https://site.test";
const HOSTILE_TITLE = "<script>alert(1)</script> ]]> a\u0001b\u000Bc\u001F \ud800 end\uFFFE";
const HOSTILE_BODY =
  '<p onclick="alert(1)">Hi ]]> there ]]> twice</p><script>alert(2)</script>' +
  '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)" title="x]]>y">link</a><p>ctl\u0002\u0007</p>';

const article = (name: string, created: string, es: string, en: string, extra: PageDoc["values"] = []) => ({
  Page: name,
  Template: "Article",
  values: [
    { name: "Created", value: { text: created } },
    { name: "Title", lang: "es" as const, value: { text: es } },
    { name: "Title", lang: "en" as const, value: { text: en } },
    { name: "Content", lang: "es" as const, value: { html: `<p>Cuerpo de ${es}</p>` } },
    { name: "Content", lang: "en" as const, value: { html: `<p>Body of ${en}</p>` } },
    { name: "Author", value: { text: "Ana Pérez" } },
    ...extra,
  ],
});

async function text(answer: unknown): Promise<{ status: number; type: string | null; body: string }> {
  if (!(answer instanceof Response)) throw new Error("the loader did not answer a Response");
  return { status: answer.status, type: answer.headers.get("content-type"), body: await answer.text() };
}

/** What React Router hands a loader for `path` on ORIGIN. */
function argsAt(services: Services, path: string) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { origin: ORIGIN });
  const url = new URL(path, ORIGIN);
  return { request: new Request(url), url, params: {}, pattern: url.pathname, context };
}

describe.each(adapters)("sitemap and feeds on $name", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;
  const stored = new Map<string, PageDoc>();

  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    const pages = [
      article("a-old", "2024-01-10", "Antiguo", "Old"),
      article("a-mid", "2024-06-10", "Medio", "Middle"),
      article("a-new", "2025-03-10", "Nuevo", "Newest"),
      article("Diseño ético", "2023-01-01", "Diseño ético", "Ethical design"),
      {
        Page: "a-hostile",
        Template: "Article",
        values: [
          { name: "Created", value: { text: "2025-01-01" } },
          { name: "Title", value: { text: HOSTILE_TITLE } },
          { name: "Excerpt", value: { text: HOSTILE_TITLE } },
          { name: "Author", value: { text: "<b>Mallory</b> \u0003" } },
          { name: "Content", value: { html: HOSTILE_BODY } },
        ],
      },
      {
        Page: "compass",
        Template: "Product",
        values: [
          { name: "ProductName", lang: "es" as const, value: { text: "Brújula" } },
          { name: "ProductName", lang: "en" as const, value: { text: "Compass" } },
        ],
      },
      { Page: "contacto", Template: "Page", values: [{ name: "Title", value: { text: "Escríbenos" } }] },
      { Page: "privacidad", Template: "Page", values: [{ name: "Title", value: { text: "Privacidad" } }] },
      { Page: "privacy", Template: "Page", values: [{ name: "Title", value: { text: "Privacy" } }] },
      {
        Page: "guia-interna",
        Template: "Page",
        values: [{ name: "Title", value: { text: "Sin dirección" } }],
      },
      { Page: "el-libro", Template: "Book", values: [{ name: "Title", value: { text: "Libro" } }] },
      {
        Page: "solo-es",
        Template: "Article",
        values: [
          { name: "Created", value: { text: "2020-01-01" } },
          { name: "Title", lang: "es" as const, value: { text: "Sin traducir" } },
        ],
      },
    ];
    for (const page of pages) {
      const { page: saved } = await services.store.savePage(page);
      stored.set(saved.Page, saved);
    }
  });
  afterAll(() => cleanup());

  /** A stored page's public path in each language (Spanish form; /en/ added by localizedPath). */
  const pathsOf = (name: string) => {
    const page = stored.get(name);
    if (!page) throw new Error(`${name} is not stored`);
    return [publicPath(page, "es") ?? "", publicPath(page, "en") ?? ""] as const;
  };

  const args = (path: string) => argsAt(services, path);

  it("lists every public address once per language, with es, en and x-default alternates, valid against the sitemaps.org schema", async () => {
    const { status, type, body } = await text(await sitemapLoader(args("/sitemap.xml")));
    expect(status).toBe(200);
    expect(type).toBe("application/xml; charset=utf-8");
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/labs"/>`);
    expect(await sitemapSchemaErrors(body)).toEqual([]);
    const urls = await parseSitemap(Readable.from([body]));
    const locs = urls.map((u) => u.url);
    expect(new Set(locs).size).toBe(locs.length);
    // English addresses carry English names (app/content/route-names.ts), never the Spanish ones.
    expect(locs).toEqual(
      expect.arrayContaining([`${ORIGIN}/en/manifesto`, `${ORIGIN}/en/about`, `${ORIGIN}/en/my-data`]),
    );
    expect(locs.filter((l) => /\/en\/(manifiesto|acerca|plataformas|mis-datos|contacto)\b/.test(l))).toEqual(
      [],
    );

    // Each page at its slug in each language (app/content/slugs.ts): in Spanish its name when that is a
    // clean slug, else made from its Spanish title; in English made from its English title.
    expect(pathsOf("a-new")).toEqual(["/article/a-new", "/article/newest"]);
    expect(pathsOf("Diseño ético")).toEqual(["/article/diseno-etico", "/article/ethical-design"]);
    expect(pathsOf("compass")).toEqual(["/product/compass", "/product/compass"]);
    const expected = [
      ...FIXED_SCREENS.map((p) => [p, p] as const),
      ...["a-old", "a-mid", "a-new", "a-hostile", "Diseño ético", "compass"].map(pathsOf),
      ["/contacto", "/contacto"] as const,
    ];
    for (const [es, en] of expected) {
      for (const [lang, own] of [
        ["es", `${ORIGIN}${es}`],
        ["en", `${ORIGIN}${localizedPath(en, "en")}`],
      ] as const) {
        const url = urls.find((u) => u.url === own);
        expect(url, own).toBeDefined();
        expect(url?.links, own).toEqual([
          { lang: "es", url: `${ORIGIN}${es}` },
          { lang: "en", url: `${ORIGIN}${localizedPath(en, "en")}` },
          { lang: "x-default", url: `${ORIGIN}${es}` },
        ]);
        expect(lang).toMatch(/es|en/);
      }
    }
    // The privacy page has one address per language, each the other's alternate.
    const privacy = urls.filter((u) => /privac/.test(u.url)).map((u) => u.url);
    expect(privacy).toEqual([`${ORIGIN}/privacidad`, `${ORIGIN}/en/privacy`]);
    // A page with no English text is listed in Spanish only, with no English alternate.
    expect(urls.filter((u) => u.url.includes("solo-es"))).toEqual([
      expect.objectContaining({
        url: `${ORIGIN}/article/solo-es`,
        links: [
          { lang: "es", url: `${ORIGIN}/article/solo-es` },
          { lang: "x-default", url: `${ORIGIN}/article/solo-es` },
        ],
      }),
    ]);
    // 2 per pair above, the privacy pair and the untranslated page: nothing else (no book, no page without an
    // address, no alias).
    expect(urls).toHaveLength(expected.length * 2 + 2 + 1);
    expect(locs.join(" ")).not.toMatch(/guia-interna|el-libro|\/home|\/docs\b|design-system/);
  });

  it("gives stored pages their Updated as lastmod, and fixed screens none", async () => {
    const urls = await parseSitemap(
      Readable.from([(await text(await sitemapLoader(args("/sitemap.xml")))).body]),
    );
    const lastmod = (loc: string) => urls.find((u) => u.url === `${ORIGIN}${loc}`)?.lastmod;
    for (const name of ["a-new", "a-hostile"]) {
      const updated = new Date(String(stored.get(name)?.Updated)).toISOString();
      const [es, en] = pathsOf(name);
      expect(lastmod(es)).toBe(updated);
      expect(lastmod(localizedPath(en, "en"))).toBe(updated);
    }
    expect(lastmod("/en/product/compass")).toBe(
      new Date(String(stored.get("compass")?.Updated)).toISOString(),
    );
    expect(lastmod("/labs")).toBeUndefined();
  });

  it("becomes an index of files past the limit, each file valid, together every URL once; other files 404", async () => {
    const single = await parseSitemap(
      Readable.from([(await text(await sitemapAnswer(services.store, ORIGIN))).body]),
    );
    const limit = 10;
    const index = await text(await sitemapAnswer(services.store, ORIGIN, undefined, { limit }));
    expect(index.type).toBe("application/xml; charset=utf-8");
    expect(await sitemapSchemaErrors(index.body)).toEqual([]);
    const files = await parseSitemapIndex(Readable.from([index.body]));
    const count = Math.ceil(single.length / limit);
    expect(files.map((f) => f.url)).toEqual(
      Array.from({ length: count }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`),
    );
    const all: string[] = [];
    for (let n = 1; n <= count; n++) {
      const part = await text(await sitemapAnswer(services.store, ORIGIN, n, { limit }));
      expect(await sitemapSchemaErrors(part.body)).toEqual([]);
      const urls = await parseSitemap(Readable.from([part.body]));
      expect(urls.length).toBeLessThanOrEqual(limit);
      all.push(...urls.map((u) => u.url));
    }
    expect(all).toEqual(single.map((u) => u.url));
    const beyond = await text(await sitemapAnswer(services.store, ORIGIN, count + 1, { limit }));
    expect(beyond.status).toBe(404);
    expect(JSON.parse(beyond.body)).toMatchObject({ code: "not_found" });
    // Under the limit the site fits in /sitemap.xml: /sitemap-1.xml names nothing.
    expect((await text(await sitemapLoader(args("/sitemap-1.xml")))).status).toBe(404);
  });

  it("writes a file as it is sent: the store is walked only as far as the pieces taken, and no further once the reader leaves", async () => {
    let read = 0;
    const counted: typeof services.store = Object.create(services.store);
    counted.listSitemapEntries = async (options) => {
      const answer = await services.store.listSitemapEntries(options);
      read += answer.items.length;
      return answer;
    };
    // The fixed screens fill the first file, the stored pages the second: each piece one address.
    const cuts = { limit: FIXED_SCREENS.length * 2, batch: 2, piece: 1 };
    const whole = await text(await sitemapAnswer(services.store, ORIGIN, 2, cuts));
    const wholeRead = await (async () => {
      read = 0;
      await (await sitemapAnswer(counted, ORIGIN, 2, cuts)).text();
      return read;
    })();
    read = 0;
    const answer = await sitemapAnswer(counted, ORIGIN, 2, cuts);
    const reader = answer.body!.getReader();
    const first = await reader.read();
    const afterOne = read;
    await reader.cancel();
    expect(new TextDecoder().decode(first.value)).toMatch(/^<\?xml .*<urlset [^>]*><url><loc>/);
    expect(whole.body.startsWith(new TextDecoder().decode(first.value))).toBe(true);
    expect(afterOne).toBeLessThan(wholeRead);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toBe(afterOne);
    expect(await sitemapSchemaErrors(whole.body)).toEqual([]);
    expect((await parseSitemap(Readable.from([whole.body]))).length).toBeGreaterThan(4);
    // A site that fits in one file: the special entries found once, the addresses counted, then written.
    const entries = (await services.store.listSitemapEntries()).items.length;
    read = 0;
    await (await sitemapAnswer(counted, ORIGIN)).text();
    expect(read).toBe(3 * entries);
  });

  it("tags every sitemap answer by the content version: the same tag until a write, another after", async () => {
    const tagOf = async (file?: number) =>
      (await sitemapAnswer(services.store, ORIGIN, file, { limit: 10 })).headers.get("etag");
    const [index, file] = [await tagOf(), await tagOf(2)];
    expect(index).toMatch(/^W\/"sitemap-\d+-\w+"$/);
    expect(file).toBe(index);
    expect(await tagOf()).toBe(index);
    await services.store.savePage(article("a-tagged", "2025-05-05", "Etiquetado", "Tagged"));
    expect(await tagOf()).not.toBe(index);
    await services.store.deletePage("a-tagged");
  });

  it("names the sitemap by its absolute address in robots.txt", async () => {
    const robots = await text(await robotsLoader(args("/robots.txt")));
    expect(robots.type).toBe("text/plain; charset=utf-8");
    expect(robots.body).toMatch(/^Sitemap: https:\/\/site\.test\/sitemap\.xml$/m);
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
  });

  const feeds = [
    ["/feed.xml", "es", "application/rss+xml; charset=utf-8"],
    ["/atom.xml", "es", "application/atom+xml; charset=utf-8"],
    ["/en/feed.xml", "en", "application/rss+xml; charset=utf-8"],
    ["/en/atom.xml", "en", "application/atom+xml; charset=utf-8"],
  ] as const;

  it.each(feeds)(
    "%s lists the newest articles in its language, with absolute links, dates and authors",
    async (path, lang, type) => {
      const answer = await text(await feedLoader(args(path)));
      expect(answer.status).toBe(200);
      expect(answer.type).toBe(type);
      expect(await wellFormedErrors(answer.body)).toEqual([]);
      const feed = parseFeed(answer.body);
      expect(feed.language ?? lang).toBe(lang);
      expect(feed.url).toBe(`${ORIGIN}${localizedPath("/articles", lang)}`);
      expect(feed.self).toBe(`${ORIGIN}${path}`);
      const titles = feed.items.map((i) => i.title);
      const names =
        lang === "es"
          ? ["Nuevo", "Medio", "Antiguo", "Diseño ético"]
          : ["Newest", "Middle", "Old", "Ethical design"];
      // Newest first; the hostile one (2025-01-01) sits between "new" and "mid".
      expect(titles.filter((t) => t !== null && names.includes(t))).toEqual(names);
      expect(titles.indexOf(names[0] ?? "")).toBe(0);
      const newest = feed.items[0];
      expect(newest?.url).toBe(
        `${ORIGIN}${localizedPath(lang === "es" ? "/article/a-new" : "/article/newest", lang)}`,
      );
      expect(newest?.content).toContain(lang === "es" ? "Cuerpo de Nuevo" : "Body of Newest");
      expect(newest?.authors.map((a) => a.name)).toEqual(["Ana Pérez"]);
      expect(newest?.published?.toISOString().slice(0, 10)).toBe("2025-03-10");
      const design = feed.items.find((i) => i.title === names[3]);
      expect(design?.url).toBe(
        `${ORIGIN}${localizedPath(lang === "es" ? "/article/diseno-etico" : "/article/ethical-design", lang)}`,
      );
      const prefix = `${ORIGIN}${localizedPath("/article/", lang)}`;
      for (const item of feed.items) expect(item.url?.startsWith(prefix), item.url ?? "").toBe(true);
    },
  );

  it("keeps at most 20 articles, the newest", async () => {
    for (let i = 0; i < 22; i++) {
      await services.store.savePage(
        article(
          `bulk-${String(i).padStart(2, "0")}`,
          `2026-01-${String(i + 1).padStart(2, "0")}`,
          `Lote ${i}`,
          `Batch ${i}`,
        ),
      );
    }
    const feed = parseFeed((await text(await feedLoader(args("/en/feed.xml")))).body);
    expect(feed.items).toHaveLength(20);
    expect(feed.items[0]?.title).toBe("Batch 21");
    expect(feed.items[19]?.title).toBe("Batch 2");
    for (let i = 0; i < 22; i++) await services.store.deletePage(`bulk-${String(i).padStart(2, "0")}`);
  });

  it("gives an article's change note, in its language, as its feed entry's summary", async () => {
    await services.store.saveDraft({
      ...article("a-noted", "2025-12-01", "Con nota", "With a note"),
      revision: undefined,
    });
    await services.store.publish("a-noted", {
      languages: ["es"],
      notes: { es: "Corregida la fecha <b>del</b> acto" },
    });
    const es = parseFeed((await text(await feedLoader(args("/feed.xml")))).body);
    const noted = es.items.find((i) => i.title === "Con nota");
    expect(noted?.description).toMatch(
      /^Actualizado el \d{1,2} de \p{L}+ de \d{4}: Corregida la fecha <b>del<\/b> acto/u,
    );
    // Only Spanish was published with the note: the English entry does not exist (no English text published).
    const en = parseFeed((await text(await feedLoader(args("/en/feed.xml")))).body);
    expect(en.items.find((i) => i.description?.includes("Corregida"))).toBeUndefined();
    await services.store.deletePage("a-noted");
  });

  it.each(feeds)(
    "%s stays well-formed XML with nothing active from hostile titles and content",
    async (path) => {
      const { body } = await text(await feedLoader(args(path)));
      expect(await wellFormedErrors(body)).toEqual([]);
      // eslint-disable-next-line no-control-regex -- the characters XML cannot hold must not appear
      expect(body).not.toMatch(/[\u0001-\u0008\u000B\u000C\u000E-\u001F\uFFFE]/);
      if (path.endsWith("feed.xml")) expect(body).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
      const feed = parseFeed(body);
      const lang = path.startsWith("/en/") ? "en" : "es";
      const hostilePath = localizedPath(pathsOf("a-hostile")[lang === "es" ? 0 : 1], lang);
      const hostile = feed.items.find((i) => i.url === `${ORIGIN}${hostilePath}`);
      expect(hostile).toBeDefined();
      // What readers read as HTML (the element's text: titles and summaries are typed html in Atom):
      // no element, handler or script address survives.
      const raw = hostile?.element;
      const htmlOf = (name: string) => raw?.findElementWithName(name)?.textContent ?? "";
      for (const name of ["title", "summary", "description", "content", "encoded"]) {
        const html = htmlOf(name);
        expect(html, name).not.toMatch(/<script|<b>|\son\w+\s*=|javascript:/i);
      }
      const content = htmlOf(path.endsWith("atom.xml") ? "content" : "encoded");
      expect(content).toContain("Hi ]]&gt; there ]]&gt; twice");
      expect(content).toContain("<a");
      // The title as the site shows it (its reading drops markup from titles), escaped as HTML, without
      // the characters XML cannot hold.
      expect(htmlOf("title")).toMatch(/^\]\]&gt; ab\s?c\s+end$/);
      expect(hostile?.title).not.toMatch(/<script/i);
    },
  );

  it("keeps RFC 4287's rules in the Atom feeds: ids, updated, links, authors", async () => {
    const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
    for (const path of ["/atom.xml", "/en/atom.xml"]) {
      const feed = parseFeed((await text(await feedLoader(args(path)))).body).element;
      expect(feed.name).toBe("feed");
      expect(feed.namespaceUri).toBe("http://www.w3.org/2005/Atom");
      const one = (el: typeof feed, name: string) => {
        const found = el.children.filter((c) => typeof c !== "string" && c.name === name);
        expect(found, name).toHaveLength(1);
        return typeof found[0] === "string" ? "" : (found[0]?.textContent ?? "");
      };
      const ids = [one(feed, "id")];
      expect(one(feed, "title")).not.toBe("");
      expect(one(feed, "updated")).toMatch(RFC3339);
      const links = feed.findElementsWithName("link").filter((l) => l.parent === feed);
      expect(links.find((l) => l.getAttribute("rel") === "self")?.getAttribute("href")).toBe(
        `${ORIGIN}${path}`,
      );
      expect(links.filter((l) => l.getAttribute("rel") === "alternate")).toHaveLength(1);
      const feedAuthor = feed.children.some((c) => typeof c !== "string" && c.name === "author");
      const entries = feed.findElementsWithName("entry");
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        ids.push(one(entry, "id"));
        expect(one(entry, "title")).not.toBe("");
        expect(one(entry, "updated")).toMatch(RFC3339);
        const alternate = entry
          .findElementsWithName("link")
          .filter((l) => [null, "alternate"].includes(l.getAttribute("rel")));
        expect(alternate).toHaveLength(1);
        expect(feedAuthor || entry.hasElementWithName("author")).toBe(true);
        expect(entry.findElementWithName("content")?.getAttribute("type")).toBe("html");
      }
      for (const id of ids) expect(new URL(id).protocol).toBe("https:");
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("answers an address it does not serve with a 404 in JSON", async () => {
    const answer = await text(await feedLoader(args("/fr/feed.xml")));
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: "No such feed.", code: "not_found" });
  });
});

describe.each(adapters)("the sitemap's rows kept beside each page on $name", (target) => {
  const locsOf = async (services: Services) => {
    const { body } = await text(await sitemapLoader(argsAt(services, "/sitemap.xml")));
    return (await parseSitemap(Readable.from([body]))).map((u) => u.url.slice(ORIGIN.length));
  };
  const stored = (locs: string[]) => locs.filter((l) => l.includes("/article/"));

  it("follow every write: a page added, one language hidden from search engines, a slug changed, a deletion", async () => {
    const { services, close } = await freshServices(target);
    try {
      const { page } = await services.store.savePage(article("nueva", "2025-05-01", "Nueva", "Fresh"));
      expect(stored(await locsOf(services))).toEqual(["/article/nueva", "/en/article/fresh"]);

      const hidden = { name: "NoIndex", lang: "en" as const, value: { text: "yes" } };
      const saved = await services.store.savePage(
        { ...article("nueva", "2025-05-01", "Nueva", "Fresh", [hidden]) },
        { expectedRevision: page.revision },
      );
      expect(stored(await locsOf(services))).toEqual(["/article/nueva"]);

      const renamed = await services.store.savePage(
        { ...article("nueva", "2025-05-01", "Nueva", "Fresh"), Slugs: { es: "otra", en: "other" } },
        { expectedRevision: saved.page.revision },
      );
      expect(stored(await locsOf(services))).toEqual(["/article/otra", "/en/article/other"]);

      await services.store.deletePage("nueva", { expectedRevision: renamed.page.revision });
      expect(stored(await locsOf(services))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("give a fixed screen the change of the page shown there, and list each of its addresses once", async () => {
    const { services, close } = await freshServices(target);
    try {
      const urlsOf = async () =>
        parseSitemap(
          Readable.from([(await text(await sitemapLoader(argsAt(services, "/sitemap.xml")))).body]),
        );
      const { page } = await services.store.savePage({
        Page: "harmonia",
        Template: "Platform",
        values: [
          { name: "Title", lang: "es" as const, value: { text: "Harmonia" } },
          { name: "Title", lang: "en" as const, value: { text: "Harmonia" } },
        ],
      });
      const updated = new Date(String(page.Updated)).toISOString();
      const listed = (await urlsOf()).filter((u) => u.url.endsWith("/harmonia"));
      expect(listed.map((u) => [u.url.slice(ORIGIN.length), u.lastmod])).toEqual([
        ["/harmonia", updated],
        ["/en/harmonia", updated],
      ]);
      // English hidden from search engines: the page's entry is no longer the screen's, and adds nothing twice.
      await services.store.savePage(
        {
          ...page,
          values: [...page.values, { name: "NoIndex", lang: "en" as const, value: { text: "yes" } }],
        },
        { expectedRevision: page.revision },
      );
      const locs = (await urlsOf()).map((u) => u.url.slice(ORIGIN.length));
      expect(locs.filter((l) => l.endsWith("/harmonia"))).toEqual(["/harmonia", "/en/harmonia"]);
      expect(new Set(locs).size).toBe(locs.length);
    } finally {
      await close();
    }
  });

  it("are made again at the next start when missing or made by older rules", async () => {
    const db = await target.fresh();
    const config = configFor(db);
    try {
      const first = (await createServices(config, { seed: false })).services;
      for (const n of [1, 2, 3])
        await first.store.savePage(article(`a${n}`, `2025-0${n}-01`, `Título ${n}`, `Title ${n}`));
      const before = await locsOf(first);
      expect(stored(before)).toHaveLength(6);
      const raw = openRaw(first.config);
      await raw.deleteFrom("page_sitemap").execute();
      await raw
        .updateTable("settings")
        .set({ value: "older rules" })
        .where("key", "=", "sitemap_version")
        .execute();
      await raw.destroy();
      await first.store.close();

      const second = (await createServices(config, { seed: false })).services;
      try {
        expect(await locsOf(second)).toEqual(before);
      } finally {
        await second.store.close();
      }
    } finally {
      await db.cleanup();
    }
  });
});
