import { FAMILY_FIELDS, FIELDS, familyOf, templateOf } from "./content-model.ts";
import { entriesOf, entryKeys, valueCaption, valueFile, valueHtml, valueText } from "./entries.ts";
import { libraryFileOf } from "./responsive-images.ts";
import type { Entry, Lang, PageDoc } from "./page-model.ts";
import { linkTarget } from "./page-links.ts";

/*
 * What is checked before a language of a page is published (issue "drafts and publishing", item 4).
 * Errors block the publish (the API answers 422 with the list); warnings are shown and do not block.
 * The editing area names each problem from its code in the editor's language.
 */

export type PublishProblemCode =
  | "title_missing"
  | "image_alt_missing"
  | "link_unpublished"
  | "heading_skip"
  | "description_too_long"
  | "date_in_future"
  /** Not a publish check: a save the API refused for a value over its template's limit (template-fields.ts). */
  | "field_too_long";

export interface PublishProblem {
  code: PublishProblemCode;
  severity: "error" | "warning";
  lang: Lang;
  /** The entry the problem is in (its name), so the editor can show it beside the field. */
  field: string;
  /** What exactly: the link, the image, the heading, the length. */
  detail?: string;
}

/** A search engine shows about this much of a description. */
export const DESCRIPTION_MAX = 160;

export interface CheckContext {
  /** Which of these page names visitors can read (after this publish). */
  published: ReadonlySet<string>;
  now: Date;
  /**
   * The library's alt texts of the images the page shows (imageFilesIn), by file: an image serves every
   * language and the public pages describe it with these (issue 41, item 3). Absent: not in the library.
   */
  library?: ReadonlyMap<string, Partial<Record<Lang, string>>>;
}

/** The alt text the library gives a file in a language, or "" (none, or not a library file). */
function libraryAlt(ctx: CheckContext, name: string | undefined, lang: Lang): string {
  const text = name === undefined ? undefined : ctx.library?.get(name)?.[lang];
  return typeof text === "string" ? text.trim() : "";
}

const IMAGE_FILE = /\.(png|jpe?g|gif|webp|svg|avif)$/i;

/** A library image an entry holds as its value (an image field), if any. */
function fieldImage(e: Entry, ctx: CheckContext): string | undefined {
  const name = valueFile(e.value);
  return name && IMAGE_FILE.test(name) && ctx.library?.has(name) ? name : undefined;
}

/** The entries a language's page is made of: its own and the shared ones. */
function entriesIn(doc: PageDoc, lang: Lang): Entry[] {
  return entriesOf(doc).filter((e) => !e.lang || e.lang === lang);
}

function has(keys: readonly string[], e: Entry): boolean {
  return entryKeys(e).some((k) => keys.includes(k));
}

/**
 * The page a site-internal link leads to by name (page-links.ts linkTarget: the screens that show one page
 * by its name, and the fixed addresses of stored pages). A product's address may name its title, which
 * only the store can resolve: not checked here.
 */
export function linkedPageName(href: string): string | undefined {
  const target = linkTarget(href);
  return target?.kind === "page" ? target.name : undefined;
}

const TAG = /<(img|a|h[1-6])\b([^>]*)>/gi;

function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : undefined;
}

function htmlProblems(
  html: string,
  lang: Lang,
  field: string,
  ctx: CheckContext,
  self: string,
): PublishProblem[] {
  const out: PublishProblem[] = [];
  // The page's title is its h1: the text's headings start at h2 and go down one level at a time.
  let level = 1;
  for (const m of html.matchAll(TAG)) {
    const tag = (m[1] ?? "").toLowerCase();
    const attrs = m[2] ?? "";
    if (tag === "img") {
      const src = attribute(attrs, "src") ?? "";
      const name = libraryFileOf(src);
      const alt = libraryAlt(ctx, name, lang) || attribute(attrs, "alt")?.trim();
      if (!alt) out.push({ code: "image_alt_missing", severity: "error", lang, field, detail: name ?? src });
    } else if (tag === "a") {
      const href = attribute(attrs, "href");
      const name = href ? linkedPageName(href) : undefined;
      if (name !== undefined && name !== self && !ctx.published.has(name))
        out.push({ code: "link_unpublished", severity: "error", lang, field, detail: href });
    } else {
      const n = Number(tag.slice(1));
      if (n > level + 1)
        out.push({ code: "heading_skip", severity: "warning", lang, field, detail: `h${level} → h${n}` });
      level = n;
    }
  }
  return out;
}

/** Every problem of publishing `lang` of `doc`. */
export function publishChecks(doc: PageDoc, lang: Lang, ctx: CheckContext): PublishProblem[] {
  const family = familyOf(templateOf(doc));
  const fields = FAMILY_FIELDS[family];
  const entries = entriesIn(doc, lang);
  const out: PublishProblem[] = [];

  const titled =
    entries.some((e) => has(fields.title, e) && valueText(e.value).trim() !== "") ||
    (typeof doc.Title === "string" && doc.Title.trim() !== "");
  if (!titled)
    out.push({ code: "title_missing", severity: "error", lang, field: fields.title[0] ?? "title" });

  const description = entries.find((e) => has(fields.summary, e) && valueText(e.value).trim() !== "");
  if (description) {
    const length = [...valueText(description.value).trim()].length;
    if (length > DESCRIPTION_MAX)
      out.push({
        code: "description_too_long",
        severity: "warning",
        lang,
        field: description.name,
        detail: String(length),
      });
  }

  for (const e of entries) {
    const html = valueHtml(e.value);
    if (html) out.push(...htmlProblems(html, lang, e.name, ctx, doc.Page));
    const image = fieldImage(e, ctx);
    if (image && !libraryAlt(ctx, image, lang) && !valueCaption(e.value))
      out.push({ code: "image_alt_missing", severity: "error", lang, field: e.name, detail: image });
    if (has(FIELDS.created, e)) {
      const date = Date.parse(valueText(e.value));
      if (Number.isFinite(date) && date > ctx.now.getTime())
        out.push({
          code: "date_in_future",
          severity: "warning",
          lang,
          field: e.name,
          detail: valueText(e.value),
        });
    }
  }
  return out;
}

/** The files whose library texts the checks of these languages need: every image the page shows. */
export function imageFilesChecked(doc: PageDoc, langs: readonly Lang[]): string[] {
  const names = new Set<string>();
  for (const e of entriesOf(doc)) {
    if (e.lang && !langs.includes(e.lang)) continue;
    const file = valueFile(e.value);
    if (file && IMAGE_FILE.test(file)) names.add(file);
    for (const m of valueHtml(e.value).matchAll(TAG)) {
      if ((m[1] ?? "").toLowerCase() !== "img") continue;
      const name = libraryFileOf(attribute(m[2] ?? "", "src") ?? "");
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** The page names that the checks of these languages need to know are published or not. */
export function linkedPageNames(doc: PageDoc, langs: readonly Lang[]): string[] {
  const names = new Set<string>();
  for (const e of entriesOf(doc)) {
    if (e.lang && !langs.includes(e.lang)) continue;
    for (const m of valueHtml(e.value).matchAll(TAG)) {
      if ((m[1] ?? "").toLowerCase() !== "a") continue;
      const href = attribute(m[2] ?? "", "href");
      const name = href ? linkedPageName(href) : undefined;
      if (name !== undefined) names.add(name);
    }
  }
  return [...names];
}
