import { describe, expect, it } from "vitest";
import { entriesOf, findEntry, isHtml, textOf, valueHtml, valueText } from "./entries.ts";
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
