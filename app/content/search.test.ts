import { describe, expect, it } from "vitest";
import { docMatches, matchesQuery, productMatches, projectMatches, searchForm } from "./search.ts";

describe("search (docs/product.md)", () => {
  it("is a case-insensitive substring match; empty matches all", () => {
    expect(matchesQuery("", ["x"])).toBe(true);
    expect(matchesQuery("   ", ["x"])).toBe(true);
    expect(matchesQuery("AUDIT", ["bias audits"])).toBe(true);
    expect(matchesQuery("zzz", ["bias audits"])).toBe(false);
    expect(matchesQuery("x", [undefined, ["a", "xa"]])).toBe(true);
  });
  it("ignores accents on both sides", () => {
    expect(searchForm("  Ética   Digital ")).toBe("etica digital");
    expect(matchesQuery("etica", ["Diseño ético y Ética"])).toBe(true);
    expect(matchesQuery("diseño", ["Diseno"])).toBe(true);
  });
  it("matches projects by name or title, products by title, docs by name, title or description", () => {
    expect(projectMatches({ name: "detector-de-sesgos", title: "Detector" }, "detector-de")).toBe(true);
    expect(projectMatches({ name: "a", title: "Marco tensorial" }, "tensor")).toBe(true);
    expect(productMatches({ title: "EthicsI Audit" }, "audit")).toBe(true);
    expect(productMatches({ title: "EthicsI Audit" }, "compass")).toBe(false);
    const doc = { name: "primeros-pasos", title: "Primeros pasos", description: "Instala el sitio" };
    expect(docMatches(doc, "instala")).toBe(true);
    expect(docMatches(doc, "primeros-")).toBe(true);
    expect(docMatches(doc, "api")).toBe(false);
  });
});
