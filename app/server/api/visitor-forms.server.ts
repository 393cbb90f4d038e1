import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { FormProblem } from "../../content/forms.ts";
import type { Store } from "../store/store.server.ts";
import { sendError } from "./errors.server.ts";
import { settingSecret } from "./setting-secret.server.ts";

/*
 * What every form a visitor sends goes through (the contact form, the newsletter, requests for one's own
 * data): the spam traps (a honeypot, a time trap, a proof-of-work challenge that needs no cookie), the rate
 * limits per IP and per address, and the answer: JSON for a script, a redirect back to the page for a form
 * posted without JavaScript (?sent=1 or ?error=<code>). docs/decisions/0013-mail-queue-and-forms.md.
 */

const HOUR_MS = 60 * 60 * 1000;

export class FormRefusal extends Error {
  readonly status: number;
  readonly problem: FormProblem;
  constructor(status: number, problem: FormProblem, message: string) {
    super(message);
    this.status = status;
    this.problem = problem;
  }
}

const MESSAGES: Record<FormProblem["code"], string> = {
  invalid_email: "The e-mail address is not valid.",
  field_required: "A required field is empty.",
  field_too_long: "A field is longer than allowed.",
  consent_required: "Tick the consent box to send this form.",
  honeypot: "This looks automated: the form was not sent.",
  too_fast: "The form was sent too fast to be a person: wait a few seconds and send it again.",
  challenge_missing:
    "The anti-spam check did not run (it needs JavaScript): reload the page and send it again.",
  challenge_invalid: "The anti-spam check is not valid or has expired: reload the page and send it again.",
  rate_limited: "Too many messages in the last hour: try again later.",
  confirm_expired: "This confirmation link has expired or was already used: subscribe again.",
  request_expired: "This link has expired or was already used: ask again.",
};

export const refuse = (status: number, problem: FormProblem) =>
  new FormRefusal(status, problem, MESSAGES[problem.code]);

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
}

export function consented(value: boolean | string | undefined): boolean {
  return value === true || value === "on" || value === "true" || value === "1";
}

/** The forms also work without JavaScript: a browser posts them as application/x-www-form-urlencoded. */
export function acceptFormPosts(scope: FastifyInstance) {
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/** The traps and limits, sharing the forms' secret (in the settings table: every copy signs alike). */
export function visitorGuard(
  store: Pick<Store, "setSettingIfAbsent" | "useChallenge" | "countAttempts" | "recordAttempt">,
  /** The time trap (FORM_MIN_FILL_MS): a form sent sooner after its challenge was issued is refused. */
  minFillMs: number,
) {
  const secret = settingSecret(store, "forms_secret");
  return {
    secret,

    /** Too many in the last hour under any key: refused; else the attempt is counted under every key. */
    async limit(keys: Array<[string, number]>) {
      const now = new Date();
      const since = new Date(now.getTime() - HOUR_MS);
      const counts = await Promise.all(keys.map(([k]) => store.countAttempts(k, since)));
      if (counts.some((n, i) => n >= (keys[i]?.[1] ?? 0))) throw refuse(429, { code: "rate_limited" });
      await store.recordAttempt(
        keys.map(([k]) => k),
        now,
      );
    },

    /** The spam traps every form passes, before anything is stored or counted. */
    async checkHuman(body: { website?: string; altcha?: string }) {
      if (body.website?.trim()) throw refuse(403, { code: "honeypot" });
      if (!body.altcha) throw refuse(403, { code: "challenge_missing" });
      let payload: { challenge?: Challenge; solution?: Solution };
      try {
        payload = JSON.parse(Buffer.from(body.altcha, "base64").toString("utf8")) as typeof payload;
      } catch {
        throw refuse(403, { code: "challenge_invalid" });
      }
      const { challenge, solution } = payload;
      if (!challenge?.parameters || !solution || typeof challenge.signature !== "string")
        throw refuse(403, { code: "challenge_invalid" });
      const key = await secret();
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: key,
        hmacKeySignatureSecret: key,
      }).catch(() => ({ verified: false }));
      if (!result.verified) throw refuse(403, { code: "challenge_invalid" });
      const issued = Number(challenge.parameters.data?.issued);
      if (!Number.isFinite(issued) || Date.now() - issued < minFillMs)
        throw refuse(403, { code: "too_fast" });
      const expires = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
      if (!(await store.useChallenge(challenge.signature, expires)))
        throw refuse(403, { code: "challenge_invalid" });
    },
  };
}

/**
 * A form's answer: JSON for a script, a redirect back to `page` (at `#anchor`) for a form posted without
 * one, with ?sent=1 or ?error=<code>. Refusals other than FormRefusal are thrown on.
 */
export async function answerForm(
  request: FastifyRequest,
  reply: FastifyReply,
  back: { page: string; anchor: string },
  run: () => Promise<void>,
) {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof FormRefusal)) throw err;
    if (err.problem.code === "rate_limited") reply.header("Retry-After", String(HOUR_MS / 1000));
    if (isFormPost(request)) {
      const q = new URLSearchParams({
        error: err.problem.code,
        ...(err.problem.field ? { field: err.problem.field } : {}),
      });
      return reply.code(303).header("Location", `${back.page}?${q}#${back.anchor}`).send();
    }
    return sendError(
      reply,
      err.status,
      err.problem.code,
      err.message,
      err.problem.field ? { field: err.problem.field } : {},
    );
  }
  if (isFormPost(request))
    return reply.code(303).header("Location", `${back.page}?sent=1#${back.anchor}`).send();
  return reply.send({ ok: true });
}
