import { useId } from "react";
import { isBlankValue } from "../../../../content/entries.ts";
import type { Entry, Lang } from "../../../../content/page-model.ts";
import {
  groupKeyOf,
  type FieldDef,
  type FieldSection,
  type FormMatch,
  type TemplateForm,
} from "../../../../content/template-fields.ts";
import { MachineMark } from "./machine-marks.tsx";
import { useLanguage } from "../../../../i18n/language.tsx";
import { useAdmin } from "../../shell/admin-context.tsx";
import { emptyFieldValue } from "../../pages/templates.ts";
import { readHtml, readText, writeHtml, type ValueKind } from "./values.ts";
import { FieldProblemNotes } from "../publishing/publish-problems.tsx";
import { ValueInput } from "./value-input.tsx";

const LANG_ORDER: readonly Lang[] = ["es", "en"];

/** The declared fields of one section of a template's form, each with its label, help and limits. */
export function FormFields({
  form,
  match,
  entries,
  section,
  title,
  help,
}: {
  form: TemplateForm;
  match: FormMatch;
  entries: readonly Entry[];
  section: FieldSection;
  title: string;
  help?: string;
}) {
  const id = useId();
  const fields = form.fields.filter((f) => f.section === section);
  if (fields.length === 0) return null;
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        {title}
      </h2>
      {help ? <p className="admin-help admin-section-help">{help}</p> : null}
      <ol className="admin-values">
        {fields.map((def) => (
          <li key={def.name}>
            <DeclaredField def={def} groupKey={match.declared.get(def.name)} entries={entries} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The editor a declared type uses; a stored formatted text stays formatted whatever the declaration says. */
function kindFor(def: FieldDef, values: readonly Entry["value"][]): ValueKind | "checkbox" {
  if (values.some((v) => v && typeof v === "object" && !Array.isArray(v) && "html" in v)) return "rich";
  switch (def.type) {
    case "image":
    case "file":
      return "file";
    case "longText":
    case "rich":
    case "url":
    case "checkbox":
      return def.type;
    case "tags":
      return "list";
    default:
      return "text";
  }
}

/** The languages a field is shown in: as the page stores it, else as the template declares it. */
function variantsOf(def: FieldDef, stored: readonly Entry[]): (Lang | undefined)[] {
  const langs = LANG_ORDER.filter((l) => stored.some((e) => e.lang === l));
  const neutral = stored.some((e) => !e.lang);
  if (langs.length === 0) return def.perLang && !neutral ? [...LANG_ORDER] : [undefined];
  return def.perLang ? [...LANG_ORDER] : langs;
}

function lengthOf(kind: ValueKind | "checkbox", value: Entry["value"]): number {
  if (kind === "rich") return readHtml(value).length;
  if (kind === "text" || kind === "longText") return readText(value).length;
  return 0;
}

function DeclaredField({
  def,
  groupKey,
  entries,
}: {
  def: FieldDef;
  groupKey: string | undefined;
  entries: readonly Entry[];
}) {
  const { d, t, lang: uiLang } = useLanguage();
  const { dispatch } = useAdmin();
  const id = useId();
  const stored = groupKey === undefined ? [] : entries.filter((e) => groupKeyOf(e) === groupKey);
  const first = stored[0];
  // Edits go to the stored name (an older spelling stays as it is), or to the declared one.
  const target = first
    ? { name: first.name, component: first.component }
    : { name: def.name, component: def.component };
  const variants = variantsOf(def, stored);
  const kind = kindFor(
    def,
    stored.map((e) => e.value),
  );
  const label = def.label[uiLang];
  const langName = (l: Lang | undefined) => (l ? d.admin.editor.lang[l] : d.admin.editor.lang.all);
  const bilingual = variants.length > 1;

  return (
    <div className="admin-value" role="group" aria-labelledby={`${id}-name`} data-field={def.name}>
      <div className="admin-value-head">
        <div className="admin-value-title">
          <h3 id={`${id}-name`}>{label}</h3>
          {def.required ? <span className="badge admin-required">{d.admin.form.required}</span> : null}
        </div>
      </div>
      {def.help ? (
        <p className="admin-help admin-field-help" id={`${id}-help`}>
          {def.help[uiLang]}
        </p>
      ) : null}
      <div className={bilingual ? "admin-variants admin-variants-2" : "admin-variants"}>
        {variants.map((lang) => {
          const entry = stored.find((e) => e.lang === lang);
          const value = entry?.value ?? emptyFieldValue(def.type);
          const inputId = `${id}-${lang ?? "all"}`;
          const labelId = `${inputId}-label`;
          const noteId = `${inputId}-note`;
          const accessible = lang || variants.length > 1 ? `${label} (${langName(lang)})` : label;
          const set = (v: Entry["value"]) => dispatch({ type: "fieldSet", group: target, lang, value: v });
          // The same formatted text in the other language, when the page has it: an image goes in both.
          const other = kind === "rich" && lang ? variants.find((l) => l && l !== lang) : undefined;
          const otherValue = other ? stored.find((e) => e.lang === other)?.value : undefined;
          const twin =
            other && otherValue !== undefined
              ? {
                  lang: other,
                  html: readHtml(otherValue),
                  set: (html: string) =>
                    dispatch({
                      type: "fieldSet",
                      group: target,
                      lang: other,
                      value: writeHtml(otherValue, html),
                    }),
                }
              : undefined;
          const length = lengthOf(kind, value);
          const over = def.max !== undefined && length > def.max;
          const counted =
            def.max !== undefined && (kind === "text" || kind === "longText" || length > def.max * 0.8);
          const missing = def.required && isBlankValue(value);
          const described = [def.help ? `${id}-help` : "", counted || missing ? noteId : ""]
            .filter(Boolean)
            .join(" ");
          return (
            <div key={lang ?? "all"} className="admin-variant" data-lang={lang}>
              {kind === "checkbox" ? (
                <div className="admin-check">
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={value === true}
                    aria-describedby={described || undefined}
                    onChange={(e) => set(e.target.checked)}
                  />
                  <label htmlFor={inputId} id={labelId}>
                    {lang ? (
                      <>
                        <span className="admin-lang-code" aria-hidden="true">
                          {lang.toUpperCase()}
                        </span>{" "}
                      </>
                    ) : null}
                    <span className="visually-hidden">{accessible}</span>
                    <span aria-hidden="true">{langName(lang)}</span>
                  </label>
                </div>
              ) : (
                <>
                  <div className="admin-variant-head">
                    <VariantLabel
                      kind={kind}
                      inputId={inputId}
                      labelId={labelId}
                      lang={lang}
                      accessible={accessible}
                      shown={langName(lang)}
                    />
                    <MachineMark field={groupKey} lang={lang} />
                  </div>
                  <ValueInput
                    kind={kind}
                    id={inputId}
                    value={value}
                    labelId={labelId}
                    label={accessible}
                    describedBy={described || undefined}
                    invalid={over}
                    mediaKind={def.type === "image" ? "image" : def.type === "file" ? "document" : undefined}
                    onChange={set}
                    lang={lang}
                    twin={twin}
                  />
                </>
              )}
              {counted || missing ? (
                <p id={noteId} className={over ? "admin-field-error" : "admin-help"}>
                  {missing
                    ? t("admin.form.requiredNote", { lang: langName(lang) })
                    : over
                      ? t("admin.form.tooLong", { n: length, max: def.max ?? 0 })
                      : t("admin.form.count", { n: length, max: def.max ?? 0 })}
                </p>
              ) : null}
              <FieldProblemNotes field={target.name} lang={lang} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** "ES Español" above an input; its accessible name is the field's and the language's. */
export function VariantLabel({
  kind,
  inputId,
  labelId,
  lang,
  accessible,
  shown,
}: {
  kind: ValueKind;
  inputId: string;
  labelId: string;
  lang: Lang | undefined;
  accessible: string;
  shown: string;
}) {
  // A formatted text and a file are not one input: their label is text that names them (aria-labelledby).
  const plain = kind === "rich" || kind === "file";
  const Label = plain ? "span" : "label";
  return (
    <Label
      id={labelId}
      className="admin-variant-label"
      {...(plain ? {} : { htmlFor: inputId })}
      onClick={kind === "rich" ? () => document.getElementById(inputId)?.focus() : undefined}
    >
      {/* The input's name is "Título (English)"; the eye sees a language badge. */}
      <span className="visually-hidden">{accessible}</span>
      <span aria-hidden="true" className="admin-variant-label-text">
        {lang ? <span className="admin-lang-code">{lang.toUpperCase()}</span> : null}
        {shown}
      </span>
    </Label>
  );
}
