import { pageSlugs, type Slugs } from "./slugs.ts";
import { entriesOf, isBlankValue } from "./entries.ts";
import { LANGS, type Entry, type Lang, type PageDoc } from "./page-model.ts";

/**
 * What a revision of a page records. save: saved and published at once (the legacy call); draft: draft saved;
 * publish; schedule and unschedule; checked: a translation marked checked; restore: a revision copied to the
 * draft; delete; recover: a deleted page brought back; unpublish: the published version taken off the site
 * (kept as the draft).
 */
export const REVISION_ACTIONS = [
  "save",
  "draft",
  "publish",
  "schedule",
  "unschedule",
  "checked",
  "restore",
  "delete",
  "recover",
  "unpublish",
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/*
 * Drafts and publishing, as rules on page documents (docs/decisions/0008-drafts-and-publishing.md):
 * what "a language's text" of a page is, what publishing some languages of a draft makes public, each
 * language's state, and when a translation is out of date. The store applies them in its transactions;
 * the editing area shows them.
 */

/** When one language's text last changed, and which text of the other languages it was written against. */
export interface LangMeta {
  /** The revision whose write last changed this language's entries. */
  changed: number;
  /** The highest `changed` of the other languages when this one was last written or marked checked. */
  basis: number;
}

/** A change note given at publishing, shown on the public page and in the feeds. */
export interface PublishNote {
  text: string;
  at: string;
}

/** A publish waiting for its time. */
export interface ScheduleInfo {
  lang: Lang;
  at: string;
  /** The draft revision that will be published. */
  revision: number;
  note: string | null;
  by: string | null;
}

/** What the store keeps beside a draft or a published version (never part of the page document). */
export interface PageMeta {
  langs?: Partial<Record<Lang, LangMeta>>;
  notes?: Partial<Record<Lang, PublishNote>>;
}

/** The attributes the server keeps itself: never part of a language's text or of the shared values. */
/** Not compared as shared text: the page's identity and times, its entries, and its slugs (per language: slugChanged). */
const SYSTEM_KEYS = new Set([
  "Page",
  "revision",
  "Created",
  "Updated",
  "CType",
  "values",
  "components",
  "Slugs",
]);

/** The draft asks for another address name in `lang` than the published one (one it left unset asks for none). */
function slugChanged(draft: PageDoc | undefined, published: PageDoc | undefined, lang: Lang): boolean {
  const wanted = draft ? pageSlugs(draft)[lang] : undefined;
  return wanted !== undefined && wanted !== (published ? pageSlugs(published)[lang] : undefined);
}

type Scope = Lang | "shared";

function inScope(e: Entry, scope: Scope): boolean {
  return scope === "shared" ? !e.lang : e.lang === scope;
}

/** One scope's part of a page as comparable text: its entries in order, and (shared) the attributes. */
export function scopeText(doc: PageDoc | undefined, scope: Scope): string {
  if (!doc) return "";
  const lists = (["values", "components"] as const).map((list) =>
    (Array.isArray(doc[list]) ? (doc[list] as Entry[]) : []).filter((e) => inScope(e, scope)),
  );
  if (scope !== "shared") return JSON.stringify(lists);
  const attributes = Object.keys(doc)
    .filter((k) => !SYSTEM_KEYS.has(k))
    .sort()
    .map((k) => [k, doc[k]]);
  return JSON.stringify([lists, attributes]);
}

/** Has the page any entry in this language that says something (a template's empty boxes do not)? */
export function hasLangText(doc: PageDoc | undefined, lang: Lang): boolean {
  return doc ? entriesOf(doc).some((e) => e.lang === lang && !isBlankValue(e.value)) : false;
}

/**
 * The draft as a preview shows it: without the entries of a language it has no text in (the template's
 * empty boxes), as publishing it would leave them out, so a language not written yet falls back to the
 * written one with the site's "not translated yet" notice, exactly like the public page.
 */
export function withoutEmptyLanguages(doc: PageDoc): PageDoc {
  const empty = LANGS.filter((l) => !hasLangText(doc, l));
  if (empty.length === 0) return doc;
  const keep = (list: unknown) =>
    (Array.isArray(list) ? (list as Entry[]) : []).filter((e) => !e.lang || !empty.includes(e.lang));
  return {
    ...doc,
    values: keep(doc.values),
    ...(Array.isArray(doc.components) ? { components: keep(doc.components) } : {}),
  };
}

/**
 * One entry list after publishing `langs` of the draft: the draft's shared entries and entries in those
 * languages, in the draft's order, and the published entries of the other languages where the draft had
 * that language (or at the end), so a language not published stays exactly as visitors know it.
 */
function mergeList(draft: Entry[], published: Entry[], langs: readonly Lang[]): Entry[] {
  const kept = (e: Entry) => !e.lang || langs.includes(e.lang);
  const out: Entry[] = [];
  const placed = new Set<Lang>();
  const placeOther = (lang: Lang) => {
    if (placed.has(lang)) return;
    placed.add(lang);
    out.push(...published.filter((e) => e.lang === lang));
  };
  for (const e of draft) {
    if (kept(e)) out.push(e);
    else if (e.lang) placeOther(e.lang);
  }
  for (const e of published) if (e.lang && !kept(e)) placeOther(e.lang);
  return out;
}

/**
 * The published version after publishing `langs` of `draft` over `published`: shared values (no `lang`)
 * and attributes go with any language; the entries of the languages not published are the published ones.
 */
export function mergeForPublish(
  draft: PageDoc,
  published: PageDoc | undefined,
  langs: readonly Lang[],
): PageDoc {
  const { revision: _revision, ...rest } = draft;
  if (LANGS.every((l) => langs.includes(l)) || !published) {
    if (!published) {
      // Nothing public yet: the other languages' entries are simply not there.
      return {
        ...rest,
        values: (draft.values ?? []).filter((e) => !e.lang || langs.includes(e.lang)),
        ...(Array.isArray(draft.components)
          ? { components: draft.components.filter((e) => !e.lang || langs.includes(e.lang)) }
          : {}),
      };
    }
    return rest;
  }
  const out: PageDoc = {
    ...rest,
    values: mergeList(draft.values ?? [], published.values ?? [], langs),
  };
  // A page's address name is per language too (slugs.ts): the others keep the published one.
  const slugs = { ...pageSlugs(published), ...pick(pageSlugs(draft), langs) };
  if (Object.keys(slugs).length > 0) out.Slugs = slugs;
  else delete out.Slugs;
  const components = mergeList(draft.components ?? [], published.components ?? [], langs);
  if (Array.isArray(draft.components) || components.length > 0) out.components = components;
  else delete out.components;
  return out;
}

function pick(slugs: Slugs, langs: readonly Lang[]): Slugs {
  return Object.fromEntries(langs.flatMap((l) => (slugs[l] === undefined ? [] : [[l, slugs[l]]])));
}

/**
 * The draft after restoring revision `restored` in `langs` only: those languages' entries come from the
 * revision; the shared values, the attributes and every other language's entries stay as in `current`
 * (restoring one language never changes another). All languages: the revision as it was.
 */
export function restoreForLanguages(
  current: PageDoc | undefined,
  restored: PageDoc,
  langs: readonly Lang[],
): PageDoc {
  if (!current || LANGS.every((l) => langs.includes(l))) return restored;
  const kept = LANGS.filter((l) => !langs.includes(l));
  // mergeForPublish keeps the "published" side's entries for the languages not named: here the revision's.
  return mergeForPublish(current, restored, kept);
}

/** The languages that have text in `before` and none in `after` (a restore or an edit emptied them). */
export function emptiedLanguages(before: PageDoc | undefined, after: PageDoc): Lang[] {
  return LANGS.filter((l) => hasLangText(before, l) && !hasLangText(after, l));
}

function others(lang: Lang): Lang[] {
  return LANGS.filter((l) => l !== lang);
}

/** The language's meta, or, for a page written before meta was kept, "written at 0 against 0". */
function metaOf(meta: PageMeta, doc: PageDoc | undefined, lang: Lang): LangMeta | undefined {
  return meta.langs?.[lang] ?? (hasLangText(doc, lang) ? { changed: 0, basis: 0 } : undefined);
}

/**
 * Is this language's text older than another language's? True when another language's text changed after
 * this one was last written or marked checked (and both exist).
 */
export function isOutOfDate(meta: PageMeta, doc: PageDoc | undefined, lang: Lang): boolean {
  const own = metaOf(meta, doc, lang);
  if (!own || !hasLangText(doc, lang)) return false;
  return others(lang).some((o) => {
    const theirs = metaOf(meta, doc, o);
    return theirs !== undefined && hasLangText(doc, o) && theirs.changed > own.basis;
  });
}

function newestOther(langs: Partial<Record<Lang, LangMeta>>, lang: Lang): number {
  return Math.max(0, ...others(lang).map((o) => langs[o]?.changed ?? 0));
}

/**
 * The meta after a write (`revision`) turned `before` into `after`. A language whose entries changed was
 * written against the others as they are now. A translation that was behind, or new, and is now written
 * catches up: it does not make the text it translates look out of date in turn.
 */
export function metaAfterWrite(
  meta: PageMeta,
  before: PageDoc | undefined,
  after: PageDoc,
  revision: number,
): PageMeta {
  const changed = LANGS.filter((l) => scopeText(before, l) !== scopeText(after, l));
  if (changed.length === 0) return meta;
  const langs: Partial<Record<Lang, LangMeta>> = {};
  for (const l of LANGS) {
    const m = metaOf(meta, before, l);
    if (m) langs[l] = { ...m };
  }
  for (const l of changed) {
    if (!hasLangText(after, l)) {
      delete langs[l];
      continue;
    }
    const catchingUp = !langs[l] || isOutOfDate(meta, before, l);
    langs[l] = { changed: revision, basis: 0 };
    if (catchingUp) {
      for (const o of others(l)) {
        const theirs = langs[o];
        if (theirs && !changed.includes(o)) theirs.basis = Math.max(theirs.basis, revision);
      }
    }
  }
  for (const l of changed) {
    const own = langs[l];
    if (own) own.basis = newestOther(langs, l);
  }
  return { ...meta, langs };
}

/** The meta once an editor checked `lang` against the other languages as they are. */
export function metaMarkedChecked(meta: PageMeta, doc: PageDoc | undefined, lang: Lang): PageMeta {
  const langs: Partial<Record<Lang, LangMeta>> = {};
  for (const l of LANGS) {
    const m = metaOf(meta, doc, l);
    if (m) langs[l] = { ...m };
  }
  const own = langs[lang];
  if (own) own.basis = newestOther(langs, lang);
  return { ...meta, langs };
}

/**
 * The published meta after publishing `langs` from a draft with `draftMeta`: those languages take the
 * draft's record (and the note, or lose an older one); the others keep theirs.
 */
export function metaAfterPublish(
  published: PageMeta,
  draftMeta: PageMeta,
  langs: readonly Lang[],
  notes: Partial<Record<Lang, PublishNote>>,
): PageMeta {
  const out: PageMeta = { langs: { ...published.langs }, notes: { ...published.notes } };
  for (const l of langs) {
    const m = draftMeta.langs?.[l];
    if (m && out.langs) out.langs[l] = { ...m };
    else delete out.langs?.[l];
    const note = notes[l];
    if (note && out.notes) out.notes[l] = note;
    else delete out.notes?.[l];
  }
  return out;
}

/**
 * Each language's change note: its own when given, else the one note given for all (the API's `note`).
 * A note is written in one language: the editing area asks for one per language, so a visitor of the
 * English page never reads a Spanish note.
 */
export function notesFor(
  langs: readonly Lang[],
  note: string | undefined,
  notes: Partial<Record<Lang, string>> | undefined,
): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const l of langs) {
    const text = (notes?.[l] ?? note)?.trim();
    if (text) out[l] = text;
  }
  return out;
}

/** One language of a page as the editing area shows it. */
export interface LangState {
  /** Visitors can read the page in this language (its own text). */
  published: boolean;
  /** The draft has text in this language. */
  inDraft: boolean;
  /** The draft differs from what visitors see in this language (its text or the shared values). */
  changes: boolean;
  /** When a scheduled publish of this language will happen. */
  scheduledAt?: string;
  /** The draft's text in this language is older than another language's. */
  outOfDate: boolean;
}

export interface PageStateInput {
  draft: PageDoc | undefined;
  draftMeta: PageMeta;
  published: PageDoc | undefined;
  schedules: ReadonlyArray<{ lang: Lang; at: string }>;
}

/** Published, draft changes, scheduled, missing (neither in the draft nor published), out of date. */
export function languageStates(input: PageStateInput): Record<Lang, LangState> {
  const { published } = input;
  const draft = input.draft ?? published;
  const sharedChanged = scopeText(draft, "shared") !== scopeText(published, "shared");
  const out = {} as Record<Lang, LangState>;
  for (const lang of LANGS) {
    const untagged = (d: PageDoc | undefined) => d !== undefined && !LANGS.some((l) => hasLangText(d, l));
    const isPublished = published !== undefined && (hasLangText(published, lang) || untagged(published));
    const inDraft = draft !== undefined && (hasLangText(draft, lang) || untagged(draft));
    const scheduled = input.schedules.find((s) => s.lang === lang);
    out[lang] = {
      published: isPublished,
      inDraft,
      // A published language the draft no longer has text in (a restore or an edit emptied it) differs too.
      changes:
        (isPublished && !inDraft) ||
        (inDraft &&
          (!isPublished ||
            sharedChanged ||
            scopeText(draft, lang) !== scopeText(published, lang) ||
            slugChanged(draft, published, lang))),
      ...(scheduled ? { scheduledAt: scheduled.at } : {}),
      outOfDate: isOutOfDate(input.draftMeta, draft, lang),
    };
  }
  return out;
}

/** What a public page says about its own publishing, in one language. */
export interface PageNotices {
  /** This language's text is a translation older than the text in `lang`. */
  sourceUpdated?: Lang;
  /** The change note of this language's last publish. */
  note?: PublishNote;
}

/** The notices of a published page shown in `lang` (its own text in that language, or none). */
export function pageNotices(meta: PageMeta, page: PageDoc, lang: Lang): PageNotices {
  const own = meta.langs?.[lang];
  const source = own
    ? others(lang).find((o) => hasLangText(page, o) && (meta.langs?.[o]?.changed ?? 0) > own.basis)
    : undefined;
  const note = meta.notes?.[lang];
  return {
    ...(source && hasLangText(page, lang) ? { sourceUpdated: source } : {}),
    ...(note ? { note } : {}),
  };
}
