import { useEffect, useId, useState } from "react";
import { localizedPath } from "../../../../content/addresses.ts";
import { familyOf, hasSlugAddress, publicPath, templateOf } from "../../../../content/content-model.ts";
import { LANGS, type Lang, type PageDoc } from "../../../../content/page-model.ts";
import { pageSlugs, slugProblem, slugify, type Slugs } from "../../../../content/slugs.ts";
import { useLanguage } from "../../../../i18n/language.tsx";
import { useAdmin } from "../../shell/admin-context.tsx";
import { api } from "../../shell/api-client.ts";

/**
 * The page's address name in each language (app/content/slugs.ts), in the editor's side panel: what it is
 * now, and a field to change it, saved with the draft and made public when that language is published.
 * A name that is not a slug, or that another published page has in that language, is said at once under
 * its field; the server refuses the same (400, 409 slug_taken).
 */
export function SlugFields({ page, publishedRevision }: { page: PageDoc; publishedRevision: number | null }) {
  const { d, t } = useLanguage();
  const x = d.admin.redirects.slug;
  const id = useId();
  const { dispatch } = useAdmin();
  const published = usePublishedSlugs(page.Page, publishedRevision);
  if (!hasSlugAddress(familyOf(templateOf(page)))) return null;
  const raw = (page.Slugs && typeof page.Slugs === "object" ? page.Slugs : {}) as Record<string, unknown>;
  const now = published?.own ?? {};

  const set = (lang: Lang, value: string) => {
    const next: Record<string, string> = {};
    for (const l of LANGS) {
      const v = l === lang ? value : raw[l];
      if (typeof v === "string" && v !== "") next[l] = v;
    }
    dispatch({ type: "fieldChanged", field: "Slugs", value: Object.keys(next).length ? next : undefined });
  };
  const problemOf = (lang: Lang): string => {
    const value = raw[lang];
    if (typeof value !== "string" || value === "") return "";
    if (slugProblem(value)) return x.invalid;
    const owner = published?.owners[lang].get(value);
    return owner
      ? t("admin.redirects.slug.taken", { page: owner, slug: value, lang: d.admin.assistant.langNames[lang] })
      : "";
  };

  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        {x.legend}
      </h2>
      <p id={`${id}-help`} className="admin-help">
        {x.help}
      </p>
      {LANGS.map((lang) => {
        const value = typeof raw[lang] === "string" ? (raw[lang] as string) : "";
        const problem = problemOf(lang);
        const current = now[lang] ?? LANGS.map((l) => now[l]).find(Boolean);
        const path = current && publicPath({ ...page, Slugs: { [lang]: current } }, lang);
        return (
          <div className="field" key={lang}>
            <label htmlFor={`${id}-${lang}`}>
              {t("admin.redirects.slug.label", { lang: d.admin.assistant.langNames[lang] })}
            </label>
            <input
              id={`${id}-${lang}`}
              className="input"
              value={value}
              placeholder={current ?? slugify(page.Page)}
              maxLength={81}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-help${path ? ` ${id}-${lang}-now` : ""}${problem ? ` ${id}-${lang}-error` : ""}`}
              onChange={(e) => set(lang, e.target.value)}
            />
            {path ? (
              <p id={`${id}-${lang}-now`} className="admin-muted">
                {t("admin.redirects.slug.current", { path: localizedPath(path, lang) })}
              </p>
            ) : null}
            {problem ? (
              <p id={`${id}-${lang}-error`} className="admin-field-error" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

interface PublishedSlugs {
  /** The page's own published slugs. */
  own: Slugs;
  /** Which other published page has each slug, per language. */
  owners: Record<Lang, Map<string, string>>;
}

/** The published pages' slugs (the public list), read when the editor opens and after each publish. */
function usePublishedSlugs(name: string, publishedRevision: number | null): PublishedSlugs | null {
  const [found, setFound] = useState<PublishedSlugs | null>(null);
  useEffect(() => {
    const stop = new AbortController();
    api
      .publishedPages(stop.signal)
      .then(({ Items }) => {
        const owners: Record<Lang, Map<string, string>> = { es: new Map(), en: new Map() };
        let own: Slugs = {};
        for (const p of Items) {
          const slugs = pageSlugs(p);
          if (p.Page === name) own = slugs;
          else for (const l of LANGS) if (slugs[l]) owners[l].set(slugs[l], p.Page);
        }
        setFound({ own, owners });
      })
      // Without the list the server still refuses a taken name when the page is saved.
      .catch(() => undefined);
    return () => stop.abort();
  }, [name, publishedRevision]);
  return found;
}
