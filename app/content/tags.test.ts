import { describe, expect, it } from "vitest";
import { localizedPath } from "./addresses.ts";
import { publicPath } from "./content-model.ts";
import type { Entry, PageDoc } from "./page-model.ts";
import {
  NO_VOCABULARY,
  TAGS_PAGE,
  TAGS_TEMPLATE,
  columnHasTag,
  tagKey,
  tagLabel,
  tagListPath,
  tagViews,
  tagVocabulary,
  tagsColumn,
} from "./tags.ts";

const vocabularyPage = (values: Entry[], Template = TAGS_TEMPLATE): PageDoc => ({
  Page: TAGS_PAGE,
  Template,
  values,
});

const label = (name: string, lang: "es" | "en" | undefined, text: string): Entry => ({
  name,
  value: { text },
  ...(lang ? { lang } : {}),
});

describe("tag keys", () => {
  it("match whatever the case, spacing or leading #, and keep accents", () => {
    expect(tagKey("  Sesgo ")).toBe("sesgo");
    expect(tagKey("#Modelos   Abiertos")).toBe("modelos abiertos");
    expect(tagKey("PÁGINAS")).toBe("páginas");
    expect(tagKey("diseño")).not.toBe(tagKey("diseno"));
    // The same letter typed composed or decomposed is one key.
    expect(tagKey("ética")).toBe(tagKey("e\u0301tica"));
  });
  it("turn the column separator and control characters into spaces", () => {
    expect(tagKey("a|b")).toBe("a b");
    expect(tagKey("x\u0000y\n")).toBe("x y");
    expect(tagKey("  ")).toBe("");
  });
});

describe("the tag vocabulary", () => {
  const page = vocabularyPage([
    label("sesgo", "es", "sesgo"),
    label("sesgo", "en", "bias"),
    label("Páginas", "en", "pages"),
    label("ux", undefined, "UX"),
    label("ux", "es", "experiencia de uso"),
    label("sesgo", "en", "second bias"),
    label("vacía", "en", " "),
    label("html", "en", "<b>bold</b> label"),
  ]);
  const vocabulary = tagVocabulary(page);

  it("gives each tag its label in the visitor's language", () => {
    expect(tagLabel(vocabulary, "sesgo", "en")).toBe("bias");
    expect(tagLabel(vocabulary, "sesgo", "es")).toBe("sesgo");
    // Matched by key, however the page or the vocabulary wrote it.
    expect(tagLabel(vocabulary, "Sesgo", "en")).toBe("bias");
    expect(tagLabel(vocabulary, "páginas", "en")).toBe("pages");
  });
  it("falls back to a label for every language, then to the tag as written", () => {
    expect(tagLabel(vocabulary, "ux", "en")).toBe("UX");
    expect(tagLabel(vocabulary, "ux", "es")).toBe("experiencia de uso");
    expect(tagLabel(vocabulary, "páginas", "es")).toBe("páginas");
    expect(tagLabel(vocabulary, "Sin Etiqueta", "en")).toBe("Sin Etiqueta");
    expect(tagLabel(vocabulary, "vacía", "en")).toBe("vacía");
  });
  it("keeps the first label of a key and language, as text", () => {
    expect(tagLabel(vocabulary, "sesgo", "en")).toBe("bias");
    expect(tagLabel(vocabulary, "html", "en")).toBe("bold label");
  });
  it("is read only from a page of the Tags template", () => {
    expect(tagVocabulary(undefined).size).toBe(0);
    expect(tagVocabulary(vocabularyPage([label("sesgo", "en", "bias")], "Article")).size).toBe(0);
    expect(tagVocabulary(vocabularyPage([label("sesgo", "en", "bias")], "Etiquetas")).size).toBe(1);
    expect(publicPath(vocabularyPage([]))).toBeNull();
  });
});

describe("tags as screens show them", () => {
  const vocabulary = tagVocabulary(vocabularyPage([label("sesgo", "en", "bias")]));
  it("carry the key and the label, once per key, in the page's order", () => {
    expect(tagViews(["Sesgo", "datos", "sesgo", " ", "#datos"], vocabulary, "en")).toEqual([
      { key: "sesgo", label: "bias" },
      { key: "datos", label: "datos" },
    ]);
    expect(tagViews(["Sesgo"], NO_VOCABULARY, "en")).toEqual([{ key: "sesgo", label: "Sesgo" }]);
  });
  it("link to the articles with the tag, in the page's language", () => {
    expect(tagListPath("sesgo")).toBe("/articles?tag=sesgo");
    expect(localizedPath(tagListPath("modelos abiertos"), "en")).toBe("/en/articles?tag=modelos+abiertos");
    const path = tagListPath("páginas & <x>");
    expect(new URL(path, "http://x").searchParams.get("tag")).toBe("páginas & <x>");
  });
});

describe("the search table's tags column", () => {
  it("holds each key once between bars, and finds whole keys only", () => {
    const column = tagsColumn(["Sesgo", "modelos abiertos", "sesgo", ""]);
    expect(column).toBe("|sesgo|modelos abiertos|");
    expect(columnHasTag(column, "sesgo")).toBe(true);
    expect(columnHasTag(column, "modelos abiertos")).toBe(true);
    expect(columnHasTag(column, "modelos")).toBe(false);
    expect(columnHasTag(column, "ses")).toBe(false);
    expect(columnHasTag(column, "sesgo|modelos abiertos")).toBe(false);
    expect(tagsColumn([])).toBe("");
    expect(columnHasTag("", "sesgo")).toBe(false);
  });
});
