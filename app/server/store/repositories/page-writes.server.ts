import { sql } from "kysely";
import { changedViews } from "../../../content/lang-view.ts";
import { isLang, LANGS, type Lang, type PageDoc } from "../../../content/page-model.ts";
import {
  languageStates,
  mergeForPublish,
  metaAfterPublish,
  type PageMeta,
  type PublishNote,
  type ScheduleInfo,
} from "../../../content/publishing.ts";
import type { RevisionAction } from "../schema.server.ts";
import { ConflictError, type ContentChange, type DraftState, type RevisionDetail } from "../store.server.ts";
import { recordMove, settleSlugs } from "./addresses.server.ts";
import type { StoreContext } from "./context.server.ts";
import type { PageIndex } from "./page-index.server.ts";
import { readPage } from "./pages.server.ts";
import { isWriteConflict, parseDoc, parseMeta, type Db, type Trx } from "./rows.server.ts";

/*
 * How one page's write runs (docs/decisions/0008-drafts-and-publishing.md). `pages` is the published
 * version, `page_drafts` the working draft. Every write to a page takes the next number of the page's one
 * revision sequence (history rows are numbered uniquely) under a per-page lock, so two writers, two copies
 * or a scheduled publish are decided one after the other. A write based on revision E is stale when what
 * it replaces changed after E. The published version's derived rows (PageIndex) and its change (ChangeLog)
 * are written in the same transaction.
 */

/** A page's draft or published version as stored. */
export interface Row {
  doc: PageDoc;
  revision: number;
  meta: PageMeta;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** A page as a write finds it. */
export interface Head {
  published: Row | undefined;
  draft: Row | undefined;
  /** The highest revision number the page's history has (deleted versions included). */
  latest: number;
}

/** A stored draft or published row, read. */
export function rowOf(r: {
  doc: string;
  revision: number;
  meta: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}): Row {
  return {
    doc: parseDoc(r.doc),
    revision: r.revision,
    meta: parseMeta(r.meta),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  };
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

/** The languages visitors can read of a page as a write finds it. */
export function publishedLanguages(head: Head): Lang[] {
  const published = head.published?.doc;
  if (!published) return [];
  const states = languageStates({ draft: undefined, draftMeta: {}, published, schedules: [] });
  return LANGS.filter((l) => states[l].published);
}

async function lastHistoryRevision(trx: Trx, name: string): Promise<number> {
  const row = await trx
    .selectFrom("page_revisions")
    .select((eb) => eb.fn.max("revision").as("m"))
    .where("name", "=", name)
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

export class PageWriter {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];
  readonly #changes: StoreContext["changes"];
  readonly #index: PageIndex;

  constructor(ctx: StoreContext, index: PageIndex) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
    this.#changes = ctx.changes;
    this.#index = index;
  }

  async readHead(trx: Trx, name: string, lock: boolean): Promise<Head> {
    // One lock per page name (PostgreSQL): drafts have no `pages` row to lock, and a scheduled publish
    // in another copy must wait for a save in this one (SQLite writes one at a time anyway).
    if (lock && this.#kind === "postgres")
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
      lastHistoryRevision(trx, name),
    ]);
    return {
      published: pub && rowOf(pub),
      draft: draft && rowOf(draft),
      latest: Math.max(latest, pub?.revision ?? 0, draft?.revision ?? 0),
    };
  }

  async schedulesOf(db: Db, names: readonly string[]): Promise<Map<string, ScheduleInfo[]>> {
    const out = new Map<string, ScheduleInfo[]>();
    if (names.length === 0) return out;
    const rows = await db
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

  stateOf(head: Head, schedules: ScheduleInfo[]): DraftState | undefined {
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

  /**
   * A write based on revision `expected` replaces something that last changed at `changedAt`: stale when
   * that is newer, or when `expected` names a revision the page never had (or a page that is gone).
   */
  checkExpected(expected: number | undefined, changedAt: number, head: Head, name: string): void {
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

  async record(
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

  async writeDraft(trx: Trx, head: Head, doc: PageDoc, meta: PageMeta, by: string | null): Promise<Row> {
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

  /**
   * Writes the published version (with its slugs settled), its search rows, tags and slug rows, the
   * redirects from the addresses it leaves, and tells every cache (a content version).
   */
  async writePublished(
    trx: Trx,
    head: Head,
    input: PageDoc,
    meta: PageMeta,
    by: string | null,
  ): Promise<{ row: Row; change: ContentChange }> {
    const now = new Date().toISOString();
    const before = head.published;
    // Its address names in each language (app/content/slugs.ts), then a 301 from each address it leaves.
    const doc = await settleSlugs(trx, input, before?.doc);
    const moved = await recordMove(trx, doc.Page, before?.doc, doc, by);
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
    const rowsBefore = before ? await this.#index.storedRows(trx, doc.Page) : [];
    const rowsAfter = await this.#index.reindex(trx, doc, rowsBefore, views?.pageLangs);
    const change = await this.#changes.record(trx, {
      page: doc.Page,
      action: before ? "update" : "create",
      templates: [before?.doc.Template, doc.Template],
      tags: [...this.#index.tagsOf(before?.doc), ...this.#index.tagsOf(doc)],
      rows: { before: rowsBefore, after: rowsAfter },
      langs: views?.langs,
    });
    if (moved) change.redirects = true;
    return {
      row: { doc, revision: doc.revision ?? 0, meta, createdAt, updatedAt: now, updatedBy: by },
      change,
    };
  }

  /** Takes the published version off the site (its row and derived rows): answers the change (a delete). */
  async removePublished(trx: Trx, name: string, published: Row): Promise<ContentChange> {
    await trx.deleteFrom("pages").where("name", "=", name).execute();
    const before = await this.#index.storedRows(trx, name);
    await this.#index.dropDerived(trx, name);
    return this.#changes.record(trx, {
      page: name,
      action: "delete",
      templates: [published.doc.Template],
      tags: this.#index.tagsOf(published.doc),
      rows: { before, after: [] },
    });
  }

  /** Publishes `langs` of `source` over what visitors see, as revision `revision`. */
  async publishInto(
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

  created(input: PageDoc, head: Head, now: string): string {
    if (typeof input.Created === "string" && input.Created) return input.Created;
    const known = head.draft?.doc.Created ?? head.published?.doc.Created;
    return typeof known === "string" && known ? known : now;
  }

  /**
   * Runs one page's write in a transaction, then tells listeners of the changes it recorded. When it loses
   * a race to another writer (isWriteConflict) it runs once more, which decides it against what the winner
   * wrote: a plain save then updates the page the winner created, a create-only or stale-revision save gets
   * its ConflictError from the usual checks. A write that loses again is a ConflictError with the page as
   * it is after both.
   */
  async write<T>(name: string, write: (trx: Trx, changes: ContentChange[]) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const changes: ContentChange[] = [];
        const result = await this.#db.transaction().execute((trx) => write(trx, changes));
        this.#changes.emit(changes);
        return result;
      } catch (err) {
        if (!isWriteConflict(err)) throw err;
        if (attempt < 2) continue;
        throw new ConflictError(
          `Someone else changed the page "${name}" at the same moment: reload it and try again.`,
          await readPage(this.#db, name),
        );
      }
    }
  }
}
