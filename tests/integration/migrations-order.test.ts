import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrator } from "../../app/server/store/migrations.server.ts";
import { adapters } from "../support/adapters.ts";
import { withFreshDatabase } from "../support/services.ts";

/*
 * Branches land in any order, so a migration can sort before one a database has already run (0041e-… was
 * written beside 0043-…). The migrator runs such a migration when it finds it pending, instead of refusing
 * to start.
 */
describe.each(adapters)("a migration older than the newest one run, on $name", (target) => {
  const fresh = withFreshDatabase(target);

  it("runs when it is the only one pending, and the database works as before", async () => {
    const name = "0041e-translation-help";
    const ran = await fresh.raw.selectFrom("kysely_migration").select("name").orderBy("name").execute();
    const names = ran.map((r: { name: string }) => r.name);
    expect(names.indexOf(name)).toBeGreaterThan(-1);
    expect(names.at(-1)! > name).toBe(true);
    // As a database that ran everything newer before this branch landed: without its tables or its record.
    await fresh.raw.schema.dropTable("machine_translations").execute();
    await fresh.raw.schema.dropTable("glossary_terms").execute();
    await fresh.raw.deleteFrom("kysely_migration").where("name", "=", name).execute();

    const { error, results } = await (await migrator(fresh.raw, target.name)).migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => [r.migrationName, r.status])).toEqual([[name, "Success"]]);
    expect(
      await fresh.raw
        .selectFrom("glossary_terms")
        .select(sql`count(*)`.as("n"))
        .executeTakeFirst(),
    ).toBeDefined();
    expect(await fresh.services.store.getPage("no-such-page")).toBeUndefined();
  });
});
