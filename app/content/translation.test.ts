import { describe, expect, it } from "vitest";
import {
  composeField,
  protectTerms,
  restoreTerms,
  translatableText,
  withFieldTranslation,
} from "./translation.ts";

const glossary = [
  { id: 1, es: "Simbiosis", en: "Simbiosis" },
  { id: 2, es: "gobernanza comunitaria", en: "community governance" },
  { id: 3, es: "gobernanza", en: "governance" },
];

describe("glossary terms kept out of the model's hands", () => {
  it("replaces whole terms in any case, the longest first, and puts the other language's back", () => {
    const p = protectTerms(
      "Gobernanza comunitaria en SIMBIOSIS; simbiosisX y gobernanza.",
      glossary,
      "es",
      "en",
    );
    expect(p.text).toBe("⟦1⟧ en ⟦2⟧; simbiosisX y ⟦3⟧.");
    expect(restoreTerms("⟦1⟧ in ⟦2⟧; simbiosisX and ⟦3⟧.", p.terms)).toEqual({
      text: "Community governance in Simbiosis; simbiosisX and governance.",
      missing: [],
    });
  });

  it("names a term the model dropped and drops tokens it made up", () => {
    const p = protectTerms("Sobre gobernanza comunitaria.", glossary, "es", "en", 5);
    expect(p.text).toBe("Sobre ⟦5⟧.");
    expect(restoreTerms("About it ⟦9⟧.", p.terms)).toEqual({
      text: "About it .",
      missing: ["community governance"],
    });
  });

  it("works the other way round", () => {
    const p = protectTerms("Community governance at Simbiosis", glossary, "en", "es");
    expect(restoreTerms(p.text, p.terms).text).toBe("Gobernanza comunitaria at Simbiosis");
  });
});

describe("what is translated, and how a suggestion is accepted", () => {
  it("translates texts and rich texts, not links, numbers, images or files", () => {
    expect(translatableText({ text: "Hola" })).toEqual({ kind: "text", text: "Hola" });
    expect(translatableText({ html: "<p>Hola</p>" })).toEqual({ kind: "html", text: "<p>Hola</p>" });
    expect(translatableText("https://example.org/x")).toBeUndefined();
    expect(translatableText("2024-01-02")).toBeUndefined();
    expect(translatableText({ name: "foto.png", text: "Foto" })).toBeUndefined();
    expect(translatableText(true)).toBeUndefined();
  });

  it("keeps the translation's blocks, takes the accepted ones, and the earlier block where one is not", () => {
    const field = {
      field: "|Content",
      label: { es: "Contenido", en: "Content" },
      kind: "html" as const,
      parts: [
        { kind: "kept" as const, text: "<p>One.</p>" },
        {
          kind: "new" as const,
          block: 1,
          source: "<p>Dos.</p>",
          proposed: "<p>Two.</p>",
          previous: "<p>2.</p>",
          missingTerms: [],
        },
        {
          kind: "new" as const,
          block: 2,
          source: "<p>Tres.</p>",
          proposed: "<p>Three.</p>",
          previous: null,
          missingTerms: [],
        },
      ],
    };
    expect(
      composeField(
        field,
        new Map([
          [1, "<p>Two.</p>"],
          [2, "<p>Three!</p>"],
        ]),
      ),
    ).toBe("<p>One.</p><p>Two.</p><p>Three!</p>");
    expect(composeField(field, new Map([[2, "<p>Three.</p>"]]))).toBe("<p>One.</p><p>2.</p><p>Three.</p>");
  });

  it("adds a language's field after its source, in the source's shape", () => {
    const doc = {
      Page: "p",
      Template: "Article",
      values: [
        { name: "Title", lang: "es" as const, value: { text: "Hola" } },
        { name: "Other", value: "x" },
      ],
    };
    expect(withFieldTranslation(doc, "|Title", "es", "en", "Hello")?.values).toEqual([
      { name: "Title", lang: "es", value: { text: "Hola" } },
      { name: "Title", lang: "en", value: { text: "Hello" } },
      { name: "Other", value: "x" },
    ]);
    expect(withFieldTranslation(doc, "|Other", "es", "en", "y")).toBeUndefined();
  });
});
