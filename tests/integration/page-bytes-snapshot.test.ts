import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { PageDoc } from "../../app/content/page-model.ts";
import { openStore } from "../../app/server/store/open-store.server.ts";
import type { Store, StoredPageBytes } from "../../app/server/store/store.server.ts";
import { adapters, type AdapterTarget } from "../support/adapters.ts";

const page = (name: string, title = name): PageDoc => ({
  Page: name,
  Template: "Article",
  values: [{ name: "title", value: { es: title, en: title } }],
});

const titleOf = (item: StoredPageBytes) =>
  (JSON.parse(item.json.toString("utf8")) as PageDoc).values.find((v) => v.name === "title")?.value;

/*
 * The API's full list keeps every page's bytes between lists (PageBytesSnapshot) and reads again only
 * the pages written since. Whatever it keeps, a list must be what the database holds now.
 */
describe.each(adapters)("the list of page bytes kept between lists, on $name", (target) => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
  });

  async function database(): Promise<Awaited<ReturnType<AdapterTarget["fresh"]>>> {
    const db = await target.fresh();
    open.push({ close: db.cleanup });
    return db;
  }

  async function storeOn(db: Awaited<ReturnType<AdapterTarget["fresh"]>>): Promise<Store> {
    const store = await openStore(db);
    open.push(store);
    return store;
  }

  /** A statement run outside the store, as another program would. */
  async function raw(db: Awaited<ReturnType<AdapterTarget["fresh"]>>, statement: string) {
    if (!db.databaseUrl) {
      const sqlite = new BetterSqlite3(path.join(db.dataDir, "site.db"));
      sqlite.exec(statement);
      sqlite.close();
      return;
    }
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  }

  it("shows a save in the next list, and reads only the saved page again", async () => {
    const store = await storeOn(await database());
    for (const name of ["a", "b", "c"]) await store.savePage(page(name));
    const first = await store.listPageBytes();
    expect(first.items.map((i) => i.name)).toEqual(["a", "b", "c"]);

    await store.savePage(page("b", "B saved"));
    const second = await store.listPageBytes();
    expect(second.items.map((i) => i.name)).toEqual(["a", "b", "c"]);
    expect(titleOf(second.items[1]!)).toEqual({ es: "B saved", en: "B saved" });
    // The pages nobody wrote are the very bytes the first list read: they were not read again.
    expect(second.items[0]!.json).toBe(first.items[0]!.json);
    expect(second.items[2]!.json).toBe(first.items[2]!.json);
    expect(second.items[1]!.json).not.toBe(first.items[1]!.json);
  });

  it("shows created and deleted pages in the database's order", async () => {
    const store = await storeOn(await database());
    for (const name of ["b", "d"]) await store.savePage(page(name));
    await store.listPageBytes();
    await store.savePage(page("c"));
    await store.savePage(page("a"));
    expect((await store.listPageBytes()).items.map((i) => i.name)).toEqual(["a", "b", "c", "d"]);
    await store.deletePage("b");
    expect((await store.listPageBytes()).items.map((i) => i.name)).toEqual(["a", "c", "d"]);
  });

  it("shows a save made through another copy of the server", async () => {
    const db = await database();
    const here = await storeOn(db);
    const there = await storeOn(db);
    await here.savePage(page("a"));
    await here.savePage(page("b"));
    await here.listPageBytes();
    await there.savePage(page("a", "saved there"));
    const listed = await here.listPageBytes();
    expect(titleOf(listed.items[0]!)).toEqual({ es: "saved there", en: "saved there" });
    await there.deletePage("b");
    expect((await here.listPageBytes()).items.map((i) => i.name)).toEqual(["a"]);
  });

  it("reads everything again when the record of changes cannot say what changed", async () => {
    const db = await database();
    const store = await storeOn(db);
    await store.savePage(page("a"));
    await store.listPageBytes();
    await store.savePage(page("a", "after the record was pruned"));
    await raw(db, "delete from content_changes");
    expect(titleOf((await store.listPageBytes()).items[0]!)).toEqual({
      es: "after the record was pruned",
      en: "after the record was pruned",
    });
  });

  it("answers pages of the list as the database does, for any startKey", async () => {
    const store = await storeOn(await database());
    const names = ["a", "a b", "b", "b-1", "c", "d", "Z"];
    for (const name of names) await store.savePage(page(name));
    // A paged list before any full one goes to the database; after one, to what is kept.
    const before = await store.listPageBytes({ limit: 2, startKey: "a" });
    await store.listPageBytes();
    await store.savePage(page("c", "changed"));
    const after = await store.listPageBytes({ limit: 2, startKey: "a" });
    expect(after.items.map((i) => i.name)).toEqual(before.items.map((i) => i.name));
    expect(after.lastKey).toBe(before.lastKey);
    for (const startKey of [undefined, "a", "a b", "b-", "b-1", "Z", "zz", ""]) {
      for (const limit of [undefined, 1, 2, 6, 7, 50]) {
        const fromDb = await store.listPages({ limit, startKey });
        const kept = await store.listPageBytes({ limit, startKey });
        expect(
          kept.items.map((i) => i.name),
          `limit ${limit} after ${startKey}`,
        ).toEqual(fromDb.items.map((i) => i.Page));
        expect(kept.lastKey, `limit ${limit} after ${startKey}`).toBe(fromDb.lastKey);
      }
    }
  });

  it("is as current as a list that starts while an earlier list is still reading", async () => {
    const store = await storeOn(await database());
    await store.savePage(page("a"));
    await store.listPageBytes();
    // Many lists and saves at once: each list that starts after a save has been acknowledged shows it.
    for (let round = 1; round <= 20; round++) {
      const early = store.listPageBytes();
      await store.savePage(page("a", `round ${round}`));
      const late = store.listPageBytes();
      await early;
      expect(titleOf((await late).items[0]!)).toEqual({ es: `round ${round}`, en: `round ${round}` });
    }
  });
});
