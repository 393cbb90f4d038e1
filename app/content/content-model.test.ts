import { describe, expect, it } from "vitest";
import { pageLanguages, publicAddresses, textLangOf } from "./content-model.ts";
import type { PageDoc } from "./page-model.ts";

const page = (values: PageDoc["values"]): PageDoc => ({ Page: "p", Template: "Article", values });

describe("the languages a page is written in", () => {
  it("are the ones its entries name; entries that name none serve both", () => {
    const both = page([
      { name: "Title", value: { text: "Hola" }, lang: "es" },
      { name: "Title", value: { text: "Hello" }, lang: "en" },
    ]);
    const spanish = page([
      { name: "Title", value: { text: "Hola" }, lang: "es" },
      { name: "Image", value: { name: "a.png" } },
    ]);
    const neutral = page([{ name: "Title", value: { text: "Simbiosis" } }]);
    expect(pageLanguages(both)).toEqual(["es", "en"]);
    expect(pageLanguages(spanish)).toEqual(["es"]);
    expect(pageLanguages(neutral)).toEqual(["es", "en"]);
    expect(pageLanguages(page([]))).toEqual(["es", "en"]);
  });

  it("decide the language a page's text is shown in on each address", () => {
    const spanish = page([{ name: "Title", value: { text: "Hola" }, lang: "es" }]);
    const english = page([{ name: "Title", value: { text: "Hello" }, lang: "en" }]);
    expect([textLangOf(spanish, "es"), textLangOf(spanish, "en")]).toEqual(["es", "es"]);
    expect([textLangOf(english, "es"), textLangOf(english, "en")]).toEqual(["en", "en"]);
  });

  it("give each language its own address for the editor's view-on-site links", () => {
    expect(publicAddresses({ Page: "Diseño ético", Template: "Article" })).toEqual({
      es: "/article/Dise%C3%B1o%20%C3%A9tico",
      en: "/en/article/Dise%C3%B1o%20%C3%A9tico",
    });
    expect(publicAddresses({ Page: "x", Template: "Book" })).toBeNull();
  });
});
