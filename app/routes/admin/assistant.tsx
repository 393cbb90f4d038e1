import { useId, useState } from "react";
import type { AssistantQuestion } from "../../content/assistant-answer.ts";
import { useLanguage } from "../../i18n/language.tsx";
import type { Route } from "./+types/assistant";
import { api } from "./api-client.ts";
import { ConfirmDialog } from "./components/confirm-dialog.tsx";
import { LoadFailure } from "./components/load-failure.tsx";
import { ScreenLoading } from "./components/screen-loading.tsx";
import { formatDateTime } from "./format.ts";
import { adminMeta } from "./meta.ts";
import { useRowAction } from "./use-row-action.ts";
import { authorized } from "./session.ts";

/** /admin/assistant: what visitors asked the /chatbot assistant, with sources and feedback (admins, editors). */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.assistant.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return authorized((token) => api.listAssistantQuestions(token, request.signal), request.signal);
}

export function HydrateFallback() {
  const { d } = useLanguage();
  return <ScreenLoading text={d.admin.assistant.loading} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}

type Filter = "all" | "unhelpful" | "none";

const shows: Record<Filter, (q: AssistantQuestion) => boolean> = {
  all: () => true,
  unhelpful: (q) => q.helpful === false,
  none: (q) => q.kind === "none",
};

export default function AssistantQuestions({ loaderData }: Route.ComponentProps) {
  const { Items: questions, retentionDays } = loaderData;
  const { d, t, lang } = useLanguage();
  const id = useId();
  const { busy, act } = useRowAction<string>();
  const [deleting, setDeleting] = useState<AssistantQuestion | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  const x = d.admin.assistant;
  const shown = questions.filter(shows[filter]);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{x.title}</h1>
      <p className="lead admin-lead">{t("admin.assistant.intro", { days: retentionDays })}</p>
      {questions.length === 0 ? (
        <p className="admin-empty">{x.empty}</p>
      ) : (
        <>
          <p className="admin-muted">
            {t("admin.assistant.count", {
              n: questions.length,
              helpful: questions.filter((q) => q.helpful === true).length,
              unhelpful: questions.filter((q) => q.helpful === false).length,
              none: questions.filter((q) => q.kind === "none").length,
            })}
          </p>
          <fieldset className="admin-filter-row">
            <legend>{x.filterLabel}</legend>
            {(Object.keys(shows) as Filter[]).map((f) => (
              <label key={f}>
                <input
                  type="radio"
                  name={`${id}-filter`}
                  checked={filter === f}
                  onChange={() => setFilter(f)}
                />{" "}
                {x.filters[f]}
              </label>
            ))}
          </fieldset>
          <ul className="admin-messages">
            {shown.map((q) => (
              <li key={q.id}>
                <article className="card admin-message" aria-labelledby={`${id}-q${q.id}`}>
                  <h2 id={`${id}-q${q.id}`} lang={q.lang}>
                    {q.question}
                  </h2>
                  <p className="admin-muted">
                    {t("admin.assistant.asked", {
                      date: formatDateTime(q.askedAt, lang),
                      lang: q.lang.toUpperCase(),
                    })}{" "}
                    · {x.kinds[q.kind]} ·{" "}
                    <span className={q.helpful === false ? "admin-badge-unread badge" : undefined}>
                      {q.helpful === null ? x.unrated : q.helpful ? x.helpful : x.unhelpful}
                    </span>
                  </p>
                  <p>
                    {x.sources} {q.sources.length ? q.sources.join(", ") : x.noSources}
                  </p>
                  {q.answer ? (
                    <p className="admin-message-text" lang={q.lang}>
                      <strong>{x.answer}</strong> {q.answer}
                    </p>
                  ) : null}
                  <div className="btn-row">
                    <button
                      type="button"
                      className="btn btn-danger-ghost btn-small"
                      disabled={busy === q.id}
                      onClick={() => setDeleting(q)}
                    >
                      {x.delete}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("admin.assistant.deleteTitle", { question: deleting?.question.slice(0, 80) ?? "" })}
        body={x.deleteBody}
        confirm={x.delete}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const q = deleting;
          setDeleting(null);
          if (q) void act(q.id, (token) => api.deleteAssistantQuestion(q.id, token), x.deleted);
        }}
      />
    </section>
  );
}
