import { useId, useRef, useState } from "react";
import { useLanguage } from "../../../../i18n/language.tsx";

/** Tags as removable chips and an input that adds one (Enter, a comma or the button). */
export function TagsEditor({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { d, t } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);

  function add(raw: string) {
    const parts = raw
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const next = [...tags];
    for (const p of parts) if (!next.some((tag) => tag.toLowerCase() === p.toLowerCase())) next.push(p);
    if (next.length !== tags.length) onChange(next);
    setDraft("");
  }

  return (
    <fieldset className="admin-tags">
      <legend className="label">{d.admin.editor.tags}</legend>
      {tags.length ? (
        <ul className="tags admin-tag-list">
          {tags.map((tag, i) => (
            <li key={tag} className="tag admin-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="admin-chip-remove"
                aria-label={t("admin.editor.removeTag", { tag })}
                onClick={() => {
                  onChange(tags.filter((_, j) => j !== i));
                  input.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">{d.admin.editor.noTags}</p>
      )}
      <div className="admin-tag-add">
        <label htmlFor={`${id}-new`} className="visually-hidden">
          {d.admin.editor.newTag}
        </label>
        <input
          ref={input}
          id={`${id}-new`}
          className="input"
          value={draft}
          placeholder={d.admin.editor.newTag}
          aria-describedby={`${id}-help`}
          onChange={(e) => {
            const v = e.target.value;
            if (v.includes(",")) add(v);
            else setDraft(v);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add(draft);
            }
          }}
        />
        <button type="button" className="btn btn-secondary btn-small" onClick={() => add(draft)}>
          {d.admin.editor.addTag}
        </button>
      </div>
      <p id={`${id}-help`} className="admin-help">
        {d.admin.editor.tagsHelp}
      </p>
    </fieldset>
  );
}
