import { sql, type RawBuilder } from "kysely";
import { titleText } from "../../../content/content-model.ts";
import type { PageDoc } from "../../../content/page-model.ts";
import type { PageMeta } from "../../../content/publishing.ts";
import type { SitemapEntry } from "../../../content/sitemap-entries.ts";
import { PageBytesSnapshot } from "../page-bytes-snapshot.server.ts";
import type {
  DeletedPageInfo,
  ListOptions,
  ListResult,
  PageStore,
  RevisionDetail,
  RevisionInfo,
  StoredPageBytes,
} from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import { pagesChangedSince, readContentVersion } from "./change-feed.server.ts";
import { inSlices, MAX_LIMIT, parseDoc, parseMeta, type Db } from "./rows.server.ts";

/* Published pages (`pages`) and their history (`page_revisions`), as visitors' screens and the API read them. */

function storedBytes(row: { name: string; template: string; doc: Buffer }): StoredPageBytes {
  return { name: row.name, template: row.template, json: row.doc };
}

/** The published version of a page. */
export async function readPage(db: Db, name: string): Promise<PageDoc | undefined> {
  const row = await db.selectFrom("pages").select("doc").where("name", "=", name).executeTakeFirst();
  return row ? parseDoc(row.doc) : undefined;
}

/** What a history entry did beyond its action, as stored in its detail column. */
export function parseDetail(text: string | null): RevisionDetail {
  return parseMeta(text) as RevisionDetail;
}

export class PageRepository implements PageStore {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];
  /** Every page's bytes between full lists of the API (docs/decisions/0022). */
  readonly #pageBytes: PageBytesSnapshot;

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
    const { db } = ctx;
    this.#pageBytes = new PageBytesSnapshot({
      contentVersion: () => readContentVersion(db),
      pagesChangedSince: (version) => pagesChangedSince(db, version),
      readAll: async () => (await this.#listRows({}, this.#docBytes())).rows.map(storedBytes),
      read: async (names) =>
        (
          await inSlices(names, (slice) =>
            db
              .selectFrom("pages")
              .select(["name", "template", this.#docBytes().as("doc")])
              .where("name", "in", slice)
              .execute(),
          )
        ).map(storedBytes),
    });
  }

  async getPage(name: string): Promise<PageDoc | undefined> {
    return readPage(this.#db, name);
  }

  async getPages(names: readonly string[]): Promise<PageDoc[]> {
    if (names.length === 0) return [];
    const rows = await this.#db
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

  async listPages(options: ListOptions = {}): Promise<ListResult> {
    const { rows, lastKey } = await this.#listRows(options, sql<string>`doc`);
    return { items: rows.map((r) => parseDoc(r.doc)), lastKey };
  }

  async listPageBytes(options: ListOptions = {}): Promise<{ items: StoredPageBytes[]; lastKey?: string }> {
    if (options.tagged === undefined && !options.templateContains?.length) {
      const limit = options.limit ? Math.min(options.limit, MAX_LIMIT) : undefined;
      const kept = await this.#pageBytes.list({ limit, startKey: options.startKey });
      if (kept) return kept;
    }
    const { rows, lastKey } = await this.#listRows(options, this.#docBytes());
    return { items: rows.map(storedBytes), lastKey };
  }

  /** The driver hands back the column's bytes as they are stored (blob, bytea): no UTF-8 decoding. */
  #docBytes(): RawBuilder<Buffer> {
    return this.#kind === "sqlite" ? sql<Buffer>`cast(doc as blob)` : sql<Buffer>`convert_to(doc, 'UTF8')`;
  }

  async #listRows<D>(options: ListOptions, doc: RawBuilder<D>) {
    let q = this.#db
      .selectFrom("pages")
      .select(["name", "template", doc.as("doc")])
      .orderBy("name");
    if (options.startKey !== undefined) q = q.where("name", ">", options.startKey);
    if (options.tagged !== undefined) {
      const tag = options.tagged;
      q = q.where("name", "in", (eb) => eb.selectFrom("page_tags").select("name").where("tag", "=", tag));
    }
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

  async listSitemapEntries(options: { limit?: number; startKey?: string } = {}) {
    let q = this.#db.selectFrom("page_sitemap").select(["name", "entry"]).orderBy("name");
    if (options.startKey !== undefined) q = q.where("name", ">", options.startKey);
    const limit = Math.min(options.limit ?? MAX_LIMIT, MAX_LIMIT);
    const rows = await q.limit(limit + 1).execute();
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    return {
      items: page.map((r) => ({ name: r.name, entry: JSON.parse(r.entry) as SitemapEntry })),
      lastKey: more ? page[page.length - 1]?.name : undefined,
    };
  }

  async countPages(): Promise<number> {
    const row = await this.#db
      .selectFrom("pages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async publishedMeta(name: string): Promise<PageMeta | undefined> {
    const row = await this.#db.selectFrom("pages").select("meta").where("name", "=", name).executeTakeFirst();
    return row ? parseMeta(row.meta) : undefined;
  }

  async pageOwners(names: readonly string[]): Promise<Map<string, string | null>> {
    const out = new Map<string, string | null>();
    if (names.length === 0) return out;
    const rows = await this.#db
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

  async listRevisions(name: string): Promise<RevisionInfo[]> {
    const rows = await this.#db
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
    const row = await this.#db
      .selectFrom("page_revisions")
      .select("doc")
      .where("name", "=", name)
      .where("revision", "=", revision)
      .orderBy("id", "desc")
      .executeTakeFirst();
    return row ? { ...parseDoc(row.doc), revision } : undefined;
  }

  async listDeletedPages(): Promise<DeletedPageInfo[]> {
    const rows = await this.#db
      .selectFrom("page_revisions as r")
      .leftJoin("pages as p", "p.name", "r.name")
      .leftJoin("page_drafts as d", "d.name", "r.name")
      .select(["r.id", "r.name", "r.template", "r.revision", "r.saved_at", "r.saved_by", "r.doc"])
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
      // Named by its title in the editing area (the deletion revision keeps the page's last version).
      const doc = parseDoc(r.doc);
      out.push({
        Page: r.name,
        Template: r.template,
        title: { es: titleText(doc, "es"), en: titleText(doc, "en") },
        revision: r.revision,
        deletedAt: r.saved_at,
        deletedBy: r.saved_by,
      });
    }
    return out;
  }
}
