import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang, PageDoc } from "../../app/content/page-model.ts";
import {
  dependsOn,
  newDependencies,
  scopeOf,
  type ChangeScope,
  type Dependencies,
} from "../../app/server/cache/dependencies.server.ts";
import { coarse, recordingStore } from "../../app/server/cache/reads.server.ts";
import { siteIndexer } from "../../app/server/site/search-index.server.ts";
import { openStore } from "../../app/server/store/open-store.server.ts";
import type { ContentChange, Store } from "../../app/server/store/store.server.ts";
import { adapters } from "../support/adapters.ts";

/*
 * The response cache's seam (app/server/cache/reads.server.ts) on a real store and its real changes: each
 * read declared once says what it depends on; a read declared nowhere counts as depending on every write
 * (correct, only slower); a coarse declaration depends on a family and a language.
 */

const article = (name: string, es: string, en?: string): PageDoc => ({
  Page: name,
  Template: "Article",
  Created: "2026-01-01T00:00:00.000Z",
  values: [
    { name: "Title", lang: "es", value: { text: `Título ${name}` } },
    { name: "Excerpt", lang: "es", value: { text: es } },
    ...(en
      ? [
          { name: "Title", lang: "en" as const, value: { text: `Title ${name}` } },
          { name: "Excerpt", lang: "en" as const, value: { text: en } },
        ]
      : []),
  ],
});

const product = (name: string): PageDoc => ({
  Page: name,
  Template: "Product",
  values: [{ name: "Title", lang: "es", value: { text: name } }],
});

describe.each(adapters)("what an answer read, and which writes drop it, on $name", (target) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  const changes: ContentChange[] = [];

  beforeAll(async () => {
    const db = await target.fresh();
    store = await openStore({ ...db, indexer: siteIndexer });
    cleanup = db.cleanup;
    store.onChange((change) => changes.push(change));
    await store.savePage(article("etica", "La ética de los datos", "The ethics of data"));
    await store.savePage(product("lupa"));
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  async function readThrough(read: (store: Store) => Promise<unknown>, lang?: Lang): Promise<Dependencies> {
    const deps = newDependencies();
    deps.lang = lang;
    await read(recordingStore(store, deps));
    return deps;
  }

  /** What the store recorded for one write, as the cache compares it. */
  async function change(write: () => Promise<unknown>): Promise<ChangeScope> {
    const from = changes.length;
    await write();
    expect(changes.length).toBe(from + 1);
    return scopeOf(changes[from]!);
  }

  it("writes down a declared read precisely: a page read by name is dropped by that page's writes only", async () => {
    const deps = await readThrough((s) => s.getPage("etica"), "es");
    expect(deps.all).toBe(false);
    expect([...deps.pages]).toEqual(["etica"]);
    expect(dependsOn(deps, await change(() => store.savePage(product("lupa"))))).toBe(false);
    expect(
      dependsOn(
        deps,
        await change(() => store.savePage(article("etica", "Otra ética", "The ethics of data"))),
      ),
    ).toBe(true);
  });

  it("counts a read declared nowhere as depending on every write", async () => {
    // pageOwners is an editing-area read no public screen makes: nobody declared what it depends on.
    const deps = await readThrough((s) => s.pageOwners(["etica"]), "en");
    expect(deps.all).toBe(true);
    expect(dependsOn(deps, await change(() => store.savePage(product("otra-lupa"))))).toBe(true);
  });

  it("counts a failed read as depending on every write", async () => {
    const deps = newDependencies();
    const failing = recordingStore(
      new Proxy(store, {
        get: (target, prop, receiver) =>
          prop === "getPage"
            ? () => Promise.reject(new Error("database gone"))
            : Reflect.get(target, prop, receiver),
      }),
      deps,
    );
    await expect(failing.getPage("etica")).rejects.toThrow("database gone");
    expect(deps.all).toBe(true);
  });

  it("keeps a site search of one language across a write that changed only another language's screens", async () => {
    const search = (lang: Lang) => (s: Store) => s.searchSite({ lang, query: "ética", offset: 0, limit: 10 });
    const en = await readThrough(search("en"), "en");
    const es = await readThrough(search("es"), "es");
    expect(en.all).toBe(false);
    // The first edit of the Spanish text also tells English readers their translation is out of date:
    // both languages' screens change. The next edit changes only the Spanish ones.
    await change(() => store.savePage(article("etica", "Ética, segunda versión", "The ethics of data")));
    const spanishOnly = await change(() =>
      store.savePage(article("etica", "Ética, tercera versión", "The ethics of data")),
    );
    expect(spanishOnly.langs).toEqual(["es"]);
    expect(dependsOn(en, spanishOnly)).toBe(false);
    expect(dependsOn(es, spanishOnly)).toBe(true);
    // A new page may answer any language's search.
    const created = await change(() => store.savePage(article("nueva", "Nueva ética")));
    expect(dependsOn(en, created)).toBe(true);
  });

  it("drops a coarse read of one family on writes to that family only, in its language", async () => {
    const deps = newDependencies();
    coarse(deps, { family: "product", lang: "es" });
    expect(dependsOn(deps, await change(() => store.savePage(product("lupa-nueva"))))).toBe(true);
    expect(dependsOn(deps, await change(() => store.savePage(article("otra", "Otra"))))).toBe(false);
    const anything = newDependencies();
    coarse(anything, {});
    expect(anything.all).toBe(true);
  });
});
