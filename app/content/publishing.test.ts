import { describe, expect, it } from "vitest";
import type { PageDoc } from "./page-model.ts";
import {
  emptiedLanguages,
  languageStates,
  restoreForLanguages,
  withoutEmptyLanguages,
} from "./publishing.ts";

const page = (values: PageDoc["values"]): PageDoc => ({ Page: "p", Template: "Article", values });
const old = page([
  { name: "Title", lang: "es", value: { text: "Viejo" } },
  { name: "Image", value: { name: "a.jpg" } },
]);
const now = page([
  { name: "Title", lang: "es", value: { text: "Nuevo" } },
  { name: "Title", lang: "en", value: { text: "New" } },
  { name: "Image", value: { name: "b.jpg" } },
]);

describe("restoring by language", () => {
  it("takes one language's entries from the revision and keeps the other and the shared values", () => {
    expect(restoreForLanguages(now, old, ["es"]).values).toEqual([
      { name: "Title", lang: "es", value: { text: "Viejo" } },
      { name: "Title", lang: "en", value: { text: "New" } },
      { name: "Image", value: { name: "b.jpg" } },
    ]);
    // English restored from a revision without English: its text goes, Spanish stays.
    expect(restoreForLanguages(now, old, ["en"]).values).toEqual([
      { name: "Title", lang: "es", value: { text: "Nuevo" } },
      { name: "Image", value: { name: "b.jpg" } },
    ]);
    expect(restoreForLanguages(now, old, ["es", "en"])).toBe(old);
    expect(restoreForLanguages(undefined, old, ["es"])).toBe(old);
  });

  it("names the languages a restore empties", () => {
    expect(emptiedLanguages(now, restoreForLanguages(now, old, ["es", "en"]))).toEqual(["en"]);
    expect(emptiedLanguages(now, restoreForLanguages(now, old, ["es"]))).toEqual([]);
  });

  it("says a published language whose draft has no text differs from what is published", () => {
    const states = languageStates({ draft: old, draftMeta: {}, published: now, schedules: [] });
    expect(states.en).toMatchObject({ published: true, inDraft: false, changes: true });
    expect(states.es).toMatchObject({ published: true, inDraft: true, changes: true });
  });
});

describe("a draft as its preview shows it", () => {
  it("leaves out a language's empty boxes, as publishing would, and keeps the written ones", () => {
    const draft = page([
      { name: "Title", lang: "es", value: { text: "Hola" } },
      { name: "Title", lang: "en", value: { text: "" } },
      { name: "Content", lang: "en", value: { html: "<p></p>" } },
      { name: "Image", value: { name: "a.jpg" } },
    ]);
    expect(withoutEmptyLanguages(draft).values).toEqual([
      { name: "Title", lang: "es", value: { text: "Hola" } },
      { name: "Image", value: { name: "a.jpg" } },
    ]);
    expect(withoutEmptyLanguages(now)).toBe(now);
  });
});
