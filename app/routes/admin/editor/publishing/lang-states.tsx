import type { ReactNode } from "react";
import { LANGS, type Lang } from "../../../../content/page-model.ts";
import type { LangState } from "../../../../content/publishing.ts";
import { useLanguage } from "../../../../i18n/language.tsx";
import { formatDateTime } from "../../shell/format.ts";
import { langStateKey, otherLang } from "./publish-rules.ts";

/** What can be done beside a language's schedule or outdated translation (the editor's buttons). */
export interface LangStateActions {
  scheduled?: (lang: Lang) => ReactNode;
  outOfDate?: (lang: Lang) => ReactNode;
}

/**
 * Each language's state in one line: published, changes, draft only, no text; a scheduled publish and an
 * outdated translation said beside it. The list shows it compact; the editor adds its actions.
 */
export function LangStateList({
  languages,
  compact = false,
  actions = {},
}: {
  languages: Record<Lang, LangState>;
  compact?: boolean;
  actions?: LangStateActions;
}) {
  const { d, t, lang } = useLanguage();
  const p = d.admin.publishing;
  const separator = compact ? " · " : null;
  return (
    <ul className={compact ? "admin-lang-states admin-lang-states-compact" : "admin-lang-states"}>
      {LANGS.map((l) => {
        const s = languages[l];
        const key = langStateKey(s);
        return (
          <li key={l} className={`admin-lang-state admin-lang-state-${key}`} data-lang-state={l}>
            <span className="admin-lang-code" aria-hidden="true">
              {l.toUpperCase()}
            </span>
            <span className="visually-hidden">{d.admin.editor.lang[l]}: </span> {p.langState[key]}
            {s.scheduledAt ? (
              <span className="admin-lang-note">
                {separator}
                {t("admin.publishing.langState.scheduled", {
                  date: formatDateTime(s.scheduledAt, lang),
                })}{" "}
                {actions.scheduled?.(l)}
              </span>
            ) : null}
            {s.outOfDate && s.inDraft ? (
              <span className="admin-lang-note admin-lang-outdated">
                {separator}
                {t("admin.publishing.langState.outOfDate", { source: p.names[otherLang(l)] })}{" "}
                {actions.outOfDate?.(l)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
