import { describe, expect, it } from "vitest";
import {
  amountText,
  assistantNote,
  DATA_INVENTORY,
  defaultRetention,
  describeInventory,
  modelLine,
  RETENTION_SETTING_NAMES,
  RETENTION_SETTINGS,
  retentionMs,
} from "./data-inventory.ts";
import { LANGS } from "./page-model.ts";

const ctx = { retention: defaultRetention() };

describe("the data inventory", () => {
  it("gives every item a unique id, a place, and every text in both languages", () => {
    const ids = DATA_INVENTORY.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of DATA_INVENTORY) {
      expect(item.where.length, item.id).toBeGreaterThan(0);
      for (const text of [item.title, item.holds, item.purpose, item.audience])
        for (const lang of LANGS) expect(text[lang].trim().length, `${item.id} ${lang}`).toBeGreaterThan(3);
    }
  });

  it("uses every retention setting, and each has a default at least its minimum", () => {
    const used = new Set(
      DATA_INVENTORY.flatMap((i) => (i.retention.kind === "setting" ? [i.retention.setting] : [])),
    );
    expect([...used].sort()).toEqual([...RETENTION_SETTING_NAMES].sort());
    for (const name of RETENTION_SETTING_NAMES)
      expect(RETENTION_SETTINGS[name].default).toBeGreaterThanOrEqual(RETENTION_SETTINGS[name].min);
    expect(retentionMs("CONTACT_RETENTION_DAYS", { ...ctx.retention, CONTACT_RETENTION_DAYS: 2 })).toBe(
      2 * 86_400_000,
    );
    expect(retentionMs("FORM_LIMITS_RETENTION_HOURS", ctx.retention)).toBe(3_600_000);
  });

  it("writes amounts in the reader's language, singular and plural", () => {
    expect(amountText(1, "days", "es")).toBe("1 día");
    expect(amountText(1095, "days", "es")).toBe("1095 días");
    expect(amountText(1, "hours", "en")).toBe("1 hour");
    expect(amountText(30, "days", "en")).toBe("30 days");
  });

  it("describes every item, grouped, with the configured number and its setting", () => {
    for (const lang of LANGS) {
      const section = describeInventory(
        { retention: { ...ctx.retention, CONTACT_RETENTION_DAYS: 90 } },
        lang,
        "/mis-datos",
      );
      const rows = section.groups.flatMap((g) => g.rows);
      expect(rows.map((r) => r.id).sort()).toEqual(DATA_INVENTORY.map((i) => i.id).sort());
      const contact = rows.find((r) => r.id === "contact-messages");
      expect(contact?.retention).toMatch(lang === "es" ? /^90 días / : /^90 days /);
      expect(contact?.setting).toBe("CONTACT_RETENTION_DAYS");
      for (const row of rows) expect(row.retention.length, row.id).toBeGreaterThan(5);
    }
  });

  it("says whether a model gets the assistant's questions, and which", () => {
    const none = describeInventory(ctx, "en", "/en/mis-datos").groups.flatMap((g) => g.rows);
    expect(none.find((r) => r.id === "assistant-questions")?.audience).toMatch(/No language model/);
    const withModel = describeInventory({ ...ctx, model: "qwen2.5:3b" }, "es", "/mis-datos").groups.flatMap(
      (g) => g.rows,
    );
    expect(withModel.find((r) => r.id === "assistant-questions")?.audience).toMatch(/«qwen2\.5:3b»/);
    expect(modelLine(ctx, "es")).toMatch(/^Ninguno/);
    expect(modelLine({ ...ctx, model: "llama3" }, "en")).toBe("llama3");
  });

  it("makes the chatbot's note from the assistant's retention and model", () => {
    const days = { ...ctx.retention, ASSISTANT_RETENTION_DAYS: 12 };
    expect(assistantNote({ retention: days }, "es")).toMatch(
      /se envía al servidor.*12 días.*sin tu dirección IP/,
    );
    expect(assistantNote({ retention: days }, "en")).toMatch(
      /no language model.*12 days.*without your IP address/,
    );
    expect(assistantNote({ retention: days, model: "mistral" }, "en")).toMatch(/“mistral”.*12 days/);
  });
});
