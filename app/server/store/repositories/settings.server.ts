import { migrator } from "../migrations.server.ts";
import type { SettingsStore } from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import type { Db } from "./rows.server.ts";

/* Settings (key and value), the leases of jobs that run once across copies, and the schema's migrations. */

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const r = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return r?.value;
}

export class SettingsRepository implements SettingsStore {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
  }

  getSetting(key: string): Promise<string | undefined> {
    return readSetting(this.#db, key);
  }

  async setSettingIfAbsent(key: string, value: string): Promise<string> {
    await this.#db
      .insertInto("settings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    return (await this.getSetting(key)) ?? value;
  }

  async claimLease(name: string, now: Date, until: Date): Promise<boolean> {
    const key = `lease:${name}`;
    await this.#db
      .insertInto("settings")
      .values({ key, value: "" })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    // One conditional update: of the copies asking at once, the first to write takes it, the others find
    // the lease already moved on.
    const r = await this.#db
      .updateTable("settings")
      .set({ value: until.toISOString() })
      .where("key", "=", key)
      .where("value", "<=", now.toISOString())
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async pendingMigrations(): Promise<string[]> {
    const all = await (await migrator(this.#db, this.#kind)).getMigrations();
    return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
  }
}
