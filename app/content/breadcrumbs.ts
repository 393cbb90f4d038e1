import { familyOf, type Family } from "./content-model.ts";

/*
 * The trail above a content page (docs/product.md "Template recognition"). Crumbs name a section;
 * the screen translates it and adds the page's own title as the last, current crumb.
 */

export type CrumbSection = "home" | "articles" | "documentation" | "projects" | "products" | "bios" | "book";

export interface Crumb {
  section: CrumbSection;
  href: string;
}

const HREF: Record<CrumbSection, string> = {
  home: "/",
  articles: "/articles",
  documentation: "/documentation",
  projects: "/projects",
  products: "/products",
  bios: "/bios",
  book: "/book",
};

const crumb = (section: CrumbSection): Crumb => ({ section, href: HREF[section] });

/**
 * Home, then the section the page belongs to: Documentación when the template says doc, guide or
 * tutorial (or reference), Articles otherwise; projects, products, bios and chapters under their own.
 */
export function breadcrumbTrail(template: string): Crumb[] {
  const kind: Family = familyOf(template);
  switch (kind) {
    case "doc":
      return [crumb("home"), crumb("documentation")];
    case "project":
      return [crumb("home"), crumb("projects")];
    case "product":
      return [crumb("home"), crumb("products")];
    case "bio":
      return [crumb("home"), crumb("bios")];
    case "chapter":
    case "book":
      return [crumb("home"), crumb("book")];
    case "manifest":
    case "bot":
      return [crumb("home")];
    default:
      return [crumb("home"), crumb("articles")];
  }
}
