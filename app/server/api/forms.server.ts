import { csvCell } from "../../content/csv.ts";
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CONFIRM_TTL_MS, CONSENT_VERSION, checkContact, formPage, normalEmail } from "../../content/forms.ts";
import { localizedPath } from "../../content/addresses.ts";
import type { Lang } from "../../content/page-model.ts";
import { MY_DATA_PATH } from "../../content/personal-data.ts";
import type { MailWorker } from "../mail/mail-worker.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { confirmationMail, contactMail } from "../mail/messages.server.ts";
import { unsubscribeLinks } from "../mail/unsubscribe.server.ts";
import { linkBase } from "../origin.server.ts";
import type { Services } from "../services.server.ts";
import type { ConsentRecord, Subscriber } from "../../content/messages.ts";
import { ApiError } from "./errors.server.ts";
import { formOps } from "./openapi.server.ts";
import { acceptFormPosts, answerForm, consented, refuse, visitorGuard } from "./visitor-forms.server.ts";

/*
 * The visitors' forms (issue 16): the contact form and the newsletter's double opt-in, with their spam
 * defences (visitor-forms.server.ts), and what the editing area reads of them. E-mails are queued
 * (mail-worker.server.ts): no request waits for a mail server.
 */

const CHALLENGE_TTL_S = 10 * 60;
/** Per hour: messages from one IP, and to or from one address. */
const LIMITS = { contactIp: 5, contactEmail: 3, subscribeIp: 5, subscribeEmail: 3 };

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function registerFormRoutes(
  app: FastifyInstance,
  services: Services,
  mail: { mailer: Mailer; worker: MailWorker },
) {
  const { store, config } = services;
  const guard = visitorGuard(store, config.formMinFillMs);
  const unsubscribe = unsubscribeLinks(store);
  const base = (request: FastifyRequest) => linkBase(config, request.headers);

  const consentOf = (request: FastifyRequest, form: string, lang: Lang): ConsentRecord => ({
    at: new Date().toISOString(),
    form,
    lang,
    textVersion: CONSENT_VERSION,
    ip: request.ip,
  });

  /** A form's answer: JSON for a script, a redirect back to the form's page without one. */
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    form: "contact" | "newsletter",
    lang: Lang,
    run: () => Promise<void>,
  ) => answerForm(request, reply, { page: formPage(form, lang), anchor: form }, run);

  app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get("/forms/challenge", { schema: formOps.challenge.schema }, async (_request, reply) => {
      const key = await guard.secret();
      const challenge = await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(5_000, 25_000),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
        data: { issued: Date.now(), minFillMs: config.formMinFillMs },
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
        await guard.checkHuman(body);
        await guard.limit([
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
        await guard.checkHuman(body);
        await guard.limit([
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
        return (
          reply
            .code(303)
            .header("Cache-Control", "no-store")
            // The page about one's data: it says the address is out, and offers its copy or erasure.
            .header("Location", `${localizedPath(MY_DATA_PATH, subscriber.lang)}?unsubscribed=1`)
            .send()
        );
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
