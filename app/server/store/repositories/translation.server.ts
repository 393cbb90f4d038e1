import type { Lang } from "../../../content/page-model.ts";
import type { GlossaryTerm } from "../../../content/translation.ts";
import type { MachineMark, TranslationStore } from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import { inSlices } from "./rows.server.ts";

/*
 * Translation help (issue 41, item 7): the initiative's glossary (`glossary_terms`) and the draft fields a
 * model wrote (`machine_translations`), each with the text it was given so that a person's edit ends the mark.
 */

export class TranslationRepository implements TranslationStore {
  readonly #db: StoreContext["db"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
  }

  async glossary(): Promise<GlossaryTerm[]> {
    const rows = await this.#db.selectFrom("glossary_terms").select(["id", "es", "en"]).execute();
    // Alphabetical as a person reads it, the same on both databases (their collations differ).
    return rows
      .map((r) => ({ id: Number(r.id), es: r.es, en: r.en }))
      .toSorted((a, b) => a.es.localeCompare(b.es, "es", { sensitivity: "base" }));
  }

  async addGlossaryTerm(term: { es: string; en: string }): Promise<GlossaryTerm> {
    const row = await this.#db
      .insertInto("glossary_terms")
      .values({ es: term.es, en: term.en, created_at: new Date().toISOString() })
      .returning(["id", "es", "en"])
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), es: row.es, en: row.en };
  }

  async removeGlossaryTerm(id: number): Promise<boolean> {
    const r = await this.#db.deleteFrom("glossary_terms").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async machineMarks(name: string): Promise<MachineMark[]> {
    const rows = await this.#db
      .selectFrom("machine_translations")
      .select(["lang", "field", "text", "at"])
      .where("name", "=", name)
      .orderBy("at")
      .execute();
    return rows.map((r) => ({ lang: r.lang as Lang, field: r.field, text: r.text, at: r.at }));
  }

  async machineMarksOf(names: readonly string[]): Promise<Map<string, MachineMark[]>> {
    const rows = await inSlices(names, (slice) =>
      this.#db
        .selectFrom("machine_translations")
        .select(["name", "lang", "field", "text", "at"])
        .where("name", "in", slice)
        .execute(),
    );
    const out = new Map<string, MachineMark[]>();
    for (const r of rows) {
      const mark = { lang: r.lang as Lang, field: r.field, text: r.text, at: r.at };
      out.set(r.name, [...(out.get(r.name) ?? []), mark]);
    }
    return out;
  }

  async markMachineTranslated(name: string, marks: readonly MachineMark[]): Promise<void> {
    if (marks.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (const m of marks) {
        const values = { text: m.text, at: m.at };
        await trx
          .insertInto("machine_translations")
          .values({ name, lang: m.lang, field: m.field, ...values })
          .onConflict((oc) => oc.columns(["name", "lang", "field"]).doUpdateSet(values))
          .execute();
      }
    });
  }

  async clearMachineMarks(name: string, lang: Lang, fields?: readonly string[]): Promise<number> {
    let q = this.#db.deleteFrom("machine_translations").where("name", "=", name).where("lang", "=", lang);
    if (fields) {
      if (fields.length === 0) return 0;
      q = q.where("field", "in", fields);
    }
    const r = await q.executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
