import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { pageNameProblem, type PageNameRule } from "../../../content/page-schema.ts";
import { slugify } from "../../../content/slugs.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { ApiError, api } from "../shell/api-client.ts";
import { formatList } from "../shell/format.ts";
import { editorPath } from "../shell/paths.ts";
import { TEMPLATES, newPageFrom, publicPathFor, templateById, type TemplateId } from "./templates.ts";
import { groupEntries } from "../editor/fields/values.ts";
import { fieldLabel } from "../shell/human-names.ts";
import type { Route } from "./+types/new-page";
import { adminMeta } from "../shell/meta.ts";

/** Whether a page (published or draft) has that name: asked first, so a taken name sends no write. */
async function isTaken(
  name: string,
  authorized: <T>(call: (token: string) => Promise<T>) => Promise<T>,
): Promise<boolean> {
  try {
    await authorized((token) => api.getDraft(name, token));
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return false;
    throw err;
  }
}

/** /admin/new: a template from the catalogue and a name; the page is created pre-filled. */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.create.title");
}

export default function NewPage() {
  const { d, t, lang } = useLanguage();
  const { authorized, fail } = useAdmin();
  const navigate = useNavigate();
  const id = useId();
  const [templateId, setTemplateId] = useState<TemplateId>("article");
  const [title, setTitle] = useState("");
  const [name, setName] = useState("");
  // The name follows the title until the editor types a name of their own.
  const [nameEdited, setNameEdited] = useState(false);
  const [nameError, setNameError] = useState("");
  const [busy, setBusy] = useState(false);
  const def = templateById(templateId);
  const preview = def
    ? publicPathFor(
        def,
        name.trim() || (lang === "es" ? "nombre" : "name"),
        title.trim() ? { text: title, lang } : undefined,
      )
    : null;

  /** The last name asked about, and whether a page has it. */
  const [checked, setChecked] = useState<{ name: string; taken: boolean } | null>(null);
  const checkable = name !== "" && !pageNameProblem(name);
  const availability = !checkable
    ? null
    : checked?.name !== name
      ? "checking"
      : checked.taken
        ? "taken"
        : "available";

  useEffect(() => {
    if (!checkable) return;
    const candidate = name;
    let live = true;
    const timer = window.setTimeout(() => {
      isTaken(candidate, authorized)
        .then((taken) => {
          if (live) setChecked({ name: candidate, taken });
        })
        .catch(() => undefined);
    }, 400);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [name, checkable, authorized]);

  const suggestion = slugify(name);
  const showSuggestion = name !== "" && suggestion !== "" && suggestion !== name;

  /** The first rule of pageNameSchema the name breaks, in the editor's language where it has words for it. */
  function nameProblem(value: string): string {
    const problem = pageNameProblem(value);
    if (!problem) return "";
    const words: Partial<Record<PageNameRule, string>> = d.admin.create.nameErrors;
    return words[problem.rule] ?? problem.message;
  }

  function refuse(problem: string) {
    setNameError(problem);
    document.getElementById(`${id}-name`)?.focus();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!def) return;
    const problem = nameProblem(name);
    if (problem) {
      refuse(problem);
      return;
    }
    setNameError("");
    setBusy(true);
    try {
      if (await isTaken(name, authorized)) {
        refuse(t("admin.create.taken", { name }));
        setBusy(false);
        return;
      }
      // A new page is a draft: visitors see nothing of it until it is published.
      const { page } = await authorized((token) =>
        api.saveDraft(newPageFrom(def, name, { text: title, lang }), token, { create: true }),
      );
      await navigate(editorPath(page.Page), {
        state: { notice: t("admin.create.created", { name: page.Page }) },
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setNameError(t("admin.create.taken", { name }));
      fail(err);
      setBusy(false);
    }
  }

  const helpId = `${id}-name-help`;
  const errorId = `${id}-name-error`;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{d.admin.create.title}</h1>
      <p className="lead admin-lead">{d.admin.create.intro}</p>
      <form onSubmit={onSubmit} noValidate className="admin-create">
        <fieldset className="admin-fieldset">
          <legend>{d.admin.create.templateLegend}</legend>
          <div className="admin-template-grid">
            {TEMPLATES.map((tpl) => {
              const labels = d.admin.templates[tpl.id];
              // What the page holds, by the labels the editor will see (never the stored names).
              const names = groupEntries(tpl.values).map((g) => fieldLabel(d, lang, tpl.template, g));
              return (
                <label key={tpl.id} className="admin-template-card">
                  <input
                    type="radio"
                    name="template"
                    value={tpl.id}
                    checked={templateId === tpl.id}
                    onChange={() => setTemplateId(tpl.id)}
                    aria-labelledby={`${id}-${tpl.id}-label`}
                    aria-describedby={`${id}-${tpl.id}-desc`}
                  />
                  <span className="admin-template-text">
                    <span id={`${id}-${tpl.id}-label`} className="admin-template-label">
                      {labels.label}
                    </span>
                    <span id={`${id}-${tpl.id}-desc`} className="admin-template-desc">
                      {labels.description}{" "}
                      <span className="admin-template-fields">
                        {t("admin.create.fields", { names: formatList(names, lang) })}
                      </span>
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>{d.admin.create.nameLegend}</legend>
          <div className="field admin-name-field">
            <label htmlFor={`${id}-title-input`}>{d.admin.create.titleField}</label>
            <input
              id={`${id}-title-input`}
              className="input"
              name="title"
              autoComplete="off"
              value={title}
              maxLength={300}
              aria-describedby={`${id}-title-help`}
              onChange={(e) => {
                setTitle(e.target.value);
                if (!nameEdited) {
                  setName(slugify(e.target.value));
                  if (nameError) setNameError("");
                }
              }}
            />
            <p id={`${id}-title-help`} className="admin-help">
              {d.admin.create.titleHelp}
            </p>
          </div>
          <div className="field admin-name-field">
            <label htmlFor={`${id}-name`}>{d.admin.create.name}</label>
            <input
              id={`${id}-name`}
              className="input"
              name="name"
              autoComplete="off"
              spellCheck={false}
              required
              value={name}
              aria-invalid={nameError || availability === "taken" ? true : undefined}
              aria-describedby={
                nameError ? `${errorId} ${id}-availability ${helpId}` : `${id}-availability ${helpId}`
              }
              onChange={(e) => {
                setName(e.target.value);
                setNameEdited(e.target.value !== "");
                if (nameError) setNameError("");
              }}
            />
            {nameError ? (
              <p id={errorId} className="admin-field-error">
                {nameError}
              </p>
            ) : null}
            <p id={`${id}-availability`} className="admin-help" role="status">
              {availability === "checking"
                ? d.admin.create.checking
                : availability === "available"
                  ? d.admin.create.available
                  : availability === "taken" && !nameError
                    ? d.admin.create.takenLive
                    : ""}
            </p>
            {showSuggestion ? (
              <p className="admin-help">
                {t("admin.create.suggestion", { slug: suggestion })}{" "}
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => {
                    setName(suggestion);
                    setNameError("");
                  }}
                >
                  {t("admin.create.useSuggestion", { slug: suggestion })}
                </button>
              </p>
            ) : null}
            <p id={helpId} className="admin-help">
              {d.admin.create.nameHelp}{" "}
              {preview ? t("admin.create.publicAt", { path: preview }) : d.admin.create.noPublicScreen}
            </p>
          </div>
        </fieldset>

        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? d.admin.create.submitting : d.admin.create.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
