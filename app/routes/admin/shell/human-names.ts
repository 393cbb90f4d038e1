import { familyOf, titleText, type Family } from "../../../content/content-model.ts";
import { entryKeys } from "../../../content/entries.ts";
import type { Entry, Lang, PageDoc } from "../../../content/page-model.ts";
import { formOf, matchForm, TEMPLATE_FORMS, type FieldDef } from "../../../content/template-fields.ts";
import type { Dictionary } from "../../../i18n/dictionaries.ts";

/*
 * The editing area names things in the editor's words, never by what is stored (issue 41, item 2): a
 * template by its family ("Artículo"), a field by its label ("Título (español)"), a page by its title
 * with its address name beside it. Stored names are only a last resort, for values no template knows.
 */

/** A template's family in words: its name and a one-line description. */
export function familyWords(d: Dictionary, template: string): { label: string; description: string } {
  return d.admin.families[familyOf(template)];
}

export function familyLabel(d: Dictionary, family: Family): string {
  return d.admin.families[family].label;
}

/** The top-level attributes a page may carry, with the editor's labels for them. */
function attributeLabel(d: Dictionary, name: string): string | undefined {
  const e = d.admin.editor;
  const labels: Record<string, string> = {
    Category: e.category,
    Author: e.author,
    Created: e.created,
    Tags: e.tags,
    Template: e.template,
    Page: d.admin.create.name,
  };
  return labels[name];
}

/** The declared field that shows a stored value: its own template's first, else any template's that knows it. */
function fieldDefOf(template: string, entry: Pick<Entry, "name" | "component">): FieldDef | undefined {
  const form = formOf(template);
  if (form) {
    const key = matchForm(form, [
      { name: entry.name, ...(entry.component ? { component: entry.component } : {}), value: { text: "" } },
    ]).declared;
    for (const f of form.fields) if (key.has(f.name)) return f;
  }
  const keys = entryKeys(entry);
  for (const f of TEMPLATE_FORMS.flatMap((t) => t.fields)) if (f.keys.some((k) => keys.includes(k))) return f;
  return undefined;
}

/** A stored value's label in the editor's language ("Título"), or its stored name when no template knows it. */
export function fieldLabel(
  d: Dictionary,
  uiLang: Lang,
  template: string,
  entry: Pick<Entry, "name" | "component">,
): string {
  return fieldDefOf(template, entry)?.label[uiLang] ?? attributeLabel(d, entry.name) ?? entry.name;
}

/** A value in one language, as a compare table's row names it: "Título (español)". */
export function fieldLabelIn(
  d: Dictionary,
  uiLang: Lang,
  template: string,
  entry: Pick<Entry, "name" | "component" | "lang">,
): string {
  const label = fieldLabel(d, uiLang, template, entry);
  return entry.lang ? `${label} (${d.admin.publishing.names[entry.lang]})` : label;
}

/** A page attribute (Category, Tags...) in words, or its stored name. */
export function attributeName(d: Dictionary, name: string): string {
  return attributeLabel(d, name) ?? name;
}

/** What a page is called in the editor's language: its title there, else in the other language, else its name. */
export function pageTitleOf(
  title: { es: string; en: string } | undefined,
  name: string,
  uiLang: Lang,
): string {
  if (!title) return name;
  const other = uiLang === "es" ? "en" : "es";
  return title[uiLang].trim() || title[other].trim() || name;
}

/** The title of a stored page in the editor's language (pageTitleOf). */
export function docTitle(page: PageDoc, uiLang: Lang): string {
  return pageTitleOf({ es: titleText(page, "es"), en: titleText(page, "en") }, page.Page, uiLang);
}

/** How a compare table names its rows and shows a page attribute's value (pages/diff.ts). */
export interface DiffNames {
  attribute(name: string): string;
  attributeValue(name: string, value: string): string;
  entry(template: string, entry: Pick<Entry, "name" | "component" | "lang">): string;
}

export function diffNames(d: Dictionary, uiLang: Lang): DiffNames {
  const categories: Record<string, string> = d.admin.editor.categories;
  return {
    attribute: (name) => attributeName(d, name),
    attributeValue: (name, value) =>
      name === "Template"
        ? familyWords(d, value).label
        : name === "Category"
          ? (categories[value] ?? value)
          : value,
    entry: (template, entry) => fieldLabelIn(d, uiLang, template, entry),
  };
}
