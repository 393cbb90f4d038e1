import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import type { Route } from "./+types/chatbot";
import { loaderMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { VISITS_KEY } from "../../content/browser-storage.ts";
import { HISTORY_TURNS, MAX_QUESTION_CHARS, type AssistantAnswer } from "../../content/assistant-answer.ts";
import type { Snippet } from "../../content/site-search.ts";
import type { AssistantTexts } from "../../i18n/sections/assistant.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { joinTexts } from "../../i18n/dictionaries.ts";
import { chatbot } from "../../i18n/sections/chatbot.ts";

// This screen's texts travel with its code, not in every public page's (app/i18n/dictionaries.ts).
joinTexts({ chatbot });

export { action, loader } from "./chatbot.server.ts";

/** Loaded only when a model answers (the public script budget). */
const ModelAnswer = lazy(() => import("../../components/model-answer.tsx"));

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

/** Counts this visit once (also under React's development double effects) and returns the total. */
function useVisitCounter(): number | null {
  const [visits, setVisits] = useState<number | null>(null);
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    let next = 1;
    try {
      const previous = Number.parseInt(localStorage.getItem(VISITS_KEY) ?? "0", 10);
      next = (Number.isFinite(previous) && previous > 0 ? previous : 0) + 1;
      localStorage.setItem(VISITS_KEY, String(next));
    } catch {
      // Storage unavailable (private mode): this visit still counts as one.
    }
    setVisits(next);
  }, []);
  return visits;
}

type ErrorCode = keyof AssistantTexts["errors"];

/** One question of the conversation and what came back. */
interface Turn {
  key: number;
  question: string;
  id?: string;
  answer?: AssistantAnswer;
  /** The model's words while they stream, and once they stand. */
  model?: string;
  /** The model is still writing. */
  streaming?: boolean;
  error?: ErrorCode;
  feedback?: boolean;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** The question as the answer names it: without its ¿? marks, at most 80 characters. */
const topicOf = (question: string) => {
  const t = question.replace(/^[¿¡\s]+|[?!.\s]+$/g, "");
  return t.length > 80 ? `${t.slice(0, 79)}…` : t;
};

/** Reads the assistant's newline-delimited JSON events as they arrive. */
async function* events(response: Response): AsyncGenerator<Record<string, unknown>> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let nl = buffer.indexOf("\n");
    while (nl !== -1) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (line) yield JSON.parse(line) as Record<string, unknown>;
      nl = buffer.indexOf("\n");
    }
    if (done) return;
  }
}

export default function Chatbot({ loaderData, actionData }: Route.ComponentProps) {
  const { d, t, lang } = useLanguage();
  const { view, assistantTexts: a } = loaderData;
  const visits = useVisitCounter();
  const [message, setMessage] = useState("");
  const [turns, setTurns] = useState<Turn[]>([]);
  const [formError, setFormError] = useState<ErrorCode | undefined>();
  const nextKey = useRef(1);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  // Without JavaScript the form posted to this page's action: its answer is the conversation.
  const posted: Turn[] =
    actionData && "asked" in actionData && actionData.asked
      ? [{ key: 0, question: actionData.asked.answer.question, ...actionData.asked, model: actionData.model }]
      : [];
  const shown = turns.length ? turns : posted;
  const postedError =
    actionData && "error" in actionData && actionData.error !== "failed" ? actionData.error : undefined;
  const error = formError ?? (turns.length ? undefined : postedError);

  const update = (key: number, change: (turn: Turn) => Turn) =>
    setTurns((all) => all.map((turn) => (turn.key === key ? change(turn) : turn)));

  async function ask(question: string) {
    const key = nextKey.current++;
    const history = turns
      .filter((turn) => turn.answer)
      .slice(-HISTORY_TURNS)
      .map((turn) => ({ question: turn.question, answer: turn.model ?? "" }));
    setTurns((all) => [...all, { key, question }]);
    setMessage("");
    try {
      const response = await fetch("/api/assistant/ask", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ question, history, lang }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        const code = body.code && body.code in a.errors ? (body.code as ErrorCode) : "failed";
        update(key, (turn) => ({ ...turn, error: code }));
        return;
      }
      for await (const event of events(response)) {
        if (event.type === "answer")
          update(key, (turn) => ({
            ...turn,
            id: event.id as string,
            answer: event.answer as AssistantAnswer,
          }));
        else if (event.type === "delta")
          update(key, (turn) => ({
            ...turn,
            streaming: true,
            model: (turn.model ?? "") + String(event.text),
          }));
        else if (event.type === "final")
          update(key, (turn) => ({
            ...turn,
            streaming: false,
            model: event.kind === "model" ? String(event.text) : undefined,
          }));
      }
    } catch {
      update(key, (turn) => ({ ...turn, error: turn.answer ? undefined : "network", streaming: false }));
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const question = message.replace(/\s+/g, " ").trim();
    if (!question) return setFormError("question_required");
    if (question.length > MAX_QUESTION_CHARS) return setFormError("question_too_long");
    setFormError(undefined);
    void ask(question);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while composing an accented letter) writes a new line.
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      e.currentTarget.form?.requestSubmit();
    }
  }

  async function rate(turn: Turn, helpful: boolean) {
    if (!turn.id) return;
    update(turn.key, (t) => ({ ...t, feedback: helpful }));
    await fetch("/api/assistant/feedback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: turn.id, helpful }),
    }).catch(() => undefined);
  }

  const ratedWithoutScript =
    actionData && "feedback" in actionData && actionData.feedback ? actionData.feedback : undefined;

  return (
    <>
      <header className="hero content-hero">
        <div className="container">
          <p className="eyebrow">{d.chatbot.eyebrow}</p>
          <h1>{view.name}</h1>
          <dl className="bot-facts">
            <div>
              <dt>{d.chatbot.versionLabel}</dt>
              <dd>
                <span className="badge">{view.version}</span>
              </dd>
            </div>
            <div>
              <dt>{d.chatbot.modelLabel}</dt>
              <dd>{view.model}</dd>
            </div>
          </dl>
        </div>
      </header>
      <div className="section">
        <div className="container bot-layout">
          <section className="chat" aria-labelledby="chat-title" id="chat">
            <h2 id="chat-title">{d.chatbot.chatTitle}</h2>
            <div role="log" aria-live="polite" aria-labelledby="chat-title">
              <ol className="chat-log">
                <li className="chat-message chat-bot">
                  <span className="visually-hidden">{t("chatbot.botSays", { name: view.name })} </span>
                  {t("chatbot.greeting", { name: view.name })}
                </li>
                {ratedWithoutScript && !turns.length ? (
                  <li className="chat-message chat-bot chat-answer">
                    <p>{a.thanks}</p>
                  </li>
                ) : null}
                {shown.map((turn) => (
                  <TurnView
                    key={turn.key}
                    turn={turn}
                    texts={a}
                    botName={view.name}
                    searchPath={loaderData.searchPath}
                    contactPath={loaderData.contactPath}
                    rated={
                      ratedWithoutScript && ratedWithoutScript.id === turn.id
                        ? ratedWithoutScript.helpful
                        : turn.feedback
                    }
                    onRate={turns.length ? (helpful) => void rate(turn, helpful) : undefined}
                  />
                ))}
              </ol>
            </div>
            <form className="chat-form" method="post" onSubmit={onSubmit} noValidate>
              <label htmlFor={inputId} className="visually-hidden">
                {d.chatbot.inputLabel}
              </label>
              <textarea
                id={inputId}
                className="input chat-input"
                name="question"
                rows={2}
                autoComplete="off"
                maxLength={MAX_QUESTION_CHARS}
                placeholder={d.chatbot.inputPlaceholder}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                aria-invalid={
                  error === "question_required" || error === "question_too_long" ? true : undefined
                }
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                onKeyDown={onKeyDown}
              />
              <button type="submit" className="btn btn-primary">
                {d.chatbot.send}
              </button>
            </form>
            <p className="chat-note" id={hintId}>
              {a.hint}
            </p>
            {error ? (
              <p className="chat-error" id={errorId} role="alert">
                {fill(a.errors[error], { max: MAX_QUESTION_CHARS })}
              </p>
            ) : null}
            <p className="chat-note" data-testid="assistant-note">
              {loaderData.privacyNote}
            </p>
            <p className="chat-visits" data-testid="visit-counter">
              {t("chatbot.visits", { n: visits ?? "…" })}
            </p>
          </section>
          <aside className="bot-about" aria-labelledby="capabilities-title">
            <h2 id="capabilities-title">{d.chatbot.capabilitiesTitle}</h2>
            {view.capabilitiesHtml ? (
              <RichText html={view.capabilitiesHtml} />
            ) : (
              <ul className="prose">
                {d.chatbot.defaultCapabilities.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            )}
            {view.descriptionHtml ? (
              <>
                <h2>{d.chatbot.aboutTitle}</h2>
                <RichText html={view.descriptionHtml} />
              </>
            ) : null}
          </aside>
        </div>
      </div>
    </>
  );
}

function TurnView(props: {
  turn: Turn;
  texts: AssistantTexts;
  botName: string;
  searchPath: string;
  contactPath: string;
  rated?: boolean;
  onRate?: (helpful: boolean) => void;
}) {
  const { turn, texts: a, botName } = props;
  const { t } = useLanguage();
  const topic = topicOf(turn.question);
  const passages = turn.answer?.passages ?? [];
  // The sentence that answers, from the first passage (app/server/assistant/retrieve.server.ts).
  const lead = turn.answer?.lead;
  return (
    <>
      <li className="chat-message chat-user">
        <span className="visually-hidden">{a.you} </span>
        {turn.question}
      </li>
      <li className="chat-message chat-bot chat-answer" aria-busy={!turn.answer && !turn.error}>
        <span className="visually-hidden">{t("chatbot.botSays", { name: botName })} </span>
        {turn.error ? (
          <p role="alert">{fill(a.errors[turn.error], { max: MAX_QUESTION_CHARS })}</p>
        ) : !turn.answer ? (
          <p>{a.asking}</p>
        ) : turn.answer.kind === "none" ? (
          <>
            <p>{fill(a.none, { topic })}</p>
            <p>{a.noneHelp}</p>
            <ul className="chat-links">
              <li>
                <a href={`${props.searchPath}?${new URLSearchParams({ q: turn.question.slice(0, 200) })}`}>
                  {fill(a.searchLink, { topic })}
                </a>
              </li>
              <li>
                <a href={props.contactPath}>{a.contactLink}</a>
              </li>
            </ul>
          </>
        ) : (
          <>
            {turn.model !== undefined ? (
              <>
                <p className="chat-lead">{a.modelLead}</p>
                <Suspense fallback={<p className="chat-model">{turn.model}</p>}>
                  <ModelAnswer
                    text={turn.model}
                    hrefOf={(n) => passages.find((p) => p.n === n)?.href}
                    citeLabel={(n) =>
                      `${fill(a.sourceLabel, { n })}: ${passages.find((p) => p.n === n)?.title ?? ""}`
                    }
                  />
                </Suspense>
              </>
            ) : (
              <>
                <p className="chat-lead">{fill(a.lead, { topic })}</p>
                {lead ? (
                  <p className="chat-answer-lead" lang={passages[0]?.lang}>
                    <Marked parts={lead.parts} />
                  </p>
                ) : null}
              </>
            )}
            <ol className="chat-sources">
              {passages.map((p) => (
                <li key={p.n} lang={p.lang}>
                  {/* A FAQ's answer already leads: its passage is not quoted twice. */}
                  {turn.model === undefined && lead?.text !== p.text ? (
                    <blockquote cite={p.href}>
                      <p>
                        <Marked parts={p.parts} />
                      </p>
                    </blockquote>
                  ) : null}
                  <span className="visually-hidden">{fill(a.sourceLabel, { n: p.n })}: </span>
                  <a href={p.href} className="chat-source">
                    {p.title}
                    {p.heading ? ` — ${p.heading}` : ""}
                  </a>
                </li>
              ))}
            </ol>
          </>
        )}
        {turn.answer && turn.id && !turn.streaming ? (
          <Feedback id={turn.id} texts={a} rated={props.rated} onRate={props.onRate} />
        ) : null}
      </li>
    </>
  );
}

/** Text with the question's words marked (never markup: every part is a string). */
function Marked({ parts }: { parts: Snippet }) {
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

/** "Was this helpful?": buttons that post (a form without JavaScript, a call with it). */
function Feedback(props: {
  id: string;
  texts: AssistantTexts;
  rated?: boolean;
  onRate?: (helpful: boolean) => void;
}) {
  const { id, texts: a, rated, onRate } = props;
  if (rated !== undefined) return <p className="chat-feedback">{a.thanks}</p>;
  return (
    <form
      method="post"
      className="chat-feedback"
      onSubmit={(e) => {
        if (!onRate) return;
        e.preventDefault();
        const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        onRate(submitter?.value === "yes");
      }}
    >
      <input type="hidden" name="intent" value="feedback" />
      <input type="hidden" name="id" value={id} />
      <span>{a.helpful}</span>{" "}
      <button type="submit" name="helpful" value="yes" className="btn btn-secondary btn-small">
        {a.yes}
      </button>{" "}
      <button type="submit" name="helpful" value="no" className="btn btn-secondary btn-small">
        {a.no}
      </button>
    </form>
  );
}
