import type { Selectable } from "kysely";
import { TEMPLATE_QUERY, familyOf, productAnswersTo } from "../../../content/content-model.ts";
import { pageLinks, type LinkTarget } from "../../../content/page-links.ts";
import { isLang, type PageDoc } from "../../../content/page-model.ts";
import type { PageLinksTable } from "../schema.server.ts";
import type { BrokenReason, LinkStore, StoredLink } from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import { slugOwner } from "./addresses.server.ts";
import { inSlices, parseDoc, type Db, type Trx } from "./rows.server.ts";

/*
 * Which published page links to which page or stored file (`page_links`), by the target's identity
 * (app/content/page-links.ts). PageLinks writes a page's rows in the page's own transaction, beside its
 * other derived rows (page-index.server.ts); LinkRepository answers the reads.
 */

type Row = Omit<Selectable<PageLinksTable>, "id">;

const COLUMNS = ["source", "lang", "field", "href", "text", "target_kind", "target"] as const;

function linkOf(r: Row): StoredLink {
  return {
    source: r.source,
    lang: isLang(r.lang) ? r.lang : null,
    field: r.field,
    href: r.href,
    text: r.text,
    targetKind: r.target_kind === "file" ? "file" : "page",
    target: r.target,
  };
}

/** Rows inserted per statement: a statement has a limit on its parameters. */
const SLICE = 100;

export class PageLinks {
  /**
   * Makes the page's link rows again. An address of a screen that shows a page by slug (/article/{slug},
   * /product/{key}…) is resolved to the page answering to it now: its slug in the address's language, else
   * its page name, else (a product) its product name; else to the page it led to when last written (an
   * address changed since keeps its link); else kept as written (a page of that name, missing).
   */
  async write(trx: Trx, page: PageDoc): Promise<void> {
    const links = pageLinks(page);
    const addressed = links.filter((l) => l.target.kind !== "file" && l.target.lang !== undefined);
    const before = addressed.length
      ? await trx
          .selectFrom("page_links")
          .select(["href", "target"])
          .where("source", "=", page.Page)
          .where("target_kind", "=", "page")
          .execute()
      : [];
    const products = links.some((l) => l.target.kind === "product") ? await productPages(trx) : [];
    const resolved = new Map<string, string>();
    for (const { href, target } of addressed) {
      if (target.kind === "file" || target.lang === undefined || resolved.has(href)) continue;
      const key = target.kind === "product" ? target.key : target.name;
      const found =
        (await slugOwner(trx, target.lang, key)) ??
        (await pageNamed(trx, key)) ??
        (target.kind === "product" ? products.find((p) => productAnswersTo(p, key))?.Page : undefined) ??
        before.find((r) => r.href === href)?.target;
      resolved.set(href, found ?? key);
    }
    const resolve = (href: string, target: LinkTarget): { kind: "page" | "file"; name: string } => {
      if (target.kind === "file") return { kind: "file", name: target.name };
      const key = target.kind === "product" ? target.key : target.name;
      return { kind: "page", name: resolved.get(href) ?? key };
    };
    await this.drop(trx, page.Page);
    const rows = links.map((l) => {
      const target = resolve(l.href, l.target);
      return {
        source: page.Page,
        lang: l.lang ?? "",
        field: l.field,
        href: l.href,
        text: l.text,
        target_kind: target.kind,
        target: target.name,
      };
    });
    for (let i = 0; i < rows.length; i += SLICE)
      await trx
        .insertInto("page_links")
        .values(rows.slice(i, i + SLICE))
        .execute();
  }

  /**
   * Links written before this page had its address (a slug it has now, kept as written) lead to it from now
   * on: called once its slugs are written.
   */
  async adopt(trx: Trx, name: string): Promise<void> {
    const slugs = trx.selectFrom("page_slugs").select("slug").where("name", "=", name);
    await trx
      .updateTable("page_links")
      .set({ target: name })
      .where("target_kind", "=", "page")
      .where("target", "in", slugs)
      .where("target", "not in", trx.selectFrom("pages").select("name"))
      .where("target", "not in", trx.selectFrom("page_drafts").select("name"))
      .execute();
  }

  async drop(trx: Trx, name: string): Promise<void> {
    await trx.deleteFrom("page_links").where("source", "=", name).execute();
  }

  /** Drops the rows of pages that are no longer published (a rebuild makes the others again). */
  async dropOrphans(trx: Trx): Promise<void> {
    await trx
      .deleteFrom("page_links")
      .where("source", "not in", trx.selectFrom("pages").select("name"))
      .execute();
  }
}

/** A page of that name, published or draft only (a link may lead to one not yet published). */
async function pageNamed(db: Db, name: string): Promise<string | undefined> {
  const row =
    (await db.selectFrom("pages").select("name").where("name", "=", name).executeTakeFirst()) ??
    (await db.selectFrom("page_drafts").select("name").where("name", "=", name).executeTakeFirst());
  return row?.name;
}

/** Every product page, published or draft only (a link may lead to one not yet published). */
async function productPages(db: Db): Promise<PageDoc[]> {
  const read = (table: "pages" | "page_drafts") => {
    let q = db.selectFrom(table).select("doc");
    q = q.where((eb) =>
      eb.or(TEMPLATE_QUERY.product.map((t) => eb(eb.fn("lower", ["template"]), "like", `%${t}%`))),
    );
    return q.execute();
  };
  const [published, drafts] = await Promise.all([read("pages"), read("page_drafts")]);
  return [...published, ...drafts]
    .map((r) => parseDoc(r.doc))
    .filter((p) => familyOf(p.Template) === "product");
}

export class LinkRepository implements LinkStore {
  readonly #db: StoreContext["db"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
  }

  async linksFrom(name: string): Promise<StoredLink[]> {
    const rows = await this.#db
      .selectFrom("page_links")
      .select(COLUMNS)
      .where("source", "=", name)
      .orderBy("id")
      .execute();
    return rows.map(linkOf);
  }

  async linksTo(name: string): Promise<StoredLink[]> {
    const rows = await this.#db
      .selectFrom("page_links")
      .select(COLUMNS)
      .where("target_kind", "=", "page")
      .where("target", "=", name)
      .where("source", "!=", name)
      .orderBy("source")
      .orderBy("id")
      .execute();
    return rows.map(linkOf);
  }

  async brokenPageLinks(limit: number): Promise<Array<StoredLink & { reason: BrokenReason }>> {
    const rows = await this.#db
      .selectFrom("page_links as l")
      .select(COLUMNS.map((c) => `l.${c}` as const))
      .select((eb) => [
        eb
          .exists(eb.selectFrom("page_drafts as d").select("d.name").whereRef("d.name", "=", "l.target"))
          .as("drafted"),
        eb
          .exists(
            eb
              .selectFrom("page_revisions as r")
              .select("r.name")
              .whereRef("r.name", "=", "l.target")
              .where("r.action", "=", "delete"),
          )
          .as("deleted"),
      ])
      .where("l.target_kind", "=", "page")
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("pages as p").select("p.name").whereRef("p.name", "=", "l.target"))),
      )
      .orderBy("l.source")
      .orderBy("l.id")
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      ...linkOf(r),
      // A page with a draft is unpublished, even if an earlier page of its name was deleted.
      reason: truthy(r.drafted) ? "unpublished" : truthy(r.deleted) ? "deleted" : "missing",
    }));
  }

  async linkedFiles(): Promise<string[]> {
    const rows = await this.#db
      .selectFrom("page_links")
      .select("target")
      .distinct()
      .where("target_kind", "=", "file")
      .orderBy("target")
      .execute();
    return rows.map((r) => r.target);
  }

  async linksToFiles(names: readonly string[], limit: number): Promise<StoredLink[]> {
    const rows = await inSlices(names, (slice) =>
      this.#db
        .selectFrom("page_links")
        .select([...COLUMNS, "id"])
        .where("target_kind", "=", "file")
        .where("target", "in", slice)
        .execute(),
    );
    rows.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : a.id - b.id));
    return rows.slice(0, limit).map(linkOf);
  }
}

/** EXISTS as each database answers it: 1/0 (SQLite) or true/false (PostgreSQL). */
function truthy(value: unknown): boolean {
  return value === true || Number(value) === 1;
}
