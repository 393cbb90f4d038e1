/*
 * Search and filters live in the URL (?q=&category=...), so a filtered list can be shared, reloaded and
 * rendered on the server. Changing them must not reload the page's data: the list is already there.
 */

/** Is the only difference between two URLs in these query parameters? (Same URL: no.) */
export function onlyParamsChanged(current: URL, next: URL, keys: readonly string[]): boolean {
  if (current.pathname !== next.pathname) return false;
  if (current.search === next.search) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of keys) params.delete(key);
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}

/** The query string with `values` applied: empty values are removed, other parameters are kept. */
export function withParams(search: string, values: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const out = params.toString();
  return out ? `?${out}` : "";
}

/** A filter value from the URL, when it is one of the allowed values ("" otherwise). */
export function pickAllowed<T extends string>(value: string | null, allowed: readonly T[]): T | "" {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "";
}
