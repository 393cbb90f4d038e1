import { FAMILIES, familyOf, type Family } from "../../../content/content-model.ts";
import type { PageSummary } from "../shell/state.ts";

/*
 * The list screen's search, template filter and sort, and how they are mirrored in the URL
 * (?q=&template=&sort=&dir=), so the list comes back searched and sorted the same way after opening
 * a page. The template filter and sort go by family (content-model.ts familyOf): "Post", "Blog" and
 * "Artículo" are one entry, "Artículo". Plain functions: page-filters.test.ts.
 */

export type SortKey = "name" | "template" | "updated";
export type SortDir = "asc" | "desc";
const SORT_KEYS: readonly SortKey[] = ["name", "template", "updated"];

/** The review filter: every page, or those waiting for review, or those sent back. */
export type ReviewFilter = "" | "waiting" | "returned";

export interface ListView {
  query: string;
  template: string;
  review: ReviewFilter;
  sort: SortKey;
  dir: SortDir;
}

/** The view a URL asks for; anything unknown falls back to the default (by name, ascending). */
export function viewFromParams(params: URLSearchParams): ListView {
  const sort = params.get("sort");
  return {
    query: params.get("q") ?? "",
    template: familyParam(params.get("template")),
    review: reviewFilterOf(params.get("review")),
    sort: SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : "name",
    dir: params.get("dir") === "desc" ? "desc" : "asc",
  };
}

/** The URL parameters of a view; the defaults are left out, so the plain list is plain /admin. */
export function paramsFromView(view: ListView): URLSearchParams {
  const next = new URLSearchParams();
  if (view.query) next.set("q", view.query);
  if (view.template) next.set("template", view.template);
  if (view.review) next.set("review", view.review);
  if (view.sort !== "name") next.set("sort", view.sort);
  if (view.dir === "desc") next.set("dir", view.dir);
  return next;
}

/** The family a ?template= names; an older link's template name ("Post") counts as its family. */
function familyParam(value: string | null): string {
  if (!value) return "";
  return (FAMILIES as readonly string[]).includes(value) ? value : familyOf(value);
}

function reviewFilterOf(value: string | null): ReviewFilter {
  return value === "waiting" || value === "returned" ? value : "";
}

/** The pages the search (name, template or a title in either language) and the filters keep. */
export function filterPages(
  pages: PageSummary[],
  query: string,
  template: string,
  review: ReviewFilter = "",
): PageSummary[] {
  const q = query.trim().toLowerCase();
  return pages.filter((p) => {
    if (template && familyOf(p.Template) !== template) return false;
    if (review && p.review !== review) return false;
    if (!q) return true;
    return [p.Page, p.Template, p.title.es, p.title.en].some((s) => s.toLowerCase().includes(q));
  });
}

/** How the list shows a page's family and its name: the columns sort by what they show. */
export interface ShownNames {
  /** The family's name in the editor's language. */
  family?: (family: Family) => string;
  /** The page's title in the editor's language (the name column shows it above the address name). */
  title?: (page: PageSummary) => string;
}

/**
 * Sorted by a column, by what it shows (`names`); ties (same title, family or date) by the stored name,
 * so the order never jumps.
 */
export function sortPages(
  pages: PageSummary[],
  key: SortKey,
  dir: SortDir,
  collator: Intl.Collator,
  names: ShownNames = {},
) {
  const sign = dir === "asc" ? 1 : -1;
  const kind = (p: PageSummary) => (names.family ?? String)(familyOf(p.Template));
  return [...pages].sort((a, b) => {
    let c = 0;
    if (key === "template") c = collator.compare(kind(a), kind(b));
    else if (key === "updated") c = (a.Updated ?? "").localeCompare(b.Updated ?? "");
    else if (names.title) c = collator.compare(names.title(a), names.title(b));
    if (c === 0) c = collator.compare(a.Page, b.Page);
    return c * sign;
  });
}

/** Every family in use, once each, for the filter's options (in the content model's order). */
export function familiesOf(pages: PageSummary[]): Family[] {
  const used = new Set(pages.map((p) => familyOf(p.Template)));
  return FAMILIES.filter((f) => used.has(f));
}
