import { fieldKey } from "../../../../content/entries.ts";
import { LANGS, type Lang } from "../../../../content/page-model.ts";
import type { LangState } from "../../../../content/publishing.ts";
import type { PublishProblem } from "../../../../content/publish-checks.ts";
import type { PageStatus } from "../../shell/api-client.ts";

/*
 * The publishing panel's decisions as plain functions (publish-rules.test.ts): what each language's
 * state is called, which languages the publish dialog offers ticked, and what a scheduled time typed
 * in the browser means.
 */

export type LangStateKey = "published" | "changes" | "emptied" | "draftOnly" | "missing";

/** The one word for where a language stands (a schedule and an old translation are said beside it). */
export function langStateKey(state: LangState): LangStateKey {
  if (state.published) return !state.inDraft ? "emptied" : state.changes ? "changes" : "published";
  return state.inDraft ? "draftOnly" : "missing";
}

/** The other language: the source a translation is compared with. */
export function otherLang(lang: Lang): Lang {
  return lang === "es" ? "en" : "es";
}

/**
 * Ticked when the dialog opens: the languages with text and something visitors do not see yet; when
 * nothing is pending (publishing again, e.g. with a note), every language with text.
 */
export function defaultPublishLanguages(status: PageStatus | null): Lang[] {
  if (!status) return [...LANGS];
  const withText = LANGS.filter((l) => status.languages[l].inDraft);
  const pending = withText.filter((l) => status.languages[l].changes || !status.languages[l].published);
  return pending.length > 0 ? pending : withText.length > 0 ? withText : [...LANGS];
}

/**
 * The published languages whose draft has no text (a restore or an edit emptied them) that publishing
 * `langs` would leave as they are: the publish dialog asks before the two languages tell different stories.
 */
export function emptiedLeftBehind(status: PageStatus | null, langs: readonly Lang[]): Lang[] {
  if (!status) return [];
  return LANGS.filter((l) => !langs.includes(l) && langStateKey(status.languages[l]) === "emptied");
}

/**
 * The instant a `datetime-local` value names in the browser's time zone, as ISO; null when the value
 * is empty or not a time.
 */
export function localTimeToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A `datetime-local` value for an instant, in the browser's time zone (minutes precision). */
export function isoToLocalTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The problems the API listed in a 422 publish_checks answer (anything else: none). */
export function problemsOf(body: Record<string, unknown>): PublishProblem[] {
  const list = body.problems;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is PublishProblem =>
      typeof p === "object" &&
      p !== null &&
      typeof (p as PublishProblem).code === "string" &&
      typeof (p as PublishProblem).field === "string",
  );
}

/**
 * The problems shown beside one field: its name (as the site reads names: "Title" is "title") and
 * language.
 */
export function problemsFor(
  problems: readonly PublishProblem[],
  field: string,
  lang: Lang | undefined,
): PublishProblem[] {
  const key = fieldKey(field);
  return problems.filter((p) => fieldKey(p.field) === key && (lang === undefined || p.lang === lang));
}
