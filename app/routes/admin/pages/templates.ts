import { FAMILY_FIELDS, familyOf, publicPath, suggestedSlug } from "../../../content/content-model.ts";
import { fieldKey } from "../../../content/entries.ts";
import { DEFAULT_LANG, LANGS, type Entry, type Lang, type PageDoc } from "../../../content/page-model.ts";
import {
  TEMPLATE_FORMS,
  type FieldDef,
  type FieldType,
  type TemplateForm,
  type TemplateId,
} from "../../../content/template-fields.ts";

/*
 * The catalogue a new page starts from: the templates of the content model (app/content/template-fields.ts),
 * each pre-filled with an empty value for every content field it declares (a Spanish and an English entry
 * for every text), so an editor only has to fill them in. The search and sharing fields are not stored
 * until the editor fills one: the form shows them anyway.
 */

export type { TemplateId };

export interface TemplateDef {
  id: TemplateId;
  /** The Template the page is stored with. */
  template: string;
  values: Entry[];
  /** Top-level attributes the public site reads for this template (Category, Author, Tags...). */
  fields: Record<string, string | string[]>;
}

/** An empty value of a field's type, shaped as the public site reads it. */
export function emptyFieldValue(type: FieldType): Entry["value"] {
  switch (type) {
    case "rich":
      return { html: "" };
    case "image":
    case "file":
      return { name: "", path: "" };
    case "url":
      return { url: "" };
    case "checkbox":
      return false;
    case "tags":
      return [];
    default:
      return { text: "" };
  }
}

/** The entries a new page has for one field: one per language, or one for all. */
export function entriesFor(def: FieldDef): Entry[] {
  const base = { name: def.name, ...(def.component ? { component: def.component } : {}) };
  if (!def.perLang) return [{ ...base, value: emptyFieldValue(def.type) }];
  return LANGS.map((lang) => ({ ...base, value: emptyFieldValue(def.type), lang }));
}

function defaultAttributes(form: TemplateForm): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const a of form.attributes) {
    if (a.type === "select") out[a.name] = a.options?.[0] ?? "";
    else if (a.type === "text") out[a.name] = "";
    else if (a.type === "tags") out[a.name] = [];
  }
  return out;
}

export const TEMPLATES: readonly TemplateDef[] = TEMPLATE_FORMS.map((form) => ({
  id: form.id,
  template: form.template,
  values: form.fields.filter((f) => f.section === "content").flatMap(entriesFor),
  fields: defaultAttributes(form),
}));

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

/**
 * The public address a page made from this template will have, readable (shown while choosing a name): its
 * slug is made from its title in the title's language when it is first published (app/content/slugs.ts),
 * else from its name (another page's slug may still make it end in -2).
 */
export function publicPathFor(
  def: TemplateDef,
  name: string,
  title?: { text: string; lang: Lang },
): string | null {
  const page = newPageFrom(def, name, title);
  const lang = title?.lang ?? DEFAULT_LANG;
  const path = publicPath({ ...page, Slugs: { [lang]: suggestedSlug(page, lang) } }, lang);
  return path === null ? null : decodeURIComponent(path);
}
