import { STATIC_PAGES } from "../../app/content/site-pages.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchRoutes, RouterContextProvider, type RouteObject } from "react-router";
import { requestContext, servicesContext } from "#app/context.ts";
import { adapters } from "../support/adapters.ts";
import { freshServices } from "../support/services.ts";
import routes from "../../app/routes.ts";
import { summarize } from "../../app/routes/admin/shell/state.ts";
import { TEMPLATES, newPageFrom, publicPathFor } from "../../app/routes/admin/pages/templates.ts";
import { kindOf, readFile } from "../../app/routes/admin/editor/fields/values.ts";
import { demoPages } from "../../app/server/seed/demo-pages.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import {
  FAMILIES,
  FAMILY_FIELDS,
  FIELDS,
  INFO_PAGES,
  PLATFORM_PAGES,
  TEMPLATE_QUERY,
  familyOf,
  holdsFile,
  isFileField,
  publicAddresses,
  publicPath,
  summaryText,
  templateOf,
  titleText,
  type Family,
} from "../../app/content/content-model.ts";
import { localizedPath } from "../../app/content/addresses.ts";
import { fieldKey } from "../../app/content/entries.ts";
import type { Entry, Lang, PageDoc } from "../../app/content/page-model.ts";
import { filesOf, imageOf, otherFieldsOf } from "../../app/content/resolvers.ts";

/* ================================================================== the model's rules */

/** docs/product.md "Template recognition", then the names the demo and editors use. */
const SPEC_NAMES = [
  "article",
  "articulo",
  "blog",
  "post",
  "NewsArticle",
  "Blog entry",
  "doc",
  "guide",
  "tutorial",
  "documentation",
  "project",
  "proyecto",
  "product",
  "producto",
  "products",
  "Bios",
  "Books",
  "Chapters",
];
const VARIANTS = ["Manifiesto", "Chatbot", "Guía", "Posts", "Capítulo", "ProductDocs"];
const DEMO_NAMES = [...new Set(demoPages.map((p) => p.Template))];

const EXPECTED: Array<[string, Family]> = [
  ["Article", "article"],
  ["article", "article"],
  ["articulo", "article"],
  ["Artículo", "article"],
  ["Blog", "article"],
  ["post", "article"],
  ["Posts", "article"],
  ["NewsArticle", "article"],
  ["Blog entry", "article"],
  ["doc", "doc"],
  ["Documentation", "doc"],
  ["guide", "doc"],
  ["Guía", "doc"],
  ["Tutorial", "doc"],
  ["Reference", "doc"],
  ["API docs", "doc"],
  ["ProductDocs", "doc"],
  ["Product guide", "doc"],
  ["Project documentation", "doc"],
  ["project", "project"],
  ["Projects", "project"],
  ["Proyecto", "project"],
  ["product", "product"],
  ["Products", "product"],
  ["Producto", "product"],
  ["Productos", "product"],
  ["Bios", "bio"],
  ["Biografía", "bio"],
  ["Books", "book"],
  ["Libro", "book"],
  ["Chapters", "chapter"],
  ["Capítulo", "chapter"],
  ["Manifest", "manifest"],
  ["Manifiesto", "manifest"],
  ["Bot", "bot"],
  ["Chatbot", "bot"],
  ["Page", "static"],
  ["Página", "static"],
  ["Platform", "static"],
  ["Plataforma", "static"],
  ["Tags", "tags"],
  ["Etiquetas", "tags"],
  ["Poster", "other"],
  ["Weird", "other"],
  ["Unknown", "other"],
  ["", "other"],
];

describe("the family of a template name", () => {
  it.each(EXPECTED)("%j is %s", (template, family) => {
    expect(familyOf(template)).toBe(family);
  });
  it("recognises every name of the spec, the demo and the editors' variants", () => {
    for (const name of [...SPEC_NAMES, ...VARIANTS, ...DEMO_NAMES])
      expect(familyOf(name), name).not.toBe("other");
  });
  it("ignores case, accents, spaces, dashes and underscores", () => {
    for (const t of ["PRODUCT DOCS", "product-docs", "product_docs", "CAPITULO", "guia"]) {
      expect(familyOf(t), t).toBe(familyOf(t.toLowerCase().replace(/[-_ ]/g, "")));
    }
    expect(familyOf(undefined)).toBe("other");
  });
  it("asks the store broadly enough: each family's query matches every name of that family", () => {
    for (const [name, family] of EXPECTED) {
      if (family === "other") continue;
      const lower = name.toLowerCase();
      expect(
        TEMPLATE_QUERY[family].some((p) => lower.includes(p)),
        `${name} in ${family}`,
      ).toBe(true);
    }
  });
  it("reads the template from Template, else CType, else 'Unknown'", () => {
    expect(templateOf({ Template: "Bios", CType: "x" })).toBe("Bios");
    expect(templateOf({ Template: " ", CType: "Bios" })).toBe("Bios");
    expect(templateOf({})).toBe("Unknown");
  });
});

const page = (Template: string, Page = "mi página", values: Entry[] = [], extra: Partial<PageDoc> = {}) =>
  ({ Page, Template, values, ...extra }) as PageDoc;

describe("the public address of a page", () => {
  it.each<[string, string | null]>([
    ["Article", "/article/mi%20p%C3%A1gina"],
    ["Posts", "/article/mi%20p%C3%A1gina"],
    ["Guía", "/document/mi%20p%C3%A1gina"],
    ["ProductDocs", "/document/mi%20p%C3%A1gina"],
    ["Reference", "/document/mi%20p%C3%A1gina"],
    ["Projects", "/project/mi%20p%C3%A1gina"],
    ["Bios", "/bio/mi%20p%C3%A1gina"],
    ["Capítulo", "/chapter/mi%20p%C3%A1gina"],
    ["Manifiesto", "/manifest"],
    ["Chatbot", "/chatbot"],
    ["Books", null],
    ["Page", null],
    ["Tags", null],
    ["Weird", null],
  ])("%s -> %s", (template, path) => {
    expect(publicPath(page(template))).toBe(path);
  });
  it("links a product by its product name in the language asked for, else its page name", () => {
    const values: Entry[] = [
      { name: "productname", lang: "es", value: { text: "Brújula" } },
      { name: "productname", lang: "en", value: { text: "Compass" } },
    ];
    expect(publicPath(page("Products", "p-1", values))).toBe("/product/Br%C3%BAjula");
    expect(publicPath(page("Products", "p-1", values), "en")).toBe("/product/Compass");
    expect(publicPath(page("Producto", "x/y"))).toBe("/product/x%2Fy");
  });
  it("gives a static page its own address only when the site has one for that name", () => {
    for (const name of [...PLATFORM_PAGES, ...INFO_PAGES]) {
      expect(publicPath(page("Page", name))).toBe(`/${name}`);
      expect(publicPath(page("Platform", name))).toBe(`/${name}`);
    }
    expect(publicPath(page("Page", "Contacto"))).toBeNull();
  });
  it("keeps reserved characters inside the one segment", () => {
    expect(publicPath(page("Article", "A ?#%"))).toBe("/article/A%20%3F%23%25");
  });
  it("reads the template from CType when a listed page has no Template", () => {
    expect(publicPath({ Page: "amara", CType: "Bios" })).toBe("/bio/amara");
  });
});

describe("the fields each family reads", () => {
  const t = (name: string, es: string, en = es): Entry[] => [
    { name, lang: "es", value: { text: es } },
    { name, lang: "en", value: { text: en } },
  ];
  it("reads the title from the family's own name field first, then Title, then the attribute", () => {
    const values = [...t("Title", "Título"), ...t("productname", "Prod"), ...t("ProjectName", "Proy")];
    expect(titleText(page("Products", "p", values), "es")).toBe("Prod");
    expect(titleText(page("Projects", "p", values), "es")).toBe("Proy");
    expect(titleText(page("Article", "p", values), "es")).toBe("Título");
    expect(titleText(page("Bios", "p", [...t("Bios/Name", "x"), ...t("Name", "Lucía")]), "es")).toBe("Lucía");
    expect(titleText(page("Bot", "p", t("Name", "Simbi")), "es")).toBe("Simbi");
    expect(titleText(page("Article", "p", [], { Title: "<b>Del</b> atributo" }), "es")).toBe("Del atributo");
    expect(titleText(page("Article", "p"), "es")).toBe("");
  });
  it("reads the title in the visitor's language, as text", () => {
    const values = t("Title", "<em>Hola</em>", "Hello");
    expect(titleText(page("Article", "p", values), "es")).toBe("Hola");
    expect(titleText(page("Article", "p", values), "en")).toBe("Hello");
  });
  it("reads the family's summary: subtitle, short description, excerpt or description", () => {
    expect(summaryText(page("Products", "p", t("tagline", "Lema")), "es")).toBe("Lema");
    expect(summaryText(page("Bios", "p", t("ShortDescription", "Corta")), "es")).toBe("Corta");
    expect(summaryText(page("Article", "p", t("Excerpt", "Extracto")), "es")).toBe("Extracto");
    expect(summaryText(page("Documentation", "p", [], { Descirption: "Mal escrita" }), "es")).toBe(
      "Mal escrita",
    );
  });
  it("has the same download fields for every family, and pictures where the screens show one", () => {
    for (const family of Object.keys(FAMILY_FIELDS) as Family[]) {
      expect(FAMILY_FIELDS[family].files).toBe(FIELDS.file);
    }
    expect(FAMILY_FIELDS.product.images).toContain("logo");
    expect(FAMILY_FIELDS.bio.images).toContain("photo");
    expect(FAMILY_FIELDS.article.images).toEqual([]);
  });
  it("knows a file field by its name alone, in any spelling", () => {
    for (const name of ["archivo", "PDF", "Documento", "Ficha técnica", "white_paper"]) {
      expect(isFileField({ name }), name).toBe(true);
    }
    expect(isFileField({ name: "x", component: "Products/Datasheet" })).toBe(true);
    expect(holdsFile({ name: "Product Image" })).toBe(true);
    expect(isFileField({ name: "Title" })).toBe(false);
    expect(holdsFile({ name: "Subtitle" })).toBe(false);
  });
});

/* ================================================================== site and editor agree */

/** Every spelling of every field that holds a stored file, as an editor might write it. */
const FILE_FIELD_NAMES = [
  ...new Set([...FIELDS.file, ...FIELDS.logo, ...FIELDS.photo]),
  "Archivo",
  "PDF",
  "Documento",
  "Product Image",
  "White Paper",
];
const EMPTY_VALUES: Entry["value"][] = [
  "",
  null,
  {},
  { text: "" },
  { value: "" },
  { name: "", path: "" },
  { caption: "sin fichero" },
];

/** What the public site reads a field as: a download (filesOf) or a picture (imageOf), else nothing. */
function siteReadsAsFile(entry: Entry): string {
  const p = page("Products", "p", [entry]);
  const download = filesOf(p, "es").find((f) => f.field === entry.name)?.file;
  const picture = imageOf(p, [...FIELDS.logo, ...FIELDS.photo], "es")?.file;
  return download ?? picture ?? "";
}

describe("file fields: the site reads a file where the editor offers an upload", () => {
  it.each(FILE_FIELD_NAMES)(
    "%s: empty, the editor offers an upload; filled, both read the same file",
    (name) => {
      for (const value of EMPTY_VALUES) {
        expect(kindOf({ name, value }), `${name} = ${JSON.stringify(value)}`).toBe("file");
      }
      for (const value of [
        "informe.pdf",
        { name: "informe.pdf" },
        { text: "informe.pdf" },
      ] as Entry["value"][]) {
        const entry: Entry = { name, value };
        expect(siteReadsAsFile(entry), `${name} = ${JSON.stringify(value)}`).toBe("informe.pdf");
        expect(kindOf(entry)).toBe("file");
        expect(readFile(value).name).toBe("informe.pdf");
      }
    },
  );
  it("a file field holding a sentence is text on both sides", () => {
    const entry: Entry = { name: "documento", value: { text: "Pídelo por correo" } };
    expect(siteReadsAsFile(entry)).toBe("");
    expect(otherFieldsOf(page("Article", "p", [entry]), "es", []).map((f) => f.type)).toEqual(["text"]);
    expect(kindOf(entry)).toBe("text");
  });
  it("every field of the demo content that the site reads as a file gets an upload in the editor", () => {
    let files = 0;
    for (const demo of demoPages) {
      for (const entry of [...demo.values, ...(demo.components ?? [])]) {
        if (!holdsFile(entry) || !siteReadsAsFile(entry)) continue;
        files++;
        expect(kindOf(entry), `${demo.Page}: ${entry.name}`).toBe("file");
      }
    }
    expect(files).toBeGreaterThan(5);
  });
});

/* ------------------------------------------------------------------ the real screens */

/** app/routes.ts as React Router matches it; each route carries its module file in `handle`. */
interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}
function routeObjects(entries: readonly RouteEntry[]): RouteObject[] {
  return entries.map((e) =>
    e.index
      ? { index: true, handle: e.file }
      : { path: e.path, handle: e.file, ...(e.children ? { children: routeObjects(e.children) } : {}) },
  );
}
const SITE_ROUTES = routeObjects(routes as RouteEntry[]);

/** The route module the site's router picks for an address. */
function routeFor(path: string) {
  const matches = matchRoutes(SITE_ROUTES, path);
  const match = matches?.[matches.length - 1];
  return match && { file: String(match.route.handle), path: match.route.path ?? "", params: match.params };
}

/** What the site's router does with an address: the route module it picks and that module's loader data. */
async function visit(context: RouterContextProvider, path: string, lang: Lang) {
  const url = new URL(`http://localhost${localizedPath(path, lang)}`);
  const route = routeFor(url.pathname);
  if (!route) throw new Error(`no route for ${path}`);
  const mod = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as {
    loader?: (args: object) => unknown;
  };
  if (!mod.loader) throw new Error(`${route.file} has no loader`);
  const request = new Request(url);
  const data = await mod.loader({ request, url, params: route.params, context, pattern: route.path });
  return { file: route.file, data };
}

/** The list screens of the site, each listing one family by its cards. */
const LIST_SCREENS = ["/articles", "/documentation", "/projects", "/products", "/bios", "/book"];
/** Which list screen lists the pages shown at each address. */
const LISTED_AT: Record<string, string> = {
  "/article/": "/articles",
  "/document/": "/documentation",
  "/project/": "/projects",
  "/product/": "/products",
  "/bio/": "/bios",
  "/chapter/": "/book",
};

/** Every object in a loader's data that is a card of the page `name` (whatever the data's shape). */
function cardsOf(data: unknown, name: string): Array<{ href: string; title: string }> {
  const out: Array<{ href: string; title: string }> = [];
  const walk = (v: unknown) => {
    if (!v || typeof v !== "object" || v instanceof Promise) return;
    if (Array.isArray(v)) return v.forEach(walk);
    const o = v as Record<string, unknown>;
    if (o.name === name && typeof o.href === "string" && typeof o.title === "string") {
      out.push({ href: o.href, title: o.title });
    }
    Object.values(o).forEach(walk);
  };
  walk(data);
  return out;
}

const bilingual = (name: string, es: string, en: string): Entry[] => [
  { name, lang: "es", value: { text: es } },
  { name, lang: "en", value: { text: en } },
];

/** A page of a template with every title field a family may read, each saying which one it is. */
function sample(Template: string, Page: string): PageDoc {
  return {
    Page,
    Template,
    Created: "2025-01-15T10:00:00.000Z",
    values: [
      ...bilingual("Title", `Título de ${Template}`, `Title of ${Template}`),
      ...bilingual("Name", `Nombre de ${Template}`, `Name of ${Template}`),
      ...bilingual("productname", `Producto ${Template}`, `Product ${Template}`),
      ...bilingual("ProjectName", `Proyecto ${Template}`, `Project ${Template}`),
      { name: "Content", lang: "es", value: { html: "<p>Contenido de prueba.</p>" } },
      { name: "Content", lang: "en", value: { html: "<p>Test content.</p>" } },
      { name: "archivo", value: "" },
      { name: "pdf", value: { text: "" } },
      { name: "documento", value: { name: "", path: "" } },
    ],
  };
}

/** The pages to run through both sides: the demo content, then one page per spec name and variant. */
const CASES: Array<{ label: string; page: PageDoc }> = [
  ...demoPages.map((p) => ({ label: `demo ${p.Template} "${p.Page}"`, page: p })),
  ...[...SPEC_NAMES, ...VARIANTS, "Artículo", "Referencia", "Libro", "Biografía", "Weird"].map((t) => ({
    label: t,
    page: sample(t, `prueba ${t} ñ #1`),
  })),
  { label: "Page at a site address", page: sample("Page", "faq") },
  { label: "Platform at a site address", page: sample("Platform", "harmonia") },
  { label: "Página without a site address", page: sample("Página", "otra-pagina") },
  ...TEMPLATES.map((def) => ({
    label: `new ${def.id} from the editor's catalogue`,
    page: newPageFrom(def, `nueva ${def.id}`),
  })),
];

describe.each(adapters)("site and editor agree on every template ($name)", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;
  const context = new RouterContextProvider();

  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    context.set(servicesContext, services);
    context.set(requestContext, { origin: "http://site.test" });
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it.each(CASES)("$label", async ({ page: doc }) => {
    const { store } = services;
    // Alone in the store: the manifest and chatbot screens show the one page of their family.
    // As published: with the slugs the store gave it (app/content/slugs.ts).
    const saved = (await store.savePage(structuredClone(doc))).page;
    try {
      const row = summarize(saved);
      const path = row.publicAddresses?.es ?? null;

      // The editor's address for a page made from its catalogue is the one its preview announced.
      const def = TEMPLATES.find((d) => d.template === doc.Template);
      if (def && doc.Page.startsWith("nueva "))
        expect(publicPathFor(def, doc.Page)).toBe(path && decodeURIComponent(path));

      // The list screens: the page is listed by exactly the list of its address, with the same link and title.
      const listedIn: string[] = [];
      for (const list of LIST_SCREENS) {
        const cards = cardsOf((await visit(context, list, "es")).data, doc.Page);
        if (cards.length === 0) continue;
        listedIn.push(list);
        for (const card of cards) {
          expect(card.href, `${list} card`).toBe(path);
          expect(card.title, `${list} card`).toBe(row.title.es || doc.Page);
        }
      }
      const prefix = path && Object.keys(LISTED_AT).find((p) => path.startsWith(p));
      expect(listedIn, "lists").toEqual(prefix ? [LISTED_AT[prefix]] : []);
      if (path === null) return;

      // The screen at the editor's address shows this page, with the title the editor lists, in each language
      // (a one-language information page, privacidad or privacy: in its own; the other's address shows the other).
      const only = STATIC_PAGES.find((p) => p.name === doc.Page && "lang" in p);
      for (const lang of only && "lang" in only ? [only.lang] : (["es", "en"] as const)) {
        const { file, data } = await visit(context, publicPath(saved, lang) ?? path, lang);
        expect(file, path).not.toMatch(/not-found/);
        expect((data as { found?: boolean }).found, `${path} found`).not.toBe(false);
        const title = row.title[lang] || (familyOf(templateOf(doc)) === "bot" ? "" : doc.Page);
        if (title)
          expect(JSON.stringify(data), `${path} (${lang}) shows "${title}"`).toContain(
            JSON.stringify(title).slice(1, -1),
          );
      }
    } finally {
      await store.deletePage(doc.Page);
    }
  });
});

describe("the cases run through both sides", () => {
  it("every address the editor gives is a route the site declares", () => {
    for (const { page: doc } of CASES) {
      const addresses = publicAddresses(doc);
      if (addresses === null) continue;
      // Both languages: the English address is the Spanish one under /en/, served by the same screen.
      expect(addresses.en).toBe(localizedPath(publicPath(doc, "en") ?? "", "en"));
      for (const path of Object.values(addresses))
        expect(routeFor(path)?.file ?? "not-found", path).not.toMatch(/not-found/);
      expect(routeFor(addresses.en)?.file).toBe(routeFor(addresses.es)?.file);
    }
  });

  it("the families the cases cover include every family with a screen", () => {
    const covered = new Set(CASES.map((c) => familyOf(c.page.Template)));
    for (const f of FAMILIES.filter((f) => f !== "other")) expect(covered.has(f), f).toBe(true);
    expect(new Set(CASES.map((c) => fieldKey(c.page.Template))).size).toBeGreaterThan(30);
  });
});
