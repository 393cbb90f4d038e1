import { textOf } from "../../content/entries.ts";
import type { PageDoc } from "../../content/page-model.ts";

/** A listed page's template: Template, else CType, else 'Unknown' (docs/product.md "The editing area"). */
export function templateOf(item: { Template?: unknown; CType?: unknown }): string {
  if (typeof item.Template === "string" && item.Template.trim()) return item.Template;
  if (typeof item.CType === "string" && item.CType.trim()) return item.CType;
  return "Unknown";
}

/** The family of a template, by the rules of docs/product.md "Template recognition". */
export type TemplateFamily =
  | "article"
  | "doc"
  | "project"
  | "product"
  | "bio"
  | "chapter"
  | "bot"
  | "manifest"
  | "platform"
  | "page"
  | "other";

export function templateFamily(template: string): TemplateFamily {
  const t = template.trim().toLowerCase();
  if (["article", "articulo", "blog", "post"].includes(t) || t.includes("article") || t.includes("blog"))
    return "article";
  if (["doc", "guide", "tutorial", "documentation", "reference"].includes(t) || /doc|guide|tutorial/.test(t))
    return "doc";
  if (t.includes("project") || t.includes("proyecto")) return "project";
  if (t.includes("product") || t.includes("producto")) return "product";
  if (t === "bios" || t === "bio") return "bio";
  if (t === "chapters" || t === "chapter") return "chapter";
  if (t === "bot") return "bot";
  if (t === "manifest") return "manifest";
  if (t === "platform") return "platform";
  if (t === "page") return "page";
  return "other";
}

/**
 * Where the public site shows a page, or null when no public screen shows it on its own.
 * Products are linked by their product name (the public list links to /product/{title}).
 */
export function publicPathOf(page: Pick<PageDoc, "Page" | "Template"> & Partial<PageDoc>): string | null {
  const name = encodeURIComponent(page.Page);
  switch (templateFamily(templateOf(page))) {
    case "article":
      return `/article/${name}`;
    case "doc":
      return `/document/${name}`;
    case "project":
      return `/project/${name}`;
    case "product": {
      const productName = Array.isArray(page.values)
        ? textOf(page as PageDoc, ["productname", "Products/ProductName"], "es").trim()
        : "";
      return `/product/${encodeURIComponent(productName || page.Page)}`;
    }
    case "bio":
      return `/bio/${name}`;
    case "chapter":
      return `/chapter/${name}`;
    case "bot":
      return "/chatbot";
    case "manifest":
      return "/manifest";
    case "platform":
    case "page":
      return `/${name}`;
    default:
      return null;
  }
}
