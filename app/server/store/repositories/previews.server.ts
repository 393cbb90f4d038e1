import type { PreviewStore } from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";

/* Preview links (`preview_links`): the hash of a link's secret, the page it shows a draft of, until when. */

export class PreviewRepository implements PreviewStore {
  readonly #db: StoreContext["db"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
  }

  async createPreview(
    name: string,
    tokenHash: string,
    expiresAt: Date,
    user: string | null = null,
  ): Promise<boolean> {
    const exists =
      (await this.#db.selectFrom("page_drafts").select("name").where("name", "=", name).executeTakeFirst()) ??
      (await this.#db.selectFrom("pages").select("name").where("name", "=", name).executeTakeFirst());
    if (!exists) return false;
    const now = new Date().toISOString();
    await this.#db.deleteFrom("preview_links").where("expires_at", "<", now).execute();
    await this.#db
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
    const r = await this.#db.deleteFrom("preview_links").where("name", "=", name).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async previewTarget(
    tokenHash: string,
    now: Date,
  ): Promise<{ name: string; expiresAt: string } | undefined> {
    const row = await this.#db
      .selectFrom("preview_links")
      .select(["name", "expires_at"])
      .where("token_hash", "=", tokenHash)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    return row ? { name: row.name, expiresAt: row.expires_at } : undefined;
  }
}
