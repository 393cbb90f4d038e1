import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { isFormErrorCode, type FormErrorCode } from "../content/forms.ts";
import { useLanguage } from "../i18n/language.tsx";
import type { forms } from "../i18n/sections/forms.ts";
import type { SolvedChallenge } from "./pow-solver.ts";

/*
 * What the contact form and the newsletter form share (issue 16): the proof of work fetched when the
 * visitor starts typing, the time trap waited out for a quick human instead of refused, the honeypot, the
 * answer said in a live region in the visitor's language, and the same form posted without JavaScript (the
 * server sends it back here with ?sent=1 or ?error=<code>, read from the address on the server too).
 */

type Outcome =
  | { kind: "idle" }
  | { kind: "busy"; text: string }
  | { kind: "done"; text: string }
  | { kind: "error"; code: FormErrorCode | "network"; field?: string };

/** What the address says about a form sent without JavaScript (or a newsletter link followed). */
function outcomeOfAddress(params: URLSearchParams, success: Record<string, string>): Outcome {
  const error = params.get("error");
  if (isFormErrorCode(error)) return { kind: "error", code: error, field: params.get("field") ?? undefined };
  for (const [param, text] of Object.entries(success))
    if (params.get(param) === "1") return { kind: "done", text };
  return { kind: "idle" };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The forms' texts in the visitor's language: sent by the screen's loader, so no page's script carries them. */
export type FormTexts = (typeof forms)["es"];

export function useVisitorForm(action: string, f: FormTexts, success: Record<string, string>) {
  const { lang } = useLanguage();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>(() => outcomeOfAddress(params, success));
  const challenge = useRef<Promise<SolvedChallenge> | undefined>(undefined);

  /** Starts the proof of work once, when the visitor starts filling the form. */
  const prepare = () => {
    challenge.current ??= import("./pow-solver.ts").then((m) => m.solveFormChallenge());
    challenge.current.catch(() => undefined);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome({ kind: "busy", text: f.checking });
    prepare();
    try {
      const solved = await (challenge.current as Promise<SolvedChallenge>);
      // The server refuses a form filled faster than a person can: a quick person just waits a moment.
      await wait(Math.max(0, solved.minFillMs + 300 - (Date.now() - solved.fetchedAt)));
      setOutcome({ kind: "busy", text: f.sending });
      const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
      const res = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...fields, lang, altcha: solved.payload }),
      });
      challenge.current = undefined; // a challenge is good for one message
      if (res.ok) {
        form.reset();
        setOutcome({ kind: "done", text: success.sent ?? "" });
        return;
      }
      const answer = (await res.json().catch(() => ({}))) as { code?: string; field?: string };
      setOutcome(
        isFormErrorCode(answer.code)
          ? { kind: "error", code: answer.code, field: answer.field }
          : { kind: "error", code: "network" },
      );
    } catch {
      challenge.current = undefined;
      setOutcome({ kind: "error", code: "network" });
    }
  }

  const invalid = (field: string) => (outcome.kind === "error" && outcome.field === field) || undefined;
  const message: ReactNode =
    outcome.kind === "error" ? f.errors[outcome.code] : outcome.kind === "idle" ? "" : outcome.text;
  return {
    outcome,
    busy: outcome.kind === "busy",
    invalid,
    formProps: { method: "post", action, onSubmit, onFocus: prepare, onInput: prepare },
    /** The consent box both forms end with: required, said wrong when the server refused for it. */
    consent: (id: string, label: string, className = "") => (
      <div className={`field field-check ${className}`.trim()}>
        <input id={id} type="checkbox" name="consent" required aria-invalid={invalid("consent")} />
        <label htmlFor={id}>{label}</label>
      </div>
    ),
    status: (
      <p className={`form-status form-status-${outcome.kind}`} role="status">
        {message}
      </p>
    ),
    hidden: (
      <>
        <input type="hidden" name="lang" value={lang} />
        {/* People never see this field; a bot that fills every field is refused. */}
        <div className="form-trap" aria-hidden="true">
          <label>
            {f.honeypot}
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <noscript>
          <p className="form-noscript">{f.noScript}</p>
        </noscript>
      </>
    ),
  };
}
