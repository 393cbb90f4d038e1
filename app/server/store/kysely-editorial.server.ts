import { sql, type Kysely, type Transaction } from "kysely";
import { changedLangs, changedViews } from "../../content/lang-view.ts";
import { isLang, LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import {
  languageStates,
  restoreForLanguages,
  type PublishNote,
  mergeForPublish,
  metaAfterPublish,
  metaAfterWrite,
  metaMarkedChecked,
  scopeText,
  type PageMeta,
} from "../../content/publishing.ts";
import { KyselyPrivacyStore } from "./kysely-privacy.server.ts";
import { parseDoc } from "./kysely-store.server.ts";
import type { Database, RevisionAction } from "./schema.server.ts";
import {
  ConflictError,
  MissingPageError,
  type ContentChange,
  type DeletedPageInfo,
  type DraftSaveOptions,
  type DraftState,
  type PublishOptions,
  type RevisionDetail,
  type RevisionInfo,
  type SaveOptions,
  type ScheduleInfo,
  type Store,
} from "./store.server.ts";

/*
 * Drafts and publishing (docs/decisions/0008-drafts-and-publishing.md). `pages` is the published version,
 * `page_drafts` the working draft. Every write to a page takes the next number of the page's one revision
 * sequence (history rows are numbered uniquely) under a per-page lock, so two writers, two copies or a
 * scheduled publish are decided one after the other. A write based on revision E is stale when what it
 * replaces changed after E.
 */

type Trx = Transaction<Database>;

interface Row {
  doc: PageDoc;
  revision: number;
  meta: PageMeta;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

interface Head {
  published: Row | undefined;
  draft: Row | undefined;
  /** The highest revision number the page's history has (deleted versions included). */
  latest: number;
}

function parseMeta(text: string | null | undefined): PageMeta {
  if (!text) return {};
  try {
    const meta = JSON.parse(text) as unknown;
    return meta && typeof meta === "object" ? (meta as PageMeta) : {};
  } catch {
    return {};
  }
}

function parseDetail(text: string | null): RevisionDetail {
  return parseMeta(text) as RevisionDetail;
}

/** The page without what the server sets on every write: two drafts equal by this are the same draft. */
function sameContent(a: PageDoc | undefined, b: PageDoc): boolean {
  if (!a) return false;
  const strip = ({ revision: _r, Updated: _u, Created: _c, ...rest }: PageDoc) => JSON.stringify(rest);
  return strip(a) === strip(b);
}

/** The columns a draft row and a published row share. */
function rowValues(doc: PageDoc, meta: PageMeta, now: string, by: string | null) {
  return {
    template: doc.Template,
    doc: JSON.stringify(doc),
    revision: doc.revision ?? 0,
    meta: JSON.stringify(meta),
    updated_at: now,
    updated_by: by,
  };
}

export class KyselyStore extends KyselyPrivacyStore implements Store {
  /* ------------------------------------------------------------ reading */

  private async readHead(trx: Trx, name: string, lock: boolean): Promise<Head> {
    // One lock per page name (PostgreSQL): drafts have no `pages` row to lock, and a scheduled publish
    // in another copy must wait for a save in this one (SQLite writes one at a time anyway).
    if (lock && this.kind === "postgres")
      await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
    const [pub, draft, latest] = await Promise.all([
      trx
        .selectFrom("pages")
        .select(["doc", "revision", "meta", "created_at", "updated_at", "updated_by"])
        .where("name", "=", name)
        .executeTakeFirst(),
      trx
        .selectFrom("page_drafts")
        .select(["doc", "revision", "meta", "created_at", "updated_at", "updated_by"])
        .where("name", "=", name)
        .executeTakeFirst(),
      this.lastHistoryRevision(trx, name),
    ]);
    const row = (r: typeof pub): Row | undefined =>
      r && {
        doc: parseDoc(r.doc),
        revision: r.revision,
        meta: parseMeta(r.meta),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
        updatedBy: r.updated_by,
      };
    return {
      published: row(pub),
      draft: row(draft),
      latest: Math.max(latest, pub?.revision ?? 0, draft?.revision ?? 0),
    };
  }

  private async schedulesOf(
    trx: Trx | Kysely<Database>,
    names: readonly string[],
  ): Promise<Map<string, ScheduleInfo[]>> {
    const out = new Map<string, ScheduleInfo[]>();
    if (names.length === 0) return out;
    const rows = await trx
      .selectFrom("page_schedules")
      .select(["name", "lang", "at", "revision", "note", "created_by"])
      .where("name", "in", [...names])
      .orderBy("at")
      .execute();
    for (const r of rows) {
      if (!isLang(r.lang)) continue;
      const list = out.get(r.name) ?? [];
      list.push({ lang: r.lang, at: r.at, revision: r.revision, note: r.note, by: r.created_by });
      out.set(r.name, list);
    }
    return out;
  }

  private stateOf(head: Head, schedules: ScheduleInfo[]): DraftState | undefined {
    const base = head.draft ?? head.published;
    if (!base) return undefined;
    const revision = Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0);
    const meta = base.meta;
    return {
      page: { ...base.doc, revision },
      published: head.published?.doc,
      hasDraft: head.draft !== undefined,
      meta,
      publishedMeta: head.published?.meta ?? {},
      schedules,
      languages: languageStates({
        draft: base.doc,
        draftMeta: meta,
        published: head.published?.doc,
        schedules,
      }),
      updatedAt: base.updatedAt,
      updatedBy: base.updatedBy,
    };
  }

  async getDraft(name: string): Promise<DraftState | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const head = await this.readHead(trx, name, false);
      const schedules = (await this.schedulesOf(trx, [name])).get(name) ?? [];
      return this.stateOf(head, schedules);
    });
  }

  async pageOwners(names: readonly string[]): Promise<Map<string, string | null>> {
    const out = new Map<string, string | null>();
    if (names.length === 0) return out;
    const rows = await this.db
      .selectFrom("page_revisions as r")
      .select(["r.name", "r.saved_by"])
      .where("r.name", "in", [...names])
      .where("r.revision", "=", (eb) =>
        eb
          .selectFrom("page_revisions as f")
          .select((f) => f.fn.min("f.revision").as("first"))
          .whereRef("f.name", "=", "r.name"),
      )
      .execute();
    for (const r of rows) out.set(r.name, r.saved_by);
    return out;
  }

  async listWorkspace(
    options: { limit?: number; startKey?: string } = {},
  ): Promise<{ items: DraftState[]; lastKey?: string }> {
    const limit = Math.min(Math.max(options.limit ?? 1000, 1), 1000);
    const namesOf = async (table: "pages" | "page_drafts") => {
      let q = this.db
        .selectFrom(table)
        .select("name")
        .orderBy("name")
        .limit(limit + 1);
      if (options.startKey !== undefined) q = q.where("name", ">", options.startKey);
      return (await q.execute()).map((r) => r.name);
    };
    const [a, b] = await Promise.all([namesOf("pages"), namesOf("page_drafts")]);
    const all = [...new Set([...a, ...b])].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    const names = all.slice(0, limit);
    const more = all.length > limit;
    if (names.length === 0) return { items: [] };
    const [pubs, drafts, schedules] = await Promise.all([
      this.db
        .selectFrom("pages")
        .select(["name", "doc", "revision", "meta", "created_at", "updated_at", "updated_by"])
        .where("name", "in", names)
        .execute(),
      this.db
        .selectFrom("page_drafts")
        .select(["name", "doc", "revision", "meta", "created_at", "updated_at", "updated_by"])
        .where("name", "in", names)
        .execute(),
      this.schedulesOf(this.db, names),
    ]);
    const toRow = (r: (typeof pubs)[number]): Row => ({
      doc: parseDoc(r.doc),
      revision: r.revision,
      meta: parseMeta(r.meta),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
    });
    const pubBy = new Map(pubs.map((r) => [r.name, toRow(r)]));
    const draftBy = new Map(drafts.map((r) => [r.name, toRow(r)]));
    const items = names.flatMap((n) => {
      const state = this.stateOf(
        { published: pubBy.get(n), draft: draftBy.get(n), latest: 0 },
        schedules.get(n) ?? [],
      );
      return state ? [state] : [];
    });
    return { items, lastKey: more ? names[names.length - 1] : undefined };
  }

  /* ------------------------------------------------------------ checks and history */

  /**
   * A write based on revision `expected` replaces something that last changed at `changedAt`: stale when
   * that is newer, or when `expected` names a revision the page never had (or a page that is gone).
   */
  private checkExpected(expected: number | undefined, changedAt: number, head: Head, name: string): void {
    if (expected === undefined) return;
    const exists = head.draft !== undefined || head.published !== undefined;
    const current = head.draft?.doc ?? head.published?.doc;
    if (!exists && expected !== 0)
      throw new ConflictError(
        `The page "${name}" no longer exists (it was deleted after you opened it).`,
        undefined,
      );
    if (expected < changedAt || expected > head.latest)
      throw new ConflictError(
        `The page was changed by someone else: it is at revision ${Math.max(changedAt, head.latest)}, you edited revision ${expected}.`,
        current && {
          ...current,
          revision: Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0),
        },
      );
  }

  private async record(
    trx: Trx,
    name: string,
    revision: number,
    action: RevisionAction,
    doc: PageDoc,
    by: string | null,
    detail: RevisionDetail = {},
  ): Promise<void> {
    await trx
      .insertInto("page_revisions")
      .values({
        name,
        revision,
        action,
        template: doc.Template,
        doc: JSON.stringify({ ...doc, revision }),
        saved_at: new Date().toISOString(),
        saved_by: by,
        detail: Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
      })
      .execute();
  }

  private async writeDraft(
    trx: Trx,
    head: Head,
    doc: PageDoc,
    meta: PageMeta,
    by: string | null,
  ): Promise<Row> {
    const now = new Date().toISOString();
    const values = rowValues(doc, meta, now, by);
    if (head.draft) await trx.updateTable("page_drafts").set(values).where("name", "=", doc.Page).execute();
    else
      await trx
        .insertInto("page_drafts")
        .values({ ...values, name: doc.Page, created_at: head.published?.createdAt ?? now })
        .execute();
    return {
      doc,
      revision: doc.revision ?? 0,
      meta,
      createdAt: head.draft?.createdAt ?? now,
      updatedAt: now,
      updatedBy: by,
    };
  }

  /** Writes the published version, its search rows and tags, and tells every cache (a content version). */
  private async writePublished(
    trx: Trx,
    head: Head,
    doc: PageDoc,
    meta: PageMeta,
    by: string | null,
  ): Promise<{ row: Row; change: ContentChange }> {
    const now = new Date().toISOString();
    const before = head.published;
    const values = rowValues(doc, meta, now, by);
    const createdAt = before?.createdAt ?? head.draft?.createdAt ?? now;
    if (before) await trx.updateTable("pages").set(values).where("name", "=", doc.Page).execute();
    else
      await trx
        .insertInto("pages")
        .values({ ...values, name: doc.Page, created_at: createdAt })
        .execute();
    // A new page changes every language's lists (undefined: every language). Search rows derive from
    // the page alone (not the notices shown with it, such as a translation now out of date): those of a
    // language whose view of the page is the same are kept as they are.
    const views = before ? changedViews(before, { doc, meta }) : undefined;
    const rowsBefore = before ? await this.storedRows(trx, doc.Page) : [];
    const rowsAfter = await this.reindex(trx, doc, rowsBefore, views?.pageLangs);
    const change = await this.bumpContentVersion(trx, {
      page: doc.Page,
      action: before ? "update" : "create",
      templates: [before?.doc.Template, doc.Template],
      tags: [...this.tagsOf(before?.doc), ...this.tagsOf(doc)],
      rows: { before: rowsBefore, after: rowsAfter },
      langs: views?.langs,
    });
    return {
      row: { doc, revision: doc.revision ?? 0, meta, createdAt, updatedAt: now, updatedBy: by },
      change,
    };
  }

  private created(input: PageDoc, head: Head, now: string): string {
    if (typeof input.Created === "string" && input.Created) return input.Created;
    const known = head.draft?.doc.Created ?? head.published?.doc.Created;
    return typeof known === "string" && known ? known : now;
  }

  /** Runs one page's write in a transaction (retried once when it lost a race), then tells listeners. */
  private async pageWrite<T>(
    name: string,
    write: (trx: Trx, changes: ContentChange[]) => Promise<T>,
  ): Promise<T> {
    return this.writeOrConflict(name, async () => {
      const changes: ContentChange[] = [];
      const result = await this.db.transaction().execute((trx) => write(trx, changes));
      for (const change of changes) this.emit(change);
      return result;
    });
  }

  /* ------------------------------------------------------------ the legacy save: save and publish */

  async savePage(input: PageDoc, options: SaveOptions = {}): Promise<{ page: PageDoc; created: boolean }> {
    return this.pageWrite(input.Page, async (trx, changes) => {
      const head = await this.readHead(trx, input.Page, true);
      if (options.mustExist && !head.published) throw new MissingPageError(input.Page);
      const current = head.draft ?? head.published;
      if (current && options.createOnly)
        throw new ConflictError(`A page named "${input.Page}" already exists.`, current.doc);
      const changedAt = Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0);
      this.checkExpected(options.expectedRevision, changedAt, head, input.Page);
      const now = new Date().toISOString();
      const revision = head.latest + 1;
      const page: PageDoc = { ...input, Created: this.created(input, head, now), Updated: now, revision };
      const by = options.user ?? null;
      const meta = metaAfterWrite(current?.meta ?? {}, current?.doc, page, revision);
      const published = metaAfterPublish(head.published?.meta ?? {}, meta, LANGS, {});
      const { change } = await this.writePublished(trx, head, page, published, by);
      changes.push(change);
      if (head.draft) await this.writeDraft(trx, head, page, meta, by);
      await this.record(trx, page.Page, revision, "save", page, by, { languages: [...LANGS] });
      return { page, created: !head.published };
    });
  }

  /* ------------------------------------------------------------ drafts */

  async saveDraft(
    input: PageDoc,
    options: DraftSaveOptions = {},
  ): Promise<{ state: DraftState; created: boolean }> {
    return this.pageWrite(input.Page, async (trx) => {
      const head = await this.readHead(trx, input.Page, true);
      const current = head.draft ?? head.published;
      if (current && options.createOnly)
        throw new ConflictError(`A page named "${input.Page}" already exists.`, current.doc);
      const schedules = (await this.schedulesOf(trx, [input.Page])).get(input.Page) ?? [];
      if (current && sameContent(current.doc, input)) {
        // Nothing new (an autosave, or the same draft sent twice, e.g. once by a closing tab): no
        // revision, no history entry, and no conflict, since no one's work would be replaced.
        return { state: this.stateOf(head, schedules) as DraftState, created: false };
      }
      this.checkExpected(options.expectedRevision, current?.revision ?? 0, head, input.Page);
      const now = new Date().toISOString();
      const revision = head.latest + 1;
      const page: PageDoc = { ...input, Created: this.created(input, head, now), Updated: now, revision };
      const by = options.user ?? null;
      const meta = metaAfterWrite(current?.meta ?? {}, current?.doc, page, revision);
      const draft = await this.writeDraft(trx, head, page, meta, by);
      await this.record(trx, page.Page, revision, "draft", page, by);
      const state = this.stateOf({ ...head, draft, latest: revision }, schedules) as DraftState;
      return { state, created: !current };
    });
  }

  /* ------------------------------------------------------------ publishing */

  /** Publishes `langs` of `source` over what visitors see, as revision `revision`. */
  private async publishInto(
    trx: Trx,
    head: Head,
    source: { doc: PageDoc; meta: PageMeta },
    langs: readonly Lang[],
    revision: number,
    notes: Partial<Record<Lang, string>>,
    by: string | null,
  ): Promise<{ published: Row; change: ContentChange }> {
    const now = new Date().toISOString();
    const merged = mergeForPublish(source.doc, head.published?.doc, langs);
    const page: PageDoc = {
      ...merged,
      Created: this.created(merged, head, now),
      Updated: now,
      revision,
    };
    const dated: Partial<Record<Lang, PublishNote>> = {};
    for (const l of langs) {
      const text = notes[l];
      if (text) dated[l] = { text, at: now };
    }
    const meta = metaAfterPublish(head.published?.meta ?? {}, source.meta, langs, dated);
    const { row, change } = await this.writePublished(trx, head, page, meta, by);
    return { published: row, change };
  }

  async publish(name: string, options: PublishOptions): Promise<DraftState | undefined> {
    return this.pageWrite(name, async (trx, changes) => {
      const head = await this.readHead(trx, name, true);
      const source = head.draft ?? head.published;
      if (!source) return undefined;
      this.checkExpected(options.expectedRevision, source.revision, head, name);
      const revision = head.latest + 1;
      const by = options.user ?? null;
      const { published, change } = await this.publishInto(
        trx,
        head,
        source,
        options.languages,
        revision,
        options.notes ?? {},
        by,
      );
      changes.push(change);
      await this.record(trx, name, revision, "publish", published.doc, by, {
        languages: options.languages,
        ...historyNote(options.notes),
      });
      // A language published now is no longer waiting for its scheduled time.
      await trx
        .deleteFrom("page_schedules")
        .where("name", "=", name)
        .where("lang", "in", options.languages)
        .execute();
      const schedules = (await this.schedulesOf(trx, [name])).get(name) ?? [];
      return this.stateOf({ ...head, published, latest: revision }, schedules);
    });
  }

  async schedule(name: string, at: Date, options: PublishOptions): Promise<DraftState | undefined> {
    return this.pageWrite(name, async (trx) => {
      const head = await this.readHead(trx, name, true);
      const source = head.draft ?? head.published;
      if (!source) return undefined;
      this.checkExpected(options.expectedRevision, source.revision, head, name);
      const revision = head.latest + 1;
      const by = options.user ?? null;
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
      await this.record(trx, name, revision, "schedule", source.doc, by, {
        languages: options.languages,
        at: at.toISOString(),
        ...historyNote(options.notes),
      });
      const schedules = (await this.schedulesOf(trx, [name])).get(name) ?? [];
      return this.stateOf({ ...head, latest: revision }, schedules);
    });
  }

  async cancelSchedule(
    name: string,
    options: { languages?: Lang[]; user?: string | null },
  ): Promise<DraftState | undefined> {
    return this.pageWrite(name, async (trx) => {
      const head = await this.readHead(trx, name, true);
      const source = head.draft ?? head.published;
      if (!source) return undefined;
      let q = trx.deleteFrom("page_schedules").where("name", "=", name);
      if (options.languages) q = q.where("lang", "in", options.languages);
      const gone = await q.returning("lang").execute();
      let latest = head.latest;
      if (gone.length > 0) {
        latest += 1;
        await this.record(trx, name, latest, "unschedule", source.doc, options.user ?? null, {
          languages: gone.map((r) => r.lang).filter(isLang),
        });
      }
      const schedules = (await this.schedulesOf(trx, [name])).get(name) ?? [];
      return this.stateOf({ ...head, latest }, schedules);
    });
  }

  async nextScheduledAt(): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("page_schedules")
      .select((eb) => eb.fn.min("at").as("at"))
      .executeTakeFirst();
    return typeof row?.at === "string" ? row.at : undefined;
  }

  async runDueSchedules(now: Date): Promise<string[]> {
    const due = await this.db
      .selectFrom("page_schedules")
      .select("name")
      .distinct()
      .where("at", "<=", now.toISOString())
      .limit(50)
      .execute();
    const done: string[] = [];
    for (const { name } of due) {
      const published = await this.pageWrite(name, async (trx, changes) => {
        const head = await this.readHead(trx, name, true);
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
          const result = await this.publishInto(
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
          await this.record(trx, name, revision, "publish", current.published.doc, last?.created_by ?? null, {
            languages: rows.map((r) => r.lang).filter(isLang),
            scheduled: true,
            at: last?.at,
            ...(notes[0] ? { note: notes[0] } : {}),
          });
        return true;
      });
      if (published) done.push(name);
    }
    return done;
  }

  /* ------------------------------------------------------------ translation status */

  async markTranslationChecked(
    name: string,
    lang: Lang,
    user: string | null = null,
  ): Promise<DraftState | undefined> {
    return this.pageWrite(name, async (trx, changes) => {
      const head = await this.readHead(trx, name, true);
      const source = head.draft ?? head.published;
      if (!source) return undefined;
      const revision = head.latest + 1;
      let next = head;
      if (head.draft) {
        const meta = metaMarkedChecked(head.draft.meta, head.draft.doc, lang);
        await trx
          .updateTable("page_drafts")
          .set({ meta: JSON.stringify(meta) })
          .where("name", "=", name)
          .execute();
        next = { ...next, draft: { ...head.draft, meta } };
      }
      const pub = head.published;
      // What visitors read is checked too when it is the same text as the draft's.
      if (pub && (!head.draft || scopeText(pub.doc, lang) === scopeText(head.draft.doc, lang))) {
        const meta = metaMarkedChecked(pub.meta, pub.doc, lang);
        await trx
          .updateTable("pages")
          .set({ meta: JSON.stringify(meta) })
          .where("name", "=", name)
          .execute();
        next = { ...next, published: { ...pub, meta } };
        // The public page's notice depends on it: caches must forget it.
        changes.push(
          await this.bumpContentVersion(trx, {
            page: name,
            action: "update",
            templates: [pub.doc.Template],
            tags: this.tagsOf(pub.doc),
            rows: { before: await this.storedRows(trx, name), after: await this.storedRows(trx, name) },
            langs: changedLangs(pub, { doc: pub.doc, meta }),
          }),
        );
      }
      await this.record(trx, name, revision, "checked", source.doc, user, { languages: [lang] });
      const schedules = (await this.schedulesOf(trx, [name])).get(name) ?? [];
      return this.stateOf({ ...next, latest: revision }, schedules);
    });
  }

  async publishedMeta(name: string): Promise<PageMeta | undefined> {
    const row = await this.db.selectFrom("pages").select("meta").where("name", "=", name).executeTakeFirst();
    return row ? parseMeta(row.meta) : undefined;
  }

  /* ------------------------------------------------------------ delete, history, restore */

  async deletePage(
    name: string,
    options: { expectedRevision?: number; user?: string | null } = {},
  ): Promise<PageDoc | undefined> {
    return this.pageWrite(name, async (trx, changes) => {
      const head = await this.readHead(trx, name, true);
      const current = head.draft ?? head.published;
      if (!current) return undefined;
      this.checkExpected(
        options.expectedRevision,
        Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0),
        head,
        name,
      );
      const revision = head.latest + 1;
      const languages = head.published
        ? LANGS.filter(
            (l) =>
              languageStates({
                draft: undefined,
                draftMeta: {},
                published: head.published?.doc,
                schedules: [],
              })[l].published,
          )
        : [];
      await this.record(trx, name, revision, "delete", current.doc, options.user ?? null, { languages });
      await trx.deleteFrom("page_drafts").where("name", "=", name).execute();
      await trx.deleteFrom("page_schedules").where("name", "=", name).execute();
      await trx.deleteFrom("preview_links").where("name", "=", name).execute();
      if (head.published) {
        const doc = head.published.doc;
        await trx.deleteFrom("pages").where("name", "=", name).execute();
        const before = await this.storedRows(trx, name);
        await this.dropDerived(trx, name);
        changes.push(
          await this.bumpContentVersion(trx, {
            page: name,
            action: "delete",
            templates: [doc.Template],
            tags: this.tagsOf(doc),
            rows: { before, after: [] },
          }),
        );
      }
      return { ...current.doc, revision: Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0) };
    });
  }

  async listRevisions(name: string): Promise<RevisionInfo[]> {
    const rows = await this.db
      .selectFrom("page_revisions")
      .select(["revision", "action", "saved_at", "saved_by", "template", "detail"])
      .where("name", "=", name)
      .orderBy("id", "desc")
      .execute();
    return rows.map((r) => ({
      ...parseDetail(r.detail),
      revision: r.revision,
      action: r.action,
      savedAt: r.saved_at,
      savedBy: r.saved_by,
      template: r.template,
    }));
  }

  async getRevision(name: string, revision: number): Promise<PageDoc | undefined> {
    const row = await this.db
      .selectFrom("page_revisions")
      .select("doc")
      .where("name", "=", name)
      .where("revision", "=", revision)
      .orderBy("id", "desc")
      .executeTakeFirst();
    return row ? { ...parseDoc(row.doc), revision } : undefined;
  }

  async listDeletedPages(): Promise<DeletedPageInfo[]> {
    const rows = await this.db
      .selectFrom("page_revisions as r")
      .leftJoin("pages as p", "p.name", "r.name")
      .leftJoin("page_drafts as d", "d.name", "r.name")
      .select(["r.id", "r.name", "r.template", "r.revision", "r.saved_at", "r.saved_by"])
      .where("r.action", "=", "delete")
      .where("p.name", "is", null)
      .where("d.name", "is", null)
      .orderBy("r.id", "desc")
      .execute();
    const seen = new Set<string>();
    const out: DeletedPageInfo[] = [];
    for (const r of rows) {
      if (seen.has(r.name)) continue; // only the latest deletion of each name
      seen.add(r.name);
      out.push({
        Page: r.name,
        Template: r.template,
        revision: r.revision,
        deletedAt: r.saved_at,
        deletedBy: r.saved_by,
      });
    }
    return out;
  }

  async restoreRevision(
    name: string,
    revision: number,
    options: { expectedRevision?: number; user?: string | null; languages?: readonly Lang[] } = {},
  ): Promise<DraftState | undefined> {
    const found = await this.db
      .selectFrom("page_revisions")
      .select(["doc", "action", "detail"])
      .where("name", "=", name)
      .where("revision", "=", revision)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!found) return undefined;
    return this.pageWrite(name, async (trx, changes) => {
      const head = await this.readHead(trx, name, true);
      const current = head.draft ?? head.published;
      this.checkExpected(options.expectedRevision, current?.revision ?? 0, head, name);
      const now = new Date().toISOString();
      const next = head.latest + 1;
      const by = options.user ?? null;
      const langs = LANGS.filter((l) => !options.languages || options.languages.includes(l));
      // A deleted page has no current version to keep the other language from: it comes back whole.
      const stored = current
        ? restoreForLanguages(current.doc, parseDoc(found.doc), langs)
        : parseDoc(found.doc);
      const page: PageDoc = {
        ...stored,
        Page: name,
        Created: this.created(stored, head, now),
        Updated: now,
        revision: next,
      };
      const meta = metaAfterWrite(current?.meta ?? {}, current?.doc, page, next);
      const draft = await this.writeDraft(trx, head, page, meta, by);
      let state: Head = { ...head, draft, latest: next };
      if (current) {
        await this.record(trx, name, next, "restore", page, by, { from: revision, languages: langs });
      } else {
        // A deleted page comes back as it was: in the languages visitors could read when it was deleted.
        const deletion = parseDetail(
          found.action === "delete" ? found.detail : await this.lastDeletionDetail(trx, name),
        );
        const langs = (deletion.languages ?? []).filter(isLang);
        if (langs.length > 0) {
          const { published, change } = await this.publishInto(trx, state, draft, langs, next, {}, by);
          changes.push(change);
          state = { ...state, published };
        }
        await this.record(trx, name, next, "recover", page, by, { from: revision, languages: langs });
      }
      const schedules = (await this.schedulesOf(trx, [name])).get(name) ?? [];
      return this.stateOf(state, schedules);
    });
  }

  private async lastDeletionDetail(trx: Trx, name: string): Promise<string | null> {
    const row = await trx
      .selectFrom("page_revisions")
      .select("detail")
      .where("name", "=", name)
      .where("action", "=", "delete")
      .orderBy("id", "desc")
      .executeTakeFirst();
    // A deletion recorded before drafts existed: the page was public in every language.
    return row?.detail ?? (row ? JSON.stringify({ languages: LANGS }) : null);
  }

  /* ------------------------------------------------------------ preview links */

  async createPreview(
    name: string,
    tokenHash: string,
    expiresAt: Date,
    user: string | null = null,
  ): Promise<boolean> {
    const exists =
      (await this.db.selectFrom("page_drafts").select("name").where("name", "=", name).executeTakeFirst()) ??
      (await this.db.selectFrom("pages").select("name").where("name", "=", name).executeTakeFirst());
    if (!exists) return false;
    const now = new Date().toISOString();
    await this.db.deleteFrom("preview_links").where("expires_at", "<", now).execute();
    await this.db
      .insertInto("preview_links")
      .values({
        token_hash: tokenHash,
        name,
        created_at: now,
        expires_at: expiresAt.toISOString(),
        created_by: user,
      })
      .execute();
    return true;
  }

  async revokePreviews(name: string): Promise<number> {
    const r = await this.db.deleteFrom("preview_links").where("name", "=", name).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async previewTarget(
    tokenHash: string,
    now: Date,
  ): Promise<{ name: string; expiresAt: string } | undefined> {
    const row = await this.db
      .selectFrom("preview_links")
      .select(["name", "expires_at"])
      .where("token_hash", "=", tokenHash)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    return row ? { name: row.name, expiresAt: row.expires_at } : undefined;
  }
}

/** The history's note of a publish: the notes of its languages, each once. */
function historyNote(notes: Partial<Record<Lang, string>> | undefined): { note?: string } {
  const texts = [...new Set(LANGS.map((l) => notes?.[l]).filter((n): n is string => Boolean(n)))];
  return texts.length > 0 ? { note: texts.join(" / ") } : {};
}
