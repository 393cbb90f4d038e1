import { useEffect, useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { LANGS, type Lang } from "../../../content/page-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/assistant-evaluation";
import { useAdmin } from "../shell/admin-context.tsx";
import { ApiError, api, type EvaluationOutcome, type SynonymGroup } from "../shell/api-client.ts";
import { AssistantTabs } from "./assistant-tabs.tsx";
import { ListLoadFailure, ListTable, listLoading } from "../ui/list-screen.tsx";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import { useRowAction } from "../ui/use-row-action.ts";

/**
 * /admin/assistant/evaluation: the questions editors expect the assistant to answer with a given page, how
 * many it gets right now (worked out again after each published change), the ones it fails, and the
 * vocabulary of synonyms it reads questions with (admins, editors).
 */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.assistant.evaluation.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return authorized(
    (token) =>
      Promise.all([
        api.assistantEvaluation(token, { signal: request.signal }),
        api.listSynonyms(token, request.signal),
      ]).then(([evaluation, synonyms]) => ({ ...evaluation, synonyms: synonyms.Items })),
    request.signal,
  );
}

export const HydrateFallback = listLoading((w) => w.assistant.evaluation.loading);
export const ErrorBoundary = ListLoadFailure;

/** Words typed separated by commas (or new lines), without blanks or repeats. */
const wordsOf = (s: string) => [
  ...new Set(
    s
      .split(/[,\n]/)
      .map((w) => w.trim())
      .filter(Boolean),
  ),
];

export default function AssistantEvaluation({ loaderData }: Route.ComponentProps) {
  const { report, synonyms } = loaderData;
  const { d, t, lang } = useLanguage();
  const { announce, fail } = useAdmin();
  const { revalidate } = useRevalidator();
  const id = useId();
  const x = d.admin.assistant.evaluation;
  const [running, setRunning] = useState(false);
  const failing = report.outcomes.filter((o) => !o.passed);
  const passing = report.outcomes.filter((o) => o.passed);
  const percent = report.total ? `${Math.round((100 * report.passed) / report.total)}\u00a0%` : "–";

  async function run() {
    setRunning(true);
    try {
      await authorized((token) => api.assistantEvaluation(token, { run: true }));
      announce(x.ran);
      await revalidate();
    } catch (err) {
      fail(err);
    } finally {
      setRunning(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{d.admin.assistant.title}</h1>
      <AssistantTabs />
      <h2 className="admin-section-title">{x.title}</h2>
      <p className="lead admin-lead">{x.intro}</p>
      <p className="admin-eval-rate" data-testid="evaluation-rate">
        {t("admin.assistant.evaluation.rate", { passed: report.passed, total: report.total, percent })}
      </p>
      <p className="admin-muted">
        {t("admin.assistant.evaluation.computed", {
          date: formatDateTime(report.computedAt, lang),
          version: report.contentVersion,
        })}
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn-secondary" disabled={running} onClick={() => void run()}>
          {x.run}
        </button>
      </div>

      <h3 className="admin-section-title">
        {t("admin.assistant.evaluation.failingTitle", { n: failing.length })}
      </h3>
      {failing.length ? <Outcomes outcomes={failing} /> : <p className="admin-empty">{x.noneFailing}</p>}
      <details>
        <summary>{t("admin.assistant.evaluation.passingTitle", { n: passing.length })}</summary>
        <Outcomes outcomes={passing} />
      </details>
      <AddPair />
      <Synonyms groups={synonyms} />
    </section>
  );
}

function Outcomes({ outcomes }: { outcomes: EvaluationOutcome[] }) {
  const { d, t } = useLanguage();
  const x = d.admin.assistant.evaluation;
  const { busy, act } = useRowAction<string>();
  const pages = (names: string[]) => (names.length ? names.join(", ") : x.noAnswer);
  return (
    <ListTable columns={[x.question, x.lang, x.expected, x.cited, x.actions]} className="admin-stack-table">
      {outcomes.map((o) => (
        <tr key={o.id}>
          <td lang={o.lang}>{o.question}</td>
          <td data-label={x.lang}>{o.lang.toUpperCase()}</td>
          <td data-label={x.expected} className="admin-words">
            {pages(o.pages)}
          </td>
          <td data-label={x.cited} className="admin-words">
            {pages(o.cited)}
          </td>
          <td>
            <button
              type="button"
              className="btn btn-danger-ghost btn-small"
              disabled={busy === o.id}
              aria-label={t("admin.assistant.evaluation.removeLabel", { question: o.question })}
              onClick={() => void act(o.id, (token) => api.deleteEvaluationPair(o.id, token), x.removed)}
            >
              {x.remove}
            </button>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

function AddPair() {
  const { d, lang: uiLang } = useLanguage();
  const x = d.admin.assistant.evaluation;
  const { busy, act } = useRowAction<"add">();
  const id = useId();
  const [question, setQuestion] = useState("");
  const [lang, setLang] = useState<Lang>(uiLang);
  const [pages, setPages] = useState("");
  const [error, setError] = useState("");

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!question.trim()) {
      setError(x.questionRequired);
      document.getElementById(`${id}-q`)?.focus();
      return;
    }
    setError("");
    void act(
      "add",
      async (token) => {
        await api.addEvaluationPair({ question: question.trim(), lang, pages: wordsOf(pages) }, token);
        setQuestion("");
        setPages("");
      },
      x.added,
    );
  }

  return (
    <form className="admin-eval-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-section-title">
        {x.addTitle}
      </h3>
      <div className="field">
        <label htmlFor={`${id}-q`}>{x.addQuestion}</label>
        <input
          id={`${id}-q`}
          className="input"
          value={question}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setQuestion(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="admin-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-lang`}>{x.addLang}</label>
        <select
          id={`${id}-lang`}
          className="input"
          value={lang}
          onChange={(e) => setLang(e.target.value as Lang)}
        >
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {d.admin.assistant.langNames[l]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-pages`}>{x.addPages}</label>
        <input
          id={`${id}-pages`}
          className="input"
          value={pages}
          onChange={(e) => setPages(e.target.value)}
        />
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn-primary" disabled={busy === "add"}>
          {x.add}
        </button>
      </div>
    </form>
  );
}

/** The vocabulary: each group's words per language, edited in place; a stale save shows the group as it is. */
function Synonyms({ groups }: { groups: SynonymGroup[] }) {
  const { d, t } = useLanguage();
  const x = d.admin.assistant.synonyms;
  const { busy, act } = useRowAction<string>();
  const { announce, fail } = useAdmin();
  const { revalidate } = useRevalidator();
  const [saving, setSaving] = useState<string | null>(null);
  const id = useId();
  const [editing, setEditing] = useState<{ key: string; es: string; en: string; revision: number } | null>(
    null,
  );
  const [adding, setAdding] = useState({ es: "", en: "" });
  const [problem, setProblem] = useState("");
  const label = (g: SynonymGroup) => [...g.es, ...g.en].slice(0, 4).join(", ");
  const editingKey = editing?.key;
  // Opening a group for editing puts the keyboard in its first field.
  useEffect(() => {
    if (editingKey) document.getElementById(`${id}-${editingKey}-es`)?.focus();
  }, [editingKey, id]);

  async function save(group: { key?: string; es: string; en: string; revision?: number }, done: string) {
    const es = wordsOf(group.es);
    const en = wordsOf(group.en);
    if (es.length + en.length < 2) {
      setProblem(x.tooFew);
      return;
    }
    setProblem("");
    setSaving(group.key ?? "new");
    try {
      await authorized((token) =>
        api.saveSynonyms({ key: group.key, es, en, revision: group.revision }, token),
      );
      if (group.key) setEditing(null);
      else setAdding({ es: "", en: "" });
      announce(done);
      await revalidate();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // Another editor's save stands: the group is shown as it is now, to edit again.
        const current = err.body.current as SynonymGroup | null;
        setProblem(x.conflict);
        setEditing(current && { ...current, es: current.es.join(", "), en: current.en.join(", ") });
        await revalidate();
      } else fail(err);
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        {x.title}
      </h2>
      <p className="admin-muted">{x.intro}</p>
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
      <form
        className="admin-synonym-form"
        noValidate
        aria-labelledby={`${id}-add`}
        onSubmit={(e) => {
          e.preventDefault();
          void save(adding, x.added);
        }}
      >
        <h3 id={`${id}-add`}>{x.addTitle}</h3>
        <div className="field">
          <label htmlFor={`${id}-add-es`}>{x.es}</label>
          <input
            id={`${id}-add-es`}
            className="input"
            value={adding.es}
            onChange={(e) => setAdding({ ...adding, es: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-add-en`}>{x.en}</label>
          <input
            id={`${id}-add-en`}
            className="input"
            value={adding.en}
            onChange={(e) => setAdding({ ...adding, en: e.target.value })}
          />
        </div>
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={saving === "new"}>
            {x.add}
          </button>
        </div>
      </form>
      <p className="admin-muted">{t("admin.assistant.synonyms.count", { n: groups.length })}</p>
      <ListTable columns={[x.es, x.en, d.admin.assistant.evaluation.actions]} className="admin-stack-table">
        {groups.map((g) =>
          // Another key when editing: a new row, so no button fades from one style into the other.
          editing?.key === g.key ? (
            <tr key={`${g.key}-editing`}>
              <td>
                <label className="visually-hidden" htmlFor={`${id}-${g.key}-es`}>
                  {x.es}
                </label>
                <textarea
                  id={`${id}-${g.key}-es`}
                  className="input"
                  rows={3}
                  value={editing.es}
                  onChange={(e) => setEditing({ ...editing, es: e.target.value })}
                />
              </td>
              <td>
                <label className="visually-hidden" htmlFor={`${id}-${g.key}-en`}>
                  {x.en}
                </label>
                <textarea
                  id={`${id}-${g.key}-en`}
                  className="input"
                  rows={3}
                  value={editing.en}
                  onChange={(e) => setEditing({ ...editing, en: e.target.value })}
                />
              </td>
              <td>
                <div className="btn-row">
                  <button
                    type="button"
                    className="btn btn-primary btn-small"
                    disabled={saving === g.key}
                    onClick={() => void save(editing, x.saved)}
                  >
                    {x.save}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => setEditing(null)}
                  >
                    {x.cancel}
                  </button>
                </div>
              </td>
            </tr>
          ) : (
            <tr key={g.key}>
              <td data-label={x.es} className="admin-words" lang="es">
                {g.es.join(", ")}
              </td>
              <td data-label={x.en} className="admin-words" lang="en">
                {g.en.join(", ")}
              </td>
              <td>
                <div className="btn-row">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t("admin.assistant.synonyms.editLabel", { words: label(g) })}
                    onClick={() => {
                      setProblem("");
                      setEditing({
                        key: g.key,
                        es: g.es.join(", "),
                        en: g.en.join(", "),
                        revision: g.revision,
                      });
                    }}
                  >
                    {x.edit}
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger-ghost btn-small"
                    disabled={busy === g.key}
                    aria-label={t("admin.assistant.synonyms.removeLabel", { words: label(g) })}
                    onClick={() =>
                      void act(g.key, (token) => api.deleteSynonyms(g.key, g.revision, token), x.removed)
                    }
                  >
                    {x.remove}
                  </button>
                </div>
              </td>
            </tr>
          ),
        )}
      </ListTable>
    </section>
  );
}
