import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { requestContext, servicesContext } from "../../app/context.ts";
import { localizedPath } from "../../app/content/addresses.ts";
import { PLATFORMS, staticPagesIn } from "../../app/content/site-pages.ts";
import routes from "../../app/routes.ts";
import { dictionaryFor } from "../../app/i18n/translate.ts";
import { loader as articleLoader } from "../../app/routes/site/article.server.ts";
import { loader as bioLoader } from "../../app/routes/site/bio.server.ts";
import { loader as chapterLoader } from "../../app/routes/site/chapter.server.ts";
import { loader as documentLoader } from "../../app/routes/site/document.server.ts";
import { loader as platformLoader } from "../../app/routes/site/platform-landing.server.ts";
import { loader as productLoader } from "../../app/routes/site/product.server.ts";
import { loader as projectLoader } from "../../app/routes/site/project.server.ts";
import { loader as staticPageLoader } from "../../app/routes/site/static-page.server.ts";
import { loader as chatbotLoader } from "../../app/routes/site/chatbot.server.ts";
import { DATA_INVENTORY, defaultRetention } from "../../app/content/data-inventory.ts";
import type { Services } from "../../app/server/services.server.ts";
import { adapters } from "../support/adapters.ts";
import { freshServices } from "../support/services.ts";

/*
 * The public screens' loaders on a real store, called as React Router calls them: what a visitor gets
 * for an address with nothing behind it (one 404, naming the screen, with page names only for editors
 * and development), and the fixed addresses that routes.ts and the loaders take from one list.
 */

/** What React Router receives when a loader throws notFound(): the answer's status and its data. */
async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("the loader answered instead of throwing");
}

describe.each(adapters)("public screen loaders on $name", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    await services.store.savePage({
      Page: "harmonia-compass",
      Template: "Product",
      values: [{ name: "ProductName", lang: "es", value: { text: "Harmonia Compass" } }],
    });
    await services.store.savePage({
      Page: "contacto",
      Template: "Page",
      values: [{ name: "Title", lang: "es", value: { text: "Escríbenos" } }],
    });
  });
  afterAll(() => cleanup());
  afterEach(() => {
    services.config.production = false;
  });

  function args<P>(path: string, params: P, options: { pattern?: string } = {}) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { origin: "http://site.test" });
    const url = new URL(path, "http://site.test");
    return { request: new Request(url), url, params, pattern: options.pattern ?? url.pathname, context };
  }

  const byId = [
    ["article", articleLoader],
    ["document", documentLoader],
  ] as const;
  const named = [
    ["project", projectLoader],
    ["product", productLoader],
    ["bio", bioLoader],
    ["chapter", chapterLoader],
  ] as const;

  it("answers an unknown page of every content screen with a 404 naming the screen, without page names for visitors", async () => {
    services.config.production = true;
    for (const [section, load] of byId) {
      const thrown = await thrownBy(() => load(args(`/${section}/nope`, { id: "nope" })));
      expect(thrown, section).toMatchObject({ init: { status: 404 }, data: { section } });
      expect(thrown, section).not.toHaveProperty("data.debug.pages");
    }
    for (const [section, load] of named) {
      const thrown = await thrownBy(() => load(args(`/${section}/nope`, { name: "nope" })));
      expect(thrown, section).toMatchObject({ init: { status: 404 }, data: { section } });
      expect(thrown, section).not.toHaveProperty("data.debug.pages");
    }
  });

  it("lists the stored page names in the 404 in development only", async () => {
    services.config.production = false;
    const inDevelopment = await thrownBy(() => productLoader(args("/product/nope", { name: "nope" })));
    expect(inDevelopment).toMatchObject({
      init: { status: 404 },
      data: { section: "product", debug: { id: "nope", total: 2, pages: ["contacto", "harmonia-compass"] } },
    });
  });

  it("finds a product by its slug, sends its old address (its product name) there, and answers a name with a NUL with a 404, not a database error", async () => {
    const found = await productLoader(args("/product/harmonia-compass", { name: "harmonia-compass" }));
    expect(found.view.title).toBe("Harmonia Compass");
    expect(found.meta.title).toBe("Harmonia Compass");
    const old = await thrownBy(() =>
      productLoader(args("/product/Harmonia%20Compass", { name: "Harmonia Compass" })),
    );
    expect(old).toBeInstanceOf(Response);
    expect([(old as Response).status, (old as Response).headers.get("location")]).toEqual([
      301,
      "/product/harmonia-compass",
    ]);
    for (const [section, load] of named) {
      const thrown = await thrownBy(() => load(args(`/${section}/a%00b`, { name: "a\u0000b" })));
      expect(thrown, section).toMatchObject({ init: { status: 404 }, data: { section } });
    }
  });

  it("serves an information page from its stored page, and a 404 (the site's own) when it is not stored", async () => {
    const shown = await staticPageLoader(args("/contacto", {}));
    expect(shown.title).toBe("Escríbenos");
    // Written in Spanish only: no English alternate, and its English address shows the Spanish text, marked.
    expect(shown.meta).toEqual({ title: "Escríbenos", description: "", languages: ["es"] });
    const english = await staticPageLoader(args("/en/contact", {}, { pattern: "en/contact" }));
    expect(english).toMatchObject({ title: "Escríbenos", textLang: "es" });
    const missing = await thrownBy(() => staticPageLoader(args("/faq", {})));
    expect(missing).toMatchObject({ init: { status: 404 } });
    expect(missing).not.toHaveProperty("data.section");
    // Only the listed pages: a route pointed at another name would not read that page.
    expect(await thrownBy(() => staticPageLoader(args("/admin", {})))).toMatchObject({
      init: { status: 404 },
    });
  });

  it("shows a platform landing without its stored page, in the visitor's language", async () => {
    // React Router's pattern has no leading slash; English is the same path under /en/.
    const landing = await platformLoader(args("/en/harmonia", {}, { pattern: "en/harmonia" }));
    expect(landing).toMatchObject({ name: "harmonia", title: "Harmonia", meta: { title: "Harmonia" } });
    expect(landing.subtitle).toBe(dictionaryFor("en").platforms.cards.harmonia.kicker);
    expect(landing.subtitle).not.toBe(dictionaryFor("es").platforms.cards.harmonia.kicker);
    expect(await thrownBy(() => platformLoader(args("/otra", {})))).toMatchObject({ init: { status: 404 } });
  });
});

describe.each(adapters)("what the privacy page and /chatbot say on $name (issue 38)", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
  });
  afterAll(() => cleanup());

  function args(path: string, pattern: string) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { origin: "http://site.test" });
    const url = new URL(path, "http://site.test");
    return { request: new Request(url), url, params: {}, pattern, context };
  }

  it("lists every inventory item with the configured retention, however the stored page is edited", async () => {
    // An editor emptied the policy: its title alone.
    await services.store.savePage({
      Page: "privacidad",
      Template: "Page",
      values: [{ name: "Title", lang: "es", value: { text: "Privacidad" } }],
    });
    await services.store.savePage({
      Page: "privacy",
      Template: "Page",
      values: [
        { name: "Title", lang: "en", value: { text: "Privacy" } },
        { name: "Content", value: "" },
      ],
    });
    const rows = async (path: string, pattern: string) => {
      const data = await staticPageLoader(args(path, pattern));
      return { heading: data.inventory?.heading, rows: data.inventory?.groups.flatMap((g) => g.rows) ?? [] };
    };
    const es = await rows("/privacidad", "privacidad");
    expect(es.heading).toBe("Qué guarda este sitio y durante cuánto tiempo");
    expect(es.rows.map((r) => r.id).sort()).toEqual(DATA_INVENTORY.map((i) => i.id).sort());
    expect(es.rows.find((r) => r.id === "contact-messages")?.retention).toBe("365 días desde que llega");
    // Another configuration (a restart with CONTACT_RETENTION_DAYS=90): another number.
    services.config.retention = {
      ...defaultRetention(),
      CONTACT_RETENTION_DAYS: 90,
      ASSISTANT_RETENTION_DAYS: 7,
    };
    try {
      const en = await rows("/en/privacy", "en/privacy");
      expect(en.heading).toBe("What this site keeps, for how long");
      expect(en.rows.find((r) => r.id === "contact-messages")?.retention).toBe("90 days after it arrives");
      expect(en.rows.find((r) => r.id === "assistant-questions")?.retention).toBe(
        "7 days after the question",
      );
    } finally {
      services.config.retention = defaultRetention();
    }
    // Other information pages have no such list.
    await services.store.savePage({ Page: "terms", Template: "Page", values: [] });
    expect((await staticPageLoader(args("/terms", "terms"))).inventory).toBeUndefined();
  });

  it("names the configured model on /chatbot, or says there is none, and how long questions are kept", async () => {
    const none = await chatbotLoader(args("/chatbot", "chatbot"));
    expect(none.view.model).toBe("Ninguno: responde citando las páginas del sitio");
    expect(none.privacyNote).toMatch(/no hay ningún modelo de lenguaje.*30 días/);
    services.config.llm = {
      baseUrl: "http://127.0.0.1:9/v1",
      model: "qwen2.5:3b-instruct",
      timeoutMs: 1000,
      firstTokenMs: 1000,
    };
    try {
      const withModel = await chatbotLoader(args("/en/chatbot", "en/chatbot"));
      expect(withModel.view.model).toBe("qwen2.5:3b-instruct");
      expect(withModel.privacyNote).toMatch(/“qwen2\.5:3b-instruct”.*30 days.*without your IP address/);
    } finally {
      services.config.llm = undefined;
    }
  });
});

describe("the fixed addresses", () => {
  it("routes.ts declares a route for every platform and every information page, and the same screens serve them", () => {
    const byPath = new Map(routes.map((r) => [r.path, r.file]));
    for (const name of PLATFORMS) expect(byPath.get(name), name).toBe("routes/site/platform-landing.tsx");
    for (const lang of ["es", "en"] as const)
      for (const { name } of staticPagesIn(lang)) {
        const path = localizedPath(`/${name}`, lang).slice(1);
        expect(byPath.get(path), path).toBe("routes/site/static-page.tsx");
      }
  });
});
