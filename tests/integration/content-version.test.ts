import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "../../app/server/store/open-store.server.ts";
import type { Store, VersionWatch } from "../../app/server/store/store.server.ts";
import { adapters } from "../support/adapters.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/*
 * The content version that render caches compare: a write through another copy of the server (another
 * store on the same database) must be seen by this copy's watch, so no cached page outlives a save.
 */
describe.each(adapters)("content version watch on $name", (target) => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
  });

  async function twoCopies(): Promise<{
    here: Store;
    there: Store;
    watch: VersionWatch;
    dataDir: string;
  }> {
    const db = await target.fresh();
    const here = await openStore(db);
    const there = await openStore(db);
    const watch = await here.watchContentVersion();
    open.push({ close: db.cleanup }, here, there, watch);
    return { here, there, watch, dataDir: db.dataDir };
  }

  it("sees a write made through another copy", async () => {
    const { there, watch } = await twoCopies();
    await nextTurn();
    const before = watch.current();
    expect(before).toBeTypeOf("number");
    await there.savePage({ Page: "version-probe", Template: "Page", values: [] });
    await expect.poll(async () => (await nextTurn(), watch.current())).toBeGreaterThan(before!);
  });

  // PostgreSQL notifications reach the whole database; another schema (a staging copy, another site) has
  // versions of its own. On SQLite another site is another file: nothing to share.
  it.runIf(target.name === "postgres")(
    "ignores the writes of another site sharing the database",
    async () => {
      const { here, watch } = await twoCopies();
      const otherDb = await target.fresh();
      const other = await openStore(otherDb);
      open.push({ close: otherDb.cleanup }, other);
      await expect.poll(() => watch.current()).toBeTypeOf("number");
      const before = watch.current()!;
      for (let i = 0; i < 5; i++) await other.savePage({ Page: `other-${i}`, Template: "Page", values: [] });
      await here.savePage({ Page: "version-probe", Template: "Page", values: [] });
      // Delivered in commit order: when ours has come, the other schema's five have come too.
      await expect.poll(() => watch.current()).toBeGreaterThan(before);
      expect(watch.current()).toBe(before + 1);
    },
  );

  // PostgreSQL is told by a notification instead.
  it.runIf(target.name === "sqlite")(
    "reads it again in the next turn of the event loop, and within a turn after a millisecond",
    async () => {
      const { there, watch, dataDir } = await twoCopies();
      await nextTurn();
      const before = watch.current()!;
      await there.savePage({ Page: "version-probe", Template: "Page", values: [] });
      await nextTurn();
      expect(watch.current()).toBeGreaterThan(before);

      // Another process bumps the version within this turn; a turn that lasts reads it again.
      const settled = watch.current()!;
      const other = new BetterSqlite3(path.join(dataDir, "site.db"));
      other
        .prepare("update settings set value = cast(value as integer) + 1 where key = 'content_version'")
        .run();
      other.close();
      const until = performance.now() + 2;
      while (performance.now() < until); // a long turn: the shared read expires
      expect(watch.current()).toBe(settled + 1);
    },
  );
});
