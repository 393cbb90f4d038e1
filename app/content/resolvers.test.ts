import { describe, expect, it } from "vitest";
import { FIELDS } from "./content-model.ts";
import type { Entry, PageDoc } from "./page-model.ts";
import { displayText } from "./reading.ts";
import {
  authorOf,
  categoryOf,
  contentOf,
  createdOf,
  descriptionOf,
  documentFileOf,
  excerptOf,
  filesOf,
  firstMarkupOf,
  humanizeFieldName,
  imageOf,
  otherFieldsOf,
  overviewOf,
  parseTags,
  repositoryOf,
  subtitleOf,
  tagsOf,
  titleOf,
} from "./resolvers.ts";

const page = (values: Entry[], extra: Partial<PageDoc> = {}): PageDoc => ({
  Page: "la-pagina",
  Template: "Article",
  values,
  ...extra,
});

describe("title", () => {
  it("reads Title in the visitor's language, then the attribute, then the page name", () => {
    const p = page([
      { name: "Title", lang: "es", value: { text: "Hola" } },
      { name: "title", lang: "en", value: { text: "Hello" } },
    ]);
    expect(titleOf(p, "en")).toBe("Hello");
    expect(titleOf(p, "es")).toBe("Hola");
    expect(titleOf(page([], { Title: "Del atributo" }), "en")).toBe("Del atributo");
    expect(titleOf(page([]), "es")).toBe("la-pagina");
  });
  it("never is markup", () => {
    expect(titleOf(page([{ name: "Title", value: "<b>Negrita</b> &amp; más" }]), "es")).toBe("Negrita & más");
    expect(displayText("  a   b ")).toBe("a b");
  });
  it("reads a product's, a project's and a person's own name first, by the page's template", () => {
    const products = { Template: "Products" };
    const product = page(
      [{ name: "productname", component: "Products/ProductName", value: { text: "P" } }],
      products,
    );
    expect(titleOf(product, "es")).toBe("P");
    expect(titleOf(page([{ name: "Product Name", value: "Q" }], products), "es")).toBe("Q");
    expect(titleOf(page([{ name: "Title", value: "T" }], products), "es")).toBe("T");
    const project = page([{ name: "ProjectName", component: "Projects/ProjectName", value: { text: "J" } }], {
      Template: "Projects",
    });
    expect(titleOf(project, "es")).toBe("J");
    const bio = page([{ name: "Name", component: "Bios/Name", value: { text: "Lucía" } }], {
      Template: "Bios",
    });
    expect(titleOf(bio, "es")).toBe("Lucía");
    expect(titleOf(page([], { Template: "Bios" }), "es")).toBe("la-pagina");
    // An article's Name is not its title.
    expect(titleOf(page([{ name: "Name", value: "N" }]), "es")).toBe("la-pagina");
  });
});

describe("description, content, overview, subtitle", () => {
  it("reads description or the misspelling descirption, as values or attributes", () => {
    expect(descriptionOf(page([{ name: "description", value: "d1" }]), "es")).toBe("d1");
    expect(descriptionOf(page([{ name: "descirption", value: "d2" }]), "es")).toBe("d2");
    expect(descriptionOf(page([], { Description: "d3" }), "es")).toBe("d3");
    expect(descriptionOf(page([], { Descirption: "d4" }), "es")).toBe("d4");
    expect(descriptionOf(page([]), "es")).toBe("");
  });
  it("reads Content as a value (html first) or as the attribute", () => {
    expect(contentOf(page([{ name: "Content", value: { html: "<p>h</p>", text: "t" } }]), "es")).toBe(
      "<p>h</p>",
    );
    expect(
      contentOf(page([{ name: "Content", component: "Chapters/Content", value: { text: "t" } }]), "es"),
    ).toBe("t");
    expect(contentOf(page([], { Content: "attr" }), "es")).toBe("attr");
  });
  it("reads overview, else description", () => {
    expect(overviewOf(page([{ name: "Overview", value: { html: "<p>o</p>" } }]), "es")).toBe("<p>o</p>");
    expect(overviewOf(page([{ name: "description", value: { html: "<p>d</p>" } }]), "es")).toBe("<p>d</p>");
  });
  it.each(["Subtitle", "sub_title", "SubTítulo", "tagline", "Tag-Line", "slogan"])(
    "reads %s as the subtitle",
    (n) => {
      expect(subtitleOf(page([{ name: n, value: "s" }]), "es")).toBe("s");
    },
  );
  it("finds the first value that holds markup", () => {
    const p = page([
      { name: "Title", value: "t" },
      { name: "Intro", value: { html: "<p>i</p>" } },
      { name: "Content", value: { html: "<p>c</p>" } },
    ]);
    expect(firstMarkupOf(p, "es")).toBe("<p>i</p>");
    expect(firstMarkupOf(p, "es", ["intro"])).toBe("<p>c</p>");
    expect(firstMarkupOf(page([{ name: "x", value: "a < b" }]), "es")).toBe("");
  });
});

describe("excerpt, tags, author, category, date", () => {
  it("uses Excerpt, else the content, cut at 150 characters", () => {
    expect(excerptOf(page([{ name: "Excerpt", value: "corto" }]), "es")).toBe("corto");
    const long = page([{ name: "Content", value: { html: `<p>${"a".repeat(200)}</p>` } }]);
    expect(excerptOf(long, "es")).toBe(`${"a".repeat(150)}…`);
  });
  it("reads tags as a list or a comma-separated string", () => {
    expect(parseTags(["a", " b ", "", "A", "#c"])).toEqual(["a", "b", "c"]);
    expect(parseTags("datos, soberanía ,, privacidad")).toEqual(["datos", "soberanía", "privacidad"]);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags([1, "x"])).toEqual(["x"]);
    expect(tagsOf(page([], { Tags: "x, y" }), "es")).toEqual(["x", "y"]);
    expect(tagsOf(page([], { Tags: ["x", "y"] }), "es")).toEqual(["x", "y"]);
    expect(
      tagsOf(
        page([
          { name: "Tags", lang: "en", value: "one, two" },
          { name: "Tags", lang: "es", value: ["uno"] },
        ]),
        "en",
      ),
    ).toEqual(["one", "two"]);
  });
  it("strips markup from tags", () => {
    expect(parseTags(["<img src=x onerror=alert(1)>bad", "<b>ok</b>"])).toEqual(["bad", "ok"]);
  });
  it("reads the author (Author attribute or an */Author value), else the team label", () => {
    expect(authorOf(page([], { Author: "Ana" }), "es", "Equipo")).toBe("Ana");
    expect(
      authorOf(page([{ name: "Author", component: "Chapters/Author", value: { text: "Bea" } }]), "es", "E"),
    ).toBe("Bea");
    expect(authorOf(page([]), "en", "Simbiosis team")).toBe("Simbiosis team");
  });
  it("reads the category, General by default", () => {
    expect(categoryOf(page([], { Category: "Ética" }), "es")).toBe("ethics");
    expect(categoryOf(page([]), "es")).toBe("general");
  });
  it("reads the creation date only when it is a date", () => {
    expect(createdOf(page([], { Created: "2024-10-08T09:30:00.000Z" }), "es")).toBe(
      "2024-10-08T09:30:00.000Z",
    );
    expect(createdOf(page([], { Created: "ayer" }), "es")).toBeUndefined();
    expect(createdOf(page([], { Updated: "2025-01-01" }), "es")).toBe("2025-01-01");
  });
});

describe("images, files and repository", () => {
  it.each(["logo", "Image", "photo", "productImage", "product_image", "Picture"])(
    "reads a logo from %s",
    (n) => {
      expect(imageOf(page([{ name: n, value: { name: "l.svg", caption: "L" } }]), FIELDS.logo, "es")).toEqual(
        {
          file: "l.svg",
          alt: "L",
        },
      );
    },
  );
  it("prefers logo over image and skips fields without a file", () => {
    const p = page([
      { name: "image", value: { name: "i.png" } },
      { name: "logo", value: { url: "https://elsewhere.example/l.png" } },
      { name: "Logo", value: { name: "l.png" } },
    ]);
    expect(imageOf(p, FIELDS.logo, "es")?.file).toBe("l.png");
    expect(imageOf(page([]), FIELDS.logo, "es")).toBeUndefined();
  });
  it.each([
    "documentation",
    "document",
    "file",
    "fichero",
    "datasheet",
    "manual",
    "productfile",
    "Product File",
    "specs",
    "whitepaper",
    "White_Paper",
    "Documento",
    "archivo",
  ])("reads %s as a file field", (n) => {
    expect(filesOf(page([{ name: n, value: { name: "f.pdf", caption: "F" } }]), "es")).toEqual([
      { field: n, file: "f.pdf", caption: "F" },
    ]);
  });
  it("offers the value named document first on the document screen", () => {
    const p = page([
      { name: "whitepaper", value: { name: "w.pdf" } },
      { name: "document", value: { name: "d.pdf" } },
    ]);
    expect(documentFileOf(p, "es")?.file).toBe("d.pdf");
    expect(documentFileOf(page([{ name: "fichero", value: { text: "f.pdf" } }]), "es")?.file).toBe("f.pdf");
    expect(documentFileOf(page([]), "es")).toBeUndefined();
  });
  it.each(["github", "GitHub URL", "repository", "Repositorio", "repo"])(
    "reads %s as the repository",
    (n) => {
      expect(
        repositoryOf(page([{ name: n, value: { url: "https://github.com/simbiosis-ai/x" } }]), "es"),
      ).toBe("https://github.com/simbiosis-ai/x");
    },
  );
  it("recognises a GitHub link under any name, and refuses unsafe links", () => {
    expect(repositoryOf(page([{ name: "Código", value: "https://github.com/a/b" }]), "es")).toBe(
      "https://github.com/a/b",
    );
    expect(repositoryOf(page([{ name: "github", value: { url: "javascript:alert(1)" } }]), "es")).toBe("");
  });
});

describe("other fields", () => {
  it("names a field for humans", () => {
    expect(humanizeFieldName("ShortDescription")).toBe("Short description");
    expect(humanizeFieldName("release_notes")).toBe("Release notes");
    expect(humanizeFieldName("Products/Features")).toBe("Features");
  });
  it("lists what a screen does not show, as files, links or text", () => {
    const p = page([
      { name: "productname", value: "P" },
      { name: "Features", lang: "es", value: { html: "<ul><li>a</li></ul>" } },
      { name: "Features", lang: "en", value: { html: "<ul><li>b</li></ul>" } },
      { name: "manual", value: { name: "m.pdf", caption: "Manual" } },
      { name: "Website", value: { url: "https://simbiosis.example" } },
      { name: "Empty", value: "" },
    ]);
    expect(otherFieldsOf(p, "en", ["productname"])).toEqual([
      { type: "text", key: "features", label: "Features", raw: "<ul><li>b</li></ul>" },
      { type: "file", key: "manual", label: "Manual", file: "m.pdf", caption: "Manual" },
      {
        type: "link",
        key: "website",
        label: "Website",
        url: "https://simbiosis.example/",
        text: "https://simbiosis.example/",
      },
    ]);
  });
});
