import { Kysely, sql, type Transaction } from "kysely";
import { Migrator } from "kysely/migration";
import type { PageDoc } from "../../content/page-model.ts";
import type { Database } from "./schema.ts";
import { migrationProvider, type Dialect } from "./migrations.ts";
import {
  ConflictError,
  type DeletedPageInfo,
  type ListOptions,
  type ListResult,
  type RevisionInfo,
  type Role,
  type SaveOptions,
  type SearchIndexer,
  type SearchQuery,
  type SearchResult,
  type Store,
  type StoredPageText,
  type User,
  type VersionWatch,
} from "./store.ts";

const MAX_LIMIT = 1000;
export const CONTENT_CHANNEL = "simbiosis_content";

function parseDoc(text: string): PageDoc {
  return JSON.parse(text) as PageDoc;
}

/** The Store over Kysely; the SQLite and PostgreSQL adapters differ only in their dialect. */
export class KyselyStore implements Store {
  readonly kind: Dialect;
  private readonly db: Kysely<Database>;

  private readonly watchFactory: () => Promise<VersionWatch>;
  private readonly indexer: SearchIndexer | undefined;

  constructor(
    db: Kysely<Database>,
    kind: Dialect,
    watchFactory: () => Promise<VersionWatch>,
    indexer?: SearchIndexer,
  ) {
    this.db = db;
    this.kind = kind;
    this.watchFactory = watchFactory;
    this.indexer = indexer;
  }

  watchContentVersion(): Promise<VersionWatch> {
    return this.watchFactory();
  }

  async migrate(): Promise<void> {
    // Kysely looks for its own tables in every schema unless told which one: another schema's tables
    // on the same PostgreSQL server (a parallel test's) would make it skip creating ours.
    const schema =
      this.kind === "postgres"
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(this.db)).rows[0]?.name
        : undefined;
    const migrator = new Migrator({
      db: this.db,
      provider: migrationProvider(this.kind),
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await this.rebuildSearchIfEmpty();
  }

  /** Pages stored before the search table existed (or before an indexer was given) get their rows. */
  private async rebuildSearchIfEmpty(): Promise<void> {
    if (!this.indexer) return;
    const has = await this.db.selectFrom("page_search").select("name").limit(1).executeTakeFirst();
    if (has || (await this.countPages()) === 0) return;
    let startKey: string | undefined;
    for (;;) {
      const { items, lastKey } = await this.listPages({ limit: 500, startKey });
      await this.db.transaction().execute(async (trx) => {
        for (const page of items) await this.reindex(trx, page);
      });
      if (!lastKey) break;
      startKey = lastKey;
    }
  }

  private async reindex(trx: Transaction<Database>, page: PageDoc): Promise<void> {
    await trx.deleteFrom("page_search").where("name", "=", page.Page).execute();
    const rows = this.indexer?.(page) ?? [];
    if (rows.length)
      await trx
        .insertInto("page_search")
        .values(rows.map((r) => ({ ...r, name: page.Page })))
        .execute();
  }

  async getPages(names: readonly string[]): Promise<PageDoc[]> {
    if (names.length === 0) return [];
    const rows = await this.db
      .selectFrom("pages")
      .select(["name", "doc"])
      .where("name", "in", [...names])
      .execute();
    const byName = new Map(rows.map((r) => [r.name, r.doc]));
    return names.flatMap((n) => {
      const doc = byName.get(n);
      return doc ? [parseDoc(doc)] : [];
    });
  }

  async searchPages(q: SearchQuery): Promise<SearchResult> {
    const base = this.db.selectFrom("page_search").where("kind", "=", q.kind).where("lang", "=", q.lang);
    let filtered = base;
    if (q.category) filtered = filtered.where("category", "=", q.category);
    if (q.query) {
      const pattern = `%${q.query.replace(/[\\%_]/g, "\\$&")}%`;
      filtered = filtered.where(sql<boolean>`search like ${pattern} escape '\\'`);
    }
    const count = (qb: typeof base) =>
      qb.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
    const [total, matching, rows] = await Promise.all([
      count(base),
      q.query || q.category ? count(filtered) : undefined,
      filtered
        .select("name")
        .orderBy("created", "desc")
        .orderBy("title")
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
    ]);
    return {
      names: rows.map((r) => r.name),
      total: Number(total.n),
      matching: Number((matching ?? total).n),
    };
  }

  async listPages(options: ListOptions = {}): Promise<ListResult> {
    const { rows, lastKey } = await this.listRows(options);
    return { items: rows.map((r) => parseDoc(r.doc)), lastKey };
  }

  async listPageTexts(options: ListOptions = {}): Promise<{ items: StoredPageText[]; lastKey?: string }> {
    const { rows, lastKey } = await this.listRows(options);
    return { items: rows.map((r) => ({ template: r.template, json: r.doc })), lastKey };
  }

  private async listRows(options: ListOptions) {
    let q = this.db.selectFrom("pages").select(["name", "template", "doc"]).orderBy("name");
    if (options.startKey !== undefined) q = q.where("name", ">", options.startKey);
    if (options.templateContains?.length) {
      const patterns = options.templateContains.map((t) => `%${t.toLowerCase()}%`);
      q = q.where((eb) => eb.or(patterns.map((p) => eb(sql`lower(template)`, "like", p))));
    }
    const limit = options.limit ? Math.min(options.limit, MAX_LIMIT) : undefined;
    if (limit) q = q.limit(limit + 1);
    const rows = await q.execute();
    const more = limit !== undefined && rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    return { rows: page, lastKey: more ? page[page.length - 1]?.name : undefined };
  }

  async countPages(): Promise<number> {
    const row = await this.db
      .selectFrom("pages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async getPage(name: string): Promise<PageDoc | undefined> {
    const row = await this.db.selectFrom("pages").select("doc").where("name", "=", name).executeTakeFirst();
    return row ? parseDoc(row.doc) : undefined;
  }

  private async lockCurrent(trx: Transaction<Database>, name: string) {
    let q = trx.selectFrom("pages").select(["doc", "revision", "created_at"]).where("name", "=", name);
    if (this.kind === "postgres") q = q.forUpdate();
    return q.executeTakeFirst();
  }

  private async lastHistoryRevision(trx: Transaction<Database>, name: string): Promise<number> {
    const row = await trx
      .selectFrom("page_revisions")
      .select((eb) => eb.fn.max("revision").as("m"))
      .where("name", "=", name)
      .executeTakeFirst();
    return Number(row?.m ?? 0);
  }

  private async bumpContentVersion(trx: Transaction<Database>): Promise<void> {
    await sql`update settings set value = cast(cast(value as integer) + 1 as text) where key = 'content_version'`.execute(
      trx,
    );
    if (this.kind === "postgres") {
      // Delivered to every listening copy when this transaction commits (open-store.ts).
      await sql`select pg_notify(${CONTENT_CHANNEL}, (select value from settings where key = 'content_version'))`.execute(
        trx,
      );
    }
  }

  async savePage(input: PageDoc, options: SaveOptions = {}): Promise<{ page: PageDoc; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const current = await this.lockCurrent(trx, input.Page);
      const currentDoc = current ? parseDoc(current.doc) : undefined;
      if (current && options.createOnly) {
        throw new ConflictError(`A page named "${input.Page}" already exists.`, currentDoc);
      }
      if (options.expectedRevision !== undefined && (current?.revision ?? 0) !== options.expectedRevision) {
        throw new ConflictError(
          current
            ? `The page was changed by someone else: it is at revision ${current.revision}, you edited revision ${options.expectedRevision}.`
            : `The page no longer exists (it was deleted after you opened it).`,
          currentDoc,
        );
      }
      const now = new Date().toISOString();
      // A page re-created after a delete continues its history's numbering, so revisions stay unique.
      const base = current?.revision ?? (await this.lastHistoryRevision(trx, input.Page));
      const revision = base + 1;
      const createdAt = current?.created_at ?? now;
      const page: PageDoc = {
        ...input,
        Created: typeof input.Created === "string" && input.Created ? input.Created : createdAt,
        Updated: now,
        revision,
      };
      const doc = JSON.stringify(page);
      const by = options.user ?? null;
      if (current) {
        await trx
          .updateTable("pages")
          .set({ template: page.Template, doc, revision, updated_at: now, updated_by: by })
          .where("name", "=", page.Page)
          .execute();
      } else {
        await trx
          .insertInto("pages")
          .values({
            name: page.Page,
            template: page.Template,
            doc,
            revision,
            created_at: createdAt,
            updated_at: now,
            updated_by: by,
          })
          .execute();
      }
      await this.reindex(trx, page);
      // Every version is written to the history as it is saved, so the previous one is always kept.
      await trx
        .insertInto("page_revisions")
        .values({
          name: page.Page,
          revision,
          action: "save",
          template: page.Template,
          doc,
          saved_at: now,
          saved_by: by,
        })
        .execute();
      await this.bumpContentVersion(trx);
      return { page, created: !current };
    });
  }

  async deletePage(
    name: string,
    options: { expectedRevision?: number; user?: string | null } = {},
  ): Promise<PageDoc | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const current = await this.lockCurrent(trx, name);
      if (!current) return undefined;
      const doc = parseDoc(current.doc);
      if (options.expectedRevision !== undefined && current.revision !== options.expectedRevision) {
        throw new ConflictError(
          `The page was changed by someone else: it is at revision ${current.revision}, you saw revision ${options.expectedRevision}.`,
          doc,
        );
      }
      await trx
        .insertInto("page_revisions")
        .values({
          name,
          revision: current.revision,
          action: "delete",
          template: doc.Template,
          doc: current.doc,
          saved_at: new Date().toISOString(),
          saved_by: options.user ?? null,
        })
        .execute();
      await trx.deleteFrom("pages").where("name", "=", name).execute();
      await trx.deleteFrom("page_search").where("name", "=", name).execute();
      await this.bumpContentVersion(trx);
      return doc;
    });
  }

  async listRevisions(name: string): Promise<RevisionInfo[]> {
    const rows = await this.db
      .selectFrom("page_revisions")
      .select(["revision", "action", "saved_at", "saved_by", "template"])
      .where("name", "=", name)
      .orderBy("id", "desc")
      .execute();
    return rows.map((r) => ({
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
      .where("action", "=", "save")
      .executeTakeFirst();
    return row ? parseDoc(row.doc) : undefined;
  }

  async listDeletedPages(): Promise<DeletedPageInfo[]> {
    const rows = await this.db
      .selectFrom("page_revisions as r")
      .leftJoin("pages as p", "p.name", "r.name")
      .select(["r.id", "r.name", "r.template", "r.revision", "r.saved_at", "r.saved_by"])
      .where("r.action", "=", "delete")
      .where("p.name", "is", null)
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

  async contentVersion(): Promise<number> {
    const row = await this.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "content_version")
      .executeTakeFirst();
    return Number(row?.value ?? 0);
  }

  async countUsers(): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listUsers(): Promise<Omit<User, "passwordHash">[]> {
    const rows = await this.db
      .selectFrom("users")
      .select(["id", "email", "role", "created_at"])
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, createdAt: r.created_at }));
  }

  async getUserByEmail(email: string): Promise<User | undefined> {
    const r = await this.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return r
      ? { id: r.id, email: r.email, role: r.role, passwordHash: r.password_hash, createdAt: r.created_at }
      : undefined;
  }

  async createUser(email: string, passwordHash: string, role: Role): Promise<User> {
    const createdAt = new Date().toISOString();
    const normalized = email.trim().toLowerCase();
    await this.db
      .insertInto("users")
      .values({ email: normalized, password_hash: passwordHash, role, created_at: createdAt })
      .execute();
    const user = await this.getUserByEmail(normalized);
    if (!user) throw new Error("user was not created");
    return user;
  }

  async setPassword(email: string, passwordHash: string): Promise<boolean> {
    const r = await this.db
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async revokeToken(jti: string, expiresAt: Date): Promise<void> {
    const now = new Date().toISOString();
    await this.db.deleteFrom("revoked_tokens").where("expires_at", "<", now).execute();
    await this.db
      .insertInto("revoked_tokens")
      .values({ jti, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column("jti").doNothing())
      .execute();
  }

  async isTokenRevoked(jti: string): Promise<boolean> {
    const r = await this.db
      .selectFrom("revoked_tokens")
      .select("jti")
      .where("jti", "=", jti)
      .executeTakeFirst();
    return r !== undefined;
  }

  async recordLoginFailure(keys: string[], at: Date): Promise<void> {
    const cutoff = new Date(at.getTime() - 60 * 60 * 1000).toISOString();
    await this.db.deleteFrom("login_failures").where("at", "<", cutoff).execute();
    if (keys.length === 0) return;
    await this.db
      .insertInto("login_failures")
      .values(keys.map((key) => ({ key, at: at.toISOString() })))
      .execute();
  }

  async countLoginFailures(key: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("login_failures")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("key", "=", key)
      .where("at", ">=", since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async getSetting(key: string): Promise<string | undefined> {
    const r = await this.db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
    return r?.value;
  }

  async setSettingIfAbsent(key: string, value: string): Promise<string> {
    await this.db
      .insertInto("settings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    return (await this.getSetting(key)) ?? value;
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
