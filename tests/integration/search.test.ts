import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDoc } from "../../app/content/page-model.ts";
import { searchForm } from "../../app/content/search.ts";
import type { Store } from "../../app/server/store/store.server.ts";
import { adapters } from "../support/adapters.ts";
import { startApi, type Harness } from "../support/api-harness.ts";

function article(n: number, extra: Partial<PageDoc> = {}): PageDoc {
  return {
    Page: `art-${String(n).padStart(3, "0")}`,
    Template: n % 2 ? "Article" : "Blog",
    Category: n % 3 === 0 ? "ethics" : "ai",
    Created: new Date(Date.UTC(2025, 0, 1 + n)).toISOString(),
    Tags: n === 7 ? "soberanía, datos" : ["ia"],
    values: [
      { name: "Title", lang: "es", value: { text: `Artículo número ${n}` } },
      { name: "Title", lang: "en", value: { text: `Article number ${n}` } },
      {
        name: "Content",
        lang: "es",
        value: { html: `<p>Texto ${n === 5 ? "con Ética 100%_real" : "normal"}</p>` },
      },
      { name: "Content", lang: "en", value: { html: "<p>Plain text</p>" } },
    ],
    ...extra,
  };
}

/** Lists filtered, counted, sorted and paged by the database, kept current by every write. */
describe.each(adapters)("article search and paging on $name", (target) => {
  let h: Harness;
  let store: Store;
  beforeAll(async () => {
    h = await startApi(target);
    store = h.services.store;
    for (let n = 1; n <= 30; n++) await store.savePage(article(n));
    await store.savePage({ Page: "not-an-article", Template: "Page", values: [] });
  });
  afterAll(async () => h.close());

  it("pages newest first and counts every article of the language", async () => {
    const first = await store.searchPages({ kind: "article", lang: "es", offset: 0, limit: 12 });
    expect(first.total).toBe(30);
    expect(first.matching).toBe(30);
    expect(first.names).toHaveLength(12);
    expect(first.names[0]).toBe("art-030");
    const last = await store.searchPages({ kind: "article", lang: "es", offset: 24, limit: 12 });
    expect(last.names).toEqual(["art-006", "art-005", "art-004", "art-003", "art-002", "art-001"]);
  });

  it("counts a list again after a write, this copy's or another copy's on the same database", async () => {
    const total = async (s: Store) =>
      (await s.searchPages({ kind: "article", lang: "es", offset: 0, limit: 1 })).total;
    const other = (await h.openCopy()).services.store;
    const before = await total(store);
    expect(await total(store)).toBe(before);
    await other.savePage(article(90));
    expect(await total(store)).toBe(before + 1);
    await store.deletePage("art-090");
    expect(await total(other)).toBe(before);
    expect(await total(store)).toBe(before);
  });

  it("matches case- and accent-insensitively over title, content and tags, per language", async () => {
    const etica = await store.searchPages({
      kind: "article",
      lang: "es",
      query: "etica",
      offset: 0,
      limit: 50,
    });
    expect(etica.names).toEqual(["art-005"]);
    expect(etica.matching).toBe(1);
    expect(etica.total).toBe(30);
    const soberania = await store.searchPages({
      kind: "article",
      lang: "es",
      query: "soberania",
      offset: 0,
      limit: 50,
    });
    expect(soberania.names).toEqual(["art-007"]);
    const english = await store.searchPages({
      kind: "article",
      lang: "en",
      query: "etica",
      offset: 0,
      limit: 50,
    });
    expect(english.names).toEqual([]);
  });

  it("reads words only: % and _ are neither wildcards nor words", async () => {
    const r = await store.searchPages({
      kind: "article",
      lang: "es",
      query: "100%_real",
      offset: 0,
      limit: 50,
    });
    expect(r.names).toEqual(["art-005"]);
    // A query without a word filters nothing (it is not a wildcard either).
    const none = await store.searchPages({ kind: "article", lang: "es", query: "%", offset: 0, limit: 50 });
    expect(none.matching).toBe(30);
  });

  it("filters by category together with the query", async () => {
    const ethics = await store.searchPages({
      kind: "article",
      lang: "es",
      category: "ethics",
      offset: 0,
      limit: 50,
    });
    expect(ethics.matching).toBe(10);
    // The count is the same on a later slice, and on a slice past the end (which has no row to carry it).
    for (const offset of [6, 10, 40]) {
      const later = await store.searchPages({
        kind: "article",
        lang: "es",
        category: "ethics",
        offset,
        limit: 6,
      });
      expect([later.matching, later.total, later.names.length]).toEqual([
        10,
        30,
        Math.max(0, Math.min(6, 10 - offset)),
      ]);
    }
    const both = await store.searchPages({
      kind: "article",
      lang: "es",
      category: "ethics",
      query: searchForm("número 3"),
      offset: 0,
      limit: 50,
    });
    // Whole words (the last one also as the start of a longer word): "3" is not "30".
    expect(both.names).toEqual(["art-003"]);
  });

  it("follows saves and deletes at once", async () => {
    await store.savePage(
      article(2, { values: [{ name: "Title", lang: "es", value: { text: "Renombrado único" } }] }),
    );
    expect(
      (await store.searchPages({ kind: "article", lang: "es", query: "renombrado", offset: 0, limit: 5 }))
        .names,
    ).toEqual(["art-002"]);
    await store.deletePage("art-002");
    const after = await store.searchPages({
      kind: "article",
      lang: "es",
      query: "renombrado",
      offset: 0,
      limit: 5,
    });
    expect(after.names).toEqual([]);
    expect(after.total).toBe(29);
  });

  it("reads several pages by name in the order asked", async () => {
    const pages = await store.getPages(["art-010", "missing", "art-001"]);
    expect(pages.map((p) => p.Page)).toEqual(["art-010", "art-001"]);
  });
});
