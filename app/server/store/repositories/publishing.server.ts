import { isLang, LANGS, type Lang } from "../../../content/page-model.ts";
import type { ContentChange, DraftState, PublishOptions, PublishingStore } from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import { publishedLanguages, type PageWriter } from "./page-writes.server.ts";
import { parseDoc, parseMeta, type Trx } from "./rows.server.ts";

/*
 * Publishing a page's draft (`pages`), now or at a time (`page_schedules`): each language published is
 * merged over what visitors read (app/content/publishing.ts mergeForPublish), in one transaction run by
 * PageWriter (page-writes.server.ts) with its history entry, derived rows and change.
 */

export class PublishingRepository implements PublishingStore {
  readonly #db: StoreContext["db"];
  readonly #writer: PageWriter;

  constructor(ctx: StoreContext, writer: PageWriter) {
    this.#db = ctx.db;
    this.#writer = writer;
  }

  /** What a publish or a schedule of `name` starts from (its draft, else its published version), checked. */
  async #toPublish(trx: Trx, name: string, options: PublishOptions) {
    const head = await this.#writer.readHead(trx, name, true);
    const source = head.draft ?? head.published;
    if (!source) return undefined;
    this.#writer.checkExpected(options.expectedRevision, source.revision, head, name);
    return { head, source, revision: head.latest + 1, by: options.user ?? null };
  }

  async publish(name: string, options: PublishOptions): Promise<DraftState | undefined> {
    return this.#writer.write(name, async (trx, changes) => {
      const found = await this.#toPublish(trx, name, options);
      if (!found) return undefined;
      const { head, source, revision, by } = found;
      const { published, change } = await this.#writer.publishInto(
        trx,
        head,
        source,
        options.languages,
        revision,
        options.notes ?? {},
        by,
      );
      changes.push(change);
      await this.#writer.record(trx, name, revision, "publish", published.doc, by, {
        languages: options.languages,
        ...historyNote(options.notes),
      });
      // A language published now is no longer waiting for its scheduled time.
      await trx
        .deleteFrom("page_schedules")
        .where("name", "=", name)
        .where("lang", "in", options.languages)
        .execute();
      const schedules = (await this.#writer.schedulesOf(trx, [name])).get(name) ?? [];
      return this.#writer.stateOf({ ...head, published, latest: revision }, schedules);
    });
  }

  async schedule(name: string, at: Date, options: PublishOptions): Promise<DraftState | undefined> {
    return this.#writer.write(name, async (trx) => {
      const found = await this.#toPublish(trx, name, options);
      if (!found) return undefined;
      const { head, source, revision, by } = found;
      for (const lang of options.languages) {
        const values = {
          at: at.toISOString(),
          doc: JSON.stringify(source.doc),
          meta: JSON.stringify(source.meta),
          revision: source.revision,
          note: options.notes?.[lang] ?? null,
          created_by: by,
        };
        await trx
          .insertInto("page_schedules")
          .values({ ...values, name, lang })
          .onConflict((oc) => oc.columns(["name", "lang"]).doUpdateSet(values))
          .execute();
      }
      await this.#writer.record(trx, name, revision, "schedule", source.doc, by, {
        languages: options.languages,
        at: at.toISOString(),
        ...historyNote(options.notes),
      });
      const schedules = (await this.#writer.schedulesOf(trx, [name])).get(name) ?? [];
      return this.#writer.stateOf({ ...head, latest: revision }, schedules);
    });
  }

  async cancelSchedule(
    name: string,
    options: { languages?: Lang[]; user?: string | null },
  ): Promise<DraftState | undefined> {
    return this.#writer.write(name, async (trx) => {
      const head = await this.#writer.readHead(trx, name, true);
      const source = head.draft ?? head.published;
      if (!source) return undefined;
      let q = trx.deleteFrom("page_schedules").where("name", "=", name);
      if (options.languages) q = q.where("lang", "in", options.languages);
      const gone = await q.returning("lang").execute();
      let latest = head.latest;
      if (gone.length > 0) {
        latest += 1;
        await this.#writer.record(trx, name, latest, "unschedule", source.doc, options.user ?? null, {
          languages: gone.map((r) => r.lang).filter(isLang),
        });
      }
      const schedules = (await this.#writer.schedulesOf(trx, [name])).get(name) ?? [];
      return this.#writer.stateOf({ ...head, latest }, schedules);
    });
  }

  async unpublish(
    name: string,
    options: { expectedRevision?: number; user?: string | null } = {},
  ): Promise<DraftState | undefined> {
    return this.#writer.write(name, async (trx, changes) => {
      const head = await this.#writer.readHead(trx, name, true);
      if (!head.draft && !head.published) return undefined;
      const headRevision = Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0);
      this.#writer.checkExpected(options.expectedRevision, headRevision, head, name);
      const schedules = (await this.#writer.schedulesOf(trx, [name])).get(name) ?? [];
      const published = head.published;
      if (!published) return this.#writer.stateOf(head, schedules);
      const revision = head.latest + 1;
      const by = options.user ?? null;
      // What visitors read stays the editors': as the draft, unless a draft is already being worked on.
      const draft =
        head.draft ??
        (await this.#writer.writeDraft(trx, head, { ...published.doc, revision }, published.meta, by));
      changes.push(await this.#writer.removePublished(trx, name, published));
      await this.#writer.record(trx, name, revision, "unpublish", published.doc, by, {
        languages: publishedLanguages(head),
      });
      return this.#writer.stateOf({ published: undefined, draft, latest: revision }, schedules);
    });
  }

  async nextScheduledAt(): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom("page_schedules")
      .select((eb) => eb.fn.min("at").as("at"))
      .executeTakeFirst();
    return typeof row?.at === "string" ? row.at : undefined;
  }

  async runDueSchedules(now: Date): Promise<string[]> {
    const due = await this.#db
      .selectFrom("page_schedules")
      .select("name")
      .distinct()
      .where("at", "<=", now.toISOString())
      .limit(50)
      .execute();
    const done: string[] = [];
    for (const { name } of due) {
      const published = await this.#writer.write(name, async (trx, changes) => {
        const head = await this.#writer.readHead(trx, name, true);
        // Whoever removes the rows publishes them: another copy that got here first left none.
        const rows = await trx
          .deleteFrom("page_schedules")
          .where("name", "=", name)
          .where("at", "<=", now.toISOString())
          .returningAll()
          .execute();
        if (rows.length === 0 || (!head.draft && !head.published)) return false;
        rows.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
        const revision = head.latest + 1;
        let current = head;
        let change: ContentChange | undefined;
        const notes = rows.map((r) => r.note).filter((n): n is string => Boolean(n));
        for (const r of rows) {
          if (!isLang(r.lang)) continue;
          const result = await this.#writer.publishInto(
            trx,
            current,
            { doc: parseDoc(r.doc), meta: parseMeta(r.meta) },
            [r.lang],
            revision,
            r.note ? { [r.lang]: r.note } : {},
            r.created_by,
          );
          current = { ...current, published: result.published };
          change = result.change;
        }
        if (change) changes.push(change);
        const last = rows[rows.length - 1];
        if (current.published)
          await this.#writer.record(
            trx,
            name,
            revision,
            "publish",
            current.published.doc,
            last?.created_by ?? null,
            {
              languages: rows.map((r) => r.lang).filter(isLang),
              scheduled: true,
              at: last?.at,
              ...(notes[0] ? { note: notes[0] } : {}),
            },
          );
        return true;
      });
      if (published) done.push(name);
    }
    return done;
  }
}

/** The history's note of a publish: the notes of its languages, each once. */
function historyNote(notes: Partial<Record<Lang, string>> | undefined): { note?: string } {
  const texts = [...new Set(LANGS.map((l) => notes?.[l]).filter((n): n is string => Boolean(n)))];
  return texts.length > 0 ? { note: texts.join(" / ") } : {};
}
