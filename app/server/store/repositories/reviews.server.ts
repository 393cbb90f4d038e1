import type { ReviewEvent } from "../../../content/review.ts";
import type { ReviewStore } from "../store.server.ts";
import type { PageReviewsTable } from "../schema.server.ts";
import type { StoreContext } from "./context.server.ts";
import { inSlices } from "./rows.server.ts";

/* The review of drafts (`page_reviews`): each step with its comment, kept with the page's history. */

function eventOf(r: Omit<PageReviewsTable, "id"> & { id: number | string }): ReviewEvent {
  return {
    id: Number(r.id),
    page: r.name,
    revision: Number(r.revision),
    step: r.action,
    comment: r.comment,
    by: r.by,
    at: r.at,
  };
}

export class ReviewRepository implements ReviewStore {
  readonly #db: StoreContext["db"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
  }

  async addReviewStep(event: Omit<ReviewEvent, "id">): Promise<ReviewEvent> {
    const row = await this.#db
      .insertInto("page_reviews")
      .values({
        name: event.page,
        revision: event.revision,
        action: event.step,
        comment: event.comment,
        by: event.by,
        at: event.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return eventOf(row);
  }

  async reviewSteps(name: string): Promise<ReviewEvent[]> {
    const rows = await this.#db
      .selectFrom("page_reviews")
      .selectAll()
      .where("name", "=", name)
      .orderBy("id")
      .execute();
    return rows.map(eventOf);
  }

  async reviewStepsOf(names: readonly string[]): Promise<Map<string, ReviewEvent[]>> {
    const rows = await inSlices(names, (slice) =>
      this.#db.selectFrom("page_reviews").selectAll().where("name", "in", slice).orderBy("id").execute(),
    );
    const out = new Map<string, ReviewEvent[]>();
    for (const r of rows) {
      const e = eventOf(r);
      out.set(e.page, [...(out.get(e.page) ?? []), e]);
    }
    return out;
  }
}
