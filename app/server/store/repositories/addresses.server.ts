import type { Selectable } from "kysely";
import {
  familyOf,
  hasSlugAddress,
  pageLanguages,
  publicAddresses,
  suggestedSlug,
  templateOf,
} from "../../../content/content-model.ts";
import { LANGS, type Lang, type PageDoc } from "../../../content/page-model.ts";
import { REDIRECT_MATCHES, canonicalPath, withRule, type RedirectRule } from "../../../content/redirects.ts";
import { SLUG_PATTERN, pageSlugs, uniqueSlug, type Slugs } from "../../../content/slugs.ts";
import {
  RedirectLoopError,
  RedirectTakenError,
  SlugTakenError,
  type AddressStore,
  type NotFoundCount,
  type NotFoundHit,
  type Redirect,
  type RedirectInput,
  type RedirectOrigin,
} from "../address-store.server.ts";
import { SLUGS_ASSIGNED } from "../archive-tables.server.ts";
import type { RedirectsTable } from "../schema.server.ts";
import type { StoreContext } from "./context.server.ts";
import { parseDoc, type Db, type Trx } from "./rows.server.ts";
import { readSetting } from "./settings.server.ts";

/*
 * Addresses (address-store.server.ts): slugs, redirects and the 404 log. A page's slugs are settled and its
 * moves recorded in the page's own publishing transaction (PageWriter calls settleSlugs and recordMove;
 * PageIndex writes page_slugs), so a page is never public at an address another page has, and its old
 * address answers 301 from the moment its new one does.
 */

const VERSION_KEY = "redirects_version";

function redirectOf(r: Selectable<RedirectsTable>): Redirect {
  return {
    id: Number(r.id),
    from: r.from_path,
    to: r.to_path,
    match: REDIRECT_MATCHES.find((m) => m === r.match) ?? "exact",
    origin: r.origin === "page" ? "page" : "editor",
    page: r.page,
    hits: Number(r.hits),
    lastHitAt: r.last_hit_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    createdBy: r.created_by,
  };
}

/** Tells every copy the redirects changed (they compare it: app/server/addresses/redirect-table.server.ts). */
async function bumpVersion(trx: Db, now: string): Promise<void> {
  const value = `${now} ${Math.random().toString(36).slice(2, 10)}`;
  await trx
    .insertInto("settings")
    .values({ key: VERSION_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

async function allRules(trx: Db): Promise<Array<RedirectRule & { id: number }>> {
  const rows = await trx.selectFrom("redirects").select(["id", "from_path", "to_path", "match"]).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    from: r.from_path,
    to: r.to_path,
    match: REDIRECT_MATCHES.find((m) => m === r.match) ?? "exact",
  }));
}

/**
 * Stores `rule` among the redirects: its target followed to the end, the ones that led to its address
 * retargeted (a chain collapses); refuses a loop. `replacing`: the id of the redirect it replaces (an edit).
 */
async function storeRule(
  trx: Trx,
  rule: RedirectRule,
  meta: { origin: RedirectOrigin; page: string | null; by: string | null; now: string },
  replacing?: number,
): Promise<number> {
  const others = (await allRules(trx)).filter((r) => r.id !== replacing && r.from !== rule.from);
  const settled = withRule(others, rule);
  if (settled === "loop") throw new RedirectLoopError(rule.from, rule.to);
  for (const r of settled.retargeted)
    await trx
      .updateTable("redirects")
      .set({ to_path: r.to, updated_at: meta.now })
      .where("id", "=", r.id)
      .execute();
  const values = {
    from_path: settled.rule.from,
    to_path: settled.rule.to,
    match: settled.rule.match,
    origin: meta.origin,
    page: meta.page,
    updated_at: meta.now,
  };
  let id: number;
  if (replacing !== undefined) {
    await trx.updateTable("redirects").set(values).where("id", "=", replacing).execute();
    id = replacing;
  } else {
    // An address has one redirect: a page's move replaces what was there (an editor's add is checked first).
    await trx.deleteFrom("redirects").where("from_path", "=", settled.rule.from).execute();
    const row = await trx
      .insertInto("redirects")
      .values({ ...values, created_at: meta.now, created_by: meta.by })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  }
  await bumpVersion(trx, meta.now);
  return id;
}

/** The slugs of other pages, in any language, that `base` or `base-N` could clash with. */
async function slugsNear(trx: Db, base: string, name: string): Promise<Set<string>> {
  const rows = await trx
    .selectFrom("page_slugs")
    .select("slug")
    .where("name", "<>", name)
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/** Which page has `slug` in `lang` (other than `except`). */
export async function slugOwner(
  db: Db,
  lang: Lang,
  slug: string,
  except?: string,
): Promise<string | undefined> {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  let q = db.selectFrom("page_slugs").select("name").where("lang", "=", lang).where("slug", "=", slug);
  if (except !== undefined) q = q.where("name", "<>", except);
  return (await q.executeTakeFirst())?.name;
}

/**
 * The slugs a page is published with: for each language, the one the document gives (another page's is
 * refused), else the one it had, else, for a language it has text in, one made from its title there
 * (unique in both languages, and not an address a redirect answers); a language without text has none
 * (the page is found at the other's).
 */
export async function settleSlugs(trx: Trx, doc: PageDoc, before: PageDoc | undefined): Promise<PageDoc> {
  if (!publicAddresses(doc) || !hasSlugAddress(familyOf(templateOf(doc)))) {
    const { Slugs: _dropped, ...rest } = doc;
    return rest;
  }
  const given = pageSlugs(doc);
  const had = before ? pageSlugs(before) : {};
  const slugs: Slugs = {};
  const texts = pageLanguages(doc);
  for (const lang of LANGS) {
    const wanted = given[lang];
    if (wanted !== undefined) {
      const owner = await slugOwner(trx, lang, wanted, doc.Page);
      if (owner !== undefined) throw new SlugTakenError(lang, wanted, owner);
      slugs[lang] = wanted;
    } else if (had[lang] !== undefined) slugs[lang] = had[lang];
  }
  for (const lang of LANGS) {
    if (slugs[lang] !== undefined || !texts.includes(lang)) continue;
    const base = suggestedSlug(doc, lang);
    const near = await slugsNear(trx, base, doc.Page);
    const redirected = await redirectedSlugs(trx, doc, lang, base);
    slugs[lang] = uniqueSlug(base, (s) => near.has(s) || redirected.has(s));
  }
  return { ...doc, Slugs: slugs };
}

/** Slugs near `base` whose address in `lang`, for this page's screen, an (old) redirect answers. */
async function redirectedSlugs(trx: Db, doc: PageDoc, lang: Lang, base: string): Promise<Set<string>> {
  const probe = publicAddresses({ ...doc, Slugs: { es: base, en: base } });
  const at = probe?.[lang];
  if (!at) return new Set();
  const prefix = at.slice(0, at.length - base.length);
  const rows = await trx
    .selectFrom("redirects")
    .select("from_path")
    .where((eb) => eb.or([eb("from_path", "=", at), eb("from_path", "like", `${at}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.from_path.slice(prefix.length)));
}

/** The page's slug rows: what its published document says (PageIndex writes them with its derived rows). */
export async function writeSlugRows(trx: Trx, doc: PageDoc, options: { rebuilding?: boolean } = {}) {
  if (!options.rebuilding) await trx.deleteFrom("page_slugs").where("name", "=", doc.Page).execute();
  const slugs = pageSlugs(doc);
  const rows = LANGS.flatMap((lang) => {
    const slug = slugs[lang];
    return slug === undefined ? [] : [{ name: doc.Page, lang, slug }];
  });
  if (rows.length === 0) return;
  let insert = trx.insertInto("page_slugs").values(rows);
  // A whole rebuild (an import) keeps the first page of a slug written twice instead of failing.
  if (options.rebuilding) insert = insert.onConflict((oc) => oc.doNothing());
  await insert.execute();
}

/**
 * After a page is published at `after` (having been at `before`): no redirect answers its addresses any
 * more (they are its own), and each language's old address that changed answers 301 to the new one.
 */
export async function recordMove(
  trx: Trx,
  name: string,
  before: PageDoc | undefined,
  after: PageDoc,
  by: string | null,
): Promise<boolean> {
  const now = new Date().toISOString();
  const next = publicAddresses(after);
  const prev = before && publicAddresses(before);
  if (!next) return false;
  let changed = false;
  const live = LANGS.map((l) => canonicalPath(next[l]));
  const freed = await trx.deleteFrom("redirects").where("from_path", "in", live).executeTakeFirst();
  if (Number(freed.numDeletedRows) > 0) {
    await bumpVersion(trx, now);
    changed = true;
  }
  if (!prev) return changed;
  for (const lang of LANGS) {
    const from = canonicalPath(prev[lang]);
    if (live.includes(from)) continue;
    try {
      await storeRule(trx, { from, to: next[lang], match: "exact" }, { origin: "page", page: name, by, now });
      changed = true;
    } catch (err) {
      // Only an editor's prefix redirect covering the new address could make one: the move stands without it.
      if (!(err instanceof RedirectLoopError)) throw err;
    }
  }
  return changed;
}

/** The day of a date, as the 404 log counts it (UTC). */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export class AddressRepository implements AddressStore {
  readonly #db: StoreContext["db"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
  }

  pageBySlug(lang: Lang, slug: string): Promise<string | undefined> {
    return slugOwner(this.#db, lang, slug);
  }

  async listRedirects(): Promise<Redirect[]> {
    const rows = await this.#db.selectFrom("redirects").selectAll().orderBy("id", "desc").execute();
    return rows.map(redirectOf);
  }

  async redirectsVersion(): Promise<string> {
    return (await readSetting(this.#db, VERSION_KEY)) ?? "";
  }

  async addRedirect(input: RedirectInput, by: string | null): Promise<Redirect> {
    return this.#db.transaction().execute(async (trx) => {
      const from = canonicalPath(input.from);
      await this.#checkFree(trx, from);
      const now = new Date().toISOString();
      const id = await storeRule(
        trx,
        { from, to: input.to, match: input.match },
        { origin: "editor", page: null, by, now },
      );
      return redirectOf(
        await trx.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
      );
    });
  }

  async updateRedirect(id: number, input: RedirectInput): Promise<Redirect | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirst();
      if (!current) return undefined;
      const from = canonicalPath(input.from);
      if (from !== current.from_path) await this.#checkFree(trx, from);
      const now = new Date().toISOString();
      await storeRule(
        trx,
        { from, to: input.to, match: input.match },
        // An editor's change makes it theirs: a later move of the page does not decide it any more.
        { origin: "editor", page: null, by: current.created_by, now },
        id,
      );
      return redirectOf(
        await trx.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
      );
    });
  }

  /** Refuses an old address that has a redirect already, or where a page lives (by its slug). */
  async #checkFree(trx: Trx, from: string): Promise<void> {
    const taken = await trx
      .selectFrom("redirects")
      .select("id")
      .where("from_path", "=", from)
      .executeTakeFirst();
    if (taken)
      throw new RedirectTakenError(
        "redirect_exists",
        `${from} already has a redirect: change that one instead of adding another.`,
      );
    const live = await this.#pageAt(trx, from);
    if (live)
      throw new RedirectTakenError(
        "address_in_use",
        `${from} is the address of the page "${live}": a redirect there would hide it.`,
      );
  }

  /** The page shown at `path` by its slug, if any. */
  async #pageAt(trx: Trx, path: string): Promise<string | undefined> {
    const m = /^(?:\/en)?\/(?:article|document|project|product|bio|chapter)\/([^/]+)$/.exec(path);
    const slug = m?.[1];
    return slug === undefined ? undefined : slugOwner(trx, path.startsWith("/en/") ? "en" : "es", slug);
  }

  async deleteRedirect(id: number): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx.deleteFrom("redirects").where("id", "=", id).executeTakeFirst();
      const gone = Number(r.numDeletedRows) > 0;
      if (gone) await bumpVersion(trx, new Date().toISOString());
      return gone;
    });
  }

  async countRedirectHits(hits: ReadonlyMap<number, number>, at: Date): Promise<void> {
    if (hits.size === 0) return;
    const when = at.toISOString();
    await this.#db.transaction().execute(async (trx) => {
      for (const [id, n] of hits)
        await trx
          .updateTable("redirects")
          .set((eb) => ({ hits: eb("hits", "+", n), last_hit_at: when }))
          .where("id", "=", id)
          .execute();
    });
  }

  async countNotFound(hits: readonly NotFoundHit[]): Promise<void> {
    if (hits.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      // A few hundred rows per statement at most: a statement has a limit on its parameters.
      for (let i = 0; i < hits.length; i += 200) {
        const rows = hits
          .slice(i, i + 200)
          .map((h) => ({ day: h.day, path: h.path, bot: h.bot ? 1 : 0, hits: h.hits }));
        await trx
          .insertInto("not_found_log")
          .values(rows)
          .onConflict((oc) =>
            oc.columns(["day", "path", "bot"]).doUpdateSet((eb) => ({
              hits: eb("not_found_log.hits", "+", eb.ref("excluded.hits")),
            })),
          )
          .execute();
      }
    });
  }

  async notFoundCounts(
    fromDay: string,
    toDay: string,
    options: { limit?: number } = {},
  ): Promise<NotFoundCount[]> {
    const rows = await this.#db
      .selectFrom("not_found_log")
      .select((eb) => [
        "path",
        eb.fn
          .sum<number | string>(eb.case().when("bot", "=", 0).then(eb.ref("hits")).else(0).end())
          .as("visitors"),
        eb.fn
          .sum<number | string>(eb.case().when("bot", "=", 1).then(eb.ref("hits")).else(0).end())
          .as("bots"),
        eb.fn.max("day").as("last_day"),
      ])
      .where("day", ">=", fromDay)
      .where("day", "<=", toDay)
      .groupBy("path")
      .orderBy("visitors", "desc")
      .orderBy("bots", "desc")
      .orderBy("path")
      .limit(Math.min(Math.max(options.limit ?? 500, 1), 5000))
      .execute();
    return rows.map((r) => ({
      path: r.path,
      visitors: Number(r.visitors),
      bots: Number(r.bots),
      lastDay: String(r.last_day),
    }));
  }

  /**
   * assignMissingSlugs at start, once per database: it reads every page's document (seconds at 100,000
   * pages), and every page saved since slugs exist has them. An import clears the mark
   * (SLUGS_ASSIGNED), so the pages of an older archive get theirs at the next start.
   */
  async assignMissingSlugsOnce(): Promise<number> {
    if ((await readSetting(this.#db, SLUGS_ASSIGNED)) !== undefined) return 0;
    const changed = await this.assignMissingSlugs();
    await this.#db
      .insertInto("settings")
      .values({ key: SLUGS_ASSIGNED, value: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    return changed;
  }

  async assignMissingSlugs(): Promise<number> {
    let changed = 0;
    let startKey: string | undefined;
    for (;;) {
      let q = this.#db
        .selectFrom("pages")
        .select(["name", "doc"])
        .where("doc", "not like", '%"Slugs":%')
        .orderBy("name")
        .limit(200);
      if (startKey !== undefined) q = q.where("name", ">", startKey);
      const rows = await q.execute();
      if (rows.length === 0) break;
      await this.#db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const before = parseDoc(row.doc);
          if (before.Slugs !== undefined) continue;
          const after = await settleSlugs(trx, before, undefined);
          if (after.Slugs === undefined) continue;
          await trx
            .updateTable("pages")
            .set({ doc: JSON.stringify(after) })
            .where("name", "=", row.name)
            .execute();
          await writeSlugRows(trx, after);
          await recordMove(trx, row.name, before, after, null);
          changed++;
        }
      });
      if (rows.length < 200) break;
      startKey = rows[rows.length - 1]?.name;
    }
    return changed;
  }
}
