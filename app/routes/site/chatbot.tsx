import { useEffect, useId, useRef, useState } from "react";
import type { Route } from "./+types/chatbot";
import { loaderMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./chatbot.server.ts";

/** The visit counter lives in localStorage under the key 'value' (docs/product.md "Business constants"). */
const VISITS_KEY = "value";

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

export default function Chatbot({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const { view } = loaderData;
  const visits = useVisitCounter();
  const [message, setMessage] = useState("");
  const inputId = useId();

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
          <section className="chat" aria-labelledby="chat-title">
            <h2 id="chat-title">{d.chatbot.chatTitle}</h2>
            <ol className="chat-log">
              <li className="chat-message chat-bot">
                <span className="visually-hidden">{t("chatbot.botSays", { name: view.name })} </span>
                {t("chatbot.greeting", { name: view.name })}
              </li>
            </ol>
            <form
              className="chat-form"
              onSubmit={(e) => {
                // Sending does nothing, the demo has no model behind it
                // (docs/product.md "Content screens"); the page stays as it is.
                e.preventDefault();
              }}
            >
              <label htmlFor={inputId} className="visually-hidden">
                {d.chatbot.inputLabel}
              </label>
              <input
                id={inputId}
                className="input"
                type="text"
                name="message"
                autoComplete="off"
                placeholder={d.chatbot.inputPlaceholder}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
              <button type="submit" className="btn btn-primary">
                {d.chatbot.send}
              </button>
            </form>
            <p className="chat-note">{d.chatbot.demoNote}</p>
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
