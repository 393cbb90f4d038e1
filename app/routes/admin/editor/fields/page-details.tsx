import { familyWords } from "../../shell/human-names.ts";
import { useId } from "react";
import { useLanguage } from "../../../../i18n/language.tsx";
import { formOf, type AttributeDef } from "../../../../content/template-fields.ts";
import type { PageDoc } from "../../../../content/page-model.ts";
import { useAdmin } from "../../shell/admin-context.tsx";
import { splitTags } from "./values.ts";
import { TagsEditor } from "./tags-editor.tsx";

type CategoryId = keyof ReturnType<typeof useLanguage>["d"]["admin"]["editor"]["categories"];

/** Top-level attributes the editor knows; any other string attribute gets a plain input. */
const KNOWN = new Set([
  "Page",
  "page",
  "Template",
  "CType",
  "values",
  "components",
  "revision",
  "Created",
  "Updated",
  "Category",
  "Author",
  "Tags",
]);

/** The page's own attributes: template, and for the templates that use them Category, Author, Created, Tags. */
export function PageDetails({ page }: { page: PageDoc }) {
  const { d } = useLanguage();
  const { dispatch } = useAdmin();
  const id = useId();
  // Which attributes a template declares (app/content/template-fields.ts); a page keeps showing any it has.
  const declared = formOf(page.Template)?.attributes ?? [];
  const has = (name: AttributeDef["name"]) => declared.some((a) => a.name === name);
  const set = (field: string, value: unknown) => dispatch({ type: "fieldChanged", field, value });
  const categories: readonly string[] = declared.find((a) => a.name === "Category")?.options ?? [];
  const category = typeof page.Category === "string" ? page.Category : "";
  const showCategory = categories.length > 0 || category !== "";
  const showAuthor = "Author" in page || has("Author");
  const showCreated = "Created" in page || has("Created");
  const created = typeof page.Created === "string" ? page.Created : "";
  const others = Object.entries(page).filter(
    (entry): entry is [string, string] => !KNOWN.has(entry[0]) && typeof entry[1] === "string",
  );
  const categoryLabel = (c: string) => d.admin.editor.categories[c as CategoryId] ?? c;

  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        {d.admin.editor.detailsLegend}
      </h2>
      <div className="admin-details-grid">
        <div className="field">
          <span className="label" id={`${id}-template`}>
            {d.admin.editor.template}
          </span>
          <p className="admin-static" aria-labelledby={`${id}-template`}>
            <span className="tag" title={familyWords(d, page.Template).description}>
              {familyWords(d, page.Template).label}
            </span>
          </p>
        </div>
        {showCategory ? (
          <div className="field">
            <label htmlFor={`${id}-category`}>{d.admin.editor.category}</label>
            <select
              id={`${id}-category`}
              className="select"
              value={category}
              onChange={(e) => set("Category", e.target.value || undefined)}
            >
              <option value="">{d.admin.editor.noCategory}</option>
              {[...categories, ...(category && !categories.includes(category) ? [category] : [])].map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {showAuthor ? (
          <div className="field">
            <label htmlFor={`${id}-author`}>{d.admin.editor.author}</label>
            <input
              id={`${id}-author`}
              className="input"
              autoComplete="off"
              value={typeof page.Author === "string" ? page.Author : ""}
              aria-describedby={`${id}-author-help`}
              onChange={(e) => set("Author", e.target.value)}
            />
            <p id={`${id}-author-help`} className="admin-help">
              {d.admin.editor.authorHelp}
            </p>
          </div>
        ) : null}
        {showCreated ? (
          <div className="field">
            <label htmlFor={`${id}-created`}>{d.admin.editor.created}</label>
            <input
              id={`${id}-created`}
              className="input"
              type="date"
              value={created.slice(0, 10)}
              onChange={(e) => {
                const day = e.target.value;
                // The time of day the page had is kept; only the date changes.
                const time = created.length > 10 ? created.slice(10) : "T00:00:00.000Z";
                set("Created", day ? `${day}${time}` : undefined);
              }}
            />
          </div>
        ) : null}
        {others.map(([key, value]) => (
          <div className="field" key={key}>
            <label htmlFor={`${id}-f-${key}`}>{key}</label>
            <input
              id={`${id}-f-${key}`}
              className="input"
              value={value}
              onChange={(e) => set(key, e.target.value)}
            />
          </div>
        ))}
      </div>
      <TagsEditor tags={splitTags(page.Tags)} onChange={(tags) => set("Tags", tags)} />
    </section>
  );
}
