/*
 * Search as docs/product.md "Rules for reading content" defines it: a case-insensitive substring
 * match, over the fields each screen names. Accents are ignored as well, so "etica" finds "Ética" (a
 * visitor on a phone often types without them).
 */

/** Lower-cased, without accents or repeated spaces: the form both sides are compared in. */
export function searchForm(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("es")
    .replace(/\s+/g, " ")
    .trim();
}

/** Does any of the fields contain the query? An empty query matches everything. */
export function matchesQuery(
  query: string,
  fields: ReadonlyArray<string | readonly string[] | undefined>,
): boolean {
  const q = searchForm(query);
  if (!q) return true;
  return fields.some((f) => {
    if (f === undefined) return false;
    const values: readonly string[] = typeof f === "string" ? [f] : f;
    return values.some((v) => searchForm(v).includes(q));
  });
}

/** Projects: name or title. */
export function projectMatches(project: { name: string; title: string }, query: string): boolean {
  return matchesQuery(query, [project.name, project.title]);
}

/** Products: title. */
export function productMatches(product: { title: string }, query: string): boolean {
  return matchesQuery(query, [product.title]);
}

/** Documentation: name, title and description. */
export function docMatches(
  doc: { name: string; title: string; description: string },
  query: string,
): boolean {
  return matchesQuery(query, [doc.name, doc.title, doc.description]);
}
