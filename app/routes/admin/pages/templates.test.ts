import { describe, expect, it } from "vitest";
import { pageBodySchema } from "../../../content/page-schema.ts";
import { slugify } from "../../../content/slugs.ts";
import { TEMPLATES, newPageFrom, publicPathFor, templateById } from "./templates.ts";
import { groupEntries, groupLangs, kindOf } from "../editor/fields/values.ts";

describe("the template catalogue", () => {
  it("offers the ten templates the brief lists", () => {
    expect(TEMPLATES.map((t) => t.template)).toEqual([
      "Article",
      "Documentation",
      "Projects",
      "Products",
      "Bios",
      "Chapters",
      "Bot",
      "Manifest",
      "Platform",
      "Page",
    ]);
  });

  it("makes pages the API accepts, every text in Spanish and English", () => {
    for (const def of TEMPLATES) {
      const page = newPageFrom(def, "nueva");
      expect(pageBodySchema.safeParse(page).success).toBe(true);
      for (const g of groupEntries(page.values)) {
        const kind = kindOf(page.values[g.indexes[0] ?? 0] ?? { name: "", value: null });
        const { has, neutral } = groupLangs(page.values, g);
        if (kind === "file" || kind === "url") expect(neutral).toBe(true);
        else if (!neutral) expect(has.sort()).toEqual(["en", "es"]);
      }
    }
  });

  it("pre-fills the names the public site reads", () => {
    const names = (id: string) =>
      groupEntries(templateById(id)?.values ?? []).map((g) => g.component ?? g.name);
    expect(names("article")).toEqual(["Title", "Excerpt", "Content"]);
    expect(names("documentation")).toEqual(["Title", "description", "Content", "document"]);
    expect(names("product")).toContain("Products/ProductName");
    expect(names("bot")).toEqual(["Bot/Name", "Bot/Version", "Bot/Capabilities", "Bot/Content"]);
    expect(newPageFrom(templateById("article")!, "x")).toMatchObject({ Category: "general", Tags: [] });
  });

  it("never shares objects between the catalogue and a new page", () => {
    const def = templateById("article")!;
    const page = newPageFrom(def, "x");
    (page.values[0]!.value as { text: string }).text = "changed";
    expect((def.values[0]!.value as { text: string }).text).toBe("");
  });

  it("shows the address a new page will have, and suggests names", () => {
    // The slug: in Spanish the name when it is a clean one; else made from the title (else from the name).
    expect(publicPathFor(templateById("article")!, "mi artículo")).toBe("/article/mi-articulo");
    expect(publicPathFor(templateById("article")!, "x-1", { text: "Ética abierta", lang: "es" })).toBe(
      "/article/x-1",
    );
    expect(publicPathFor(templateById("article")!, "X 1", { text: "Ética abierta", lang: "es" })).toBe(
      "/article/etica-abierta",
    );
    expect(publicPathFor(templateById("product")!, "x", { text: "EthicsI Audit", lang: "en" })).toBe(
      "/product/ethicsi-audit",
    );
    expect(publicPathFor(templateById("bot")!, "x")).toBe("/chatbot");
    expect(slugify("  Ética y Año Nuevo! ")).toBe("etica-y-ano-nuevo");
  });
});
