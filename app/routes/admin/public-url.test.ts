import { describe, expect, it } from "vitest";
import type { PageDoc } from "../../content/page-model.ts";
import { publicPathOf, templateOf } from "./public-url.ts";

const page = (Template: string, Page = "mi página", values: PageDoc["values"] = []): PageDoc => ({
  Page,
  Template,
  values,
});

describe("where the public site shows a page", () => {
  it.each([
    ["Article", "/article/mi%20p%C3%A1gina"],
    ["Blog", "/article/mi%20p%C3%A1gina"],
    ["Post", "/article/mi%20p%C3%A1gina"],
    ["Documentation", "/document/mi%20p%C3%A1gina"],
    ["Guide", "/document/mi%20p%C3%A1gina"],
    ["Tutorial", "/document/mi%20p%C3%A1gina"],
    ["Reference", "/document/mi%20p%C3%A1gina"],
    ["Projects", "/project/mi%20p%C3%A1gina"],
    ["Bios", "/bio/mi%20p%C3%A1gina"],
    ["Chapters", "/chapter/mi%20p%C3%A1gina"],
    ["Bot", "/chatbot"],
    ["Manifest", "/manifest"],
    ["Platform", "/mi%20p%C3%A1gina"],
    ["Page", "/mi%20p%C3%A1gina"],
    ["Weird", null],
  ])("%s -> %s", (template, path) => {
    expect(publicPathOf(page(template))).toBe(path);
  });

  it("links a product by its product name, else its page name", () => {
    const values = [{ name: "productname", value: { text: "EthicsI Audit" }, lang: "es" as const }];
    expect(publicPathOf(page("Products", "ethicsi-audit", values))).toBe("/product/EthicsI%20Audit");
    expect(publicPathOf(page("Producto", "x/y"))).toBe("/product/x%2Fy");
  });

  it("reads the template from Template, else CType, else 'Unknown'", () => {
    expect(templateOf({ Template: "Bios", CType: "x" })).toBe("Bios");
    expect(templateOf({ CType: "Bios" })).toBe("Bios");
    expect(templateOf({})).toBe("Unknown");
  });
});
