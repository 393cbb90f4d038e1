import { describe, expect, it } from "vitest";
import {
  attributeOf,
  entriesOf,
  fieldKey,
  fieldsOf,
  findEntry,
  findField,
  isHtml,
  pickLang,
  safeUrl,
  textOf,
  valueCaption,
  valueFile,
  valueHtml,
  valueText,
  valueUrl,
} from "./entries.ts";
import type { PageDoc } from "./page-model.ts";

const page: PageDoc = {
  Page: "p",
  Template: "Article",
  values: [
    { name: "Title", lang: "es", value: { text: "Hola" } },
    { name: "Title", lang: "en", value: { text: "Hello" } },
    { name: "Subtitle", value: "Sin idioma" },
    { name: "OnlyEs", lang: "es", value: "solo español" },
  ],
  components: [{ name: "Name", component: "Bot/Name", value: { text: "Simbi" } }],
};

describe("entries", () => {
  it("reads values then components", () => {
    expect(entriesOf(page).map((e) => e.name)).toEqual(["Title", "Title", "Subtitle", "OnlyEs", "Name"]);
  });
  it("picks the visitor's language, then no-lang, then Spanish", () => {
    expect(textOf(page, ["Title"], "en")).toBe("Hello");
    expect(textOf(page, ["title"], "es")).toBe("Hola");
    expect(textOf(page, ["Subtitle"], "en")).toBe("Sin idioma");
    expect(textOf(page, ["OnlyEs"], "en")).toBe("solo español");
    expect(textOf(page, ["Missing"], "en")).toBe("");
  });
  it("finds a component by its path", () => {
    expect(findEntry(page, ["Bot/Name"], "es")?.value).toEqual({ text: "Simbi" });
  });
  it("uses the first name that exists", () => {
    expect(textOf(page, ["Nope", "Subtitle"], "es")).toBe("Sin idioma");
  });
  it("reads text and html from values", () => {
    expect(valueText({ html: "<p>x</p>" })).toBe("<p>x</p>");
    expect(valueText(3)).toBe("3");
    expect(valueText(["a", "b"])).toBe("a, b");
    expect(valueText(null)).toBe("");
    expect(valueHtml({ text: "t", html: "<b>h</b>" })).toBe("<b>h</b>");
  });
  it("detects HTML by both angle brackets", () => {
    expect(isHtml("<p>x</p>")).toBe(true);
    expect(isHtml("a < b")).toBe(false);
    expect(isHtml("plain")).toBe(false);
  });
});

describe("field keys and variants", () => {
  it("ignores case, accents, spaces, dashes and underscores", () => {
    expect(fieldKey("Product Image")).toBe("productimage");
    expect(fieldKey("product_image")).toBe("productimage");
    expect(fieldKey("productImage")).toBe("productimage");
    expect(fieldKey("Sub-Título")).toBe("subtitulo");
  });
  it("finds a field by any spelling and by the last part of a component path", () => {
    const p: PageDoc = {
      Page: "x",
      Template: "Products",
      values: [
        { name: "Product_Name", value: "A" },
        { name: "Whatever", component: "Bios/Short-Description", value: "B" },
      ],
    };
    expect(valueText(findField(p, ["productname"], "es")?.value)).toBe("A");
    expect(valueText(findField(p, ["shortdescription"], "es")?.value)).toBe("B");
    expect(findField(p, ["missing"], "es")).toBeUndefined();
  });
  it("applies the language fallback to variants too", () => {
    const p: PageDoc = {
      Page: "x",
      Template: "T",
      values: [
        { name: "tagline", lang: "es", value: "hola" },
        { name: "Tag Line", lang: "en", value: "hello" },
      ],
    };
    expect(valueText(findField(p, ["tagline"], "en")?.value)).toBe("hello");
    expect(valueText(findField(p, ["tagline"], "es")?.value)).toBe("hola");
  });
  it("lists one entry per field, in the visitor's language", () => {
    expect(fieldsOf(page, "en").map((e) => valueText(e.value))).toEqual([
      "Hello",
      "Sin idioma",
      "solo español",
      "Simbi",
    ]);
  });
  it("reads top-level attributes by key", () => {
    const p: PageDoc = { Page: "x", Template: "T", values: [], Descirption: "d", Tags: ["a"] };
    expect(attributeOf(p, ["description", "descirption"])).toBe("d");
    expect(attributeOf(p, ["tags"])).toEqual(["a"]);
    expect(attributeOf(p, ["values"])).toBeUndefined();
  });
  it("picks a language: visitor's, then none, then Spanish, then any", () => {
    expect(pickLang([{ name: "a", value: 1, lang: "en" }], "es")?.lang).toBe("en");
    expect(pickLang([], "es")).toBeUndefined();
  });
});

describe("files and links in values", () => {
  it("reads a file name from name, path or text", () => {
    expect(valueFile({ name: "guia.pdf", path: "/content/guia.pdf" })).toBe("guia.pdf");
    expect(valueFile({ path: "/content/a b.pdf" })).toBe("a b.pdf");
    expect(valueFile({ text: "manual.pdf" })).toBe("manual.pdf");
    expect(valueFile("datasheet.pdf")).toBe("datasheet.pdf");
  });
  it("does not take versions, prose, markup or URLs for files", () => {
    expect(valueFile("v1.2")).toBe("");
    expect(valueFile({ text: "Hola. Adiós" })).toBe("");
    expect(valueFile({ name: '<img src=x onerror="a">.pdf' })).toBe("");
    expect(valueFile({ name: "https://evil.example/x.pdf" })).toBe("");
    expect(valueFile({ text: "javascript:alert(1)//.pdf" })).toBe("");
    expect(valueFile(null)).toBe("");
  });
  it("reads a caption", () => {
    expect(valueCaption({ caption: " Logo " })).toBe("Logo");
    expect(valueCaption("x")).toBe("");
  });
  it("keeps only safe links", () => {
    expect(valueUrl({ url: "https://github.com/simbiosis-ai" })).toBe("https://github.com/simbiosis-ai");
    expect(valueUrl("/articles")).toBe("/articles");
    expect(valueUrl({ url: "javascript:alert(1)" })).toBe("");
    expect(valueUrl({ url: "JaVaScRiPt:alert(1)" })).toBe("");
    expect(valueUrl({ url: "data:text/html,<script>alert(1)</script>" })).toBe("");
    expect(valueUrl({ url: "//evil.example" })).toBe("");
    expect(valueUrl({ url: "/\\evil.example" })).toBe("");
    expect(valueUrl({ url: "https://" })).toBe("");
    expect(safeUrl("mailto:hola@simbiosis.example")).toBe("mailto:hola@simbiosis.example");
  });
});
