import { useId, useRef, useState, type FormEvent } from "react";
import { useLanguage } from "../../../../i18n/language.tsx";
import { fieldKey } from "../../../../content/entries.ts";
import type { Entry, Lang } from "../../../../content/page-model.ts";
import type { FieldDef } from "../../../../content/template-fields.ts";
import { useAdmin } from "../../shell/admin-context.tsx";
import { fieldLabel } from "../../shell/human-names.ts";
import type { EntryList } from "../../shell/state.ts";
import {
  VALUE_KINDS,
  groupEntries,
  groupKey,
  groupLangs,
  kindOf,
  type EntryGroup,
  type ValueKind,
} from "./values.ts";
import { FieldProblemNotes } from "../publishing/publish-problems.tsx";
import { VariantLabel } from "./template-form.tsx";
import { ValueInput } from "./value-input.tsx";

const LANG_ORDER: readonly Lang[] = ["es", "en"];

/**
 * The values (or components) of the selected page: one card per named value, its languages side by side.
 * With `only`, just those groups (the "Other fields" of a form, moved among themselves); `declared` are
 * the form's fields, whose names a new value may not take.
 */
export function ValueList({
  list,
  title,
  help,
  empty,
  only,
  declared = [],
}: {
  list: EntryList;
  title: string;
  help?: string;
  empty?: string;
  only?: readonly string[];
  declared?: readonly FieldDef[];
}) {
  const { d } = useLanguage();
  const { state } = useAdmin();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The kind chosen for a value added here ("Long text" looks like "Text" until it is written).
  const [kinds, setKinds] = useState<Record<string, ValueKind>>({});
  const raw = state.selectedPage[list];
  const entries: Entry[] = Array.isArray(raw) ? raw : [];
  const groups = groupEntries(entries).filter((g) => !only || only.includes(g.key));
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="admin-section-title">
        {title}
      </h2>
      {help ? <p className="admin-help admin-section-help">{help}</p> : null}
      {groups.length === 0 ? <p className="admin-muted">{empty ?? d.admin.editor.emptyValues}</p> : null}
      <ol className="admin-values">
        {groups.map((group, i) => (
          <li key={group.key}>
            <ValueGroup
              list={list}
              group={group}
              entries={entries}
              position={i}
              count={groups.length}
              kindHint={kinds[group.key]}
              among={only}
              onRemoved={() => heading.current?.focus()}
            />
          </li>
        ))}
      </ol>
      {list === "values" ? (
        <AddValueForm
          entries={entries}
          declared={declared}
          onAdded={(key, kind) => setKinds((k) => ({ ...k, [key]: kind }))}
        />
      ) : null}
    </section>
  );
}

interface ValueGroupProps {
  list: EntryList;
  group: EntryGroup;
  entries: Entry[];
  position: number;
  count: number;
  kindHint?: ValueKind;
  among?: readonly string[] | undefined;
  onRemoved: () => void;
}

function ValueGroup({ list, group, entries, position, count, kindHint, among, onRemoved }: ValueGroupProps) {
  const { d, t, lang: uiLang } = useLanguage();
  const { state, dispatch, announce } = useAdmin();
  // Shown by its label when a template knows the value under this name ("Subtítulo"), else by its name.
  const label = fieldLabel(d, uiLang, String(state.selectedPage.Template ?? ""), group);
  const id = useId();
  const first = entries[group.indexes[0] ?? 0] as Entry;
  // The kind is decided once: typing "<" in a text, or a long sentence, must not swap the editor.
  const [kind] = useState<ValueKind>(() => kindHint ?? kindOf(first));
  const { has, neutral } = groupLangs(entries, group);
  const bilingual = has.length > 0;
  const textual = kind === "text" || kind === "longText" || kind === "rich";
  const langName = (l: Lang) => d.admin.editor.lang[l];

  function move(delta: -1 | 1) {
    const to = position + delta;
    if (to < 0 || to >= count) return;
    dispatch({ type: "groupMoved", list, key: group.key, delta, ...(among ? { among } : {}) });
    announce(t("admin.editor.moved", { name: label, n: to + 1 }));
  }

  const variants = group.indexes
    .map((index, n) => ({
      index,
      entry: entries[index] as Entry,
      key: `${entries[index]?.lang ?? "all"}-${n}`,
    }))
    .sort(
      (a, b) =>
        (a.entry.lang ? LANG_ORDER.indexOf(a.entry.lang) : 9) -
        (b.entry.lang ? LANG_ORDER.indexOf(b.entry.lang) : 9),
    );
  const missing = bilingual ? LANG_ORDER.filter((l) => !has.includes(l)) : [];

  return (
    <div className="admin-value" role="group" aria-labelledby={`${id}-name`}>
      <div className="admin-value-head">
        <div className="admin-value-title">
          <h3 id={`${id}-name`}>{label}</h3>
          {group.component && label === group.name ? (
            <span className="admin-value-component">{group.component}</span>
          ) : null}
          <span className="badge admin-kind">{d.admin.editor.kinds[kind]}</span>
        </div>
        <div className="admin-value-tools">
          <button
            type="button"
            className="admin-icon-button"
            aria-label={t("admin.editor.moveUp", { name: label })}
            title={t("admin.editor.moveUp", { name: label })}
            aria-disabled={position === 0 || undefined}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="admin-icon-button"
            aria-label={t("admin.editor.moveDown", { name: label })}
            title={t("admin.editor.moveDown", { name: label })}
            aria-disabled={position === count - 1 || undefined}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="admin-icon-button admin-danger-text"
            aria-label={t("admin.editor.remove", { name: label })}
            title={t("admin.editor.remove", { name: label })}
            onClick={() => {
              dispatch({ type: "groupRemoved", list, key: group.key });
              announce(t("admin.editor.removed", { name: label }));
              onRemoved();
            }}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>

      <div className={bilingual ? "admin-variants admin-variants-2" : "admin-variants"}>
        {variants.map(({ index, entry, key }) => {
          const inputId = `${id}-v${index}`;
          const labelId = `${inputId}-label`;
          const langLabel = entry.lang ? langName(entry.lang) : d.admin.editor.lang.all;
          const accessible = entry.lang ? `${label} (${langLabel})` : label;
          return (
            <div key={key} className="admin-variant" data-lang={entry.lang}>
              <div className="admin-variant-head">
                <VariantLabel
                  kind={kind}
                  inputId={inputId}
                  labelId={labelId}
                  lang={entry.lang}
                  accessible={accessible}
                  shown={langLabel}
                />
                {bilingual && group.indexes.length > 1 && entry.lang ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-small admin-variant-remove"
                    onClick={() => dispatch({ type: "entryRemoved", list, index })}
                  >
                    {d.admin.editor.removeShort}
                    <span className="visually-hidden">
                      {" "}
                      {t("admin.editor.removeLangRest", { lang: langLabel, name: label })}
                    </span>
                  </button>
                ) : null}
                {!bilingual && neutral && textual ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => dispatch({ type: "variantAdded", list, key: group.key, lang: "en" })}
                  >
                    {d.admin.editor.makeBilingual}
                    <span className="visually-hidden"> ({label})</span>
                  </button>
                ) : null}
              </div>
              <ValueInput
                kind={kind}
                id={inputId}
                lang={entry.lang}
                value={entry.value}
                labelId={labelId}
                label={accessible}
                onChange={(value) =>
                  dispatch({ type: "entryChanged", list, index, entry: { ...entry, value } })
                }
              />
              {entry.lang ? <FieldProblemNotes field={group.name} lang={entry.lang} /> : null}
            </div>
          );
        })}
        {missing.map((lang) => (
          <div key={`missing-${lang}`} className="admin-variant admin-variant-missing">
            <FieldProblemNotes field={group.name} lang={lang} />
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => dispatch({ type: "variantAdded", list, key: group.key, lang })}
            >
              + {t("admin.editor.addLang", { lang: langName(lang) })}
              <span className="visually-hidden"> ({label})</span>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Adds a named value of a chosen kind, in both languages or one for all. */
function AddValueForm({
  entries,
  declared,
  onAdded,
}: {
  entries: Entry[];
  declared: readonly FieldDef[];
  onAdded: (key: string, kind: ValueKind) => void;
}) {
  const { d, t, lang } = useLanguage();
  const { dispatch, announce } = useAdmin();
  const id = useId();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<ValueKind>("text");
  const [bilingual, setBilingual] = useState(true);
  const [error, setError] = useState("");
  const nameInput = useRef<HTMLInputElement>(null);
  const canBeBilingual = kind !== "file" && kind !== "url";

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const clean = name.trim();
    let problem = "";
    const field = declared.find((f) => f.keys.includes(fieldKey(clean)));
    if (!clean) problem = d.admin.editor.addValue.nameRequired;
    else if (field) problem = t("admin.form.declaredName", { name: clean, label: field.label[lang] });
    else if (entries.some((entry) => entry.name.toLowerCase() === clean.toLowerCase() && !entry.component))
      problem = t("admin.editor.addValue.nameTaken", { name: clean });
    setError(problem);
    if (problem) {
      nameInput.current?.focus();
      return;
    }
    dispatch({
      type: "valueAdded",
      list: "values",
      name: clean,
      kind,
      bilingual: canBeBilingual && bilingual,
    });
    onAdded(groupKey({ name: clean }), kind);
    announce(t("admin.editor.addValue.added", { name: clean }));
    setName("");
  }

  return (
    <form className="admin-add-value" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{d.admin.editor.addValue.legend}</h3>
      <div className="admin-add-value-fields">
        <div className="field">
          <label htmlFor={`${id}-name`}>{d.admin.editor.addValue.name}</label>
          <input
            ref={nameInput}
            id={`${id}-name`}
            className="input"
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
            onChange={(e) => {
              setName(e.target.value);
              if (error) setError("");
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="admin-field-error">
              {error}
            </p>
          ) : null}
          <p id={`${id}-help`} className="admin-help">
            {d.admin.editor.addValue.nameHelp}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{d.admin.editor.addValue.kind}</label>
          <select
            id={`${id}-kind`}
            className="select"
            value={kind}
            onChange={(e) => setKind(e.target.value as ValueKind)}
          >
            {VALUE_KINDS.map((k) => (
              <option key={k} value={k}>
                {d.admin.editor.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-check">
          <input
            id={`${id}-bilingual`}
            type="checkbox"
            checked={canBeBilingual && bilingual}
            disabled={!canBeBilingual}
            onChange={(e) => setBilingual(e.target.checked)}
          />
          <label htmlFor={`${id}-bilingual`}>{d.admin.editor.addValue.bilingual}</label>
        </div>
        <button type="submit" className="btn btn-secondary">
          {d.admin.editor.addValue.submit}
        </button>
      </div>
    </form>
  );
}
