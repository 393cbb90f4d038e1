import { sql, type Kysely } from "kysely";
import type {
  AnalyticsStore,
  AudienceBatch,
  AudienceKey,
  AudienceKind,
  AudienceRow,
} from "./analytics-store.server.ts";
import type { Database } from "./schema.server.ts";

/*
 * The audience's daily aggregates over Kysely, the same SQL on SQLite and PostgreSQL (issue 43). A batch
 * is one transaction of additive upserts (`hits = hits + excluded.hits`), so copies flushing at once add
 * up; rows and marks are written in one sorted order so two copies' transactions never wait on each
 * other in a circle (PostgreSQL's deadlock).
 */

/** Rows per statement: far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 200;

const keyOf = (k: AudienceKey) => `${k.day}\n${k.kind}\n${k.item}\n${k.lang}`;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

export class KyselyAnalyticsStore implements AnalyticsStore {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async salts(
    days: readonly string[],
    keep: { salts: string; marks: string },
    random: () => string,
  ): Promise<Record<string, string>> {
    await this.db.deleteFrom("analytics_salts").where("day", "<", keep.salts).execute();
    await this.db.deleteFrom("analytics_seen").where("day", "<", keep.marks).execute();
    if (days.length === 0) return {};
    await this.db
      .insertInto("analytics_salts")
      .values(days.map((day) => ({ day, salt: random() })))
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const rows = await this.db
      .selectFrom("analytics_salts")
      .select(["day", "salt"])
      .where("day", "in", [...days])
      .execute();
    return Object.fromEntries(rows.map((r) => [r.day, r.salt]));
  }

  async addBatch(batch: AudienceBatch): Promise<void> {
    if (batch.counts.length === 0 && batch.marks.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      // New marks add a visitor to their row; marks another copy (or an earlier batch) wrote add nothing.
      const visitors = new Map<string, number>();
      const marks = [...batch.marks].sort((a, b) =>
        a.key.day === b.key.day ? (a.mark < b.mark ? -1 : 1) : a.key.day < b.key.day ? -1 : 1,
      );
      const byMark = new Map(marks.map((m) => [`${m.key.day}\n${m.mark}`, m.key]));
      for (const part of chunks(marks)) {
        const added = await trx
          .insertInto("analytics_seen")
          .values(part.map((m) => ({ day: m.key.day, mark: m.mark })))
          .onConflict((oc) => oc.columns(["day", "mark"]).doNothing())
          .returning(["day", "mark"])
          .execute();
        for (const row of added) {
          const key = byMark.get(`${row.day}\n${row.mark}`);
          if (key) visitors.set(keyOf(key), (visitors.get(keyOf(key)) ?? 0) + 1);
        }
      }
      const rows = new Map<string, AudienceKey & { hits: number; empty: number; visitors: number }>();
      for (const c of batch.counts) {
        const k = keyOf(c);
        const row = rows.get(k) ?? { ...c, hits: 0, empty: 0, visitors: 0 };
        row.hits += c.hits;
        row.empty += c.empty;
        rows.set(k, row);
      }
      for (const m of batch.marks) {
        const k = keyOf(m.key);
        if (!rows.has(k)) rows.set(k, { ...m.key, hits: 0, empty: 0, visitors: 0 });
      }
      for (const [k, row] of rows) row.visitors = visitors.get(k) ?? 0;
      const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
      for (const part of chunks(sorted)) {
        await trx
          .insertInto("analytics_daily")
          .values(part)
          .onConflict((oc) =>
            oc.columns(["day", "kind", "item", "lang"]).doUpdateSet((eb) => ({
              hits: eb("analytics_daily.hits", "+", eb.ref("excluded.hits")),
              visitors: eb("analytics_daily.visitors", "+", eb.ref("excluded.visitors")),
              empty: eb("analytics_daily.empty", "+", eb.ref("excluded.empty")),
            })),
          )
          .execute();
      }
    });
  }

  private sums() {
    // PostgreSQL's sum of integers is a bigint (a string in node-postgres): cast to a number here.
    return {
      hits: sql<string | number>`sum(hits)`.as("hits"),
      visitors: sql<string | number>`sum(visitors)`.as("visitors"),
      empty: sql<string | number>`sum(empty)`.as("empty"),
    };
  }

  private static row(r: {
    item: string;
    lang: string;
    hits: string | number;
    visitors: string | number;
    empty: string | number;
  }): AudienceRow {
    return {
      item: r.item,
      lang: r.lang,
      hits: Number(r.hits),
      visitors: Number(r.visitors),
      empty: Number(r.empty),
    };
  }

  async top(kind: AudienceKind, from: string, to: string, limit: number): Promise<AudienceRow[]> {
    const s = this.sums();
    const rows = await this.db
      .selectFrom("analytics_daily")
      .select(["item", "lang", s.hits, s.visitors, s.empty])
      .where("kind", "=", kind)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["item", "lang"])
      .orderBy(sql`sum(${sql.ref(kind === "search" ? "empty" : "hits")})`, "desc")
      .orderBy("item")
      .limit(limit)
      .execute();
    return rows.map(KyselyAnalyticsStore.row);
  }

  async daily(from: string, to: string): Promise<Array<{ day: string; hits: number; visitors: number }>> {
    const rows = await this.db
      .selectFrom("analytics_daily")
      .select(["day", "hits", "visitors"])
      .where("kind", "=", "site")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .orderBy("day")
      .execute();
    return rows.map((r) => ({ day: r.day, hits: Number(r.hits), visitors: Number(r.visitors) }));
  }

  async pageSums(
    pairs: ReadonlyArray<{ item: string; lang: string }>,
    from: string,
    to: string,
  ): Promise<AudienceRow[]> {
    if (pairs.length === 0) return [];
    const s = this.sums();
    const rows = await this.db
      .selectFrom("analytics_daily")
      .select(["item", "lang", s.hits, s.visitors, s.empty])
      .where("kind", "=", "page")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .where((eb) => eb.or(pairs.map((p) => eb.and([eb("item", "=", p.item), eb("lang", "=", p.lang)]))))
      .groupBy(["item", "lang"])
      .execute();
    return rows.map(KyselyAnalyticsStore.row);
  }

  async pageTitles(
    paths: readonly string[],
  ): Promise<Array<{ path: string; lang: string; name: string; title: string }>> {
    const out = [];
    for (const part of chunks(paths)) {
      out.push(
        ...(await this.db
          .selectFrom("site_search")
          .select(["path", "lang", "name", "title"])
          .where("path", "in", part)
          .execute()),
      );
    }
    return out;
  }
}
