import { useLanguage } from "../../../i18n/language.tsx";
import type { Entry, PageDoc } from "../../../content/page-model.ts";
import { diffNames, fieldLabel } from "../shell/human-names.ts";
import { groupEntries, kindOf, readFile, readableText, splitTags } from "../editor/fields/values.ts";

/**
 * A read-only view of a page version: its attributes, then every value with its languages.
 * Formatted texts are shown as their plain text, so nothing stored is ever run or rendered raw here.
 */
export function RevisionView({ page }: { page: PageDoc }) {
  const { d, lang } = useLanguage();
  const names = diffNames(d, lang);
  const lists = (["values", "components"] as const).filter(
    (l) => Array.isArray(page[l]) && page[l].length > 0,
  );
  const tags = splitTags(page.Tags);
  return (
    <div className="admin-revision">
      <dl className="admin-revision-meta">
        <dt>{d.admin.editor.template}</dt>
        <dd>{names.attributeValue("Template", page.Template)}</dd>
        {typeof page.Category === "string" && page.Category ? (
          <>
            <dt>{d.admin.editor.category}</dt>
            <dd>{names.attributeValue("Category", page.Category)}</dd>
          </>
        ) : null}
        {typeof page.Author === "string" && page.Author ? (
          <>
            <dt>{d.admin.editor.author}</dt>
            <dd>{page.Author}</dd>
          </>
        ) : null}
        {tags.length ? (
          <>
            <dt>{d.admin.editor.tags}</dt>
            <dd>{tags.join(", ")}</dd>
          </>
        ) : null}
      </dl>
      {lists.map((list) => {
        const entries = page[list] as Entry[];
        return (
          <dl key={list} className="admin-revision-values">
            {groupEntries(entries).map((g) => (
              <div key={g.key} className="admin-revision-value">
                <dt>{fieldLabel(d, lang, page.Template, g)}</dt>
                {g.indexes.map((i) => {
                  const e = entries[i] as Entry;
                  const kind = kindOf(e);
                  const text = kind === "file" ? readFile(e.value).name : readableText(e.value);
                  return (
                    <dd key={i} lang={e.lang}>
                      {e.lang ? (
                        <span className="admin-lang-code" title={d.admin.publishing.names[e.lang]}>
                          {e.lang.toUpperCase()}
                        </span>
                      ) : null}
                      {text || <span className="admin-muted">{d.admin.conflict.empty}</span>}
                    </dd>
                  );
                })}
              </div>
            ))}
          </dl>
        );
      })}
    </div>
  );
}
