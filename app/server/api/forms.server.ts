import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import {
  CONFIRM_TTL_MS,
  CONSENT_VERSION,
  MIN_FILL_MS,
  checkContact,
  formPage,
  normalEmail,
  type FormProblem,
} from "../../content/forms.ts";
import type { Lang } from "../../content/page-model.ts";
import type { MailWorker } from "../mail/mail-worker.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { confirmationMail, contactMail } from "../mail/messages.server.ts";
import { unsubscribeLinks } from "../mail/unsubscribe.server.ts";
import { linkBase } from "../origin.server.ts";
import type { Services } from "../services.server.ts";
import type { ConsentRecord, Subscriber } from "../../content/messages.ts";
import { ApiError, sendError } from "./errors.server.ts";
import { settingSecret } from "./setting-secret.server.ts";
import { formOps } from "./openapi.server.ts";

/*
 * The visitors' forms (issue 16): the contact form and the newsletter's double opt-in, with their spam
 * defences (a honeypot, a time trap, a proof-of-work challenge that needs no cookie, rate limits per IP and
 * per address), and what the editing area reads of them. A form posted without JavaScript is answered with
 * a redirect back to its page (?sent=1 or ?error=<code>); a call with JSON gets JSON. E-mails are queued
 * (mail-worker.server.ts): no request waits for a mail server.
 */

const HOUR_MS = 60 * 60 * 1000;
const CHALLENGE_TTL_S = 10 * 60;
/** Per hour: messages from one IP, and to or from one address. */
const LIMITS = { contactIp: 5, contactEmail: 3, subscribeIp: 5, subscribeEmail: 3 };

class FormRefusal extends Error {
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
};

const refuse = (status: number, problem: FormProblem) =>
  new FormRefusal(status, problem, MESSAGES[problem.code]);

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
}

function consented(value: boolean | string | undefined): boolean {
  return value === true || value === "on" || value === "true" || value === "1";
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function registerFormRoutes(
  app: FastifyInstance,
  services: Services,
  mail: { mailer: Mailer; worker: MailWorker },
) {
  const { store, config } = services;
  /** Signs challenges: kept in the database, so every copy shares it. */
  const secret = settingSecret(store, "forms_secret");
  const unsubscribe = unsubscribeLinks(store);
  const base = (request: FastifyRequest) => linkBase(config, request.headers);

  /** Too many in the last hour under any key: refused; else the attempt is counted under every key. */
  async function limit(keys: Array<[string, number]>) {
    const now = new Date();
    const since = new Date(now.getTime() - HOUR_MS);
    const counts = await Promise.all(keys.map(([k]) => store.countAttempts(k, since)));
    if (counts.some((n, i) => n >= (keys[i]?.[1] ?? 0))) throw refuse(429, { code: "rate_limited" });
    await store.recordAttempt(
      keys.map(([k]) => k),
      now,
    );
  }

  /** The spam traps every form passes, before anything is stored or counted. */
  async function checkHuman(body: { website?: string; altcha?: string }) {
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
    if (!Number.isFinite(issued) || Date.now() - issued < MIN_FILL_MS)
      throw refuse(403, { code: "too_fast" });
    const expires = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
    if (!(await store.useChallenge(challenge.signature, expires)))
      throw refuse(403, { code: "challenge_invalid" });
  }

  const consentOf = (request: FastifyRequest, form: string, lang: Lang): ConsentRecord => ({
    at: new Date().toISOString(),
    form,
    lang,
    textVersion: CONSENT_VERSION,
    ip: request.ip,
  });

  /** A form's answer: JSON for a script, a redirect back to the page for a form posted without one. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    form: "contact" | "newsletter",
    lang: Lang,
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
        return reply
          .code(303)
          .header("Location", `${formPage(form, lang)}?${q}#${form}`)
          .send();
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
      return reply
        .code(303)
        .header("Location", `${formPage(form, lang)}?sent=1#${form}`)
        .send();
    return reply.send({ ok: true });
  }

  app.register(async (scope) => {
    // The forms also work without JavaScript: a browser posts them as application/x-www-form-urlencoded.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    scope.get("/forms/challenge", { schema: formOps.challenge.schema }, async (_request, reply) => {
      const key = await secret();
      const challenge = await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(5_000, 25_000),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
        data: { issued: Date.now() },
        hmacSignatureSecret: key,
        hmacKeySignatureSecret: key,
      });
      return reply.header("Cache-Control", "no-store").send(challenge);
    });

    scope.post("/contact", { schema: formOps.contact.schema }, async (request, reply) => {
      const body = formOps.contact.body(request);
      const lang = body.lang ?? "es";
      return answer(request, reply, "contact", lang, async () => {
        const checked = checkContact(body, consented(body.consent));
        if (!checked.ok) throw refuse(400, checked.problem);
        await checkHuman(body);
        await limit([
          [`contact-ip:${request.ip}`, LIMITS.contactIp],
          [`contact-email:${checked.value.email}`, LIMITS.contactEmail],
        ]);
        const message = await store.addContactMessage({
          ...checked.value,
          lang,
          consent: consentOf(request, "contact", lang),
          createdAt: new Date().toISOString(),
        });
        if (config.contactTo) {
          await store.enqueueMail(contactMail(config.contactTo, message, `${base(request)}/admin/messages`));
          mail.worker.kick();
        }
      });
    });

    scope.post("/newsletter/subscribe", { schema: formOps.subscribe.schema }, async (request, reply) => {
      const body = formOps.subscribe.body(request);
      const lang = body.lang ?? "es";
      return answer(request, reply, "newsletter", lang, async () => {
        const email = normalEmail(body.email ?? "");
        if (!email) throw refuse(400, { code: "invalid_email", field: "email" });
        if (!consented(body.consent)) throw refuse(400, { code: "consent_required", field: "consent" });
        await checkHuman(body);
        await limit([
          [`subscribe-ip:${request.ip}`, LIMITS.subscribeIp],
          [`subscribe-email:${email}`, LIMITS.subscribeEmail],
        ]);
        const token = randomBytes(32).toString("base64url");
        const { subscriber, already } = await store.requestSubscription({
          email,
          lang,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
          consent: consentOf(request, "labs-newsletter", lang),
        });
        // An address already confirmed gets no e-mail, and the same answer (nobody learns who subscribed).
        if (already) return;
        await store.enqueueMail(
          confirmationMail({
            to: subscriber.email,
            lang,
            confirmUrl: `${base(request)}/api/newsletter/confirm?token=${token}`,
            unsubscribeUrl: await unsubscribe.url(base(request), subscriber.id),
          }),
        );
        mail.worker.kick();
      });
    });

    scope.get("/newsletter/confirm", { schema: formOps.confirm.schema }, async (request, reply) => {
      const { token } = formOps.confirm.query(request);
      const confirmed = token ? await store.confirmSubscription(hashToken(token), new Date()) : undefined;
      // A GET that writes: its answer waits for the write to be durable, as every POST's does.
      await store.durable();
      const lang = confirmed?.lang ?? "es";
      const outcome = confirmed ? "confirmed=1" : "error=confirm_expired";
      return reply
        .code(303)
        .header("Cache-Control", "no-store")
        .header("Location", `${formPage("newsletter", lang)}?${outcome}#newsletter`)
        .send();
    });

    async function unsubscribed(request: FastifyRequest): Promise<Subscriber> {
      const { id, token } = formOps.unsubscribeLink.query(request);
      if (!(await unsubscribe.check(id, token)))
        throw new ApiError(404, "not_found", "This unsubscribe link is not valid.");
      const subscriber = await store.unsubscribe(id, new Date());
      if (!subscriber) throw new ApiError(404, "not_found", "This unsubscribe link is not valid.");
      await store.durable();
      return subscriber;
    }

    scope.get(
      "/newsletter/unsubscribe",
      { schema: formOps.unsubscribeLink.schema },
      async (request, reply) => {
        const subscriber = await unsubscribed(request);
        return reply
          .code(303)
          .header("Cache-Control", "no-store")
          .header("Location", `${formPage("newsletter", subscriber.lang)}?unsubscribed=1#newsletter`)
          .send();
      },
    );

    scope.post(
      "/newsletter/unsubscribe",
      { schema: formOps.unsubscribeOneClick.schema },
      async (request, reply) => {
        await unsubscribed(request);
        return reply.header("Cache-Control", "no-store").send({ ok: true });
      },
    );
  });

  app.get("/contact-messages", { schema: formOps.messages.schema }, async (request, reply) => {
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ Items: await store.listContactMessages() });
  });

  app.patch("/contact-messages/:id", { schema: formOps.markMessage.schema }, async (request, reply) => {
    const { id } = formOps.markMessage.params(request);
    const { read } = formOps.markMessage.body(request);
    if (!(await store.setContactMessageRead(id, read, new Date())))
      throw new ApiError(404, "not_found", "There is no such message.");
    return reply.send({ ok: true });
  });

  app.delete("/contact-messages/:id", { schema: formOps.deleteMessage.schema }, async (request, reply) => {
    const { id } = formOps.deleteMessage.params(request);
    if (!(await store.deleteContactMessage(id)))
      throw new ApiError(404, "not_found", "There is no such message.");
    return reply.send({ ok: true });
  });

  app.get("/subscribers", { schema: formOps.subscribers.schema }, async (request, reply) => {
    return reply.header("Cache-Control", "private, no-store").send({ Items: await store.listSubscribers() });
  });

  app.get("/subscribers.csv", { schema: formOps.subscribersCsv.schema }, async (request, reply) => {
    const rows = (await store.listSubscribers()).map((s) =>
      [
        s.email,
        s.lang,
        s.state,
        s.createdAt,
        s.confirmedAt ?? "",
        s.unsubscribedAt ?? "",
        s.consent.at,
        s.consent.form,
        s.consent.textVersion,
        s.consent.ip,
      ]
        .map(csvCell)
        .join(","),
    );
    const head =
      "email,lang,state,created_at,confirmed_at,unsubscribed_at,consent_at,consent_form,consent_text_version,consent_ip";
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="subscribers.csv"')
      .header("Cache-Control", "private, no-store")
      .send([head, ...rows].join("\r\n") + "\r\n");
  });

  app.delete("/subscribers/:id", { schema: formOps.deleteSubscriber.schema }, async (request, reply) => {
    const { id } = formOps.deleteSubscriber.params(request);
    if (!(await store.deleteSubscriber(id)))
      throw new ApiError(404, "not_found", "There is no such subscriber.");
    return reply.send({ ok: true });
  });

  app.get("/mail/status", { schema: formOps.mailStatus.schema }, async (request, reply) => {
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ mode: mail.mailer.mode, ...(await store.mailQueueState()) });
  });
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet (=, +, -, @ first). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
