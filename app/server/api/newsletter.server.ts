import type { FastifyInstance } from "fastify";
import type { MailWorker } from "../mail/mail-worker.server.ts";
import { newsletterItems, previewNewsletter, queueNewsletter } from "../mail/newsletter.server.ts";
import type { UnsubscribeLinks } from "../mail/unsubscribe.server.ts";
import { linkBase } from "../origin.server.ts";
import type { Services } from "../services.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { ApiError } from "./errors.server.ts";
import { formOps } from "./openapi.server.ts";

/*
 * Sending the newsletter (issue 16, item 2; app/server/mail/newsletter.server.ts): admins pick published
 * articles and write an introduction per language, preview what each language receives, and send.
 */

export function registerNewsletterRoutes(
  app: FastifyInstance,
  services: Services,
  deps: { worker: MailWorker; unsubscribe: UnsubscribeLinks },
) {
  const { store, config } = services;

  /** The body checked: every name a published article, the duplicates dropped. */
  async function checked(body: { articles: string[]; intro: { es?: string; en?: string } }, base: string) {
    const articles = [...new Set(body.articles)];
    const { missing } = await newsletterItems(store, articles, "es", base);
    if (missing.length)
      throw new ApiError(400, "not_published", `Not a published article: ${missing.join(", ")}.`);
    return { articles, intro: body.intro, baseUrl: base };
  }

  app.post("/newsletter/preview", { schema: formOps.previewNewsletter.schema }, async (request, reply) => {
    const send = await checked(formOps.previewNewsletter.body(request), linkBase(config, request.headers));
    const mails = await previewNewsletter(store, send);
    return reply.header("Cache-Control", "no-store").send({
      es: { subject: mails.es.subject, text: mails.es.text },
      en: { subject: mails.en.subject, text: mails.en.text },
    });
  });

  app.post("/newsletter/sends", { schema: formOps.sendNewsletter.schema }, async (request, reply) => {
    const user = signedIn(request);
    const body = await checked(formOps.sendNewsletter.body(request), linkBase(config, request.headers));
    const send = await store.createNewsletterSend({ ...body, createdBy: user.email });
    const recipients = await queueNewsletter(store, deps.unsubscribe, send);
    deps.worker.kick();
    return reply.code(201).send({ ...send, state: "queued", recipients, pending: recipients });
  });

  app.get("/newsletter/sends", { schema: formOps.listNewsletterSends.schema }, async (request, reply) => {
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ Items: await store.listNewsletterSends() });
  });
}
