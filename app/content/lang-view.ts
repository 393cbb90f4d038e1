import { pageLanguages, textLangOf } from "./content-model.ts";
import { isBlankValue } from "./entries.ts";
import { LANGS, type Entry, type Lang, type PageDoc } from "./page-model.ts";
import { pageNotices, type PageMeta } from "./publishing.ts";

/*
 * Which languages' screens a write changed. An editor saving the Spanish text of an article changes what
 * the Spanish screens show of it, not the English ones: caches keep the English page, its lists and its
 * cards (app/server/cache/dependencies.server.ts). The view of a page in a language is taken wide, so a write that
 * changes anything a screen in that language could show counts: the language whose text is shown there
 * (the page's own, or the one it is written in when it has no translation), every entry without a language,
 * every entry of another language that the shown language has no non-blank entry of the same name to
 * stand in for (a field falls back to another language's entry), the attributes, the languages the page
 * is written in, and the notices shown with it (translation out of date, change note). The revision and
 * the time of the save are left out: no screen shows them (`Updated` only stands in for a missing
 * `Created`, and then it counts). The feeds and the sitemap do show them: they are never kept per language.
 */

function isEntry(e: unknown): e is Entry {
  return Boolean(e) && typeof e === "object" && typeof (e as Entry).name === "string";
}

/** Everything a screen in `lang` can show of a stored page and its published meta, as comparable text. */
export function langView(doc: PageDoc | undefined, meta: PageMeta | undefined, lang: Lang): string {
  if (!doc) return "";
  const shown = textLangOf(doc, lang);
  const lists = [doc.values, doc.components].map((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  const own = lists
    .flat()
    .filter((e): e is Entry => isEntry(e) && e.lang === shown && !isBlankValue(e.value));
  const standsIn = (e: Entry) => own.some((o) => o.name === e.name && o.component === e.component);
  const visible = lists.map((list) =>
    list.filter((e) => !isEntry(e) || !e.lang || e.lang === shown || !standsIn(e)),
  );
  const {
    values: _values,
    components: _components,
    revision: _revision,
    Updated: updated,
    ...attributes
  } = doc;
  return JSON.stringify([
    shown,
    pageLanguages(doc),
    visible,
    Object.entries(attributes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    typeof doc.Created === "string" ? null : (updated ?? null),
    meta ? pageNotices(meta, doc, shown) : null,
  ]);
}

/** The languages whose screens can show a difference between two stored versions of a page. */
export function changedLangs(
  before: { doc: PageDoc; meta?: PageMeta | undefined },
  after: { doc: PageDoc; meta?: PageMeta | undefined },
): Lang[] {
  return changedViews(before, after).langs;
}

/**
 * changedLangs (`langs`), and among them the languages whose view of the page itself differs
 * (`pageLangs`), leaving aside the notices shown with it: what is derived from the page alone (its
 * search rows) changes only in those. Each view is made once.
 */
export function changedViews(
  before: { doc: PageDoc; meta?: PageMeta | undefined },
  after: { doc: PageDoc; meta?: PageMeta | undefined },
): { langs: Lang[]; pageLangs: Lang[] } {
  const notices = (v: { doc: PageDoc; meta?: PageMeta | undefined }, l: Lang) =>
    v.meta ? JSON.stringify(pageNotices(v.meta, v.doc, textLangOf(v.doc, l))) : "null";
  const pageLangs = LANGS.filter(
    (l) => langView(before.doc, undefined, l) !== langView(after.doc, undefined, l),
  );
  const langs = LANGS.filter((l) => pageLangs.includes(l) || notices(before, l) !== notices(after, l));
  return { langs, pageLangs };
}
