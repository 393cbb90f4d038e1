import type { Selectable } from "kysely";
import { LANGS, type Lang, type PageDoc } from "../../../content/page-model.ts";
import { SITEMAP_ENTRY_VERSION, sitemapEntryOf } from "../../../content/sitemap-entries.ts";
import type { SiteSearchTable } from "../schema.server.ts";
import type { PageIndexer, SearchRow, SiteSearchRow } from "../store.server.ts";
import { writeSlugRows } from "./addresses.server.ts";
import type { StoreContext } from "./context.server.ts";
import { PageLinks } from "./links.server.ts";
import { parseDoc, type Trx } from "./rows.server.ts";
import { readSetting } from "./settings.server.ts";

/*
 * What the store keeps beside each page, derived by the injected PageIndexer: `page_search` rows for the
 * lists, `page_tags`, and `site_search` rows for the site search; its `page_slugs` (its slugs by
 * language, read from the document itself: addresses.server.ts); its links (`page_links`, by the
 * content rules of app/content/page-links.ts, links.server.ts); and what the sitemap lists of it
 * (`page_sitemap`, app/content/sitemap-entries.ts). Written in the page's own transaction by whoever
 * writes the page (page-writes.server.ts), made again for every page when the rules that derive them change.
 */

const INDEX_VERSION_KEY = "index_version";
const SITEMAP_VERSION_KEY = "sitemap_version";
/** Pages read per query while deriving every page's rows again. */
const REBUILD_BATCH = 500;

/** The page's sitemap row, made again: none when the sitemap lists nothing of it. */
async function writeSitemapRow(trx: Trx, page: PageDoc, options: { rebuilding?: boolean } = {}) {
  if (!options.rebuilding) await trx.deleteFrom("page_sitemap").where("name", "=", page.Page).execute();
  const entry = sitemapEntryOf(page);
  if (entry)
    await trx
      .insertInto("page_sitemap")
      .values({ name: page.Page, entry: JSON.stringify(entry) })
      .execute();
}

/** Every stored page, a batch at a time, in name order. */
async function forEachPage(trx: Trx, each: (page: PageDoc) => Promise<void>): Promise<void> {
  let startKey: string | undefined;
  for (;;) {
    let q = trx.selectFrom("pages").select(["name", "doc"]).orderBy("name").limit(REBUILD_BATCH);
    if (startKey !== undefined) q = q.where("name", ">", startKey);
    const rows = await q.execute();
    for (const row of rows) await each(parseDoc(row.doc));
    if (rows.length < REBUILD_BATCH) return;
    startKey = rows[rows.length - 1]?.name;
  }
}

/** Sets `key` to `value` in the caller's transaction. */
async function writeVersion(trx: Trx, key: string, value: string): Promise<void> {
  await trx
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

const SEARCH_ROW_FIELDS = ["lang", "kind", "title", "category", "created", "search", "tags"] as const;
const SITE_ROW_FIELDS = [
  "lang",
  "kind",
  "path",
  "title",
  "excerpt",
  "body",
  "titleTerms",
  "excerptTerms",
  "bodyTerms",
  "listed",
] as const;

/** Whether two rows hold the same in each of `fields`. */
function sameFields<T>(a: T, b: T, fields: ReadonlyArray<keyof T>): boolean {
  return fields.every((f) => a[f] === b[f]);
}

type StoredSiteRow = Omit<Selectable<SiteSearchTable>, "name">;

/** A stored site search row as the indexer makes them. */
function siteRowOf(s: StoredSiteRow): SiteSearchRow {
  return {
    lang: s.lang,
    kind: s.kind,
    path: s.path,
    title: s.title,
    excerpt: s.excerpt,
    body: s.body,
    titleTerms: s.title_terms,
    excerptTerms: s.excerpt_terms,
    bodyTerms: s.body_terms,
    listed: Number(s.listed) === 1,
  };
}

export class PageIndex {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];
  readonly #indexer: PageIndexer | undefined;
  readonly #links = new PageLinks();

  constructor(ctx: StoreContext, indexer: PageIndexer | undefined) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
    this.#indexer = indexer;
  }

  /**
   * What the store derives from each page is rebuilt whenever the rules that derive it change (the
   * indexer's version; the sitemap entries' own), so it never describes pages by outdated rules. One copy
   * does it, under a lock on the setting; the others find it done.
   */
  async rebuildIfOutdated(): Promise<void> {
    const indexer = this.#indexer;
    if (indexer) await this.#underVersion(INDEX_VERSION_KEY, indexer.version, (trx) => this.rebuildAll(trx));
    // The sitemap's rows derive from content rules alone, indexer or not: cheap to make again on their own.
    await this.#underVersion(SITEMAP_VERSION_KEY, SITEMAP_ENTRY_VERSION, async (trx) => {
      await trx.deleteFrom("page_sitemap").execute();
      await forEachPage(trx, (page) => writeSitemapRow(trx, page, { rebuilding: true }));
      await writeVersion(trx, SITEMAP_VERSION_KEY, SITEMAP_ENTRY_VERSION);
    });
  }

  /** Runs `rebuild` unless the setting `key` already says `version`; one copy does it, the others find it done. */
  async #underVersion(key: string, version: string, rebuild: (trx: Trx) => Promise<void>): Promise<void> {
    if ((await readSetting(this.#db, key)) === version) return;
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto("settings")
        .values({ key, value: "" })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      let lock = trx.selectFrom("settings").select("value").where("key", "=", key);
      if (this.#kind === "postgres") lock = lock.forUpdate();
      if ((await lock.executeTakeFirst())?.value === version) return;
      await rebuild(trx);
    });
  }

  /** Derives every page's rows again and records the rules' versions, in the caller's transaction. */
  async rebuildAll(trx: Trx): Promise<void> {
    const indexer = this.#indexer;
    await trx.deleteFrom("page_slugs").execute();
    await trx.deleteFrom("page_sitemap").execute();
    await trx.deleteFrom("page_search").execute();
    await trx.deleteFrom("page_tags").execute();
    await trx.deleteFrom("site_search").execute();
    await this.#links.dropOrphans(trx);
    await forEachPage(trx, async (page) => {
      await this.reindex(trx, page, [], undefined, { rebuilding: true });
    });
    if (indexer) await writeVersion(trx, INDEX_VERSION_KEY, indexer.version);
    await writeVersion(trx, SITEMAP_VERSION_KEY, SITEMAP_ENTRY_VERSION);
  }

  /**
   * Brings what the store derives from the page up to date; answers its search rows. `stored` is the
   * page's search rows as they are (storedRows), when the caller has read them. Only rows that changed
   * are written: a save in one language leaves the other's rows and their full-text entries alone.
   * `changed` (with `stored`): the languages whose view of the page the save changed (changedViews'
   * `pageLangs`); the others' rows are kept as stored without being made again (their card, their
   * stemmed text), since a language's rows derive from that view alone.
   */
  async reindex(
    trx: Trx,
    page: PageDoc,
    stored: SearchRow[] = [],
    changed?: readonly Lang[],
    options: { rebuilding?: boolean } = {},
  ): Promise<SearchRow[]> {
    // Slugs and the sitemap's row derive from the document alone (app/content/), whatever the indexer.
    await writeSlugRows(trx, page, options);
    await writeSitemapRow(trx, page, options);
    await this.#links.adopt(trx, page.Page);
    if (!this.#indexer) {
      await this.#dropIndexed(trx, page.Page);
      await this.#links.write(trx, page);
      return [];
    }
    await this.#links.write(trx, page);
    const name = page.Page;
    const same = changed ? LANGS.filter((l) => !changed.includes(l)) : [];
    const made = this.#indexer.searchRows(page, changed);
    const rows = same.length
      ? LANGS.flatMap((l) => (same.includes(l) ? stored : made).filter((r) => r.lang === l))
      : made;
    const keptLangs = rows
      .filter((r) => stored.some((s) => sameFields(s, r, SEARCH_ROW_FIELDS)))
      .map((r) => r.lang);
    let stale = trx.deleteFrom("page_search").where("name", "=", name);
    if (keptLangs.length) stale = stale.where("lang", "not in", keptLangs);
    await stale.execute();
    const fresh = rows.filter((r) => !keptLangs.includes(r.lang));
    if (fresh.length)
      await trx
        .insertInto("page_search")
        .values(fresh.map((r) => ({ ...r, name })))
        .execute();
    await trx.deleteFrom("page_tags").where("name", "=", name).execute();
    const tags = [...new Set(this.#indexer.tags(page))];
    if (tags.length)
      await trx
        .insertInto("page_tags")
        .values(tags.map((tag) => ({ name, tag })))
        .execute();
    await this.#writeSiteRows(trx, name, this.#indexer.siteRows(page, changed), same);
    return rows;
  }

  /**
   * The page's site search rows made `found`: a stored row that is already right stays, with its
   * full-text entry. The rows of the languages in `same` (not made again: the save left them) are
   * neither read nor touched.
   */
  async #writeSiteRows(trx: Trx, name: string, found: SiteSearchRow[], same: readonly string[] = []) {
    let query = trx
      .selectFrom("site_search")
      .select([
        "id",
        "lang",
        "kind",
        "path",
        "title",
        "excerpt",
        "body",
        "title_terms",
        "excerpt_terms",
        "body_terms",
        "listed",
      ])
      .where("name", "=", name);
    if (same.length) query = query.where("lang", "not in", same);
    const stored = await query.execute();
    const kept = new Set<number>();
    const fresh = found.filter((r) => {
      const match = stored.find((s) => !kept.has(s.id) && sameFields(siteRowOf(s), r, SITE_ROW_FIELDS));
      if (match) kept.add(match.id);
      return !match;
    });
    const stale = stored.filter((s) => !kept.has(s.id)).map((s) => s.id);
    if (stale.length) await trx.deleteFrom("site_search").where("id", "in", stale).execute();
    // One row at a time: a page's texts can be long, and a statement has a limit on its parameters.
    for (const r of fresh)
      await trx
        .insertInto("site_search")
        .values({
          name,
          lang: r.lang,
          kind: r.kind,
          path: r.path,
          title: r.title,
          excerpt: r.excerpt,
          body: r.body,
          title_terms: r.titleTerms,
          excerpt_terms: r.excerptTerms,
          body_terms: r.bodyTerms,
          listed: r.listed ? 1 : 0,
        })
        .execute();
  }

  /** Removes what the store derived from a page (its slugs, sitemap row, search rows, tags, site search rows, links). */
  async dropDerived(trx: Trx, name: string): Promise<void> {
    await trx.deleteFrom("page_slugs").where("name", "=", name).execute();
    await trx.deleteFrom("page_sitemap").where("name", "=", name).execute();
    await this.#dropIndexed(trx, name);
  }

  /** What the indexer derived from a page. */
  async #dropIndexed(trx: Trx, name: string): Promise<void> {
    await trx.deleteFrom("page_search").where("name", "=", name).execute();
    await trx.deleteFrom("page_tags").where("name", "=", name).execute();
    await trx.deleteFrom("site_search").where("name", "=", name).execute();
    await this.#links.drop(trx, name);
  }

  /** The search rows the store keeps for a page (read before a write replaces them). */
  async storedRows(trx: Trx, name: string): Promise<SearchRow[]> {
    return trx
      .selectFrom("page_search")
      .select(["lang", "kind", "title", "category", "created", "search", "tags"])
      .where("name", "=", name)
      .execute();
  }

  /** The page's tags (none without an indexer). */
  tagsOf(page: PageDoc | undefined): string[] {
    return page && this.#indexer ? this.#indexer.tags(page) : [];
  }
}
