import { FAMILY_FIELDS, familyOf, publicPath } from "../../content/content-model.ts";
import { fieldKey } from "../../content/entries.ts";
import type { Entry, Lang, PageDoc } from "../../content/page-model.ts";

/*
 * The catalogue a new page starts from. Each template pre-fills the named values the public site
 * reads for it (the same names the demo content uses, app/server/seed/demo-pages.server.ts), with a Spanish
 * and an English entry for every text, so an editor only has to fill them in.
 */

export type TemplateId =
  | "article"
  | "documentation"
  | "project"
  | "product"
  | "bios"
  | "chapters"
  | "bot"
  | "manifest"
  | "platform"
  | "page";

export interface TemplateDef {
  id: TemplateId;
  /** The Template the page is stored with. */
  template: string;
  values: Entry[];
  /** Top-level attributes the public site reads for this template (Category, Author, Tags...). */
  fields: Record<string, string | string[]>;
}

function text(name: string, component?: string): Entry[] {
  const c = component ? { component } : {};
  return [
    { name, ...c, value: { text: "" }, lang: "es" },
    { name, ...c, value: { text: "" }, lang: "en" },
  ];
}

function html(name: string, component?: string): Entry[] {
  const c = component ? { component } : {};
  return [
    { name, ...c, value: { html: "" }, lang: "es" },
    { name, ...c, value: { html: "" }, lang: "en" },
  ];
}

function file(name: string, component?: string): Entry {
  return { name, ...(component ? { component } : {}), value: { name: "", path: "" } };
}

function url(name: string): Entry {
  return { name, value: { url: "" } };
}

export const TEMPLATES: readonly TemplateDef[] = [
  {
    id: "article",
    template: "Article",
    values: [...text("Title"), ...text("Excerpt"), ...html("Content")],
    fields: { Category: "general", Author: "", Tags: [] },
  },
  {
    id: "documentation",
    template: "Documentation",
    values: [...text("Title"), ...text("description"), ...html("Content"), file("document")],
    fields: { Category: "guide", Author: "", Tags: [] },
  },
  {
    id: "project",
    template: "Projects",
    values: [
      ...text("ProjectName", "Projects/ProjectName"),
      ...text("Subtitle"),
      ...html("Overview"),
      file("Logo"),
      url("Repository"),
      ...text("Status"),
    ],
    fields: { Author: "", Tags: [] },
  },
  {
    id: "product",
    template: "Products",
    values: [
      ...text("productname", "Products/ProductName"),
      ...text("subtitle"),
      ...html("overview"),
      file("logo"),
      file("whitepaper"),
      url("github"),
      ...html("Features"),
    ],
    fields: { Tags: [] },
  },
  {
    id: "bios",
    template: "Bios",
    values: [
      ...text("Name", "Bios/Name"),
      ...text("ShortDescription", "Bios/ShortDescription"),
      ...html("Bio", "Bios/Bio"),
      file("Photo", "Bios/Photo"),
    ],
    fields: {},
  },
  {
    id: "chapters",
    template: "Chapters",
    values: [
      ...text("Title", "Chapters/Title"),
      ...text("Part", "Chapters/Part"),
      ...html("Content", "Chapters/Content"),
      { name: "Author", component: "Chapters/Author", value: { text: "" } },
    ],
    fields: { Author: "", Tags: [] },
  },
  {
    id: "bot",
    template: "Bot",
    values: [
      ...text("Name", "Bot/Name"),
      { name: "Version", component: "Bot/Version", value: { text: "" } },
      ...text("Model", "Bot/Model"),
      ...html("Capabilities", "Bot/Capabilities"),
      ...html("Content", "Bot/Content"),
    ],
    fields: {},
  },
  {
    id: "manifest",
    template: "Manifest",
    values: [
      ...text("Title", "Manifest/Title"),
      ...html("Content", "Manifest/Content"),
      ...text("Author", "Manifest/Author"),
    ],
    fields: { Author: "", Tags: [] },
  },
  {
    id: "platform",
    template: "Platform",
    values: [...text("Title"), ...text("Subtitle"), ...html("Content")],
    fields: {},
  },
  {
    id: "page",
    template: "Page",
    values: [...text("Title"), ...text("Subtitle"), ...html("Content")],
    fields: {},
  },
];

export function templateById(id: string): TemplateDef | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

/** The body of a new page made from a template (a deep copy: templates are never mutated). */
export function newPageFrom(def: TemplateDef, name: string, title?: { text: string; lang: Lang }): PageDoc {
  const page: PageDoc = structuredClone({
    Page: name,
    Template: def.template,
    ...def.fields,
    values: def.values,
  });
  const text = title?.text.trim();
  if (!title || !text) return page;
  // The title typed in the form goes into the template's title field, in the editor's language.
  const keys = FAMILY_FIELDS[familyOf(def.template)].title;
  const entry = page.values.find((e) => e.lang === title.lang && keys.includes(fieldKey(e.name)));
  if (entry) entry.value = { text };
  return page;
}

/** The public address a page made from this template will have, readable (shown while choosing a name). */
export function publicPathFor(def: TemplateDef, name: string): string | null {
  const path = publicPath({ Page: name, Template: def.template, values: [] });
  return path === null ? null : decodeURIComponent(path);
}

/** A suggested page name from a title: lowercase words joined by hyphens, accents dropped. */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}
