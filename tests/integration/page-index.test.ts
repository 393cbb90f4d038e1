import { afterEach, describe, expect, it } from "vitest";
import type { PageDoc } from "../../app/content/page-model.ts";
import { openStore } from "../../app/server/store/open-store.server.ts";
import type { PageIndexer, Store } from "../../app/server/store/store.server.ts";
import { siteIndexer } from "../../app/server/site/search-index.server.ts";
import { adapters } from "../support/adapters.ts";

/*
 * What the store derives from pages (search rows, tags) follows the rules that derive it: a store
 * opened with rules of another version derives everything again, and lists narrowed by tag and the
 * changes caches read carry the tags of the page before and after each write.
 */
const withPdf = (name: string): PageDoc => ({
  Page: name,
  Template: "Documentation",
  values: [{ name: "documento", value: { name: "guia.pdf" } }],
});
const article = (name: string): PageDoc => ({
  Page: name,
  Template: "Article",
  values: [{ name: "Title", lang: "es", value: { text: name } }],
});

describe.each(adapters)("page index on $name", (target) => {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of open.splice(0).reverse()) await close();
  });
  async function store(db: { dataDir: string; databaseUrl?: string }, indexer: PageIndexer): Promise<Store> {
    const s = await openStore({ ...db, indexer });
    open.push(() => s.close());
    return s;
  }

  it("lists pages by tag and records the tags a write touched, before and after", async () => {
    const db = await target.fresh();
    open.push(db.cleanup);
    const s = await store(db, siteIndexer);
    await s.savePage(withPdf("guia"));
    await s.savePage(article("nota"));
    const tagged = await s.listPages({ tagged: "pdf" });
    expect(tagged.items.map((p) => p.Page)).toEqual(["guia"]);
    const before = await s.contentVersion();
    await s.savePage({ ...withPdf("guia"), values: [] }); // the PDF is removed
    const changes = await s.changesSince(before);
    expect(changes).toEqual([
      {
        version: before + 1,
        page: "guia",
        templates: ["Documentation"],
        tags: ["pdf"],
        action: "update",
        rows: { before: [], after: [] },
        // A shared value (the PDF) went: every language's screens show it.
        langs: ["es", "en"],
      },
    ]);
    expect((await s.listPages({ tagged: "pdf" })).items).toEqual([]);
  });

  it("derives everything again when the rules' version changes", async () => {
    const db = await target.fresh();
    open.push(db.cleanup);
    const first = await store(db, { ...siteIndexer, version: "a", tags: () => [] });
    await first.savePage(withPdf("guia"));
    expect((await first.listPages({ tagged: "pdf" })).items).toEqual([]);
    await first.close();
    open.pop();
    const second = await store(db, { ...siteIndexer, version: "b" });
    expect((await second.listPages({ tagged: "pdf" })).items.map((p) => p.Page)).toEqual(["guia"]);
    // The same version again: nothing to do, and the rows are kept.
    await second.close();
    open.pop();
    const third = await store(db, { ...siteIndexer, version: "b" });
    expect((await third.listPages({ tagged: "pdf" })).items.map((p) => p.Page)).toEqual(["guia"]);
  });
});
