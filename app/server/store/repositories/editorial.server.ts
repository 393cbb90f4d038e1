import { changedLangs } from "../../../content/lang-view.ts";
import { isLang, LANGS, type Lang, type PageDoc } from "../../../content/page-model.ts";
import {
  metaAfterPublish,
  restoreForLanguages,
  metaAfterWrite,
  metaMarkedChecked,
  scopeText,
} from "../../../content/publishing.ts";
import {
  ConflictError,
  MissingPageError,
  type DraftSaveOptions,
  type DraftState,
  type EditorialStore,
  type SaveOptions,
} from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import type { PageIndex } from "./page-index.server.ts";
import { parseDetail } from "./pages.server.ts";
import { publishedLanguages, rowOf, type Head, type PageWriter } from "./page-writes.server.ts";
import { parseDoc, type Trx } from "./rows.server.ts";

/*
 * The editing area's writes of a page (docs/decisions/0008-drafts-and-publishing.md): the legacy save,
 * drafts (`page_drafts`), translation status, deletion and restore; publishing is publishing.server.ts.
 * Each is one transaction run by PageWriter (page-writes.server.ts), which numbers it in the page's history
 * and records what visitors' pages it changed.
 */

/** The page without what the server sets on every write: two drafts equal by this are the same draft. */
function sameContent(a: PageDoc | undefined, b: PageDoc): boolean {
  if (!a) return false;
  const strip = ({ revision: _r, Updated: _u, Created: _c, ...rest }: PageDoc) => JSON.stringify(rest);
  return strip(a) === strip(b);
}

export class EditorialRepository implements EditorialStore {
  readonly #db: StoreContext["db"];
  readonly #changes: StoreContext["changes"];
  readonly #index: PageIndex;
  readonly #writer: PageWriter;

  constructor(ctx: StoreContext, index: PageIndex, writer: PageWriter) {
    this.#db = ctx.db;
    this.#changes = ctx.changes;
    this.#index = index;
    this.#writer = writer;
  }

  async getDraft(name: string): Promise<DraftState | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const head = await this.#writer.readHead(trx, name, false);
      const schedules = (await this.#writer.schedulesOf(trx, [name])).get(name) ?? [];
      return this.#writer.stateOf(head, schedules);
    });
  }

  async listWorkspace(
    options: { limit?: number; startKey?: string } = {},
  ): Promise<{ items: DraftState[]; lastKey?: string }> {
    const limit = Math.min(Math.max(options.limit ?? 1000, 1), 1000);
    const namesOf = async (table: "pages" | "page_drafts") => {
      let q = this.#db
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
      this.#db
        .selectFrom("pages")
        .select(["name", "doc", "revision", "meta", "created_at", "updated_at", "updated_by"])
        .where("name", "in", names)
        .execute(),
      this.#db
        .selectFrom("page_drafts")
        .select(["name", "doc", "revision", "meta", "created_at", "updated_at", "updated_by"])
        .where("name", "in", names)
        .execute(),
      this.#writer.schedulesOf(this.#db, names),
    ]);
    const pubBy = new Map(pubs.map((r) => [r.name, rowOf(r)]));
    const draftBy = new Map(drafts.map((r) => [r.name, rowOf(r)]));
    const items = names.flatMap((n) => {
      const state = this.#writer.stateOf(
        { published: pubBy.get(n), draft: draftBy.get(n), latest: 0 },
        schedules.get(n) ?? [],
      );
      return state ? [state] : [];
    });
    return { items, lastKey: more ? names[names.length - 1] : undefined };
  }

  /* ------------------------------------------------------------ the legacy save: save and publish */

  async savePage(input: PageDoc, options: SaveOptions = {}): Promise<{ page: PageDoc; created: boolean }> {
    return this.#writer.write(input.Page, async (trx, changes) => {
      const head = await this.#writer.readHead(trx, input.Page, true);
      if (options.mustExist && !head.published) throw new MissingPageError(input.Page);
      const current = head.draft ?? head.published;
      if (current && options.createOnly)
        throw new ConflictError(`A page named "${input.Page}" already exists.`, current.doc);
      const changedAt = Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0);
      this.#writer.checkExpected(options.expectedRevision, changedAt, head, input.Page);
      const now = new Date().toISOString();
      const revision = head.latest + 1;
      const page: PageDoc = {
        ...input,
        Created: this.#writer.created(input, head, now),
        Updated: now,
        revision,
      };
      const by = options.user ?? null;
      const meta = metaAfterWrite(current?.meta ?? {}, current?.doc, page, revision);
      const published = metaAfterPublish(head.published?.meta ?? {}, meta, LANGS, {});
      // As published: with its slugs settled (app/content/slugs.ts).
      const { row, change } = await this.#writer.writePublished(trx, head, page, published, by);
      changes.push(change);
      const saved = row.doc;
      if (head.draft) await this.#writer.writeDraft(trx, head, saved, meta, by);
      await this.#writer.record(trx, saved.Page, revision, "save", saved, by, { languages: [...LANGS] });
      return { page: saved, created: !head.published };
    });
  }

  /* ------------------------------------------------------------ drafts */

  async saveDraft(
    input: PageDoc,
    options: DraftSaveOptions = {},
  ): Promise<{ state: DraftState; created: boolean }> {
    return this.#writer.write(input.Page, async (trx) => {
      const head = await this.#writer.readHead(trx, input.Page, true);
      const current = head.draft ?? head.published;
      if (current && options.createOnly)
        throw new ConflictError(`A page named "${input.Page}" already exists.`, current.doc);
      const schedules = (await this.#writer.schedulesOf(trx, [input.Page])).get(input.Page) ?? [];
      if (current && sameContent(current.doc, input)) {
        // Nothing new (an autosave, or the same draft sent twice, e.g. once by a closing tab): no
        // revision, no history entry, and no conflict, since no one's work would be replaced.
        return { state: this.#writer.stateOf(head, schedules) as DraftState, created: false };
      }
      this.#writer.checkExpected(options.expectedRevision, current?.revision ?? 0, head, input.Page);
      const now = new Date().toISOString();
      const revision = head.latest + 1;
      const page: PageDoc = {
        ...input,
        Created: this.#writer.created(input, head, now),
        Updated: now,
        revision,
      };
      const by = options.user ?? null;
      const meta = metaAfterWrite(current?.meta ?? {}, current?.doc, page, revision);
      const draft = await this.#writer.writeDraft(trx, head, page, meta, by);
      await this.#writer.record(trx, page.Page, revision, "draft", page, by);
      const state = this.#writer.stateOf({ ...head, draft, latest: revision }, schedules) as DraftState;
      return { state, created: !current };
    });
  }

  /* ------------------------------------------------------------ translation status */

  async markTranslationChecked(
    name: string,
    lang: Lang,
    user: string | null = null,
  ): Promise<DraftState | undefined> {
    return this.#writer.write(name, async (trx, changes) => {
      const head = await this.#writer.readHead(trx, name, true);
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
          await this.#changes.record(trx, {
            page: name,
            action: "update",
            templates: [pub.doc.Template],
            tags: this.#index.tagsOf(pub.doc),
            rows: {
              before: await this.#index.storedRows(trx, name),
              after: await this.#index.storedRows(trx, name),
            },
            langs: changedLangs(pub, { doc: pub.doc, meta }),
          }),
        );
      }
      await this.#writer.record(trx, name, revision, "checked", source.doc, user, { languages: [lang] });
      const schedules = (await this.#writer.schedulesOf(trx, [name])).get(name) ?? [];
      return this.#writer.stateOf({ ...next, latest: revision }, schedules);
    });
  }

  /* ------------------------------------------------------------ delete and restore */

  async deletePage(
    name: string,
    options: { expectedRevision?: number; user?: string | null } = {},
  ): Promise<PageDoc | undefined> {
    return this.#writer.write(name, async (trx, changes) => {
      const head = await this.#writer.readHead(trx, name, true);
      const current = head.draft ?? head.published;
      if (!current) return undefined;
      this.#writer.checkExpected(
        options.expectedRevision,
        Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0),
        head,
        name,
      );
      const revision = head.latest + 1;
      const languages = publishedLanguages(head);
      await this.#writer.record(trx, name, revision, "delete", current.doc, options.user ?? null, {
        languages,
      });
      await trx.deleteFrom("page_drafts").where("name", "=", name).execute();
      await trx.deleteFrom("page_schedules").where("name", "=", name).execute();
      await trx.deleteFrom("preview_links").where("name", "=", name).execute();
      if (head.published) changes.push(await this.#writer.removePublished(trx, name, head.published));
      return { ...current.doc, revision: Math.max(head.draft?.revision ?? 0, head.published?.revision ?? 0) };
    });
  }

  async restoreRevision(
    name: string,
    revision: number,
    options: { expectedRevision?: number; user?: string | null; languages?: readonly Lang[] } = {},
  ): Promise<DraftState | undefined> {
    const found = await this.#db
      .selectFrom("page_revisions")
      .select(["doc", "action", "detail"])
      .where("name", "=", name)
      .where("revision", "=", revision)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!found) return undefined;
    return this.#writer.write(name, async (trx, changes) => {
      const head = await this.#writer.readHead(trx, name, true);
      const current = head.draft ?? head.published;
      this.#writer.checkExpected(options.expectedRevision, current?.revision ?? 0, head, name);
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
        Created: this.#writer.created(stored, head, now),
        Updated: now,
        revision: next,
      };
      const meta = metaAfterWrite(current?.meta ?? {}, current?.doc, page, next);
      const draft = await this.#writer.writeDraft(trx, head, page, meta, by);
      let state: Head = { ...head, draft, latest: next };
      if (current) {
        await this.#writer.record(trx, name, next, "restore", page, by, {
          from: revision,
          languages: langs,
        });
      } else {
        // A deleted page comes back as it was: in the languages visitors could read when it was deleted.
        const deletion = parseDetail(
          found.action === "delete" ? found.detail : await this.#lastDeletionDetail(trx, name),
        );
        const langs = (deletion.languages ?? []).filter(isLang);
        if (langs.length > 0) {
          const { published, change } = await this.#writer.publishInto(
            trx,
            state,
            draft,
            langs,
            next,
            {},
            by,
          );
          changes.push(change);
          state = { ...state, published };
        }
        await this.#writer.record(trx, name, next, "recover", page, by, { from: revision, languages: langs });
      }
      const schedules = (await this.#writer.schedulesOf(trx, [name])).get(name) ?? [];
      return this.#writer.stateOf(state, schedules);
    });
  }

  async #lastDeletionDetail(trx: Trx, name: string): Promise<string | null> {
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
}
