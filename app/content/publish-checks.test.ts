import { describe, expect, it } from "vitest";
import { imageFilesChecked, publishChecks, type CheckContext } from "./publish-checks.ts";
import type { PageDoc } from "./page-model.ts";

/* The alt text of an image shared by the languages (issue 41, item 3) as a publish check. */

const page = (values: PageDoc["values"]): PageDoc => ({ Page: "p", Template: "Article", values });
const titled = (html: Record<"es" | "en", string>, extra: PageDoc["values"] = []) =>
  page([
    { name: "Title", lang: "es", value: { text: "Hola" } },
    { name: "Title", lang: "en", value: { text: "Hello" } },
    { name: "Content", lang: "es", value: { html: html.es } },
    { name: "Content", lang: "en", value: { html: html.en } },
    ...extra,
  ]);
const ctx = (library: Record<string, Partial<Record<"es" | "en", string>>> = {}): CheckContext => ({
  published: new Set(),
  now: new Date("2026-01-01"),
  library: new Map(Object.entries(library)),
});
const missing = (doc: PageDoc, lang: "es" | "en", c: CheckContext) =>
  publishChecks(doc, lang, c)
    .filter((p) => p.code === "image_alt_missing")
    .map((p) => `${p.field}:${p.detail}`);

describe("the alt text of shared images", () => {
  const img = '<img src="/content/foto-1.png">';

  it("takes a library image's alt from the library in the language published, naming the file", () => {
    const doc = titled({ es: img, en: `<p>x</p>${img}` });
    expect(missing(doc, "es", ctx({ "foto-1.png": { es: "Una foto" } }))).toEqual([]);
    expect(missing(doc, "en", ctx({ "foto-1.png": { es: "Una foto" } }))).toEqual(["Content:foto-1.png"]);
    expect(missing(doc, "en", ctx({ "foto-1.png": { es: "Una foto", en: "  " } }))).toEqual([
      "Content:foto-1.png",
    ]);
    expect(missing(doc, "en", ctx({ "foto-1.png": { en: "A photo" } }))).toEqual([]);
  });

  it("falls back to the text's own alt, for library images and others", () => {
    const doc = titled({
      es: '<img src="/content/foto-1.png" alt="Escrita aquí">',
      en: '<img src="https://example.org/x.png" alt="">',
    });
    expect(missing(doc, "es", ctx())).toEqual([]);
    expect(missing(doc, "en", ctx())).toEqual(["Content:https://example.org/x.png"]);
  });

  it("checks a template's image field by the library's text or the value's caption, per language", () => {
    const field = { name: "photo", value: { name: "retrato-2.jpg" } };
    const doc = titled({ es: "<p>a</p>", en: "<p>b</p>" }, [field]);
    const library = { "retrato-2.jpg": { es: "Retrato" } };
    expect(missing(doc, "es", ctx(library))).toEqual([]);
    expect(missing(doc, "en", ctx(library))).toEqual(["photo:retrato-2.jpg"]);
    // A value with its own caption is described; a file outside the library is not checked here.
    const captioned = titled({ es: "", en: "" }, [
      { name: "photo", value: { name: "retrato-2.jpg", caption: "R" } },
    ]);
    expect(missing(captioned, "en", ctx(library))).toEqual([]);
    expect(missing(doc, "en", ctx())).toEqual([]);
  });

  it("lists the files whose texts the checks need, only in the languages checked", () => {
    const doc = titled({ es: img, en: '<img src="/content/solo-en.webp" alt="x">' }, [
      { name: "logo", value: { name: "logo.svg" } },
      { name: "manual", value: { name: "guia.pdf" } },
    ]);
    expect(imageFilesChecked(doc, ["es"]).sort()).toEqual(["foto-1.png", "logo.svg"]);
    expect(imageFilesChecked(doc, ["es", "en"]).sort()).toEqual(["foto-1.png", "logo.svg", "solo-en.webp"]);
  });
});
