import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumbs.ts";

const sections = (template: string) => breadcrumbTrail(template).map((c) => c.section);

describe("breadcrumbs by template", () => {
  it("puts docs, guides, tutorials and references under Documentación", () => {
    for (const t of ["Documentation", "Guide", "Tutorial", "Reference", "doc"]) {
      expect(sections(t), t).toEqual(["home", "documentation"]);
    }
  });
  it("puts articles, and anything else, under Articles", () => {
    for (const t of ["Article", "Blog", "Post", "Page", ""])
      expect(sections(t), t).toEqual(["home", "articles"]);
  });
  it("uses the project variant (home, projects) and the other sections", () => {
    expect(sections("Projects")).toEqual(["home", "projects"]);
    expect(sections("Producto")).toEqual(["home", "products"]);
    expect(sections("Bios")).toEqual(["home", "bios"]);
    expect(sections("Chapters")).toEqual(["home", "book"]);
    expect(sections("Manifest")).toEqual(["home"]);
  });
  it("links every crumb", () => {
    expect(breadcrumbTrail("Guide")).toEqual([
      { section: "home", href: "/" },
      { section: "documentation", href: "/documentation" },
    ]);
  });
});
