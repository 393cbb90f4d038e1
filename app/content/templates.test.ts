import { describe, expect, it } from "vitest";
import { TEMPLATE_QUERY, isReadable, templateKind } from "./templates.ts";

describe("template recognition (docs/product.md)", () => {
  it.each([
    ["Article", "article"],
    ["article", "article"],
    ["Articulo", "article"],
    ["Artículo", "article"],
    ["Blog", "article"],
    ["Post", "article"],
    ["NewsArticle", "article"],
    ["Blog entry", "article"],
    ["Doc", "doc"],
    ["Documentation", "doc"],
    ["Guide", "doc"],
    ["Guía", "doc"],
    ["Tutorial", "doc"],
    ["Reference", "doc"],
    ["API docs", "doc"],
    ["Project", "project"],
    ["Projects", "project"],
    ["Proyecto", "project"],
    ["Product", "product"],
    ["Products", "product"],
    ["Producto", "product"],
    ["Productos", "product"],
    ["Bios", "bio"],
    ["Books", "book"],
    ["Chapters", "chapter"],
    ["Bot", "bot"],
    ["Manifest", "manifest"],
    ["Platform", "other"],
    ["Page", "other"],
    ["Poster", "other"],
    ["", "other"],
  ])("%s is %s", (template, kind) => {
    expect(templateKind(template)).toBe(kind);
  });
  it("treats an absent template as other", () => {
    expect(templateKind(undefined)).toBe("other");
  });
  it("asks the store broadly enough for every kind", () => {
    for (const [kind, patterns] of Object.entries(TEMPLATE_QUERY)) {
      expect(patterns.length, kind).toBeGreaterThan(0);
    }
    const matches = (t: string, ps: string[]) => ps.some((p) => t.toLowerCase().includes(p));
    expect(matches("Documentation", TEMPLATE_QUERY.doc)).toBe(true);
    expect(matches("Blog", TEMPLATE_QUERY.article)).toBe(true);
    expect(matches("Producto", TEMPLATE_QUERY.product)).toBe(true);
  });
  it("opens articles and docs as readable pages", () => {
    expect(isReadable("article")).toBe(true);
    expect(isReadable("doc")).toBe(true);
    expect(isReadable("bio")).toBe(false);
  });
});
