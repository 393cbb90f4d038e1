import { describe, expect, it } from "vitest";
import { titleText } from "./content-model.ts";
import {
  fieldLimitProblems,
  formOf,
  isSeoEntry,
  LIMITS,
  matchForm,
  seoOf,
  TEMPLATE_FORMS,
} from "./template-fields.ts";
import type { PageDoc } from "./page-model.ts";

const article = (values: PageDoc["values"], extra: Partial<PageDoc> = {}): PageDoc => ({
  Page: "p",
  Template: "Article",
  values,
  ...extra,
});

describe("the templates' forms", () => {
  it("each label and help exists in both languages, each form has a required title the site reads", () => {
    for (const form of TEMPLATE_FORMS) {
      expect(formOf(form.template)).toBe(form);
      for (const f of form.fields) {
        expect(f.label.es.trim(), `${form.id}.${f.name}`).not.toBe("");
        expect(f.label.en.trim(), `${form.id}.${f.name}`).not.toBe("");
        if (f.help) expect(f.help.es && f.help.en, `${form.id}.${f.name} help`).toBeTruthy();
      }
      const [first] = form.fields;
      expect(first?.required, form.id).toBe(true);
      // The site reads the first declared field as the page's title.
      const page: PageDoc = {
        Page: "x",
        Template: form.template,
        values: [
          {
            name: first!.name,
            ...(first!.component ? { component: first!.component } : {}),
            value: { text: "Hola" },
            lang: "es",
          },
        ],
      };
      expect(titleText(page, "es"), form.id).toBe("Hola");
    }
  });

  it("templates are recognised by family, whatever their spelling; others have no form", () => {
    expect(formOf("Artículo")?.id).toBe("article");
    expect(formOf("ProductDocs")?.id).toBe("documentation");
    expect(formOf("Platform")?.id).toBe("platform");
    expect(formOf("Página")?.id).toBe("page");
    expect(formOf("Tags")).toBeUndefined();
    expect(formOf("Book")).toBeUndefined();
    expect(formOf("Ficha")).toBeUndefined();
  });
});

describe("matching stored values to declared fields", () => {
  it("takes the declared name before an older spelling, and leaves the rest as other fields", () => {
    const page = article([
      { name: "titulo", value: { text: "Viejo" }, lang: "es" },
      { name: "Title", value: { text: "Nuevo" }, lang: "es" },
      { name: "Resumen", value: { text: "Un resumen" }, lang: "es" },
      { name: "Notas", value: { text: "Para el equipo" } },
    ]);
    const { declared, others } = matchForm(formOf("Article")!, page.values);
    expect(declared.get("Title")).toBe("|Title");
    expect(declared.get("Excerpt")).toBe("|Resumen");
    expect(others).toEqual(["|titulo", "|Notas"]);
  });

  it("matches a component's last part (Bios/Name) as the field", () => {
    const { declared } = matchForm(formOf("Bios")!, [
      { name: "Nombre", component: "Bios/Name", value: { text: "Ana" }, lang: "es" },
    ]);
    expect(declared.get("Name")).toBe("Bios/Name|Nombre");
  });
});

describe("limits", () => {
  it("a title over 200 characters, an excerpt over 500, an author over 200 are named with their language", () => {
    const page = article(
      [
        { name: "Title", value: { text: "t".repeat(LIMITS.title) }, lang: "es" },
        { name: "Title", value: { text: "t".repeat(LIMITS.title + 1) }, lang: "en" },
        { name: "Excerpt", value: "e".repeat(LIMITS.summary + 1), lang: "es" },
      ],
      { Author: "a".repeat(LIMITS.author + 1) },
    );
    expect(fieldLimitProblems(page)).toEqual([
      { field: "Title", lang: "en", max: 200, length: 201 },
      { field: "Excerpt", lang: "es", max: 500, length: 501 },
      { field: "Author", max: 200, length: 201 },
    ]);
  });

  it("a template without a form, and values no field declares, have no limits here", () => {
    const long = { text: "x".repeat(10_000) };
    expect(
      fieldLimitProblems({ Page: "p", Template: "Ficha", values: [{ name: "Title", value: long }] }),
    ).toEqual([]);
    expect(fieldLimitProblems(article([{ name: "Notas", value: long }]))).toEqual([]);
  });
});

describe("search and sharing settings", () => {
  it("are read per language, from a value for all languages too, and are never content", () => {
    const page = article([
      { name: "MetaDescription", value: { text: " Para buscadores " }, lang: "es" },
      {
        name: "SocialImage",
        value: { name: "tarjeta.png", path: "/content/tarjeta.png", caption: "Una tarjeta" },
      },
      { name: "NoIndex", value: true, lang: "en" },
    ]);
    expect(seoOf(page, "es")).toEqual({
      description: "Para buscadores",
      image: "tarjeta.png",
      imageAlt: "Una tarjeta",
      noindex: false,
    });
    expect(seoOf(page, "en")).toEqual({
      description: "",
      image: "tarjeta.png",
      imageAlt: "Una tarjeta",
      noindex: true,
    });
    expect(page.values.every(isSeoEntry)).toBe(true);
    expect(isSeoEntry({ name: "Title" })).toBe(false);
  });
});
