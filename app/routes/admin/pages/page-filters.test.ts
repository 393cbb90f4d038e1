import { describe, expect, it } from "vitest";
import { filterPages, paramsFromView, sortPages, familiesOf, viewFromParams } from "./page-filters.ts";
import type { PageSummary } from "../shell/state.ts";
import { pageTitleOf } from "../shell/human-names.ts";

function row(Page: string, Template: string, Updated?: string, es = "", en = ""): PageSummary {
  return {
    Page,
    Template,
    ...(Updated ? { Updated } : {}),
    title: { es, en },
    publicAddresses: null,
    published: true,
  };
}

const pages = [
  row("auditorias-de-sesgo", "Article", "2026-02-01T00:00:00Z", "Auditorías de sesgo", "Bias audits"),
  row("amara-okafor", "Bios", "2026-01-01T00:00:00Z", "Amara Okafor", "Amara Okafor"),
  row("capitulo-10", "Chapters", undefined, "La cosecha", "The harvest"),
  row("capitulo-2", "Chapters", "2026-03-01T00:00:00Z", "La semilla", "The seed"),
];
const collator = new Intl.Collator("es", { sensitivity: "base", numeric: true });

describe("the list's view in the URL", () => {
  it("reads what the URL asks for and writes back only what is not the default", () => {
    const view = viewFromParams(
      new URLSearchParams("q=sesgo&template=Article&review=waiting&sort=updated&dir=desc"),
    );
    // An older link's template name is read as its family.
    expect(view).toEqual({
      query: "sesgo",
      template: "article",
      review: "waiting",
      sort: "updated",
      dir: "desc",
    });
    expect(paramsFromView(view).toString()).toBe(
      "q=sesgo&template=article&review=waiting&sort=updated&dir=desc",
    );
    expect(paramsFromView({ query: "", template: "", review: "", sort: "name", dir: "asc" }).toString()).toBe(
      "",
    );
  });

  it("ignores a sort or direction it does not know", () => {
    expect(viewFromParams(new URLSearchParams("sort=colour&dir=sideways&review=maybe"))).toEqual({
      query: "",
      template: "",
      review: "",
      sort: "name",
      dir: "asc",
    });
  });
});

describe("search, filter and sort", () => {
  it("searches names, templates and titles in both languages, whatever the case", () => {
    expect(filterPages(pages, "BIAS", "").map((p) => p.Page)).toEqual(["auditorias-de-sesgo"]);
    expect(filterPages(pages, "semilla", "").map((p) => p.Page)).toEqual(["capitulo-2"]);
    expect(filterPages(pages, "  bios ", "").map((p) => p.Page)).toEqual(["amara-okafor"]);
    expect(filterPages(pages, "", "chapter")).toHaveLength(2);
    expect(filterPages(pages, "harvest", "article")).toEqual([]);
  });

  it("keeps the pages waiting for review, or those sent back", () => {
    const reviewed = [
      { ...pages[0]!, review: "waiting" as const },
      { ...pages[1]!, review: "returned" as const },
      pages[2]!,
    ];
    expect(filterPages(reviewed, "", "", "waiting").map((p) => p.Page)).toEqual(["auditorias-de-sesgo"]);
    expect(filterPages(reviewed, "", "", "returned").map((p) => p.Page)).toEqual(["amara-okafor"]);
    expect(filterPages(reviewed, "", "", "")).toHaveLength(3);
  });

  it("sorts names as people read numbers, and ties by name in either direction", () => {
    expect(sortPages(pages, "name", "asc", collator).map((p) => p.Page)).toEqual([
      "amara-okafor",
      "auditorias-de-sesgo",
      "capitulo-2",
      "capitulo-10",
    ]);
    const byTemplate = sortPages(pages, "template", "desc", collator).map((p) => p.Page);
    expect(byTemplate).toEqual(["capitulo-10", "capitulo-2", "amara-okafor", "auditorias-de-sesgo"]);
  });

  it("sorts the name column by the title it shows in the editor's language, ties by the stored name", () => {
    const title = (lang: "es" | "en") => (p: PageSummary) => pageTitleOf(p.title, p.Page, lang);
    expect(sortPages(pages, "name", "asc", collator, { title: title("es") }).map((p) => p.Page)).toEqual([
      "amara-okafor", // Amara Okafor
      "auditorias-de-sesgo", // Auditorías de sesgo
      "capitulo-10", // La cosecha
      "capitulo-2", // La semilla
    ]);
    const english = new Intl.Collator("en", { sensitivity: "base", numeric: true });
    expect(sortPages(pages, "name", "desc", english, { title: title("en") }).map((p) => p.Page)).toEqual([
      "capitulo-2", // The seed
      "capitulo-10", // The harvest
      "auditorias-de-sesgo", // Bias audits
      "amara-okafor", // Amara Okafor
    ]);
    const twins = [
      row("b-page", "Article", undefined, "Mismo"),
      row("a-page", "Article", undefined, "Mismo"),
    ];
    expect(sortPages(twins, "name", "asc", collator, { title: title("es") }).map((p) => p.Page)).toEqual([
      "a-page",
      "b-page",
    ]);
  });

  it("sorts by last update with never-updated pages first when ascending", () => {
    expect(sortPages(pages, "updated", "asc", collator).map((p) => p.Page)).toEqual([
      "capitulo-10",
      "amara-okafor",
      "auditorias-de-sesgo",
      "capitulo-2",
    ]);
  });

  it("offers every family in use once, synonyms under one entry", () => {
    expect(familiesOf(pages)).toEqual(["article", "bio", "chapter"]);
    const synonyms = [
      row("a", "Post"),
      row("b", "Blog"),
      row("c", "Artículo"),
      row("d", "Products"),
      row("e", "Producto"),
    ];
    expect(familiesOf(synonyms)).toEqual(["article", "product"]);
    expect(filterPages(synonyms, "", "article").map((p) => p.Page)).toEqual(["a", "b", "c"]);
  });

  it("sorts the template column by the family's name in the editor's words", () => {
    const words: Record<string, string> = { article: "Zeta", bio: "Alfa", chapter: "Beta" };
    const sorted = sortPages(pages, "template", "asc", collator, { family: (f) => words[f] ?? f });
    expect(sorted.map((p) => p.Page)).toEqual([
      "amara-okafor",
      "capitulo-2",
      "capitulo-10",
      "auditorias-de-sesgo",
    ]);
  });
});
