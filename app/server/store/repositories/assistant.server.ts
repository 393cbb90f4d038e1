import type { Selectable } from "kysely";
import type { AssistantQuestion } from "../../../content/assistant-answer.ts";
import type { EvaluationPair } from "../../../content/assistant-editing.ts";
import { langOf } from "../../../content/page-model.ts";
import type { AssistantStore, StoredSynonyms } from "../messaging-store.server.ts";
import type { AssistantSynonymsTable } from "../schema.server.ts";
import type { StoreContext } from "./context.server.ts";
import { json } from "./rows.server.ts";

/*
 * What the assistant keeps (messaging-store.server.ts AssistantStore): the questions visitors asked, the
 * editors' vocabulary of synonyms and their evaluation of answers.
 */

function synonymsOf(r: Selectable<AssistantSynonymsTable>): StoredSynonyms {
  const words = (s: string) => (s ? s.split("\n") : []);
  return {
    key: r.key,
    es: words(r.es),
    en: words(r.en),
    deleted: Number(r.deleted) === 1,
    revision: Number(r.revision),
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  };
}

function parseSources(text: string): string[] {
  const v = json<unknown>(text, []);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

export class AssistantRepository implements AssistantStore {
  readonly #db: StoreContext["db"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
  }

  async addAssistantQuestion(q: AssistantQuestion, client: string): Promise<void> {
    await this.#db
      .insertInto("assistant_questions")
      .values({
        id: q.id,
        asked_at: q.askedAt,
        lang: q.lang,
        question: q.question,
        kind: q.kind,
        sources: JSON.stringify(q.sources),
        answer: q.answer,
        helpful: q.helpful === null ? null : Number(q.helpful),
        client,
      })
      .execute();
  }

  async setAssistantFeedback(id: string, helpful: boolean): Promise<boolean> {
    const r = await this.#db
      .updateTable("assistant_questions")
      .set({ helpful: Number(helpful) })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async listAssistantQuestions(limit: number): Promise<AssistantQuestion[]> {
    const rows = await this.#db
      .selectFrom("assistant_questions")
      .selectAll()
      .orderBy("asked_at", "desc")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      askedAt: r.asked_at,
      lang: langOf(r.lang),
      question: r.question,
      kind: r.kind === "model" ? "model" : r.kind === "quotes" ? "quotes" : "none",
      sources: parseSources(r.sources),
      answer: r.answer,
      helpful: r.helpful === null ? null : r.helpful === 1,
    }));
  }

  async deleteAssistantQuestion(id: string): Promise<boolean> {
    const r = await this.#db.deleteFrom("assistant_questions").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async purgeAssistantQuestions(before: Date): Promise<number> {
    const r = await this.#db
      .deleteFrom("assistant_questions")
      .where("asked_at", "<", before.toISOString())
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async listAssistantSynonyms(): Promise<StoredSynonyms[]> {
    const rows = await this.#db.selectFrom("assistant_synonyms").selectAll().orderBy("key").execute();
    return rows.map(synonymsOf);
  }

  async assistantSynonymsStamp(): Promise<string> {
    const r = await this.#db
      .selectFrom("assistant_synonyms")
      .select((e) => [
        e.fn.countAll<number | string>().as("n"),
        e.fn.sum<number | string>("revision").as("s"),
      ])
      .executeTakeFirstOrThrow();
    return `${Number(r.n)}:${Number(r.s ?? 0)}`;
  }

  async saveAssistantSynonyms(
    row: Omit<StoredSynonyms, "revision" | "updatedAt">,
    expected: number,
    at: Date,
  ): Promise<{ saved: StoredSynonyms } | { conflict: StoredSynonyms | undefined }> {
    const values = {
      es: row.es.join("\n"),
      en: row.en.join("\n"),
      deleted: Number(row.deleted),
      updated_at: at.toISOString(),
      updated_by: row.updatedBy,
    };
    const current = () =>
      this.#db
        .selectFrom("assistant_synonyms")
        .selectAll()
        .where("key", "=", row.key)
        .executeTakeFirst()
        .then((r) => (r ? synonymsOf(r) : undefined));
    if (expected === 0) {
      const r = await this.#db
        .insertInto("assistant_synonyms")
        .values({ key: row.key, revision: 1, ...values })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return { conflict: await current() };
    } else {
      const r = await this.#db
        .updateTable("assistant_synonyms")
        .set({ ...values, revision: expected + 1 })
        .where("key", "=", row.key)
        .where("revision", "=", expected)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return { conflict: await current() };
    }
    const saved = await current();
    if (!saved) return { conflict: undefined };
    return { saved };
  }

  async listEvaluationPairs(): Promise<EvaluationPair[]> {
    const rows = await this.#db
      .selectFrom("assistant_evaluation")
      .selectAll()
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      lang: langOf(r.lang),
      question: r.question,
      pages: r.pages ? r.pages.split("\n") : [],
      createdAt: r.created_at,
      createdBy: r.created_by,
    }));
  }

  async addEvaluationPairs(pairs: readonly EvaluationPair[]): Promise<void> {
    if (pairs.length === 0) return;
    await this.#db
      .insertInto("assistant_evaluation")
      .values(
        pairs.map((p) => ({
          id: p.id,
          lang: p.lang,
          question: p.question,
          pages: p.pages.join("\n"),
          created_at: p.createdAt,
          created_by: p.createdBy,
        })),
      )
      .execute();
  }

  async deleteEvaluationPair(id: string): Promise<boolean> {
    const r = await this.#db.deleteFrom("assistant_evaluation").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
