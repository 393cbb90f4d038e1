import { familyOf, FIELDS, templateOf, type Family } from "./content-model.ts";
import { entriesOf, entryKeys, fieldKey, valueFile, valueHtml, valueText } from "./entries.ts";
import type { Entry, Lang, PageDoc } from "./page-model.ts";
import { SEO_KEYS } from "./seo.ts";

export { isSeoEntry, seoOf, type SeoSettings } from "./seo.ts";

/*
 * The fields each template declares (issue 15, "templates as forms"): what the editing area shows as a
 * form, what a new page starts with, and the limits the API enforces. Pages are still stored as a name,
 * a template and a list of named values (docs/product.md "The page model"): a declaration only says how to
 * show and check the values a template's pages carry. Values a page has that its template does not
 * declare (older or imported pages) are kept and shown under "Other fields".
 */

export type FieldType =
  | "text"
  | "longText"
  | "rich"
  | "image"
  | "file"
  | "url"
  | "number"
  | "checkbox"
  | "tags"
  | "date"
  | "select";

/** A text in both languages of the editing area. */
export interface Localized {
  es: string;
  en: string;
}

/** Where a field sits in the form: with the content, or among the search and sharing settings. */
export type FieldSection = "content" | "seo";

export interface FieldDef {
  /** The name a new page stores the value under. */
  name: string;
  /** The component path a new page stores it with (Bios/Name), when the template uses one. */
  component?: string;
  /** Field keys (entries.ts fieldKey) a stored value may have and still be this field: older spellings. */
  keys: readonly string[];
  label: Localized;
  help?: Localized;
  type: FieldType;
  /** One value per language (ES and EN side by side), or one for every language. */
  perLang: boolean;
  /** Publishing needs it; the form never offers to remove it. */
  required?: boolean;
  /** The most characters the value may have (the text, or the markup of a formatted text). */
  max?: number;
  /** File types accepted (extensions), for file and image fields. */
  accept?: readonly string[];
  section: FieldSection;
}

/** A top-level attribute of a page (Category, Author, Created, Tags), shown in "Page details". */
export interface AttributeDef {
  name: "Category" | "Author" | "Created" | "Tags";
  type: "select" | "text" | "date" | "tags";
  max?: number;
  /** For selects: the values offered (their labels are the editing area's, admin.editor.categories). */
  options?: readonly string[];
}

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

export interface TemplateForm {
  id: TemplateId;
  /** The Template a new page is stored with. */
  template: string;
  fields: readonly FieldDef[];
  attributes: readonly AttributeDef[];
}

/* ---------------------------------------------------------------- limits */

/** Limits in characters: a title fits a line of a card, a summary a paragraph, a text a long chapter. */
export const LIMITS = {
  title: 200,
  summary: 500,
  metaDescription: 300,
  short: 100,
  url: 2000,
  rich: 500_000,
  author: 200,
  category: 100,
} as const;

const IMAGE_TYPES = ["png", "jpg", "jpeg", "webp", "gif", "svg", "avif"] as const;
const DOCUMENT_TYPES = ["pdf", "txt", "md", "csv", "json", "zip", "docx", "odt", "xlsx", "ods"] as const;

/* ---------------------------------------------------------------- field builders */

interface FieldOptions {
  component?: string;
  keys?: readonly string[];
  help?: Localized;
  required?: boolean;
  perLang?: boolean;
  max?: number;
  section?: FieldSection;
}

function field(name: string, type: FieldType, label: Localized, o: FieldOptions = {}): FieldDef {
  const own = [fieldKey(name), ...(o.component ? [fieldKey(o.component.split("/").pop() ?? "")] : [])];
  const keys = [...new Set([...own, ...(o.keys ?? [])].filter(Boolean))];
  const perLang = o.perLang ?? !["image", "file", "url", "number"].includes(type);
  const max =
    o.max ??
    (type === "rich"
      ? LIMITS.rich
      : type === "url"
        ? LIMITS.url
        : type === "text"
          ? LIMITS.title
          : undefined);
  return {
    name,
    ...(o.component ? { component: o.component } : {}),
    keys,
    label,
    ...(o.help ? { help: o.help } : {}),
    type,
    perLang,
    ...(o.required ? { required: true } : {}),
    ...(max !== undefined ? { max } : type === "longText" ? { max: LIMITS.summary } : {}),
    ...(type === "image" ? { accept: IMAGE_TYPES } : type === "file" ? { accept: DOCUMENT_TYPES } : {}),
    section: o.section ?? "content",
  };
}

const L = (es: string, en: string): Localized => ({ es, en });

const title = (name = "Title", component?: string, keys: readonly string[] = FIELDS.title) =>
  field(name, "text", L("Título", "Title"), {
    component,
    keys,
    required: true,
    help: L("El título que ven los visitantes.", "The title visitors see."),
  });

const content = (name = "Content", component?: string) =>
  field(name, "rich", L("Contenido", "Content"), { component, keys: FIELDS.content });

/** Search engines and social networks: every template with a public screen has them. */
export const SEO_FIELDS: readonly FieldDef[] = [
  field("MetaDescription", "longText", L("Descripción para buscadores", "Description for search engines"), {
    max: LIMITS.metaDescription,
    section: "seo",
    keys: SEO_KEYS.description,
    help: L(
      "Lo que muestran los buscadores bajo el título (unos 160 caracteres). Si la dejas vacía se usa el extracto.",
      "What search engines show under the title (about 160 characters). Left empty, the excerpt is used.",
    ),
  }),
  field("SocialImage", "image", L("Imagen para redes sociales", "Social media image"), {
    perLang: true,
    section: "seo",
    keys: SEO_KEYS.image,
    help: L(
      "La imagen de la tarjeta al compartir el enlace; mejor de 1200 × 630 píxeles.",
      "The picture of the card when the link is shared; 1200 × 630 pixels works best.",
    ),
  }),
  field("NoIndex", "checkbox", L("Ocultar a los buscadores", "Hide from search engines"), {
    perLang: true,
    section: "seo",
    keys: SEO_KEYS.noindex,
    help: L(
      "Los visitantes pueden leerla, pero se pide a los buscadores que no la muestren.",
      "Visitors can read it, but search engines are asked not to list it.",
    ),
  }),
];

const ARTICLE_CATEGORIES = ["general", "ai", "ethics", "technology", "research"] as const;
const DOC_CATEGORIES = ["guide", "tutorial", "api", "reference", "examples"] as const;

const author: AttributeDef = { name: "Author", type: "text", max: LIMITS.author };
const created: AttributeDef = { name: "Created", type: "date" };
const tags: AttributeDef = { name: "Tags", type: "tags" };
const category = (options: readonly string[]): AttributeDef => ({
  name: "Category",
  type: "select",
  max: LIMITS.category,
  options,
});

/** The same field under another label, without the help written for the old one. */
function relabel(f: FieldDef, label: Localized): FieldDef {
  const { help: _help, ...rest } = f;
  return { ...rest, label };
}

const withSeo = (fields: FieldDef[]): FieldDef[] => [...fields, ...SEO_FIELDS];

/** A platform landing and an information page: a title, a subtitle and a text. */
const PLAIN_PAGE = withSeo([
  title(),
  field("Subtitle", "longText", L("Subtítulo", "Subtitle"), { keys: FIELDS.subtitle }),
  content(),
]);

export const TEMPLATE_FORMS: readonly TemplateForm[] = [
  {
    id: "article",
    template: "Article",
    fields: withSeo([
      title(),
      field("Excerpt", "longText", L("Extracto", "Excerpt"), {
        keys: FIELDS.excerpt,
        help: L(
          "Una o dos frases: se muestran en las tarjetas y listas de artículos.",
          "One or two sentences, shown on the article cards and lists.",
        ),
      }),
      content(),
    ]),
    attributes: [category(ARTICLE_CATEGORIES), author, created, tags],
  },
  {
    id: "documentation",
    template: "Documentation",
    fields: withSeo([
      title(),
      field("description", "longText", L("Descripción", "Description"), {
        keys: FIELDS.description,
        help: L("Se muestra en la lista de documentación.", "Shown in the documentation list."),
      }),
      content(),
      field("document", "file", L("Documento para descargar", "Document to download"), {
        help: L(
          "Un PDF u otro archivo que los visitantes pueden descargar.",
          "A PDF or other file visitors can download.",
        ),
      }),
    ]),
    attributes: [category(DOC_CATEGORIES), author, created, tags],
  },
  {
    id: "project",
    template: "Projects",
    fields: withSeo([
      title("ProjectName", "Projects/ProjectName", FIELDS.projectName),
      field("Subtitle", "longText", L("Subtítulo", "Subtitle"), { keys: FIELDS.subtitle }),
      field("Overview", "rich", L("Descripción del proyecto", "Project overview"), { keys: FIELDS.overview }),
      field("Logo", "image", L("Logotipo", "Logo")),
      field("Repository", "url", L("Repositorio de código", "Code repository"), { keys: FIELDS.repository }),
      field("Status", "text", L("Estado", "Status"), {
        max: LIMITS.short,
        help: L("Por ejemplo: en desarrollo, beta, estable.", "For example: in development, beta, stable."),
      }),
    ]),
    attributes: [author, tags],
  },
  {
    id: "product",
    template: "Products",
    fields: withSeo([
      title("productname", "Products/ProductName", FIELDS.productName),
      field("subtitle", "longText", L("Subtítulo", "Subtitle"), { keys: FIELDS.subtitle }),
      field("overview", "rich", L("Descripción del producto", "Product overview"), { keys: FIELDS.overview }),
      field("logo", "image", L("Logotipo", "Logo")),
      field("whitepaper", "file", L("Libro blanco (PDF)", "Whitepaper (PDF)")),
      field("github", "url", L("Repositorio de código", "Code repository"), { keys: FIELDS.repository }),
      field("Features", "rich", L("Características", "Features"), { keys: ["caracteristicas"] }),
    ]),
    attributes: [tags],
  },
  {
    id: "bios",
    template: "Bios",
    fields: withSeo([
      title("Name", "Bios/Name", FIELDS.name),
      field("ShortDescription", "longText", L("Descripción breve", "Short description"), {
        component: "Bios/ShortDescription",
        keys: FIELDS.shortDescription,
        help: L(
          "Su papel en una línea: se muestra en la tarjeta.",
          "Their role in one line, shown on the card.",
        ),
      }),
      field("Bio", "rich", L("Biografía", "Biography"), { component: "Bios/Bio", keys: FIELDS.bio }),
      field("Photo", "image", L("Foto", "Photo"), { component: "Bios/Photo" }),
    ]).map((f) => (f.name === "Name" ? relabel(f, L("Nombre", "Name")) : f)),
    attributes: [],
  },
  {
    id: "chapters",
    template: "Chapters",
    fields: withSeo([
      title("Title", "Chapters/Title"),
      field("Part", "text", L("Parte del libro", "Part of the book"), {
        component: "Chapters/Part",
        keys: FIELDS.part,
        max: LIMITS.title,
      }),
      content("Content", "Chapters/Content"),
      field("Author", "text", L("Autoría del capítulo", "Chapter author"), {
        component: "Chapters/Author",
        perLang: false,
        max: LIMITS.author,
      }),
    ]),
    attributes: [author, tags],
  },
  {
    id: "bot",
    template: "Bot",
    fields: [
      title("Name", "Bot/Name", FIELDS.name),
      field("Version", "text", L("Versión", "Version"), {
        component: "Bot/Version",
        perLang: false,
        max: LIMITS.short,
      }),
      // No "Model": /chatbot names the model the server is configured with (LLM_MODEL), never stored text.
      field("Capabilities", "rich", L("Capacidades", "Capabilities"), {
        component: "Bot/Capabilities",
        keys: FIELDS.capabilities,
      }),
      content("Content", "Bot/Content"),
      ...SEO_FIELDS,
    ].map((f) => (f.name === "Name" ? relabel(f, L("Nombre del asistente", "Assistant's name")) : f)),
    attributes: [],
  },
  {
    id: "manifest",
    template: "Manifest",
    fields: withSeo([
      title("Title", "Manifest/Title"),
      content("Content", "Manifest/Content"),
      field("Author", "text", L("Firma", "Signed by"), { component: "Manifest/Author", max: LIMITS.author }),
    ]),
    attributes: [author, tags],
  },
  { id: "platform", template: "Platform", fields: PLAIN_PAGE, attributes: [] },
  { id: "page", template: "Page", fields: PLAIN_PAGE, attributes: [] },
];

/** The form of each family that has one (a template of the family is shown with it). */
const FORM_OF_FAMILY: Partial<Record<Family, TemplateId>> = {
  article: "article",
  doc: "documentation",
  project: "project",
  product: "product",
  bio: "bios",
  chapter: "chapters",
  bot: "bot",
  manifest: "manifest",
  static: "page",
};

export function formById(id: string): TemplateForm | undefined {
  return TEMPLATE_FORMS.find((f) => f.id === id);
}

/**
 * The form a page is edited with: the one of its exact template ("Platform"), else the one of its
 * family ("Artículo" is an article); undefined for templates without one (the tag vocabulary, books,
 * anything else), whose values are all edited as free values.
 */
export function formOf(template: string | undefined): TemplateForm | undefined {
  const key = fieldKey(template ?? "");
  const exact = TEMPLATE_FORMS.find((f) => fieldKey(f.template) === key);
  if (exact) return exact;
  const id = FORM_OF_FAMILY[familyOf(template)];
  return id ? formById(id) : undefined;
}

/* ---------------------------------------------------------------- matching stored values */

/** The entries that share a name and component: one value in its languages. */
export function groupKeyOf(entry: Pick<Entry, "name" | "component">): string {
  return `${entry.component ?? ""}|${entry.name}`;
}

export interface FormMatch {
  /** For each declared field (by name), the stored group it shows, if the page has one. */
  declared: ReadonlyMap<string, string>;
  /** The groups of the page no declared field shows, in stored order. */
  others: readonly string[];
}

/**
 * Which stored values each declared field shows. Each field takes the first group whose name (or
 * component) is one of its keys, trying its own names before older spellings, so "Title" wins over
 * "titulo" when a page has both; a group is shown by one field at most. Whatever is left is "Other fields".
 */
export function matchForm(form: TemplateForm, entries: readonly Entry[]): FormMatch {
  const groups: { key: string; keys: string[] }[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    const key = groupKeyOf(e);
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push({ key, keys: entryKeys(e) });
  }
  const taken = new Set<string>();
  const declared = new Map<string, string>();
  for (const f of form.fields) {
    for (const k of f.keys) {
      const g = groups.find((grp) => !taken.has(grp.key) && grp.keys.includes(k));
      if (g) {
        taken.add(g.key);
        declared.set(f.name, g.key);
        break;
      }
    }
  }
  return { declared, others: groups.map((g) => g.key).filter((k) => !taken.has(k)) };
}

/* ---------------------------------------------------------------- limits on save */

export interface FieldLimitProblem {
  /** The stored value's name (what the editor's field problems are matched by). */
  field: string;
  lang?: Lang;
  max: number;
  length: number;
}

/** How long a value is for its limit: a file's name, a link's address, a formatted text's markup. */
function valueLength(def: FieldDef, value: Entry["value"]): number {
  switch (def.type) {
    case "rich":
      return valueHtml(value).length;
    case "image":
    case "file":
      return valueFile(value).length;
    case "url":
      return typeof value === "object" && value && !Array.isArray(value) && typeof value.url === "string"
        ? value.url.length
        : valueText(value).length;
    default:
      return valueText(value).length;
  }
}

/**
 * The values of a page longer than its template allows, first found first. Only declared fields and
 * attributes have limits; a page of a template without a form is bounded by the API's body limits only.
 */
export function fieldLimitProblems(page: PageDoc): FieldLimitProblem[] {
  const form = formOf(templateOf(page));
  if (!form) return [];
  const out: FieldLimitProblem[] = [];
  const entries = entriesOf(page);
  const { declared } = matchForm(form, page.values ?? []);
  for (const def of form.fields) {
    const key = declared.get(def.name);
    if (key === undefined || def.max === undefined) continue;
    for (const e of entries) {
      if (groupKeyOf(e) !== key) continue;
      const length = valueLength(def, e.value);
      if (length > def.max)
        out.push({ field: e.name, ...(e.lang ? { lang: e.lang } : {}), max: def.max, length });
    }
  }
  for (const a of form.attributes) {
    const v = page[a.name];
    if (a.max !== undefined && typeof v === "string" && v.length > a.max)
      out.push({ field: a.name, max: a.max, length: v.length });
  }
  return out;
}
