import type { Selectable } from "kysely";
import { LANGS, type Lang } from "../../../content/page-model.ts";
import type { MediaTable } from "../schema.server.ts";
import type { ContentChange, MediaItem, MediaSize, MediaStore, MediaTexts } from "../store.server.ts";
import type { ChangeLog } from "./change-feed.server.ts";
import type { StoreContext } from "./context.server.ts";
import { inSlices, isUniqueViolation, json, type Db } from "./rows.server.ts";

/* The media library (`media`): uploads by the hash of their bytes, their variants and texts. */

const IMAGE_EXTS = ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"];

function mediaSizeOf(r: Pick<Selectable<MediaTable>, "name" | "width" | "height" | "variants">): MediaSize {
  return {
    name: r.name,
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    variants: json(r.variants, []),
  };
}

function mediaOf(r: Selectable<MediaTable>): MediaItem {
  return {
    ...mediaSizeOf(r),
    hash: r.hash,
    ext: r.ext,
    size: Number(r.size),
    pages: r.pages === null ? null : Number(r.pages),
    alt: json(r.alt, {}),
    caption: json(r.caption, {}),
    createdAt: r.created_at,
    createdBy: r.created_by,
  };
}

export class MediaRepository implements MediaStore {
  readonly #db: StoreContext["db"];
  readonly #changes: ChangeLog;

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
    this.#changes = ctx.changes;
  }

  async addMedia(item: MediaItem): Promise<{ item: MediaItem; added: boolean }> {
    try {
      await this.#db
        .insertInto("media")
        .values({
          name: item.name,
          hash: item.hash,
          ext: item.ext,
          size: item.size,
          width: item.width,
          height: item.height,
          pages: item.pages,
          variants: JSON.stringify(item.variants),
          alt: JSON.stringify(item.alt),
          caption: JSON.stringify(item.caption),
          created_at: item.createdAt,
          created_by: item.createdBy,
        })
        .execute();
      return { item, added: true };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const stored = await this.mediaByHash(item.hash);
      if (!stored) throw err;
      return { item: stored, added: false };
    }
  }

  async mediaByHash(hash: string): Promise<MediaItem | undefined> {
    const r = await this.#db.selectFrom("media").selectAll().where("hash", "=", hash).executeTakeFirst();
    return r ? mediaOf(r) : undefined;
  }

  async getMedia(name: string): Promise<MediaItem | undefined> {
    const r = await this.#db.selectFrom("media").selectAll().where("name", "=", name).executeTakeFirst();
    return r ? mediaOf(r) : undefined;
  }

  async mediaSizes(names: readonly string[]): Promise<MediaSize[]> {
    const rows = await inSlices(names, (slice) =>
      this.#db
        .selectFrom("media")
        .select(["name", "width", "height", "variants"])
        .where("name", "in", slice)
        .execute(),
    );
    return rows.map(mediaSizeOf);
  }

  async mediaTexts(names: readonly string[]): Promise<MediaTexts[]> {
    const rows = await inSlices(names, (slice) =>
      this.#db.selectFrom("media").select(["name", "alt", "caption"]).where("name", "in", slice).execute(),
    );
    return rows.map((r) => ({ name: r.name, alt: json(r.alt, {}), caption: json(r.caption, {}) }));
  }

  async listMedia(
    options: { query?: string; kind?: "image" | "document"; limit?: number } = {},
  ): Promise<MediaItem[]> {
    let q = this.#db
      .selectFrom("media")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("name")
      .limit(Math.min(Math.max(options.limit ?? 200, 1), 1000));
    if (options.kind === "image") q = q.where("ext", "in", IMAGE_EXTS);
    if (options.kind === "document") q = q.where("ext", "not in", IMAGE_EXTS);
    const query = options.query?.trim().toLowerCase();
    if (query) {
      // LIKE wildcards are dropped from what was typed (SQLite has no default escape character).
      const like = `%${query.replace(/[\\%_]/g, "")}%`;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["name"]), "like", like),
          eb(eb.fn("lower", ["alt"]), "like", like),
          eb(eb.fn("lower", ["caption"]), "like", like),
        ]),
      );
    }
    return (await q.execute()).map(mediaOf);
  }

  async updateMedia(
    name: string,
    texts: { alt?: Partial<Record<Lang, string>>; caption?: Partial<Record<Lang, string>> },
  ): Promise<MediaItem | undefined> {
    const changes: ContentChange[] = [];
    const saved = await this.#db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("media").selectAll().where("name", "=", name).executeTakeFirst();
      if (!current) return undefined;
      const item = mediaOf(current);
      const alt = { ...item.alt, ...texts.alt };
      const caption = { ...item.caption, ...texts.caption };
      const langs = LANGS.filter(
        (l) => (alt[l] ?? "") !== (item.alt[l] ?? "") || (caption[l] ?? "") !== (item.caption[l] ?? ""),
      );
      if (!langs.length) return item;
      await trx
        .updateTable("media")
        .set({ alt: JSON.stringify(alt), caption: JSON.stringify(caption) })
        .where("name", "=", name)
        .execute();
      // The public pages take an image's texts from here (app/server/site/responsive-images.server.ts):
      // each page showing it changed in those languages, for caches and purges as any edit of it would.
      for (const [page, templates] of await this.#usersWithTemplates(trx, name))
        changes.push(
          await this.#changes.record(trx, {
            page,
            action: "update",
            templates,
            tags: [],
            rows: { before: [], after: [] },
            langs,
          }),
        );
      return { ...item, alt, caption };
    });
    this.#changes.emit(changes);
    return saved;
  }

  /** The pages naming a file (published or draft), each with its templates. */
  async #usersWithTemplates(db: Db, name: string): Promise<Map<string, string[]>> {
    // Stored names are [a-z0-9-] and an extension (storedNameFor): no LIKE wildcard to escape.
    const like = `%${name}%`;
    const pub = await db
      .selectFrom("pages")
      .select(["name", "template"])
      .where("doc", "like", like)
      .execute();
    const drafts = await db
      .selectFrom("page_drafts")
      .select(["name", "template"])
      .where("doc", "like", like)
      .execute();
    const out = new Map<string, string[]>();
    for (const r of [...pub, ...drafts])
      out.set(r.name, [...new Set([...(out.get(r.name) ?? []), r.template])]);
    return out;
  }

  async deleteMedia(name: string): Promise<boolean> {
    const r = await this.#db.deleteFrom("media").where("name", "=", name).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async pagesUsing(name: string): Promise<string[]> {
    return [...(await this.#usersWithTemplates(this.#db, name)).keys()].sort();
  }
}
