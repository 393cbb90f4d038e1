import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/assistant-questions";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type AssistantQuestion, type QuestionTopic } from "../shell/api-client.ts";
import { AssistantTabs } from "./assistant-tabs.tsx";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { ListLoadFailure, ListScreen, listLoading, useConfirmedRowAction } from "../ui/list-screen.tsx";
import { ChoiceFilter, keepItemsWhenFiltering, useListView } from "../ui/list-filters.tsx";
import { authorized } from "../shell/session.ts";
import { editorPath } from "../shell/paths.ts";

/**
 * /admin/assistant: what visitors asked the /chatbot assistant, with sources and feedback (admins, editors);
 * first what it could not answer, grouped by topic, each question one click from a drafted FAQ entry.
 */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.assistant.metaTitle");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return authorized(
    (token) =>
      Promise.all([
        api.listAssistantQuestions(token, request.signal),
        api.listAssistantTopics(token, request.signal),
      ]).then(([questions, topics]) => ({ ...questions, topics: topics.Items })),
    request.signal,
  );
}

export const HydrateFallback = listLoading((w) => w.assistant.loading);
export const ErrorBoundary = ListLoadFailure;
export const shouldRevalidate = keepItemsWhenFiltering;

type Filter = "all" | "unhelpful" | "none";

const shows: Record<Filter, (q: AssistantQuestion) => boolean> = {
  all: () => true,
  unhelpful: (q) => q.helpful === false,
  none: (q) => q.kind === "none",
};

const isFilter = (value: string | null): value is Filter => value !== null && Object.hasOwn(shows, value);

/** The filter in the URL (?show=unhelpful), so the list comes back the same way. */
const readView = (params: URLSearchParams): { show: Filter } => {
  const show = params.get("show");
  return { show: isFilter(show) ? show : "all" };
};
const writeView = ({ show }: { show: Filter }) => new URLSearchParams(show === "all" ? {} : { show });

export default function AssistantQuestions({ loaderData }: Route.ComponentProps) {
  const { Items: questions, retentionDays, topics } = loaderData;
  const { d, t, lang } = useLanguage();
  const id = useId();
  const [{ show }, update] = useListView(readView, writeView);
  const x = d.admin.assistant;
  const { askButton, dialog } = useConfirmedRowAction((q: AssistantQuestion) => q.id, {
    title: (q) => t("admin.assistant.deleteTitle", { question: q.question.slice(0, 80) }),
    body: x.deleteBody,
    confirm: x.delete,
    run: (q, token) => api.deleteAssistantQuestion(q.id, token),
    done: () => x.deleted,
  });

  return (
    <ListScreen
      title={x.title}
      nav={<AssistantTabs />}
      intro={t("admin.assistant.intro", { days: retentionDays })}
      before={
        <>
          <Topics topics={topics} />
          <h2 className="admin-section-title">{x.allTitle}</h2>
        </>
      }
      items={questions}
      shown={questions.filter(shows[show])}
      filters={
        <ChoiceFilter
          legend={x.filterLabel}
          choices={x.filters}
          value={show}
          onChange={(choice) => update({ show: choice })}
        />
      }
      count={t("admin.assistant.count", {
        n: questions.length,
        helpful: questions.filter((q) => q.helpful === true).length,
        unhelpful: questions.filter((q) => q.helpful === false).length,
        none: questions.filter((q) => q.kind === "none").length,
      })}
      empty={x.empty}
      after={dialog}
    >
      {(shown) => (
        <ul className="admin-messages">
          {shown.map((q) => (
            <li key={q.id}>
              <article className="card admin-message" aria-labelledby={`${id}-q${q.id}`}>
                <h3 id={`${id}-q${q.id}`} lang={q.lang}>
                  {q.question}
                </h3>
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
                <div className="btn-row">{askButton(q)}</div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}

/** The questions the assistant could not answer, by topic; "Write the answer" drafts a FAQ entry and opens it. */
function Topics({ topics }: { topics: QuestionTopic[] }) {
  const { d, t } = useLanguage();
  const { authorized: withToken, fail } = useAdmin();
  const navigate = useNavigate();
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const x = d.admin.assistant;

  async function write(q: AssistantQuestion) {
    setBusy(q.id);
    try {
      const { page } = await withToken((token) =>
        api.draftAssistantAnswer({ question: q.question, lang: q.lang }, token),
      );
      await navigate(editorPath(page), {
        state: { notice: t("admin.assistant.drafted", { question: q.question, lang: x.langNames[q.lang] }) },
      });
    } catch (err) {
      fail(err);
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-topics`}>
      <h2 id={`${id}-topics`} className="admin-section-title">
        {x.topicsTitle}
      </h2>
      <p className="admin-muted">{x.topicsIntro}</p>
      {topics.length === 0 ? (
        <p className="admin-empty">{x.topicsEmpty}</p>
      ) : (
        <ul className="admin-topics">
          {topics.map((topic, i) => (
            <li key={topic.questions[0]?.id ?? i}>
              <article className="card admin-topic" aria-labelledby={`${id}-topic${i}`}>
                <h3 id={`${id}-topic${i}`}>
                  {topic.questions.length > 1
                    ? t("admin.assistant.topicWords", { words: topic.words.join(", ") })
                    : x.topicAlone}
                </h3>
                <p className="admin-muted">
                  {t("admin.assistant.topicCounts", { es: topic.counts.es, en: topic.counts.en })}
                </p>
                <ul>
                  {topic.questions.map((q) => (
                    <li key={q.id}>
                      <span lang={q.lang}>
                        {q.question} <span className="admin-muted">({q.lang.toUpperCase()})</span>
                      </span>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        disabled={busy !== null}
                        aria-label={t("admin.assistant.writeAnswerLabel", { question: q.question })}
                        onClick={() => void write(q)}
                      >
                        {x.writeAnswer}
                      </button>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
